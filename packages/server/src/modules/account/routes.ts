import {
  deleteAccountBody,
  type AccountExportResponse,
  type MessageResponse,
  privacyMessages,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { parse } from '../../lib/validate';
import { currentUser, requireUser } from '../../plugins/auth';
import { clearSessionCookies, type CookieSettings } from '../auth/sessions';
import * as account from './service';

/** The file name the export downloads as, with the day it was taken. */
const exportFileName = (at: Date) => `my-data-${at.toISOString().slice(0, 10)}.json`;

/** The shopper's data rights (docs/decisions/035): download their data, delete their account. */
export const accountRoutes: FastifyPluginAsync<{ cookies: CookieSettings }> = async (
  app,
  { cookies },
) => {
  const { db } = app.database;
  app.addHook('preHandler', requireUser);

  app.get('/export', async (request, reply) => {
    const body: AccountExportResponse = await account.exportAccount(db, currentUser(request).id);
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  app.delete('/', async (request, reply) => {
    const body = parse(deleteAccountBody, request.body ?? {});
    await account.deleteAccount(db, currentUser(request).id, body);
    clearSessionCookies(reply, cookies);
    return reply.send({ message: privacyMessages.deleted } satisfies MessageResponse);
  });
};
