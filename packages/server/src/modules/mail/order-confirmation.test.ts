import { describe, expect, it } from 'vitest';
import { buyNow, paidOrder, useGstShop } from '../../../test/checkout';
import { mailSince, readOutbox } from '../../../test/outbox';
import { requestWith } from '../../../test/requests';

const confirmed = (orderId: number) => `Your Herbal Shop order #${orderId} is confirmed`;

/** The text part of a written mail, its quoted-printable undone. */
function plainText(raw: string) {
  // Parts are separated by boundary lines, which all start with two dashes.
  const part = raw
    .split(/^--.*$/m)
    .find((p) => p.includes('Content-Type: text/plain'))
    ?.replace(/^[\s\S]*?\n\n/, '');
  if (part === undefined) throw new Error(`no text part in:\n${raw}`);
  const bytes = part.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** "₹1,234.50" in paise. */
const paiseOf = (figure: string) => Math.round(Number(figure.replace(/[₹,]/g, '')) * 100);

/** The mail's "  label: ₹figure" lines, a saving written "−₹figure". */
const figuresOf = (text: string) =>
  [...text.matchAll(/^ {2}(.+): (−?₹[\d,.]+)$/gm)].map(
    ([, label, amount]) => [label!, amount!] as const,
  );
const signedPaise = (figure: string) =>
  figure.startsWith('−') ? -paiseOf(figure.slice(1)) : paiseOf(figure);

/** Expects the lines above the last, savings taken off, to add up to it: the total paid. */
function expectAddsUpToTotal(figures: (readonly [string, string])[]) {
  const parts = figures.slice(0, -1).reduce((sum, [, amount]) => sum + signedPaise(amount), 0);
  expect(parts).toBe(paiseOf(figures.at(-1)![1]));
}

describe('the order confirmation mail', () => {
  const shop = useGstShop();

  it('lists every product, delivery and the fee, adding up to the total paid', async () => {
    // 4 × 300 g to Kerala: ₹60 for the first 500 g and ₹20 for each further 200 g.
    const before = (await readOutbox(shop.t)).length;
    const { order_id } = await shop.paidOrder(shop.kerala, 4);
    const mail = await mailSince(shop.t, before, confirmed(order_id));
    const text = plainText(mail.raw);

    const figures = figuresOf(text);
    expect(figures).toEqual([
      ['Ashwagandha Capsules × 4', '₹448.00'],
      ['Delivery', '₹120.00'],
      ['Payment gateway fee (incl. GST)', '₹13.40'],
      ['Total paid', '₹581.40'],
    ]);
    expectAddsUpToTotal(figures);

    // The total is the one the shop charged.
    const { order } = (
      await shop.t.app.inject({
        url: `/api/orders/${order_id}`,
        headers: { cookie: shop.shopper.cookie },
      })
    ).json();
    const charged = order.amount + order.gst + order.delivery_charge + order.payment_gateway_charge;
    expect(paiseOf(figures.at(-1)![1])).toBe(Math.round(charged * 100));
  });

  const paidWithCoupon = async (coupon: object) => {
    const send = requestWith(shop.t);
    const created = await send('POST', '/api/coupons', shop.staff.cookie, coupon);
    if (created.statusCode !== 201) throw new Error(created.body);
    const before = (await readOutbox(shop.t)).length;
    const { order_id } = await paidOrder(shop.t.app, shop.razorpay, shop.shopper.cookie, {
      ...buyNow(shop.productId, 2, shop.rajasthan),
      coupon_code: created.json().coupon.code,
    });
    return figuresOf(plainText((await mailSince(shop.t, before, confirmed(order_id))).raw));
  };

  it("shows a coupon's saving on the items, still adding up to the total paid", async () => {
    // 2 × ₹112 = ₹224.00, 10 % = ₹22.40; fee 2 % of (201.60 + 60) = 5.23 + 18 % = ₹6.17.
    const figures = await paidWithCoupon({ code: 'MAILTEN', kind: 'percent', value: 10 });
    expect(figures).toEqual([
      ['Ashwagandha Capsules × 2', '₹224.00'],
      ['Coupon MAILTEN', '−₹22.40'],
      ['Delivery', '₹60.00'],
      ['Payment gateway fee (incl. GST)', '₹6.17'],
      ['Total paid', '₹267.77'],
    ]);
    expectAddsUpToTotal(figures);
  });

  it('names a free-delivery coupon on the delivery line', async () => {
    // Fee 2 % of 224.00 = 4.48 + 18 % = ₹5.29.
    const figures = await paidWithCoupon({ code: 'MAILSHIP', kind: 'free_delivery' });
    expect(figures).toEqual([
      ['Ashwagandha Capsules × 2', '₹224.00'],
      ['Delivery (free with coupon MAILSHIP)', '₹0.00'],
      ['Payment gateway fee (incl. GST)', '₹5.29'],
      ['Total paid', '₹229.29'],
    ]);
    expectAddsUpToTotal(figures);
  });

  it('ends with the seller’s contact details and grievance officer', async () => {
    const before = (await readOutbox(shop.t)).length;
    const { order_id } = await shop.paidOrder();
    const mail = await mailSince(shop.t, before, confirmed(order_id));
    const text = plainText(mail.raw);
    expect(text.trimEnd().split('\n').slice(-4)).toEqual([
      '',
      'Herbal Shop, 12 Johari Bazaar, Jaipur, Rajasthan 302003, India',
      'Phone +91 141 400 0000 · support@example.com',
      'Grievance Officer: Meera Sharma, grievance@example.com',
    ]);
    expect(mail.raw).toContain('Grievance Officer: Meera Sharma, grievance@example.com');
  });
});
