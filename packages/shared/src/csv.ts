/** Lets spreadsheets read a file as UTF-8, so ₹ shows as ₹. */
export const UTF8_BOM = '\uFEFF';

const CRLF = '\r\n';

// A cell a spreadsheet would run as a formula (OWASP's CSV injection list).
const FORMULA_START = /^[=+\-@\t\r]/;
// A plain decimal figure such as -8.85 is a number to the spreadsheet, never a formula.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvCell = string | number;

/** `always`: every field in double quotes; `needed`: only those holding a separator, quote or line break. */
export type CsvQuoting = 'always' | 'needed';

/**
 * One CSV field (RFC 4180): a double quote inside is written twice. A text that starts like a
 * formula (a shopper can name themselves `=HYPERLINK(…)`) gets a leading `'` so the spreadsheet
 * shows it as text; a plain figure, negative ones included, stays a number so sums count it.
 */
export function csvField(value: CsvCell, quoting: CsvQuoting = 'always'): string {
  const text = String(value);
  const safe =
    typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)
      ? `'${text}`
      : text;
  const quote = quoting === 'always' || /[",\r\n]/.test(safe);
  return quote ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: one line per row, CRLF line ends, the byte-order mark when asked for. */
export function csvDocument(
  rows: readonly (readonly CsvCell[])[],
  options: { quoting?: CsvQuoting; bom?: boolean } = {},
): string {
  const lines = rows.map((row) => row.map((cell) => csvField(cell, options.quoting)).join(','));
  return (options.bom ? UTF8_BOM : '') + lines.join(CRLF) + CRLF;
}

/**
 * Splits one CSV line on commas, with double-quoted fields ("a, b" and "" inside): the reader
 * of the files the shop takes in (the PIN directory, the shipment import).
 */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}
