import { paths } from '@shop/shared';

/**
 * Crawlers may read the storefront; the API, accounts, checkout and staff screens are off
 * limits. `/product` alone is the staff's product screen, while `/product/{id}` pages are the
 * catalogue: `$` ends the match there. Sign-in pages stay readable so their `noindex` is seen.
 */
const disallowed = [
  '/api/',
  paths.account,
  paths.address,
  paths.orders,
  paths.cart,
  paths.orderSummary(''),
  paths.success,
  `${paths.productManagement}$`,
  paths.category,
  paths.delivery,
  paths.charge,
  paths.employee,
];

export const renderRobots = (base: string) =>
  [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
