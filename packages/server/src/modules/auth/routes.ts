import rateLimit from '@fastify/rate-limit';
import {
  activateBody,
  forgotPasswordBody,
  loginBody,
  messages,
  resetPasswordBody,
  signupBody,
  type MessageResponse,
  type UserResponse,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { parse } from '../../lib/validate';
import { currentUser, REFRESH_COOKIE, requireUser } from '../../plugins/auth';
import { presentUser } from './present';
import * as repo from './repo';
import * as auth from './service';
import { clearSessionCookies, issueSession, type CookieSettings } from './sessions';

/** Per client address, on top of the per-account lock and reset-mail limit in the service. */
const perAddress = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes' } });

export const authRoutes: FastifyPluginAsync<{ mailer: Mailer; cookies: CookieSettings }> = async (
  app,
  { mailer, cookies },
) => {
  const { db } = app.database;
  const ctx = (log: auth.AuthContext['log']): auth.AuthContext => ({
    db,
    mailer,
    publicUrl: app.config.PUBLIC_URL,
    log,
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, error: messages.errors.tooManyRequests }),
  });

  app.post('/signup', { config: perAddress(20) }, async (request, reply) => {
    await auth.signup(ctx(request.log), parse(signupBody, request.body));
    return reply.status(201).send({ message: messages.signup.success } satisfies MessageResponse);
  });

  app.post('/login', { config: perAddress(30) }, async (request, reply): Promise<UserResponse> => {
    const { email, password } = parse(loginBody, request.body);
    const user = await auth.login(ctx(request.log), email, password, request.ip);
    await issueSession(db, reply, cookies, user.id);
    return { user: presentUser(user) };
  });

  app.get('/me', { preHandler: requireUser }, async (request): Promise<UserResponse> => ({
    user: presentUser(currentUser(request)),
  }));

  // Rotation: each refresh token works once. Presenting a used one means it was copied,
  // so the whole login it belongs to is ended.
  app.get('/refresh', async (request, reply): Promise<MessageResponse> => {
    const token = request.cookies[REFRESH_COOKIE];
    const refused = () => {
      clearSessionCookies(reply, cookies);
      return unauthorized(messages.auth.sessionExpired);
    };
    if (!token) throw refused();
    const claimed = await repo.claimRefreshToken(db, token);
    if (!claimed) {
      const known = await repo.findRefreshSession(db, token);
      if (known) {
        await repo.revokeFamily(db, known.family_id);
        if (known.used_at)
          request.log.warn({ userId: known.user_id }, 'refresh token reused; session revoked');
      }
      throw refused();
    }
    const user = await repo.findUserById(db, claimed.user_id);
    if (!user?.is_active) {
      await repo.revokeFamily(db, claimed.family_id);
      throw refused();
    }
    await issueSession(db, reply, cookies, user.id, claimed.family_id);
    return { message: messages.auth.sessionRefreshed };
  });

  app.post('/logout', async (request, reply): Promise<MessageResponse> => {
    const token = request.cookies[REFRESH_COOKIE];
    const known = token ? await repo.findRefreshSession(db, token) : undefined;
    if (known) await repo.revokeFamily(db, known.family_id);
    else if (request.user) await repo.revokeFamily(db, request.user.session_id);
    clearSessionCookies(reply, cookies);
    return { message: messages.auth.loggedOut };
  });

  // The answer leaves before the lookup and the mail: a known e-mail must not answer later
  // than an unknown one.
  app.post(
    '/forgot-password',
    { config: perAddress(10) },
    async (request): Promise<MessageResponse> => {
      const { email } = parse(forgotPasswordBody, request.body);
      app.background.run(email.toLowerCase(), 'password reset mail', request.log, () =>
        auth.forgotPassword(ctx(request.log), email),
      );
      return { message: messages.forgotPassword.success };
    },
  );

  app.post(
    '/reset-password',
    { config: perAddress(20) },
    async (request): Promise<MessageResponse> => {
      const { token, new_password } = parse(resetPasswordBody, request.body);
      await auth.resetPassword(ctx(request.log), token, new_password);
      return { message: messages.resetPassword.success };
    },
  );

  app.post(
    '/activate-account',
    { config: perAddress(20) },
    async (request): Promise<MessageResponse> => {
      const { token } = parse(activateBody, request.body);
      await auth.activate(ctx(request.log), token);
      return { message: messages.activation.success };
    },
  );
};
