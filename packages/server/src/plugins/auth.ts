import { canAccess, type AdminArea } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { refreshSessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

export type SessionUser = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  is_admin: boolean;
  permissions: string[];
  /** The login (refresh-token family) this request belongs to. */
  session_id: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export const sessionKey = (secret: string) => new TextEncoder().encode(secret);

/**
 * Resolves `request.user` from the access cookie. The user row is read on each request,
 * with its session, so a deactivation or a logout takes effect at once and permissions are
 * never stale.
 */
export function registerAuth(app: FastifyInstance, sessionSecret: string) {
  const key = sessionKey(sessionSecret);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[ACCESS_COOKIE];
    // Pages and images need no user; only API calls pay for the lookup.
    if (!token || !request.url.toLowerCase().startsWith('/api/')) return;
    const claims = await jwtVerify(token, key, { algorithms: ['HS256'] }).catch(() => null);
    const userId = Number(claims?.payload.sub);
    const sessionId = claims?.payload.sid;
    if (!Number.isInteger(userId) || typeof sessionId !== 'string') return;
    const [row] = await app.database.db
      .select({ user: users })
      .from(users)
      .innerJoin(
        refreshSessions,
        and(
          eq(refreshSessions.user_id, users.id),
          eq(refreshSessions.family_id, sessionId),
          isNull(refreshSessions.revoked_at),
        ),
      )
      .where(and(eq(users.id, userId), eq(users.is_active, true)))
      .limit(1);
    if (!row) return;
    const { id, first_name, last_name, email, phone_number, is_admin, permissions } = row.user;
    request.user = {
      id,
      first_name,
      last_name,
      email,
      phone_number,
      is_admin,
      permissions,
      session_id: sessionId,
    };
  });
}

/** The logged-in user of a guarded route (the guard has already refused anyone else). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  currentUser(request);
}

/** Whether a staff member may work in an area of the shared table; permissions count only on staff accounts. */
export const mayAccess = (user: SessionUser, area: AdminArea) =>
  user.is_admin && canAccess(user.permissions, area);

/**
 * The one staff guard: lets through the staff members the shared area table allows
 * (spec §6; super_user passes every check).
 */
export function requireArea(area: AdminArea) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!mayAccess(currentUser(request), area)) throw forbidden();
  };
}
