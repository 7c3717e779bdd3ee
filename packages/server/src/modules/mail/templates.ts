import { brand } from '@shop/shared';
import type { Mail } from '../../lib/mailer';
import { escapeHtml } from './escape-html';

/** Plain text and a simple HTML version of one message with one button. */
export function linkMail(opts: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  link: string;
  footnote: string;
}): Mail {
  const text = [
    opts.greeting,
    '',
    ...opts.lines,
    '',
    `${opts.action}: ${opts.link}`,
    '',
    opts.footnote,
    '',
    `— ${brand.name}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2d1f;max-width:560px;margin:auto">
<h2 style="color:#2f6b3a">${escapeHtml(brand.name)}</h2>
<p>${escapeHtml(opts.greeting)}</p>
${opts.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(opts.link)}" style="display:inline-block;background:#2f6b3a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(opts.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(opts.footnote)}<br>${escapeHtml(opts.link)}</p>
</body></html>`;
  return { to: opts.to, subject: opts.subject, text, html, links: [opts.link] };
}

export const activationMail = (to: string, firstName: string, link: string) =>
  linkMail({
    to,
    subject: `Activate your ${brand.name} account`,
    greeting: `Namaste ${firstName},`,
    lines: [
      `Thank you for registering with ${brand.name}. Please confirm your e-mail address to activate your account.`,
    ],
    action: 'Activate my account',
    link,
    footnote:
      'This link is valid for 24 hours. If you did not register, you can ignore this e-mail.',
  });

export const passwordResetMail = (to: string, firstName: string, link: string) =>
  linkMail({
    to,
    subject: `Reset your ${brand.name} password`,
    greeting: `Namaste ${firstName},`,
    lines: ['We received a request to reset the password of your account.'],
    action: 'Choose a new password',
    link,
    footnote:
      'This link is valid for 1 hour and works once. If you did not ask for it, you can ignore this e-mail; your password stays as it is.',
  });

export type ConfirmationLine = { name: string; qty: number; linePrice: string };

/**
 * The paid order: each product's price with GST, the coupon's saving on them (when there is
 * one), then delivery and the payment fee (left out when there is none), which add up to the
 * total paid. A free-delivery coupon names itself on the delivery line instead.
 */
export function orderConfirmationMail(opts: {
  to: string;
  firstName: string;
  orderId: number;
  lines: ConfirmationLine[];
  delivery: string;
  /** The order's coupon: its code and, unless it made delivery free, the saving on the items. */
  coupon?: { code: string; itemsSaving?: string };
  /** The payment gateway's fee with its GST; undefined when the order carries none. */
  fee?: string;
  total: string;
  address: string;
  link: string;
}): Mail {
  const subject = `Your ${brand.name} order #${opts.orderId} is confirmed`;
  const charges: [label: string, amount: string][] = [];
  const coupon = opts.coupon;
  if (coupon?.itemsSaving) charges.push([`Coupon ${coupon.code}`, `−${coupon.itemsSaving}`]);
  charges.push([
    coupon && !coupon.itemsSaving ? `Delivery (free with coupon ${coupon.code})` : 'Delivery',
    opts.delivery,
  ]);
  if (opts.fee) charges.push(['Payment gateway fee (incl. GST)', opts.fee]);
  const text = [
    `Namaste ${opts.firstName},`,
    '',
    `Thank you for your order. We have received your payment for order #${opts.orderId}.`,
    '',
    ...opts.lines.map((l) => `  ${l.name} × ${l.qty}: ${l.linePrice}`),
    ...charges.map(([label, amount]) => `  ${label}: ${amount}`),
    `  Total paid: ${opts.total}`,
    '',
    `Delivering to: ${opts.address}`,
    '',
    `Orders are processed in 6 to 10 business days. Follow your order: ${opts.link}`,
    '',
    `— ${brand.name}`,
  ].join('\n');
  const rows = opts.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.name)}</td><td align="center">${l.qty}</td><td align="right">${escapeHtml(l.linePrice)}</td></tr>`,
    )
    .join('');
  const chargeRows = charges
    .map(
      ([label, amount]) =>
        `<tr><td colspan="2">${escapeHtml(label)}</td><td align="right">${escapeHtml(amount)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2d1f;max-width:560px;margin:auto">
<h2 style="color:#2f6b3a">${escapeHtml(brand.name)}</h2>
<p>Namaste ${escapeHtml(opts.firstName)},</p>
<p>Thank you for your order. We have received your payment for order <strong>#${opts.orderId}</strong>.</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;border-top:1px solid #ddd;border-bottom:1px solid #ddd">
<tr><th align="left">Product</th><th>Qty</th><th align="right">Price</th></tr>${rows}${chargeRows}
<tr><td colspan="2"><strong>Total paid</strong></td><td align="right"><strong>${escapeHtml(opts.total)}</strong></td></tr></table>
<p>Delivering to: ${escapeHtml(opts.address)}</p>
<p><a href="${escapeHtml(opts.link)}" style="color:#2f6b3a">Follow your order</a> — orders are processed in 6 to 10 business days.</p>
</body></html>`;
  return { to: opts.to, subject, text, html, links: [opts.link] };
}

/** Sent once a refund is processed (not when it is asked for), with the credit note. */
export const refundProcessedMail = (opts: {
  to: string;
  firstName: string;
  orderId: number;
  amount: string;
  link: string;
}) =>
  linkMail({
    to: opts.to,
    subject: `Your refund of ${opts.amount} for order #${opts.orderId} has been processed`,
    greeting: `Namaste ${opts.firstName},`,
    lines: [
      `We have refunded ${opts.amount} for order #${opts.orderId} to the account you paid from.`,
      'Banks usually take 5 to 7 working days to show it.',
    ],
    action: 'See your order',
    link: opts.link,
    footnote: 'The GST credit note for this refund is attached.',
  });
