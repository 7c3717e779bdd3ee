import { idParam, messages, productListQuery } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors';
import type { ImageStore } from '../../lib/image-store';
import { parse } from '../../lib/validate';
import { presentProduct } from './present';
import { findProduct, findProducts } from './repo';

export const productRoutes: FastifyPluginAsync<{ images: ImageStore }> = async (app) => {
  app.get('/', async (request) => {
    const query = parse(productListQuery, request.query);
    const { rows, hasMore } = await findProducts(app.database.db, query);
    return { products: rows.map(presentProduct), has_more: hasMore };
  });

  app.get('/:id', async (request) => {
    const { id } = parse(idParam, request.params);
    const product = await findProduct(app.database.db, id);
    if (!product) throw notFound(messages.errors.productNotFound);
    return { product: presentProduct(product) };
  });
};
