import type { FastifyPluginAsync } from 'fastify';
import { type BackupTakenResponse, operationsMessages } from '@shop/shared';
import { forbidden } from '../../lib/errors';
import { tokenMatches } from './control';
import { takeBackup } from './service';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `POST /api/internal/backup`: the running shop takes a backup for `npm run backup`. Only
 * with the control token, and only from this machine (the socket's own address: no proxy
 * header can claim it).
 */
export const backupRoutes: FastifyPluginAsync<{ token: string }> = async (app, { token }) => {
  app.post('/internal/backup', async (request): Promise<BackupTakenResponse> => {
    if (
      !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
      !tokenMatches(request.headers.authorization, token)
    )
      throw forbidden(operationsMessages.backupForbidden);
    const { file, manifest } = await takeBackup({
      config: app.config,
      database: app.database,
      databaseUrl: app.config.DATABASE_URL,
    });
    return { backup: { file, created_at: manifest.created_at } };
  });
};
