import rateLimit from '@fastify/rate-limit';
import {
  activateBody,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  type LoginResponse,
  loginTwoFactorBody,
  type MessageResponse,
  messages,
  type RecoveryCodesResponse,
  resetPasswordBody,
  securityMessages,
  sessionIdParam,
  type SessionListResponse,
  signupBody,
  twoFactorDisableBody,
  twoFactorEnableBody,
  type TwoFactorSetupResponse,
  updateMeBody,
  type UserResponse,
} from '@shop/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../lib/errors';
import type { QueueingMailer } from '../../lib/mailer';
import { parse } from '../../lib/validate';
import { currentUser, REFRESH_COOKIE, requireUser } from '../../plugins/auth';
import { presentLoginSession } from './present-sessions';
import { presentUser } from './present';
import * as repo from './repo';
import * as auth from './service';
import {
  clearPendingLogin,
  clearSessionCookies,
  issueSession,
  readPendingLogin,
  setPendingLogin,
  type CookieSettings,
} from './sessions';
import * as twoFactor from './two-factor';

/** Per client address, on top of the per-account lock and reset-mail limit in the service. */
const perAddress = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes' } });

export const authRoutes: FastifyPluginAsync<{
  mailer: QueueingMailer;
  cookies: CookieSettings;
}> = async (app, { mailer, cookies }) => {
  const { db } = app.database;
  const ctx = (log: auth.AuthContext['log']): auth.AuthContext => ({
    db,
    mailer,
    publicUrl: app.config.PUBLIC_URL,
    log,
    staffIdleMinutes: app.config.STAFF_IDLE_MINUTES,
  });
  const staff2fa = app.config.STAFF_2FA;

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, error: messages.errors.tooManyRequests }),
  });

  app.post('/signup', { config: perAddress(20) }, async (request, reply) => {
    await auth.signup(ctx(request.log), parse(signupBody, request.body));
    return reply.status(201).send({ message: messages.signup.success } satisfies MessageResponse);
  });

  app.post('/login', { config: perAddress(30) }, async (request, reply): Promise<LoginResponse> => {
    const { email, password } = parse(loginBody, request.body);
    const user = await auth.login(ctx(request.log), email, password, request.ip);
    // Two-factor on: no session until the code; only a five-minute note of the password step.
    if (user.totp_enabled_at) {
      await setPendingLogin(reply, cookies, user.id);
      return { two_factor_required: true };
    }
    await issueSession(db, reply, cookies, user.id, undefined, request);
    return { user: presentUser(user, staff2fa) };
  });

  app.post(
    '/login/2fa',
    { config: perAddress(30) },
    async (request, reply): Promise<UserResponse> => {
      const userId = await readPendingLogin(request, cookies);
      if (userId === undefined) throw unauthorized(securityMessages.pendingExpired);
      const proof = parse(loginTwoFactorBody, request.body);
      const user = await auth.loginSecondStep(ctx(request.log), userId, proof, request.ip);
      clearPendingLogin(reply, cookies);
      await issueSession(db, reply, cookies, user.id, undefined, request);
      return { user: presentUser(user, staff2fa) };
    },
  );

  app.get('/me', { preHandler: requireUser }, async (request): Promise<UserResponse> => ({
    user: presentUser(currentUser(request), staff2fa),
  }));

  app.post(
    '/2fa/setup',
    { preHandler: requireUser },
    async (request): Promise<TwoFactorSetupResponse> =>
      twoFactor.startSetup(db, currentUser(request), app.config.SELLER_NAME),
  );

  // Limited per address like a login: a code must not be guessable through it.
  app.post(
    '/2fa/enable',
    { preHandler: requireUser, config: perAddress(10) },
    async (request): Promise<RecoveryCodesResponse> => {
      const { code } = parse(twoFactorEnableBody, request.body);
      return {
        recovery_codes: await twoFactor.enable(db, currentUser(request), code, request.ip),
      };
    },
  );

  app.post(
    '/2fa/disable',
    { preHandler: requireUser, config: perAddress(10) },
    async (request): Promise<MessageResponse> => {
      const body = parse(twoFactorDisableBody, request.body);
      await twoFactor.disable(db, currentUser(request), body, request.ip);
      return { message: securityMessages.disabled };
    },
  );

  app.get(
    '/sessions',
    { preHandler: requireUser },
    async (request): Promise<SessionListResponse> => {
      const user = currentUser(request);
      return {
        sessions: (await repo.listOpenLogins(db, user.id)).map((row) =>
          presentLoginSession(row, user.session_id),
        ),
      };
    },
  );

  app.post(
    '/sessions/revoke-others',
    { preHandler: requireUser },
    async (request): Promise<MessageResponse> => {
      const user = currentUser(request);
      await repo.revokeOtherSessions(db, user.id, user.session_id);
      return { message: securityMessages.othersRevoked };
    },
  );

  app.delete(
    '/sessions/:id',
    { preHandler: requireUser },
    async (request): Promise<MessageResponse> => {
      const { id } = parse(sessionIdParam, request.params);
      if (!(await repo.revokeOwnLogin(db, currentUser(request).id, id)))
        throw notFound(securityMessages.sessionNotFound);
      return { message: securityMessages.sessionRevoked };
    },
  );

  app.put('/me', { preHandler: requireUser }, async (request): Promise<UserResponse> => {
    const user = await auth.updateMe(
      db,
      currentUser(request).id,
      parse(updateMeBody, request.body),
    );
    return { user: presentUser(user, staff2fa) };
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

  /** The signed-out steps of the e-mailed links: limited per address, answered with a sentence. */
  const linkStep = (
    path: string,
    perAddressMax: number,
    message: string,
    run: (request: FastifyRequest) => Promise<void> | void,
  ) =>
    app.post(
      path,
      { config: perAddress(perAddressMax) },
      async (request): Promise<MessageResponse> => {
        await run(request);
        return { message };
      },
    );

  // The answer leaves before the lookup and the mail: a known e-mail must not answer later
  // than an unknown one.
  linkStep('/forgot-password', 10, messages.forgotPassword.success, (request) => {
    const { email } = parse(forgotPasswordBody, request.body);
    app.background.run(email.toLowerCase(), 'password reset mail', request.log, () =>
      auth.forgotPassword(ctx(request.log), email),
    );
  });

  linkStep('/reset-password', 20, messages.resetPassword.success, (request) => {
    const { token, new_password } = parse(resetPasswordBody, request.body);
    return auth.resetPassword(ctx(request.log), token, new_password);
  });

  linkStep('/activate-account', 20, messages.activation.success, (request) =>
    auth.activate(ctx(request.log), parse(activateBody, request.body).token),
  );
};
