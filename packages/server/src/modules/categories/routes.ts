import type { FastifyPluginAsync } from 'fastify';
import { presentCategory } from './present';
import { listCategories } from './repo';

export const categoryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async () => ({
    categories: (await listCategories(app.database.db)).map(presentCategory),
  }));
};
