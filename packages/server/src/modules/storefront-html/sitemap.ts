import { paths } from '@shop/shared';
import { escapeMarkup } from './escape';
import type { SitemapBody } from './catalogue-bodies';
import { indexablePages } from './routes-table';

const url = (loc: string, lastmod?: string) =>
  `<url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

/** Home, every product, every category listing, the policies and about-us, all absolute. */
export function renderSitemap(base: string, body: SitemapBody): string {
  const lastProductChange = body.products
    .map((p) => p.updated_at)
    .sort()
    .at(-1);
  const urls = [
    url(base + paths.home, lastProductChange && new Date(lastProductChange).toISOString()),
    ...body.products.map((p) =>
      url(base + paths.product(p.id), new Date(p.updated_at).toISOString()),
    ),
    ...body.categories.map((c) => url(`${base}${paths.home}?category_id=${c.id}`)),
    ...indexablePages.map((name) => url(base + paths[name])),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
