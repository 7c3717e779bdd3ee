import { formatPaise } from '@shop/shared';
import { CONTENT, MARGIN, type Doc } from './pdf-document';
import type { Weight } from './pdf-scripts';
import { writeText } from './pdf-text';

// The tables of the tax documents: fixed columns, each row wrapped to its tallest cell.

/** Rupees without the sign, for table cells whose column heading carries it. */
export const money = (paise: number) => formatPaise(paise).replace('₹', '');

export type Column = { width: number; align?: 'left' | 'right' | 'center' };

/** The columns as given, the last one widened to fill what the others leave of the page. */
export function fillingThePage<C extends Column>(columns: C[]): C[] {
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  columns[columns.length - 1]!.width += CONTENT - fixed;
  return columns;
}

/**
 * One table row at the cursor, each cell wrapped in its column; the cursor moves `gap`
 * below the tallest cell, and `rule` draws a line under the row.
 */
export function tableRow(
  doc: Doc,
  columns: readonly Column[],
  cells: string[],
  font: Weight,
  { gap, rule = false }: { gap: number; rule?: boolean },
) {
  // A long document runs on to another page rather than off the bottom of this one.
  if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
  const y = doc.y;
  let x = MARGIN;
  let bottom = y;
  doc.font(font).fontSize(8);
  cells.forEach((cell, i) => {
    const column = columns[i]!;
    writeText(
      doc,
      cell,
      font,
      { width: column.width - 4, align: column.align ?? 'left' },
      { x: x + 2, y },
    );
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + gap;
  if (rule)
    doc
      .moveTo(MARGIN, doc.y - 1.5)
      .lineTo(MARGIN + CONTENT, doc.y - 1.5)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  doc.x = MARGIN;
}

/** The tax cells of a line or of the totals: CGST and SGST within a state, IGST across. */
export const taxCells = (
  paise: { cgst_paise: number; sgst_paise: number; igst_paise: number },
  intraState: boolean,
) => (intraState ? [money(paise.cgst_paise), money(paise.sgst_paise)] : [money(paise.igst_paise)]);
