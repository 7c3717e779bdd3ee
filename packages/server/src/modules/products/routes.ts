import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import {
  idParam,
  messages,
  POPULAR_PRODUCTS,
  productBody,
  productListQuery,
  productSuggestQuery,
  productUpdateBody,
  stockBody,
  type ProductListResponse,
  type ProductResponse,
  type StaffProductListResponse,
  type StaffProductResponse,
  type ProductSuggestResponse,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/audit';
import { catalogueChanged, catalogueKeys, sendCatalogue } from '../../lib/catalogue-cache';
import type { Config } from '../../config';
import { notFound, tooManyRequests } from '../../lib/errors';
import type { ImageStore } from '../../lib/image-store';
import { parse } from '../../lib/validate';
import { requireArea } from '../../plugins/auth';
import {
  presentProduct,
  presentStaffProduct,
  presentSuggestion,
  type ProductWithRelations,
} from './present';
import { findPopularProducts, findProduct, findProducts, findProductsByIds } from './repo';
import { didYouMean, searchProductIds } from './search/search';
import { suggestProducts } from './search/suggest';
import * as catalogue from './service';
import { multipartLimits, readProductForm } from './uploads';

const imageParams = idParam.extend({ imageId: idParam.shape.id });

/** Suggestions may be a minute old: a browser asks again as the shopper types on. */
const SUGGEST_MAX_AGE_SECONDS = 60;

export const productRoutes: FastifyPluginAsync<{ images: ImageStore; config: Config }> = async (
  app,
  { images, config },
) => {
  const { db } = app.database;
  const manager = { preHandler: requireArea('product') };
  await app.register(multipart, { limits: multipartLimits });

  /** A product as written, answered once the cache has dropped what showed it before. */
  const changed = (product: ProductWithRelations): StaffProductResponse => {
    catalogueChanged(app, { productIds: [product.id] });
    return { product: presentStaffProduct(product) };
  };

  /** A page of the products a search finds, best match first (shoppers and staff alike). */
  const findMatching = async (query: Parameters<typeof searchProductIds>[1]) => {
    const { ids, hasMore } = await searchProductIds(db, query);
    return { rows: await findProductsByIds(db, ids), hasMore };
  };

  // Catalogue reads come pre-encoded from the cache, which negotiates compression itself.
  app.get('/', { compress: false }, async (request, reply) => {
    const query = parse(productListQuery, request.query);
    const { search } = query;
    if (!search) {
      return sendCatalogue(
        request,
        reply,
        catalogueKeys.list(query),
        async (): Promise<ProductListResponse> => {
          const { rows, hasMore } = await findProducts(db, query);
          return { products: rows.map(presentProduct), has_more: hasMore };
        },
      );
    }
    return sendCatalogue(
      request,
      reply,
      catalogueKeys.search(query),
      async (): Promise<ProductListResponse> => {
        const { rows, hasMore } = await findMatching({ ...query, search });
        const body = { products: rows.map(presentProduct), has_more: hasMore };
        if (rows.length > 0 || query.offset > 0) return body;
        return { ...body, did_you_mean: await didYouMean(db, { ...query, search }) };
      },
    );
  });

  // Offered beside a search that found nothing; a `list:` key, so any product change drops it.
  app.get('/popular', { compress: false }, async (request, reply) =>
    sendCatalogue(
      request,
      reply,
      catalogueKeys.list({ popular: POPULAR_PRODUCTS }),
      async (): Promise<ProductListResponse> => ({
        products: (await findPopularProducts(db, POPULAR_PRODUCTS)).map(presentProduct),
        has_more: false,
      }),
    ),
  );

  await app.register(rateLimit, { global: false });
  const suggestPace = app.createRateLimit({
    max: config.SUGGEST_LIMIT,
    timeWindow: 60_000,
    keyGenerator: (request) => `suggest:${request.ip}`,
  });

  app.get('/suggest', { compress: false }, async (request, reply) => {
    const paced = await suggestPace(request);
    if (!paced.isAllowed && paced.isExceeded) throw tooManyRequests();
    const { q } = parse(productSuggestQuery, request.query);
    reply.header('cache-control', `public, max-age=${SUGGEST_MAX_AGE_SECONDS}`);
    return sendCatalogue(
      request,
      reply,
      catalogueKeys.search({ suggest: q }),
      async (): Promise<ProductSuggestResponse> => ({
        products: (await suggestProducts(db, q)).map(presentSuggestion),
      }),
    );
  });

  // Beyond the shop's basic rules: the staff product table, with on hand and reserved beside available.
  // Read fresh from the database: these figures move with every order.
  app.get('/staff', manager, async (request): Promise<StaffProductListResponse> => {
    const query = parse(productListQuery, request.query);
    const { search } = query;
    const { rows, hasMore } = search
      ? await findMatching({ ...query, search })
      : await findProducts(db, query);
    return { products: rows.map(presentStaffProduct), has_more: hasMore };
  });

  app.get('/:id', { compress: false }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    // A missing product throws out of the build: the 404 is never cached, so a product
    // created a moment later shows at once.
    return sendCatalogue(
      request,
      reply,
      catalogueKeys.product(id),
      async (): Promise<ProductResponse> => {
        const product = await findProduct(db, id);
        if (!product) throw notFound(messages.errors.productNotFound);
        return { product: presentProduct(product) };
      },
    );
  });

  app.post('/create-product', manager, async (request, reply) => {
    const { fields, images: uploads } = await readProductForm(request);
    const body = parse(productBody, fields);
    const product = await catalogue.createProduct(db, images, body, uploads, actorOf(request));
    return reply.status(201).send(changed(product));
  });

  app.put('/:id', manager, async (request) => {
    const { id } = parse(idParam, request.params);
    return changed(
      await catalogue.updateProduct(
        db,
        id,
        parse(productUpdateBody, request.body),
        actorOf(request),
      ),
    );
  });

  app.put('/:id/stock', manager, async (request) => {
    const { id } = parse(idParam, request.params);
    const { stock } = parse(stockBody, request.body);
    return changed(await catalogue.setOnHand(db, id, stock, actorOf(request)));
  });

  // Beyond the shop's basic rules: the images of an existing product, for the staff images dialog.
  app.post('/:id/images', manager, async (request) => {
    const { id } = parse(idParam, request.params);
    const { images: uploads } = await readProductForm(request);
    return changed(await catalogue.addImages(db, images, id, uploads, actorOf(request)));
  });

  app.delete('/:id/images/:imageId', manager, async (request) => {
    const { id, imageId } = parse(imageParams, request.params);
    return changed(await catalogue.removeImage(db, images, id, imageId, actorOf(request)));
  });

  app.put('/:id/images/:imageId/cover', manager, async (request) => {
    const { id, imageId } = parse(imageParams, request.params);
    return changed(await catalogue.setCover(db, id, imageId, actorOf(request)));
  });
};
