import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress, pdfText, useGstShop } from '../../../test/checkout';
import { pdfPool } from '../tax-documents/pdf-pool';

/** A name and address in the nine scripts, each a real place or name. */
const INDIAN_ADDRESS = {
  name: 'राम कुमार',
  line_1: '12, அண்ணா நகர்',
  line_2: 'কলকাতা · અમદાવાદ · ਅੰਮ੍ਰਿਤਸਰ',
  city: 'హైదరాబాద్ · ಬೆಂಗಳೂರು',
  district: 'കൊച്ചി · ଭୁବନେଶ୍ୱର',
};

/** The fonts a PDF embeds, by the names its font dictionaries give them. */
const embeddedFonts = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!);

describe('tax documents in Indian scripts', () => {
  const shop = useGstShop();
  let indianAddress: number;

  beforeAll(async () => {
    indianAddress = await addAddress(shop.t.app, shop.shopper.cookie, INDIAN_ADDRESS);
  });

  const getPdf = async (url: string) => {
    const res = await shop.t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: shop.shopper.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  it('prints a Devanagari name and a Tamil address, embedding the fonts of those scripts', async () => {
    const order = await shop.paidOrder(indianAddress);
    const drawn = pdfPool.stats.rendered;
    const pdf = await getPdf(`/api/orders/${order.order_id}/invoice.pdf`);
    // Drawn on the pool's worker thread, not on the event loop that answers requests (the
    // confirmation mail's copy may be drawn there meanwhile too).
    expect(pdfPool.stats.rendered).toBeGreaterThan(drawn);
    expect(pdfPool.stats.threadsStarted).toBeGreaterThan(0);
    const text = await pdfText(pdf);
    expect(text).toContain('राम कुमार');
    expect(text).toContain('12, அண்ணா நகர்');
    // Words whose vowel signs are not drawn before their consonant read back as typed
    // (a PDF keeps glyphs in the order they are drawn; docs/decisions/021).
    for (const word of ['কলকাতা', 'અમદાવાદ']) expect(text).toContain(word);
    const fonts = embeddedFonts(pdf);
    for (const family of [
      'NotoSansDevanagari',
      'NotoSansTamil',
      'NotoSansBengali',
      'NotoSansGujarati',
      'NotoSansGurmukhi',
      'NotoSansTelugu',
      'NotoSansKannada',
      'NotoSansMalayalam',
      'NotoSansOriya',
    ])
      expect(
        fonts.some((font) => font.startsWith(family)),
        family,
      ).toBe(true);
  });

  it('embeds no script font in a document written in Latin letters alone', async () => {
    const order = await shop.paidOrder();
    const pdf = await getPdf(`/api/orders/${order.order_id}/invoice.pdf`);
    expect(embeddedFonts(pdf).filter((font) => font.startsWith('Noto'))).toEqual([]);
    expect(await pdfText(pdf)).toContain('Asha Verma');
  });

  it('prints the name and address on the credit note too', async () => {
    shop.razorpay.refundsStartAs('processed');
    try {
      const order = await shop.paidOrder(indianAddress);
      const refund = await shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.order_id}/refunds`,
        headers: { cookie: shop.staff.cookie },
        payload: { amount: 50, reason: 'एक बोतल टूटी हुई' },
      });
      expect(refund.statusCode).toBe(201);
      const invoice = await shop.t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.order_id}/invoice`,
        headers: { cookie: shop.shopper.cookie },
      });
      const [note] = invoice.json().credit_notes as { number: string }[];
      const pdf = await getPdf(`/api/orders/${order.order_id}/credit-notes/${note!.number}.pdf`);
      const text = await pdfText(pdf);
      expect(text).toContain('राम कुमार');
      expect(text).toContain('அண்ணா நகர்');
      expect(text).toContain('टूटी');
    } finally {
      shop.razorpay.refundsStartAs('pending');
    }
  });
});
