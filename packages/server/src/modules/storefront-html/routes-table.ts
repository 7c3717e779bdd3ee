import { idParam, messages, paths } from '@shop/shared';

/** What a page path names, read from the web's own route table. */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'product'; id: number }
  | { kind: 'page'; path: string; title: string; indexable: boolean }
  | { kind: 'not-found' };

type Titled = keyof typeof messages.pages.titles;

/** Pages a search engine should list besides the catalogue: the policies, about-us and contact. */
export const indexablePages: Titled[] = [
  'policy',
  'privacyPolicy',
  'refundPolicy',
  'shippingPolicy',
  'termsOfService',
  'aboutUs',
  'contact',
];

const staticPages = new Map<string, PageRoute>();
const patterns: { prefix: string; suffix: string; route: PageRoute }[] = [];
for (const [name, value] of Object.entries(paths)) {
  if (typeof value !== 'string' || name === 'home' || name === 'products') continue;
  if (name === 'productPattern') continue;
  const titled = name.replace(/Pattern$/, '') as Titled;
  const route: PageRoute = {
    kind: 'page',
    path: value,
    title: messages.pages.titles[titled],
    indexable: indexablePages.includes(titled),
  };
  // One parameter, last or followed by a fixed tail ('/orders/:id/confirm').
  const param = /^(.*\/):id(\/[a-z-]+)?$/.exec(value);
  if (param) patterns.push({ prefix: param[1]!, suffix: param[2] ?? '', route });
  else staticPages.set(value.toLowerCase(), route);
}
const productPrefix = paths.productPattern.slice(0, -':id'.length);

/**
 * The route of a page path (no query). Matching is case-insensitive and ignores a trailing
 * slash, as the server's and the web app's routers do; a parameter is one non-empty segment,
 * and a product's must be a valid id.
 */
export function matchPage(pathname: string): PageRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '').toLowerCase() : pathname;
  if (path === paths.home || path === paths.products) return { kind: 'home' };
  const known = staticPages.get(path);
  if (known) return known;
  if (path.startsWith(productPrefix)) {
    const segment = path.slice(productPrefix.length);
    const id = idParam.safeParse({ id: segment });
    return /^\d+$/.test(segment) && id.success
      ? { kind: 'product', id: id.data.id }
      : { kind: 'not-found' };
  }
  for (const { prefix, suffix, route } of patterns) {
    if (!path.startsWith(prefix) || !path.endsWith(suffix)) continue;
    const segment = path.slice(prefix.length, path.length - suffix.length);
    if (/^[^/]+$/.test(segment)) return route;
  }
  return { kind: 'not-found' };
}
