import rateLimit from '@fastify/rate-limit';
import {
  activateBody,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  messages,
  resetPasswordBody,
  signupBody,
  updateMeBody,
  type MessageResponse,
  type UserResponse,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { parse } from '../../lib/validate';
import { currentUser, REFRESH_COOKIE, requireUser } from '../../plugins/auth';
import { presentUser } from './present';
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

  app.put('/me', { preHandler: requireUser }, async (request): Promise<UserResponse> => {
    const user = await auth.updateMe(
      db,
      currentUser(request).id,
      parse(updateMeBody, request.body),
    );
    return { user: presentUser(user) };
  });

  // Limited per address like a login: the current password must not be guessable through it.
  app.post(
    '/change-password',
    { preHandler: requireUser, config: perAddress(10) },
    async (request): Promise<MessageResponse> => {
      const body = parse(changePasswordBody, request.body);
      await auth.changePassword(db, currentUser(request), body);
      return { message: messages.account.passwordChanged };
    },
  );

  app.get('/refresh', async (request, reply): Promise<MessageResponse> => {
    const token = request.cookies[REFRESH_COOKIE];
    const session = token ? await auth.rotateRefreshToken(ctx(request.log), token) : undefined;
    if (!session) {
      clearSessionCookies(reply, cookies);
      throw unauthorized(messages.auth.sessionExpired);
    }
    await issueSession(db, reply, cookies, session.userId, session.familyId);
    return { message: messages.auth.sessionRefreshed };
  });

  app.post('/logout', async (request, reply): Promise<MessageResponse> => {
    await auth.logout(db, request.cookies[REFRESH_COOKIE], request.user?.session_id);
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
