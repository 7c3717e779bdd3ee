import type { StoredCreditNoteLine, StoredInvoiceLine } from '../../db/schema';
import { apportion, splitTax, type Supply } from '../tax-documents/tax-split';

type Heads = Pick<
  StoredCreditNoteLine,
  'taxable_value_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise'
>;
const HEADS = ['taxable_value_paise', 'cgst_paise', 'sgst_paise', 'igst_paise'] as const;

/**
 * The tax of a credited line split as the invoice splits tax (an odd paisa to CGST), but
 * never crediting a head more than is left of it: the last note then completes each exactly.
 */
function splitCreditedTax(tax: number, supply: Supply, left: Heads) {
  const split = splitTax(tax, supply);
  if (supply === 'inter-state') return split;
  if (split.cgst > left.cgst_paise)
    return { ...split, cgst: left.cgst_paise, sgst: tax - left.cgst_paise };
  if (split.sgst > left.sgst_paise)
    return { ...split, sgst: left.sgst_paise, cgst: tax - left.sgst_paise };
  return split;
}

/**
 * The lines of a credit note for `refundPaise` against an invoice: the refund is shared out
 * over what is still uncredited of each invoice line (its total), then each line's share
 * between taxable value and tax in that line's proportion, both with `apportion`, so every
 * figure is whole paise and the note adds up to the refund exactly; the tax is split with
 * the invoice's own `splitTax`. Sharing what is left (not the invoice as issued) keeps the
 * invoice's proportions and makes the notes of a series of partial refunds add up to the
 * invoice line by line, head by head, once everything is refunded.
 */
export function creditNoteLines(
  supply: Supply,
  invoiceLines: readonly StoredInvoiceLine[],
  earlierNotes: readonly (readonly StoredCreditNoteLine[])[],
  refundPaise: number,
): StoredCreditNoteLine[] {
  if (!Number.isInteger(refundPaise) || refundPaise <= 0)
    throw new RangeError(`A refund must be whole paise above 0: ${refundPaise}`);
  const left: Heads[] = invoiceLines.map((line, i) => {
    const heads = Object.fromEntries(HEADS.map((h) => [h, line[h]])) as Heads;
    for (const note of earlierNotes) {
      const credited = note[i];
      if (credited) for (const h of HEADS) heads[h] -= credited[h];
    }
    return heads;
  });
  const leftTotals = left.map((heads) => HEADS.reduce((sum, h) => sum + heads[h], 0));
  const available = leftTotals.reduce((sum, total) => sum + total, 0);
  if (refundPaise > available)
    throw new RangeError(`Refund ${refundPaise} exceeds the ${available} paise left to credit`);

  const shares = apportion(refundPaise, leftTotals);
  return invoiceLines.map((line, i) => {
    const heads = left[i]!;
    const [taxable, tax] = apportion(shares[i]!, [
      heads.taxable_value_paise,
      heads.cgst_paise + heads.sgst_paise + heads.igst_paise,
    ]) as [number, number];
    const { cgst, sgst, igst } = splitCreditedTax(tax, supply, heads);
    return {
      kind: line.kind,
      ...(line.product_id !== undefined ? { product_id: line.product_id } : {}),
      description: line.description,
      hsn_code: line.hsn_code,
      gst_rate: line.gst_rate,
      taxable_value_paise: taxable,
      cgst_paise: cgst,
      sgst_paise: sgst,
      igst_paise: igst,
      total_paise: shares[i]!,
    };
  });
}
