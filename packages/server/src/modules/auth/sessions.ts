import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Queryable } from '../../db/client';
import { ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE, sessionKey } from '../../plugins/auth';
import { newToken } from '../../lib/tokens';
import { insertLoginSession, insertRefreshSession } from './repo';

const ACCESS_TTL_SECONDS = 15 * 60;
const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A password accepted and a code still to come: five minutes, then the password again. */
const PENDING_LOGIN_TTL_SECONDS = 5 * 60;
const PENDING_LOGIN_COOKIE = 'pending_login';
const PENDING_PURPOSE = 'second_factor';
const PENDING_PATH = '/api/auth/login';

export type CookieSettings = { secure: boolean; secret: string };

/** A token signed with the session secret, naming the user, that expires after `ttlSeconds`. */
const signedFor = (
  userId: number,
  claims: JWTPayload,
  ttlSeconds: number,
  settings: CookieSettings,
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(sessionKey(settings.secret));

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
  /** Where a new login comes from, for the sessions list; a refresh continues one. */
  origin?: FastifyRequest,
) {
  if (origin)
    await insertLoginSession(db, {
      family_id: familyId,
      user_id: userId,
      user_agent: (origin.headers['user-agent'] ?? '').slice(0, 300),
      client_address: origin.ip,
    });
  const refreshToken = newToken();
  await insertRefreshSession(db, {
    user_id: userId,
    family_id: familyId,
    token: refreshToken,
    expires_at: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
  });
  const accessToken = await signedFor(userId, { sid: familyId }, ACCESS_TTL_SECONDS, settings);
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

/**
 * After a right password on an account with two-factor on: no session yet, only a short
 * signed note of whose password it was, sent back only to the login calls.
 */
export async function setPendingLogin(
  reply: FastifyReply,
  settings: CookieSettings,
  userId: number,
) {
  const token = await signedFor(
    userId,
    { purpose: PENDING_PURPOSE },
    PENDING_LOGIN_TTL_SECONDS,
    settings,
  );
  reply.setCookie(PENDING_LOGIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: PENDING_PATH,
    maxAge: PENDING_LOGIN_TTL_SECONDS,
  });
}

/** The account whose password was accepted, while the pending login lasts. */
export async function readPendingLogin(request: FastifyRequest, settings: CookieSettings) {
  const token = request.cookies[PENDING_LOGIN_COOKIE];
  if (!token) return undefined;
  const claims = await jwtVerify(token, sessionKey(settings.secret), {
    algorithms: ['HS256'],
  }).catch(() => null);
  const userId = Number(claims?.payload.sub);
  if (claims?.payload.purpose !== PENDING_PURPOSE || !Number.isInteger(userId)) return undefined;
  return userId;
}

export function clearPendingLogin(reply: FastifyReply, settings: CookieSettings) {
  reply.clearCookie(PENDING_LOGIN_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: PENDING_PATH,
  });
}
