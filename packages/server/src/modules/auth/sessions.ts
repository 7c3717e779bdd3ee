import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { SignJWT } from 'jose';
import type { Queryable } from '../../db/client';
import { ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE, sessionKey } from '../../plugins/auth';
import { newToken } from '../../lib/tokens';
import { insertRefreshSession } from './repo';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export type CookieSettings = { secure: boolean; secret: string };

/**
 * Starts (or, with `familyId`, continues) a login: a short signed access token and a
 * random refresh token stored as a hash, both in httpOnly cookies, plus a readable hint that a
 * session exists.
 */
export async function issueSession(
  db: Queryable,
  reply: FastifyReply,
  settings: CookieSettings,
  userId: number,
  familyId: string = randomUUID(),
) {
  const refreshToken = newToken();
  await insertRefreshSession(db, {
    user_id: userId,
    family_id: familyId,
    token: refreshToken,
    expires_at: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
  });
  const accessToken = await new SignJWT({ sid: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
    .sign(sessionKey(settings.secret));
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: settings.secure };
  reply.setCookie(ACCESS_COOKIE, accessToken, { ...base, path: '/', maxAge: ACCESS_TTL_SECONDS });
  // The refresh token is only ever sent to the auth endpoints.
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    ...base,
    path: '/api/auth',
    maxAge: REFRESH_TTL_SECONDS,
  });
  // Lives as long as the refresh token, and is cleared with it.
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    ...base,
    httpOnly: false,
    path: '/',
    maxAge: REFRESH_TTL_SECONDS,
  });
}

export function clearSessionCookies(reply: FastifyReply, settings: CookieSettings) {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: settings.secure };
  reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: '/api/auth' });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...base, httpOnly: false, path: '/' });
}
