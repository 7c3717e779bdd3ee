import type { ShopResponse } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { shopFromConfig } from './present';

/** Public: the web app reads it where the page did not inline it (the server inlines it in every page). */
export const shopRoutes: FastifyPluginAsync = async (app) => {
  const body: ShopResponse = { shop: shopFromConfig(app.config) };
  app.get('/', async (): Promise<ShopResponse> => body);
};
