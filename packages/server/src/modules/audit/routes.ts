import { auditQuery, type AuditListResponse } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { parse } from '../../lib/validate';
import { requireArea } from '../../plugins/auth';
import { presentAuditEntry } from './present';
import { listAudit } from './service';

/** Who changed what and when: the owner's (super_user's) alone. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  app.addHook('preHandler', requireArea('activity'));

  app.get('/', async (request): Promise<AuditListResponse> => {
    const { page, next_cursor } = await listAudit(db, parse(auditQuery, request.query));
    return { entries: page.map(presentAuditEntry), next_cursor };
  });
};
