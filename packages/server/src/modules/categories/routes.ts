import {
  categoryBody,
  idParam,
  messages,
  type CategoryListResponse,
  type CategoryResponse,
} from '@shop/shared';
import { catalogueChanged, catalogueKeys, sendCatalogue } from '../../lib/catalogue-cache';
import { notFound } from '../../lib/errors';
import { registerEditableRoutes } from '../../lib/editable-routes';
import { parse } from '../../lib/validate';
import { areaRoutes } from '../../plugins/module-routes';
import { presentCategory } from './present';
import { findCategory, listCategories } from './repo';
import { createCategory, editCategory } from './service';

export const categoryRoutes = areaRoutes('category', async (app, db, manager) => {
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

  registerEditableRoutes(app, manager, {
    key: 'category',
    body: categoryBody,
    present: presentCategory,
    create: createCategory,
    update: async (db, id, body, who) => {
      const category = await editCategory(db, id, body, who);
      if (!category) throw notFound(messages.errors.categoryNotFound);
      return category;
    },
    paths: { create: '/', update: '/:id' },
    // Products carry their category's name and GST: every cached body may show it.
    afterWrite: () => catalogueChanged(app),
  });
});
