import { describe, expect, it } from 'vitest';
import type { StoredCreditNoteLine } from '../../db/schema';
import { buildInvoiceLines, sumLines } from '../tax-documents/build-lines';
import type { Supply } from '../tax-documents/tax-split';
import { creditNoteLines } from './credit-note-lines';

// 3 × ₹99.99 at 12 % (GST ₹12.00 each) and 1 × ₹45.50 at 5 % (₹2.28): odd tax paise,
// ₹60 delivery and a ₹6.70 gateway fee, each with 18 % inside.
const items = [
  {
    product_id: 1,
    description: 'Tulsi Drops',
    hsn_code: '30049011',
    qty: 3,
    amount_paise: 29997,
    gst_paise: 3600,
    gst_rate: 12,
  },
  {
    product_id: 2,
    description: 'Neem Soap',
    hsn_code: '34011190',
    qty: 1,
    amount_paise: 4550,
    gst_paise: 228,
    gst_rate: 5,
  },
];
const charges = { delivery_charge_paise: 6000, payment_gateway_charge_paise: 670 };
const invoiceFor = (supply: Supply) => buildInvoiceLines(items, charges, supply);
const invoiceTotal = (supply: Supply) =>
  invoiceFor(supply).reduce((sum, line) => sum + line.total_paise, 0);

const heads = (lines: readonly StoredCreditNoteLine[]) => sumLines(lines);

describe('credit note arithmetic', () => {
  it('credits a whole refund as the invoice, line by line and head by head', () => {
    for (const supply of ['intra-state', 'inter-state'] as const) {
      const invoice = invoiceFor(supply);
      const note = creditNoteLines(supply, invoice, [], invoiceTotal(supply));
      note.forEach((line, i) => {
        expect(line.taxable_value_paise).toBe(invoice[i]!.taxable_value_paise);
        expect(line.cgst_paise).toBe(invoice[i]!.cgst_paise);
        expect(line.sgst_paise).toBe(invoice[i]!.sgst_paise);
        expect(line.igst_paise).toBe(invoice[i]!.igst_paise);
        expect(line.total_paise).toBe(invoice[i]!.total_paise);
      });
    }
  });

  it('splits an intra-state partial refund into CGST and SGST, an odd paisa to CGST', () => {
    const note = creditNoteLines('intra-state', invoiceFor('intra-state'), [], 10001);
    expect(sumLines(note).total_paise).toBe(10001);
    for (const line of note) {
      expect(line.igst_paise).toBe(0);
      expect([0, 1]).toContain(line.cgst_paise - line.sgst_paise);
      expect(line.taxable_value_paise + line.cgst_paise + line.sgst_paise).toBe(line.total_paise);
    }
    // The refund is about 28.3 % of the invoice; each line gets about that share.
    const invoice = invoiceFor('intra-state');
    note.forEach((line, i) => {
      const share = (10001 * invoice[i]!.total_paise) / invoiceTotal('intra-state');
      expect(Math.abs(line.total_paise - share)).toBeLessThan(1);
    });
  });

  it('credits IGST alone on an inter-state invoice', () => {
    const note = creditNoteLines('inter-state', invoiceFor('inter-state'), [], 3333);
    expect(sumLines(note)).toMatchObject({
      cgst_paise: 0,
      sgst_paise: 0,
      total_paise: 3333,
    });
    expect(sumLines(note).igst_paise).toBeGreaterThan(0);
    // Tax in the proportion of the 12 % line: 3600 / 33597 of its share, to the paisa.
    const product = note[0]!;
    expect(Math.abs(product.igst_paise - (product.total_paise * 3600) / 33597)).toBeLessThanOrEqual(
      0.5,
    );
  });

  it('makes a series of partial refunds add up to the invoice exactly, never over a head', () => {
    for (const supply of ['intra-state', 'inter-state'] as const) {
      const invoice = invoiceFor(supply);
      const total = invoiceTotal(supply);
      const parts = [1, 101, 3333, 7, total - 1 - 101 - 3333 - 7];
      const notes: StoredCreditNoteLine[][] = [];
      for (const part of parts) {
        const note = creditNoteLines(supply, invoice, notes, part);
        expect(sumLines(note).total_paise).toBe(part);
        notes.push(note);
        // No head of any line is ever credited beyond the invoice.
        invoice.forEach((line, i) => {
          const credited = heads(notes.map((n) => n[i]!));
          expect(credited.taxable_value_paise).toBeLessThanOrEqual(line.taxable_value_paise);
          expect(credited.cgst_paise).toBeLessThanOrEqual(line.cgst_paise);
          expect(credited.sgst_paise).toBeLessThanOrEqual(line.sgst_paise);
          expect(credited.igst_paise).toBeLessThanOrEqual(line.igst_paise);
        });
      }
      invoice.forEach((line, i) => {
        const credited = sumLines(notes.map((n) => n[i]!));
        expect(credited).toEqual({
          taxable_value_paise: line.taxable_value_paise,
          cgst_paise: line.cgst_paise,
          sgst_paise: line.sgst_paise,
          igst_paise: line.igst_paise,
          total_paise: line.total_paise,
        });
      });
    }
  });

  it('refuses a refund beyond what is left to credit, or not in whole paise', () => {
    const invoice = invoiceFor('intra-state');
    const total = invoiceTotal('intra-state');
    const first = creditNoteLines('intra-state', invoice, [], 100);
    expect(() => creditNoteLines('intra-state', invoice, [first], total - 99)).toThrow(RangeError);
    expect(creditNoteLines('intra-state', invoice, [first], total - 100)).toHaveLength(4);
    expect(() => creditNoteLines('intra-state', invoice, [], 0.5)).toThrow(RangeError);
    expect(() => creditNoteLines('intra-state', invoice, [], 0)).toThrow(RangeError);
  });
});
