import { createRequire } from 'node:module';
import { formatPaise } from '@shop/shared';
import { loadFontEngine, parsedFont } from './pdf-fonts';
import type { Weight } from './pdf-scripts';
import { writeText } from './pdf-text';

// DejaVu Sans has the rupee sign; it ships in an npm package, so nothing is fetched at run time.
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const MARGIN = 36;
const A4_WIDTH = 595.28;
export const CONTENT = A4_WIDTH - 2 * MARGIN;

/** Rupees without the sign, for table cells whose column heading carries it. */
export const money = (paise: number) => formatPaise(paise).replace('₹', '');

/**
 * An A4 document with the fonts registered as `body` and `bold`; `done` resolves to the PDF's
 * bytes once the caller ends the document. pdfkit is loaded on the first document, not at start.
 */
export async function startA4Document(title: string, author: string) {
  const { default: PDFDocument } = await import('pdfkit');
  await loadFontEngine();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: author },
  });
  doc.registerFont('body', parsedFont(FONT));
  doc.registerFont('bold', parsedFont(FONT_BOLD));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

export type Doc = Awaited<ReturnType<typeof startA4Document>>['doc'];

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

/** 'INV/2026-27/000123' with prefix 'invoice' → 'invoice-INV-2026-27-000123.pdf' */
export const pdfFileName = (prefix: string, number: string) =>
  `${prefix}-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
