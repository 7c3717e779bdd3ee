import multipart from '@fastify/multipart';
import {
  idParam,
  messages,
  productBody,
  productListQuery,
  productUpdateBody,
  stockBody,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors';
import type { ImageStore } from '../../lib/image-store';
import { parse } from '../../lib/validate';
import { requirePermission } from '../../plugins/auth';
import { presentProduct } from './present';
import { findProduct, findProducts } from './repo';
import * as catalogue from './service';
import { multipartLimits, readProductForm } from './uploads';

const imageParams = idParam.extend({ imageId: idParam.shape.id });

export const productRoutes: FastifyPluginAsync<{ images: ImageStore }> = async (
  app,
  { images },
) => {
  const { db } = app.database;
  const manager = { preHandler: requirePermission('product_manager') };
  await app.register(multipart, { limits: multipartLimits });

  app.get('/', async (request) => {
    const query = parse(productListQuery, request.query);
    const { rows, hasMore } = await findProducts(db, query);
    return { products: rows.map(presentProduct), has_more: hasMore };
  });

  app.get('/:id', async (request) => {
    const { id } = parse(idParam, request.params);
    const product = await findProduct(db, id);
    if (!product) throw notFound(messages.errors.productNotFound);
    return { product: presentProduct(product) };
  });

  app.post('/create-product', manager, async (request, reply) => {
    const { fields, images: uploads } = await readProductForm(request);
    const body = parse(productBody, fields);
    const product = await catalogue.createProduct(db, images, body, uploads);
    return reply.status(201).send({ product: presentProduct(product) });
  });

  app.put('/:id', manager, async (request) => {
    const { id } = parse(idParam, request.params);
    const product = await catalogue.updateProduct(db, id, parse(productUpdateBody, request.body));
    return { product: presentProduct(product) };
  });

  app.put('/:id/stock', manager, async (request) => {
    const { id } = parse(idParam, request.params);
    const { stock } = parse(stockBody, request.body);
    return { product: presentProduct(await catalogue.setStock(db, id, stock)) };
  });

  // Beyond the spec: the images of an existing product, for the staff images dialog.
  app.post('/:id/images', manager, async (request) => {
    const { id } = parse(idParam, request.params);
    const { images: uploads } = await readProductForm(request);
    return { product: presentProduct(await catalogue.addImages(db, images, id, uploads)) };
  });

  app.delete('/:id/images/:imageId', manager, async (request) => {
    const { id, imageId } = parse(imageParams, request.params);
    return { product: presentProduct(await catalogue.removeImage(db, images, id, imageId)) };
  });

  app.put('/:id/images/:imageId/cover', manager, async (request) => {
    const { id, imageId } = parse(imageParams, request.params);
    return { product: presentProduct(await catalogue.setCover(db, id, imageId)) };
  });
};
