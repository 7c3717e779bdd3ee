import {
  categoryBody,
  idParam,
  messages,
  type CategoryListResponse,
  type CategoryResponse,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { catalogueChanged, catalogueKeys, sendCatalogue } from '../../lib/catalogue-cache';
import { notFound } from '../../lib/errors';
import { actorOf } from '../../lib/audit';
import { parse } from '../../lib/validate';
import { requireArea } from '../../plugins/auth';
import { presentCategory } from './present';
import { findCategory, listCategories } from './repo';
import { createCategory, editCategory } from './service';

export const categoryRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const manager = { preHandler: requireArea('category') };

  app.get('/', { compress: false }, async (request, reply) =>
    sendCatalogue(
      request,
      reply,
      catalogueKeys.categories,
      async (): Promise<CategoryListResponse> => ({
        categories: (await listCategories(db)).map(presentCategory),
      }),
    ),
  );

  app.get('/:id', async (request): Promise<CategoryResponse> => {
    const category = await findCategory(db, parse(idParam, request.params).id);
    if (!category) throw notFound(messages.errors.categoryNotFound);
    return { category: presentCategory(category) };
  });

  app.post('/', manager, async (request, reply) => {
    const category = await createCategory(db, parse(categoryBody, request.body), actorOf(request));
    // Products carry their category's name and GST: every cached body may show it.
    catalogueChanged(app);
    return reply
      .status(201)
      .send({ category: presentCategory(category) } satisfies CategoryResponse);
  });

  app.put('/:id', manager, async (request): Promise<CategoryResponse> => {
    const { id } = parse(idParam, request.params);
    const category = await editCategory(
      db,
      id,
      parse(categoryBody, request.body),
      actorOf(request),
    );
    if (!category) throw notFound(messages.errors.categoryNotFound);
    catalogueChanged(app);
    return { category: presentCategory(category) };
  });
};
