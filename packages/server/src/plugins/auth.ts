import {
  type AdminArea,
  canAccess,
  mayDo,
  type RESERVED_WORK,
  securityMessages,
} from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { refreshSessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { revokeFamily, touchLoginSession } from '../modules/auth/repo';
import { endedLogins, parseSessionsChange, SessionCache, SESSIONS_CHANNEL } from './session-cache';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/**
 * Readable by the page and worth nothing to a thief: it only tells the web app that a session
 * may exist, so an anonymous visit does not ask for a refresh that can only fail. The web app
 * reads the same name (`packages/web/src/lib/session.ts`).
 */
export const SESSION_HINT_COOKIE = 'signed_in';

export type SessionUser = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  is_admin: boolean;
  permissions: string[];
  /** Whether two-factor sign-in is on for the account. */
  two_factor: boolean;
  /** Staff who must turn two-factor on (STAFF_2FA=required) before any staff call. */
  two_factor_setup_required: boolean;
  /** "Send me offers" (docs/decisions/035). */
  marketing_consent: boolean;
  /** The login (refresh-token family) this request belongs to. */
  session_id: string;
};

/** How often a login's last use is written (and its staff idle timeout checked) at most. */
const TOUCH_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export const sessionKey = (secret: string) => new TextEncoder().encode(secret);

const now = () => Date.now();

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves `request.user` from the access cookie. The user row is read with its session,
 * so a deactivation or a logout takes effect at once and permissions are never stale; a
 * login confirmed moments ago is taken from memory (see SessionCache), which every change
 * to users or sessions empties for that user: database triggers announce changes made
 * anywhere, and a write through this instance that may have made one empties it itself
 * before it answers.
 */
export function registerAuth(app: FastifyInstance, sessionSecret: string) {
  const key = sessionKey(sessionSecret);
  const sessions = new SessionCache<SessionUser>();
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(SESSIONS_CHANNEL, {
      notify: (payload) => sessions.invalidate(parseSessionsChange(payload)),
      connected: (up) => sessions.setListening(up),
      heartbeatMs: app.config.LISTEN_HEARTBEAT_SECONDS * 1000,
    });
  });
  app.addHook('onClose', async () => {
    sessions.setListening(false);
    await unlisten?.();
  });

  app.decorateRequest('user', null);
  const resolveUser = async (request: FastifyRequest, token: string) => {
    const claims = await jwtVerify(token, key, { algorithms: ['HS256'] }).catch(() => null);
    const userId = Number(claims?.payload.sub);
    const sessionId = claims?.payload.sid;
    if (!Number.isInteger(userId) || typeof sessionId !== 'string') return;
    const mark = sessions.mark(userId);
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
    const { marketing_consent } = row.user;
    const two_factor = row.user.totp_enabled_at !== null;
    // Shared by the requests the cache serves it to, so nobody may change it.
    request.user = Object.freeze({
      id,
      first_name,
      last_name,
      email,
      phone_number,
      is_admin,
      permissions: Object.freeze([...permissions]) as string[],
      two_factor,
      two_factor_setup_required: is_admin && !two_factor && app.config.STAFF_2FA === 'required',
      marketing_consent,
      session_id: sessionId,
    });
    sessions.set(token, request.user, mark, (claims?.payload.exp ?? Infinity) * 1000);
  };
  // A login's last use, written at most once a minute per login from this instance. A staff
  // login unused for STAFF_IDLE_MINUTES ends here (and at its next refresh). Reading the
  // signed-in user (which the web app does on its own timer) is not a use.
  const touched = new Map<string, number>();
  const touch = async (request: FastifyRequest) => {
    const user = request.user;
    if (!user || (request.method === 'GET' && /^\/api\/auth\/me\/?(\?|$)/i.test(request.url)))
      return;
    const now = Date.now();
    if (now - (touched.get(user.session_id) ?? 0) < TOUCH_EVERY_MS) return;
    const idleMs = app.config.STAFF_IDLE_MINUTES * 60_000;
    const idleBefore = user.is_admin ? new Date(now - idleMs) : undefined;
    if (await touchLoginSession(app.database.db, user.session_id, user.id, idleBefore)) {
      if (touched.size > 10_000) touched.clear();
      touched.set(user.session_id, now);
      return;
    }
    touched.delete(user.session_id);
    await revokeFamily(app.database.db, user.session_id);
    sessions.invalidate(user.id);
    request.user = null;
  };
  // Callback hooks, not async ones: they run on every request, catalogue reads included,
  // and most return at once.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[ACCESS_COOKIE];
    // Pages and images need no user; only API calls pay for the lookup.
    if (!token || !request.url.toLowerCase().startsWith('/api/')) return done();
    const known = sessions.get(token);
    if (known) {
      request.user = known;
      if (now() - (touched.get(known.session_id) ?? 0) < TOUCH_EVERY_MS) return done();
      // Not returned: a callback hook that returns a promise would run the route twice.
      void touch(request).then(() => done(), done);
      return;
    }
    resolveUser(request, token)
      .then(() => touch(request))
      .then(() => done(), done);
  });

  // Requests that may end logins or change accounts note whose (see `noteLoginsEnded`), and
  // drop those users here before the answer goes out, without waiting for the notification.
  // Nothing else touches the cache: not a refused call, a sign-up, a login (a new session
  // changes no remembered one), nor a refresh that ended nothing.
  const mayChangeAccounts = (request: FastifyRequest) => {
    const url = request.url.toLowerCase();
    return (
      url.startsWith('/api/auth/') ||
      url.startsWith('/api/account') ||
      url.startsWith('/api/employee')
    );
  };
  app.addHook('preValidation', (request, reply, done) => {
    if (mayChangeAccounts(request)) endedLogins.open(request, reply, done);
    else done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (mayChangeAccounts(request)) {
      for (const userId of endedLogins.noted(request)) sessions.invalidate(userId);
      // Staff change other accounts' permissions and state, not only their logins.
      const staffWrite = request.user?.is_admin && !SAFE_METHODS.has(request.method);
      if (staffWrite && reply.statusCode < 400) sessions.invalidate('all');
    }
    done(null, payload);
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
  user.is_admin && !user.two_factor_setup_required && canAccess(user.permissions, area);

/**
 * The one staff guard: lets through the staff members the shared area table allows
 * (super_user passes every check).
 */
export function requireArea(area: AdminArea) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = signedInStaffMember(request);
    if (!mayAccess(user, area)) throw forbidden();
  };
}

/** Work of the Orders area reserved to a stronger permission (refunds, the GST summary). */
export function requireWork(work: keyof typeof RESERVED_WORK) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = signedInStaffMember(request);
    if (!user.is_admin || !mayDo(user.permissions, work)) throw forbidden();
  };
}

/** The signed-in user; a staff member still to set up two-factor is refused every staff call. */
function signedInStaffMember(request: FastifyRequest) {
  const user = currentUser(request);
  // A password alone opens no staff call: the answer says what to do.
  if (user.is_admin && user.two_factor_setup_required)
    throw forbidden(securityMessages.setupRequired);
  return user;
}
