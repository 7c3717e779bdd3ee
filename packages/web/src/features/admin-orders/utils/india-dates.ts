import { addDays, indiaDate } from '@shop/shared';

/** The admin orders' default range: the previous India day to the current one. */
export function defaultRange(nowMs: number = Date.now()): { from: string; to: string } {
  const to = indiaDate(nowMs);
  return { from: addDays(to, -1), to };
}

export const isIsoDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
