import { brand, SHOP_DATA_ELEMENT_ID } from '@shop/shared';
import { escapeMarkup, jsonInScript } from './escape';
import type { PageTemplate } from './template';

/** Everything a page writes into its head, and the API bodies it inlines. */
export type PageHead = {
  title: string;
  description?: string;
  /** Absolute; left out of pages that should not be indexed. */
  canonical?: string;
  noindex?: boolean;
  /** Open Graph type and image (absolute), shown by link previews. */
  /** `price.original`: the MRP, when it is above the price. */
  og?: {
    type: 'website' | 'product';
    image?: string;
    price?: { amount: string; original?: string };
  };
  jsonLd?: object;
  preloadImage?: { href: string; srcset?: string; sizes: string };
  /** Exact API bodies (JSON text) by ShopData field. */
  data?: Record<string, string>;
};

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;

function headTags(page: PageHead): string[] {
  const tags = [`<title>${escapeMarkup(page.title)}</title>`];
  if (page.description) tags.push(meta('name', 'description', page.description));
  if (page.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (page.canonical) tags.push(`<link rel="canonical" href="${escapeMarkup(page.canonical)}" />`);
  const image = page.preloadImage;
  if (image) {
    const srcset = image.srcset
      ? ` imagesrcset="${escapeMarkup(image.srcset)}" imagesizes="${escapeMarkup(image.sizes)}"`
      : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeMarkup(image.href)}"${srcset} fetchpriority="high" />`,
    );
  }
  if (page.og) {
    tags.push(
      meta('property', 'og:type', page.og.type),
      meta('property', 'og:site_name', brand.name),
      meta('property', 'og:locale', 'en_IN'),
      meta('property', 'og:title', page.title),
    );
    if (page.description) tags.push(meta('property', 'og:description', page.description));
    if (page.canonical) tags.push(meta('property', 'og:url', page.canonical));
    if (page.og.image) tags.push(meta('property', 'og:image', page.og.image));
    if (page.og.price) {
      tags.push(
        meta('property', 'product:price:amount', page.og.price.amount),
        meta('property', 'product:price:currency', 'INR'),
      );
      if (page.og.price.original)
        tags.push(
          meta('property', 'product:original_price:amount', page.og.price.original),
          meta('property', 'product:original_price:currency', 'INR'),
        );
    }
    tags.push(
      meta('name', 'twitter:card', page.og.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', page.title),
    );
    if (page.description) tags.push(meta('name', 'twitter:description', page.description));
    if (page.og.image) tags.push(meta('name', 'twitter:image', page.og.image));
  }
  // Data blocks, not scripts: the Content-Security-Policy has nothing to allow.
  if (page.jsonLd) {
    tags.push(
      `<script type="application/ld+json">${jsonInScript(JSON.stringify(page.jsonLd))}</script>`,
    );
  }
  return tags;
}

/** The inlined API bodies: each already JSON text, so none is parsed or serialised again. */
function shopData(data: Record<string, string>): string {
  const fields = Object.entries(data).map(([name, json]) => `"${name}":${jsonInScript(json)}`);
  return `<script id="${SHOP_DATA_ELEMENT_ID}" type="application/json">{${fields.join(',')}}</script>`;
}

export function renderPage(template: PageTemplate, page: PageHead): string {
  const fields = { ...template.data, ...page.data };
  const data = Object.keys(fields).length > 0 ? shopData(fields) : '';
  return (
    template.head +
    '\n    ' +
    headTags(page).join('\n    ') +
    template.beforeBodyEnd +
    data +
    template.end
  );
}
