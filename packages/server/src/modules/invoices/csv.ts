/**
 * One CSV cell: quoted when it holds a separator, quote or line break; a text that a
 * spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading quote.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRows = (rows: (string | number)[][]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
