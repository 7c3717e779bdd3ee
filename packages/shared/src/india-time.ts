/**
 * Calendar days and times in India time (UTC+05:30, no daylight saving), as the shop counts
 * and shows them, for the server and the web alike. Dates are `YYYY-MM-DD` texts; instants
 * are `Date`s (or epoch milliseconds) and ISO texts.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant an India calendar day begins. */
export const indiaDayStart = (date: string) => new Date(`${date}T00:00:00+05:30`);

/** The India calendar day an instant falls on. */
export const indiaDate = (instant: Date | number = Date.now()) =>
  new Date(Number(instant) + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The date `days` calendar days after (or, negative, before) `date`. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `from` to `to`, counting both. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The instants bounding inclusive India calendar days: `start` counts, `end` does not. */
export const indiaDayRange = (from: string, to: string) => ({
  start: indiaDayStart(from),
  end: indiaDayStart(addDays(to, 1)),
});

/** The instants bounding a calendar month, 'YYYY-MM', in India time. */
export function indiaMonthRange(month: string) {
  const start = indiaDayStart(`${month}-01`);
  // A day past the 28th of any month lands in the next month; its first day ends this one.
  const next = addDays(`${month}-28`, 4).slice(0, 7);
  return { start, end: indiaDayStart(`${next}-01`) };
}

/** The Indian financial year of a moment, '2026-27': 1 April to 31 March, India time. */
export function financialYear(at: Date): string {
  const [year, month] = indiaDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as printed on GST documents, in India time: "05 Apr 2026". */
export function indiaDocumentDate(at: Date) {
  const [year, month, day] = indiaDate(at).split('-') as [string, string, string];
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** "2026-03-14 09:05" in India time: sorts and reads well in a spreadsheet. */
export function csvDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

// Made when first used: a page's first date format loads the locale's data, which a
// storefront page that shows no date should not pay for.
const formats = new Map<'date' | 'dateTime', Intl.DateTimeFormat>();
function indiaFormat(kind: 'date' | 'dateTime') {
  let format = formats.get(kind);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'medium',
      ...(kind === 'dateTime' && { timeStyle: 'short' }),
      timeZone: 'Asia/Kolkata',
    });
    formats.set(kind, format);
  }
  return format;
}

const formatted = (iso: string, kind: 'date' | 'dateTime') => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : indiaFormat(kind).format(date);
};

/** "14 Mar 2026" in India time, where the shop and its shoppers are. */
export const formatDate = (iso: string) => formatted(iso, 'date');

/** "14 Mar 2026, 9:05 am" in India time. */
export const formatDateTime = (iso: string) => formatted(iso, 'dateTime');
