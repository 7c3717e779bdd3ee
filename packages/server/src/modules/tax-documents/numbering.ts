import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentCounters } from '../../db/schema';
import { financialYear } from '@shop/shared';

/** 'INV/2026-27/000123': series, financial year, and the place in that year's series. */
export const documentNumber = (series: string, year: string, sequence: number) =>
  `${series}/${year}/${String(sequence).padStart(6, '0')}`;

/**
 * Takes the next number of a series for the financial year of `at`, inside the caller's
 * transaction. The counter row stays locked until that transaction ends, so concurrent
 * issuers queue on it; if the transaction rolls back, so does the number: no gaps.
 */
export async function takeNextNumber(tx: Tx, series: string, at: Date) {
  const year = financialYear(at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financial_year: year, last_number: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financial_year],
      set: { last_number: sql`${documentCounters.last_number} + 1` },
    })
    .returning({ sequence: documentCounters.last_number });
  const sequence = row!.sequence;
  return { financialYear: year, sequence, number: documentNumber(series, year, sequence) };
}
