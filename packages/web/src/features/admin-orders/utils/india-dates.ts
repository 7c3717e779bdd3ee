const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The India calendar day (`YYYY-MM-DD`) of an instant: UTC shifted by 5.5 hours. */
export function indiaDate(nowMs: number = Date.now()): string {
  return new Date(nowMs + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The admin orders' default range: the previous India day to the current one. */
export function defaultRange(nowMs: number = Date.now()): { from: string; to: string } {
  return { from: indiaDate(nowMs - DAY_MS), to: indiaDate(nowMs) };
}

export const isIsoDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

const dateOnly = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateOnly.format(date);
}

/** "2026-03-14 09:05" in India time: sorts and reads well in a spreadsheet. */
export function csvDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
