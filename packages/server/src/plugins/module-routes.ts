import type { AdminArea } from '@shop/shared';
import type { FastifyInstance, FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { requireArea } from './auth';

type Register<Extra extends unknown[] = []> = (
  app: FastifyInstance,
  db: Db,
  ...extra: Extra
) => Promise<void>;

/** A module's routes, handed the shop's database. */
export const moduleRoutes =
  (register: Register): FastifyPluginAsync =>
  async (app) =>
    register(app, app.database.db);

/** A module's routes that all run `guard` first (a signed-in shopper, an area's staff). */
export const guardedRoutes = (guard: preHandlerAsyncHookHandler, register: Register) =>
  moduleRoutes(async (app, db) => {
    app.addHook('preHandler', guard);
    await register(app, db);
  });

/**
 * A module's routes of which some belong to a staff area: `staff` is the route option that
 * lets through only that area's staff, the others stay open to whom they serve.
 */
export const areaRoutes = (
  area: AdminArea,
  register: Register<[staff: { preHandler: preHandlerAsyncHookHandler }]>,
) => moduleRoutes((app, db) => register(app, db, { preHandler: requireArea(area) }));
