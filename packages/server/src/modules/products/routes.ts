import multipart from '@fastify/multipart';
import {
  idParam,
  messages,
  productBody,
  productListQuery,
  productUpdateBody,
  stockBody,
  type ProductListResponse,
  type ProductResponse,
  type StaffProductListResponse,
  type StaffProductResponse,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { catalogueChanged, catalogueKeys, sendCatalogue } from '../../lib/catalogue-cache';
import { notFound } from '../../lib/errors';
import type { ImageStore } from '../../lib/image-store';
import { parse } from '../../lib/validate';
import { requireArea } from '../../plugins/auth';
import { presentProduct, presentStaffProduct, type ProductWithRelations } from './present';
import { findProduct, findProducts } from './repo';
import * as catalogue from './service';
import { multipartLimits, readProductForm } from './uploads';

const imageParams = idParam.extend({ imageId: idParam.shape.id });

export const productRoutes: FastifyPluginAsync<{ images: ImageStore }> = async (
  app,
  { images },
) => {
  const { db } = app.database;
  const manager = { preHandler: requireArea('product') };
  await app.register(multipart, { limits: multipartLimits });

  /** A product as written, answered once the cache has dropped what showed it before. */
  const changed = (product: ProductWithRelations): StaffProductResponse => {
    catalogueChanged(app, { productIds: [product.id] });
    return { product: presentStaffProduct(product) };
  };

  // Catalogue reads come pre-encoded from the cache, which negotiates compression itself.
  app.get('/', { compress: false }, async (request, reply) => {
    const query = parse(productListQuery, request.query);
    const key = query.search ? catalogueKeys.search(query) : catalogueKeys.list(query);
    return sendCatalogue(request, reply, key, async (): Promise<ProductListResponse> => {
      const { rows, hasMore } = await findProducts(db, query);
      return { products: rows.map(presentProduct), has_more: hasMore };
    });
  });

  // Beyond the spec: the staff product table, with on hand and reserved beside available.
  // Read fresh from the database: these figures move with every order.
  app.get('/staff', manager, async (request): Promise<StaffProductListResponse> => {
    const { rows, hasMore } = await findProducts(db, parse(productListQuery, request.query));
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
    const product = await catalogue.createProduct(db, images, body, uploads);
    return reply.status(201).send(changed(product));
  });

  app.put('/:id', manager, async (request) => {
    const { id } = parse(idParam, request.params);
    return changed(await catalogue.updateProduct(db, id, parse(productUpdateBody, request.body)));
  });

  app.put('/:id/stock', manager, async (request) => {
    const { id } = parse(idParam, request.params);
    const { stock } = parse(stockBody, request.body);
    return changed(await catalogue.setOnHand(db, id, stock));
  });

  // Beyond the spec: the images of an existing product, for the staff images dialog.
  app.post('/:id/images', manager, async (request) => {
    const { id } = parse(idParam, request.params);
    const { images: uploads } = await readProductForm(request);
    return changed(await catalogue.addImages(db, images, id, uploads));
  });

  app.delete('/:id/images/:imageId', manager, async (request) => {
    const { id, imageId } = parse(imageParams, request.params);
    return changed(await catalogue.removeImage(db, images, id, imageId));
  });

  app.put('/:id/images/:imageId/cover', manager, async (request) => {
    const { id, imageId } = parse(imageParams, request.params);
    return changed(await catalogue.setCover(db, id, imageId));
  });
};
