import path from 'node:path';
import { CARD_IMAGE_SIZES, messages, pageTitle, paths } from '@shop/shared';
import type { CategoryListResponse, ProductListResponse } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  encodeBytes,
  sendEncodedBody,
  type EncodedBody,
} from '../../lib/catalogue-cache/encoded-body';
import { catalogueBodies, type SitemapBody } from './catalogue-bodies';
import { renderPage, type PageHead } from './render-page';
import { homeHead, productHead } from './page-heads';
import { renderRobots } from './robots';
import { matchPage, type PageRoute } from './routes-table';
import { renderSitemap } from './sitemap';
import { loadTemplate } from './template';
import { withShop } from './contact';
import { shopFromConfig } from '../shop/present';

/** Variants of one body's page kept at most (base URLs × categories). */
const MAX_VARIANTS = 64;

/**
 * Every page of the web app, answered with the built index.html carrying that page's head
 * (title, description, canonical, link-preview tags, structured data) and the API bodies its
 * first paint needs; unknown pages and products answer 404 with the same app, whose not-found
 * screen renders in the browser. Also /sitemap.xml and /robots.txt.
 *
 * Pages are rendered and compressed once per catalogue body (the cache hands out the same
 * body until a change drops it), so a page costs about what its API call costs.
 */
export async function registerStorefrontPages(app: FastifyInstance, webDir: string) {
  const template = withShop(loadTemplate(webDir), shopFromConfig(app.config));
  const bodies = catalogueBodies(app);
  const { PUBLIC_URL, PORT } = app.config;
  // Links in the page are absolute: the operator's PUBLIC_URL, else the address asked for.
  const configuredBase =
    PUBLIC_URL === `http://localhost:${PORT}` ? undefined : PUBLIC_URL.replace(/\/$/, '');
  const baseOf = (request: FastifyRequest) =>
    configuredBase ?? `${request.protocol}://${request.host}`;

  const rendered = new WeakMap<EncodedBody, Map<string, EncodedBody>>();
  /**
   * The page made from `body`, rendered once per body and variant (base URL, category): a
   * new body (after a change, or once the old one is too old) makes new pages.
   */
  function fromBody(body: EncodedBody, variant: string, render: () => string) {
    let pages = rendered.get(body);
    if (!pages) rendered.set(body, (pages = new Map()));
    let page = pages.get(variant);
    if (!page) {
      if (pages.size >= MAX_VARIANTS) pages.clear();
      page = encodeBytes(Buffer.from(render()));
      pages.set(variant, page);
    }
    return page;
  }
  const fixed = new Map<string, EncodedBody>();
  /** Pages that depend on no data; the few base URLs seen keep them bounded. */
  function fixedPage(key: string, render: () => string) {
    let page = fixed.get(key);
    if (!page) {
      if (fixed.size >= 256) fixed.clear();
      page = encodeBytes(Buffer.from(render()));
      fixed.set(key, page);
    }
    return page;
  }

  async function homePage(base: string, query: URLSearchParams) {
    const categories = await bodies.categories();
    const categoriesJson = categories.identity.toString();
    const filter = homeFilter(query);
    if (!filter) {
      const list = await bodies.firstPage();
      return fromBody(list, `${base} ${categories.etags.identity}`, () => {
        const { products } = JSON.parse(list.identity.toString()) as ProductListResponse;
        const cover = products[0]?.product_images[0];
        return renderPage(template!, {
          ...homeHead(base + paths.home),
          preloadImage: cover && {
            href: cover.image_url,
            srcset: cover.srcset,
            sizes: CARD_IMAGE_SIZES,
          },
          data: { products: list.identity.toString(), categories: categoriesJson },
        });
      });
    }
    // A filtered listing, whose products the app fetches: a category's has its own canonical
    // URL; others (any search, an unknown category) are one page pointing home.
    const parsed = JSON.parse(categoriesJson) as CategoryListResponse;
    const category = parsed.categories.find((c) => c.id === filter.categoryId);
    return fromBody(categories, `${base} filtered ${category?.id ?? ''}`, () => {
      const head: PageHead = category
        ? {
            title: pageTitle(messages.pages.categoryTitle(category.name)),
            description: messages.pages.categoryDescription(category.name, category.description),
            canonical: `${base}${paths.home}?category_id=${category.id}`,
            og: { type: 'website' },
          }
        : homeHead(base + paths.home);
      return renderPage(template!, { ...head, data: { categories: categoriesJson } });
    });
  }

  async function productPage(base: string, id: number) {
    const body = await bodies.product(id);
    if (!body) return notFound(base, messages.pages.productNotFound);
    const page = fromBody(body, base, () =>
      renderPage(template!, productHead(base, base + paths.product(id), body.identity.toString())),
    );
    return { page, status: 200 };
  }

  async function notFound(base: string, title: string = messages.pages.notFound) {
    const page = fixedPage(`404 ${title} ${base}`, () =>
      renderPage(template!, { title: pageTitle(title), noindex: true }),
    );
    return { page, status: 404 };
  }

  function otherPage(base: string, route: Extract<PageRoute, { kind: 'page' }>) {
    return fixedPage(`${route.path} ${base}`, () => {
      const description =
        route.path === paths.aboutUs
          ? messages.pages.aboutUsDescription
          : route.path === paths.contact
            ? messages.pages.contactDescription
            : messages.pages.policyDescription(route.title);
      const head: PageHead = route.indexable
        ? {
            title: pageTitle(route.title),
            description,
            canonical: base + route.path,
            og: { type: 'website' },
          }
        : { title: pageTitle(route.title), noindex: true };
      return renderPage(template!, head);
    });
  }

  async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', search = ''] = request.url.split('?');
    const base = baseOf(request);
    const route = matchPage(pathname);
    const { page, status } =
      route.kind === 'home'
        ? { page: await homePage(base, new URLSearchParams(search)), status: 200 }
        : route.kind === 'product'
          ? await productPage(base, route.id)
          : route.kind === 'page'
            ? { page: otherPage(base, route), status: 200 }
            : await notFound(base);
    return send(request, reply, page, 'text/html; charset=utf-8', status);
  }

  const isPageRequest = (request: FastifyRequest) => {
    const url = request.url.toLowerCase();
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/images/') &&
      !path.extname(url.split('?')[0] ?? '')
    );
  };

  // Not compressed by the plugin: every answer here brings its own compressed bytes.
  app.get('/sitemap.xml', { compress: false }, async (request, reply) => {
    const base = baseOf(request);
    const body = await bodies.sitemap();
    const page = fromBody(body, base, () =>
      renderSitemap(base, JSON.parse(body.identity.toString()) as SitemapBody),
    );
    return send(request, reply, page, 'application/xml; charset=utf-8');
  });
  app.get('/robots.txt', { compress: false }, async (request, reply) => {
    const base = baseOf(request);
    const page = fixedPage(`robots ${base}`, () => renderRobots(base));
    return send(request, reply, page, 'text/plain; charset=utf-8');
  });

  // As a route (the more specific routes win); anything else gets the JSON 404 of the API.
  const fallback = (request: FastifyRequest, reply: FastifyReply) => {
    if (template && isPageRequest(request)) return answerPage(request, reply);
    return reply.status(404).send({ error: messages.errors.notFound });
  };
  if (template) app.get('/*', { compress: false }, fallback);
  app.setNotFoundHandler(fallback);
}

/** Sends pre-encoded bytes: the client's encoding, a strong ETag, revalidated on every use. */
function send(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  type: string,
  status = 200,
) {
  reply.code(status).header('cache-control', 'no-cache');
  return sendEncodedBody(request, reply, body, type);
}

/**
 * What in the query changes the home page, read as the app reads it: a category (a positive
 * whole number) and a search (not blank). The search term itself changes nothing in the HTML
 * (the app fetches the results), and anything else (`utm_source`, a click id) nothing at all:
 * undefined for the plain home page.
 */
function homeFilter(query: URLSearchParams) {
  const raw = query.get('category_id');
  const id = Number(raw);
  const categoryId = raw && Number.isInteger(id) && id > 0 ? id : undefined;
  const searched = (query.get('search')?.trim() ?? '') !== '';
  return categoryId === undefined && !searched ? undefined : { categoryId };
}
