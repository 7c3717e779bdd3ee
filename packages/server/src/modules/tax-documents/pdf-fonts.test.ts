import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '../../db/schema/invoices';
import { renderInvoicePdf } from './invoice-layout';

const line = (id: number, description: string) => ({
  kind: 'product' as const,
  product_id: id,
  description,
  hsn_code: '0902',
  gst_rate: 5,
  qty: 2,
  unit_value_paise: 14_500,
  taxable_value_paise: 27_619,
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 1_381,
  total_paise: 29_000,
});

const invoice = (sequence: number, buyer: string, description: string) =>
  ({
    id: sequence,
    order_id: sequence,
    number: `INV/2026-27/${String(sequence).padStart(6, '0')}`,
    financial_year: '2026-27',
    sequence,
    issued_at: new Date('2026-11-28T10:00:00Z'),
    seller: {
      name: 'Herbal Shop',
      address: '12 MG Road, Bengaluru 560001',
      state: 'Karnataka',
      state_code: '29',
      gstin: '29ABCDE1234F1Z5',
    },
    buyer: {
      name: buyer,
      address: '21 Mogra Residency, Andheri West, Mumbai 400053',
      state: 'Maharashtra',
      state_code: '27',
    },
    place_of_supply: { state: 'Maharashtra', state_code: '27' },
    supply: 'inter-state',
    lines: [line(1, description), line(2, 'Neem Comb')],
    taxable_value_paise: 55_238,
    cgst_paise: 0,
    sgst_paise: 0,
    igst_paise: 2_762,
    total_paise: 58_000,
  }) as InvoiceRow;

/** A PDF's streams (pages, fonts), inflated: everything it draws, without its dates. */
const drawn = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) =>
    inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'),
  );

describe('fonts shared by every document', () => {
  it('draw a document the same however many documents laid out its words and took its glyphs before', async () => {
    const first = drawn(await renderInvoicePdf(invoice(1, 'Asha Verma राम', 'Tulsi Green Tea')));
    // Others with the same words and more, in Latin and Devanagari.
    await renderInvoicePdf(invoice(2, 'Asha Verma राम कुमार', 'Tulsi Green Tea 100 g'));
    await renderInvoicePdf(invoice(3, 'Ravi Verma', 'Green Tea'));
    const again = drawn(await renderInvoicePdf(invoice(1, 'Asha Verma राम', 'Tulsi Green Tea')));
    expect(again).toHaveLength(first.length);
    expect(again).toEqual(first);
  });

  it('embed the same font files in documents that print only common characters', async () => {
    // An embedded TrueType file, as fontkit writes it, starts with the tag `true`.
    const fontFiles = async (pdf: Promise<Buffer>) =>
      drawn(await pdf).filter((stream) => stream.startsWith('true'));
    const one = await fontFiles(renderInvoicePdf(invoice(4, 'Ravi Verma', 'Green Tea')));
    const other = await fontFiles(renderInvoicePdf(invoice(5, 'Meera Iyer', 'Neem Comb 2 (#7)')));
    expect(one).toHaveLength(2);
    expect(other).toEqual(one);
  });
});
