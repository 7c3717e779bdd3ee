import type { Shop } from '@shop/shared';
import type { Mail, Mailer } from '../../lib/mailer';
import { escapeHtml } from './escape-html';

/** The seller's contact block every mail ends with: whom to write or call about it. */
function contactFooter(shop: Shop) {
  const officer = shop.grievance_officer;
  const lines = [
    `${shop.name}, ${shop.address}`,
    `Phone ${shop.phone} · ${shop.email}`,
    `${officer.designation}: ${officer.name}, ${officer.email}`,
  ];
  return {
    text: ['', ...lines].join('\n'),
    html: `<hr style="border:none;border-top:1px solid #ddd;margin-top:24px">
<p style="font-size:12px;color:#555">${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}

/** Every mail sent through the returned mailer ends with the seller's contact block. */
export function withContactFooter(mailer: Mailer, shop: Shop): Mailer {
  const footer = contactFooter(shop);
  const signed = (mail: Mail): Mail => ({
    ...mail,
    text: `${mail.text}\n${footer.text}`,
    html: mail.html.includes('</body>')
      ? mail.html.replace('</body>', `${footer.html}\n</body>`)
      : `${mail.html}\n${footer.html}`,
  });
  return { send: (mail) => mailer.send(signed(mail)) };
}
