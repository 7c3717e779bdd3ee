import { messages, paths, type Shop, type ShopResponse } from '@shop/shared';
import { escapeMarkup } from './escape';
import type { PageTemplate } from './template';

const ROOT = '<div id="root"></div>';

/** A phone number as a `tel:` link takes it: digits and a leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The seller's contact block as plain HTML, so it is in the page a crawler or a payment
 * gateway's check reads without running the app. It sits a screen below the top, where the
 * footer will be, and the app replaces it with its own footer when it starts.
 */
function renderContactBlock(shop: Shop): string {
  const e = escapeMarkup;
  const officer = shop.grievance_officer;
  const mail = (address: string) => `<a href="mailto:${e(address)}">${e(address)}</a>`;
  return [
    `<footer style="margin-top:100vh;padding:16px;font:14px/1.5 system-ui,sans-serif">`,
    `<p><strong>${e(shop.name)}</strong><br>${e(shop.address)}</p>`,
    `<p>Phone: <a href="${e(telHref(shop.phone))}">${e(shop.phone)}</a><br>E-mail: ${mail(shop.email)}</p>`,
    `<p>${e(messages.contact.grievanceOfficer)}: ${e(officer.name)}, ${e(officer.designation)}, ${mail(officer.email)}</p>`,
    `<p><a href="${paths.contact}">${e(messages.contact.title)}</a></p>`,
    `</footer>`,
  ].join('');
}

/**
 * The template every page is made from, carrying the seller's contact block and the
 * `GET /api/shop` body: both are fixed by the configuration, so no page's cache depends on them.
 */
export function withShop(template: PageTemplate | undefined, shop: Shop) {
  if (!template) return undefined;
  const body: ShopResponse = { shop };
  return {
    ...template,
    beforeBodyEnd: template.beforeBodyEnd.replace(
      ROOT,
      `<div id="root">${renderContactBlock(shop)}</div>`,
    ),
    data: { shop: JSON.stringify(body) },
  };
}
