import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, oneTimeTokens, users } from '../../db/schema';
import { buildTestApp } from '../../../test/helpers';
import { createUser } from '../../../test/accounts';
import { cookieHeader, loginAs, loginRequest, TEST_PASSWORD } from '../../../test/logins';
import { nextClientAddress } from '../../../test/requests';
import { lastLink, readOutbox } from '../../../test/outbox';
import { useTestApp } from '../../../test/suite';

const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Meera',
  last_name: 'Iyer',
  email,
  phone_number: '9123456780',
  password: 'neem-and-turmeric',
  ...overrides,
});

describe('accounts and sessions', () => {
  const t = useTestApp();

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: nextClientAddress(),
    });
  const get = (url: string, cookie = '') =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });
  /** Asks for a password reset for `email` and returns the token of the link it mails. */
  const resetToken = async (email: string) => {
    await post('/api/auth/forgot-password', { email });
    await t.app.background.settled();
    return (await lastLink(t, email, '/reset-password')).searchParams.get('token');
  };
  const resetPassword = (token: string | null, newPassword: string) =>
    post('/api/auth/reset-password', { token, new_password: newPassword });

  describe('sign-up and activation', () => {
    it('creates an unactivated shopper and mails an activation link', async () => {
      const res = await post('/api/auth/signup', signupBody('meera@example.in'));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        message: 'Account created successfully. Please check your email to activate your account.',
      });
      const [user] = await t.db.select().from(users).where(eq(users.email, 'meera@example.in'));
      expect(user).toMatchObject({ is_admin: false, permissions: [], activated_at: null });
      expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

      const link = await lastLink(t, 'meera@example.in', '/activate-account');
      expect(link.origin).toBe(t.config.PUBLIC_URL);
      const mail = (await readOutbox(t)).at(-1)!;
      expect(mail.subject).toBe('Activate your Herbal Shop account');
      expect(mail.raw).toContain('Content-Type: text/html');
      expect(mail.raw).toContain('Content-Type: text/plain');
      // Only a hash of the token is stored.
      const tokens = await t.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.user_id, user!.id));
      expect(tokens.map((row) => row.token_hash)).not.toContain(link.searchParams.get('token'));

      const before = await post('/api/auth/login', {
        email: 'meera@example.in',
        password: 'neem-and-turmeric',
      });
      expect(before.statusCode).toBe(403);
      expect(before.json()).toEqual({
        error: 'Please activate your account using the link sent to your email.',
      });

      // Logging in before activating sends a fresh link; the earlier one keeps working.
      const fresh = await lastLink(t, 'meera@example.in', '/activate-account');
      expect(fresh.searchParams.get('token')).not.toBe(link.searchParams.get('token'));

      const activated = await post('/api/auth/activate-account', {
        token: link.searchParams.get('token'),
      });
      expect(activated.statusCode).toBe(200);
      expect(activated.json()).toEqual({ message: 'Your account is activated. Please log in.' });
      // Once activated, every link of the account has done its job.
      const reused = await post('/api/auth/activate-account', {
        token: fresh.searchParams.get('token'),
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ error: 'This activation link is invalid or has expired.' });

      const login = await post('/api/auth/login', {
        email: 'MEERA@example.in',
        password: 'neem-and-turmeric',
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toEqual({
        user: {
          id: user!.id,
          first_name: 'Meera',
          last_name: 'Iyer',
          email: 'meera@example.in',
          phone_number: '9123456780',
          is_admin: false,
          permissions: [],
          two_factor_enabled: false,
          two_factor_setup_required: false,
          marketing_consent: false,
        },
      });
    });

    it('sends at most three activation mails per account per hour', async () => {
      await post('/api/auth/signup', signupBody('eager@example.in'));
      const mails = async () =>
        (await readOutbox(t)).filter((m) => m.to.includes('eager@example.in')).length;
      for (let i = 0; i < 5; i++) {
        const res = await post('/api/auth/login', {
          email: 'eager@example.in',
          password: 'neem-and-turmeric',
        });
        expect(res.statusCode).toBe(403);
      }
      expect(await mails()).toBe(3);
      const first = (await readOutbox(t)).find((m) => m.to.includes('eager@example.in'))!;
      const token = new URL(first.links.find((l) => l.includes('/activate-account'))!);
      const res = await post('/api/auth/activate-account', {
        token: token.searchParams.get('token'),
      });
      expect(res.statusCode).toBe(200);
    });

    it('refuses an expired activation link', async () => {
      await post('/api/auth/signup', signupBody('late@example.in'));
      const token = (await lastLink(t, 'late@example.in', '/activate-account')).searchParams.get(
        'token',
      );
      await t.db.update(oneTimeTokens).set({ expires_at: new Date(Date.now() - 1000) });
      const res = await post('/api/auth/activate-account', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'This activation link is invalid or has expired.' });
      expect((await post('/api/auth/activate-account', {})).json()).toEqual({
        error: 'Activation token is required.',
      });
    });

    it.each([
      [{ first_name: ' ' }, 'First name is required'],
      [{ first_name: '', last_name: '', email: 'x' }, 'First name is required'],
      [{ last_name: '' }, 'Last name is required'],
      [{ email: 'not-an-email', phone_number: '1' }, 'Invalid email address'],
      [{ phone_number: '98765' }, 'Phone number must be 10 to 15 digits'],
      [{ password: 'abc' }, 'Password must be at least 6 characters'],
      [
        { password: 'password1' },
        'This password is too common. Please choose a less predictable one.',
      ],
    ])('refuses sign-up %j with "%s" and creates nothing', async (overrides, error) => {
      const email = `bad-${Math.random().toString(36).slice(2)}@example.in`;
      const res = await post('/api/auth/signup', signupBody(email, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it('accepts a 128-character password and refuses 129', async () => {
      const long = 'ab1-'.repeat(32);
      expect(
        (await post('/api/auth/signup', signupBody('long@example.in', { password: long })))
          .statusCode,
      ).toBe(201);
      const longer = await post(
        '/api/auth/signup',
        signupBody('longer@example.in', { password: `${long}x` }),
      );
      expect(longer.statusCode).toBe(400);
    });

    it('answers 409 for an e-mail already registered, in any case', async () => {
      await post('/api/auth/signup', signupBody('twice@example.in'));
      const res = await post('/api/auth/signup', signupBody('Twice@Example.in'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'This e-mail is already registered.' });
    });

    it('keeps the account when the mail cannot be sent', async () => {
      const broken = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupBody('nomail@example.in'),
      });
      expect(res.statusCode).toBe(201);
      expect(
        await broken.db.select().from(users).where(eq(users.email, 'nomail@example.in')),
      ).toHaveLength(1);
      await broken.close();
    });
  });

  describe('login', () => {
    it('refuses a wrong password and an unknown e-mail alike', async () => {
      const user = await createUser(t);
      const wrong = await post('/api/auth/login', {
        email: user.email,
        password: 'wrong-password',
      });
      const unknown = await post('/api/auth/login', {
        email: 'nobody@example.in',
        password: 'wrong-password',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'Incorrect email or password.' });
      expect(unknown.json()).toEqual(wrong.json());
      expect((await post('/api/auth/login', { email: user.email })).json()).toEqual({
        error: 'Both fields are required.',
      });
    });

    it('refuses a deactivated account', async () => {
      const user = await createUser(t, { is_active: false });
      const res = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: 'This account has been deactivated. Please contact the shop.',
      });
    });

    describe('lockout after failed logins', () => {
      const loginFrom = (remoteAddress: string, email: string, password: string) =>
        loginRequest(t.app, email, password, { remoteAddress });

      it('locks an e-mail from one address after five failures, even with the right password', async () => {
        const user = await createUser(t);
        const guesser = nextClientAddress();
        for (let i = 0; i < 4; i++)
          expect((await loginFrom(guesser, user.email, 'guess')).statusCode).toBe(401);
        const fifth = await loginFrom(guesser, user.email, 'guess');
        expect(fifth.statusCode).toBe(429);
        expect(fifth.json()).toEqual({
          error: 'Too many failed login attempts. Please try again in 15 minutes.',
        });
        expect((await loginFrom(guesser, user.email, TEST_PASSWORD)).statusCode).toBe(429);
        await t.db
          .update(loginFailures)
          .set({ locked_until: new Date(Date.now() - 1) })
          .where(eq(loginFailures.client_address, guesser));
        expect((await loginFrom(guesser, user.email, TEST_PASSWORD)).statusCode).toBe(200);
      });

      it('does not lock the owner out when someone else guesses', async () => {
        const owner = await createUser(t, { is_admin: true, permissions: ['super_user'] });
        const attacker = nextClientAddress();
        for (let i = 0; i < 5; i++) await loginFrom(attacker, owner.email, 'guess');
        expect((await loginFrom(attacker, owner.email, TEST_PASSWORD)).statusCode).toBe(429);
        expect((await loginFrom(nextClientAddress(), owner.email, TEST_PASSWORD)).statusCode).toBe(
          200,
        );
      });

      it('answers an unknown e-mail exactly like a known one', async () => {
        const user = await createUser(t);
        const statuses = async (email: string) => {
          const from = nextClientAddress();
          const seen: number[] = [];
          for (let i = 0; i < 7; i++) seen.push((await loginFrom(from, email, 'guess')).statusCode);
          return seen;
        };
        const known = await statuses(user.email);
        expect(known).toEqual([401, 401, 401, 401, 429, 429, 429]);
        expect(await statuses('nobody-here@example.in')).toEqual(known);
      });

      it('lifts every lock of an account when its password is reset', async () => {
        const user = await createUser(t);
        const guesser = nextClientAddress();
        for (let i = 0; i < 5; i++) await loginFrom(guesser, user.email, 'guess');
        const token = await resetToken(user.email);
        await resetPassword(token, 'fresh-ginger-tea');
        expect((await loginFrom(guesser, user.email, 'fresh-ginger-tea')).statusCode).toBe(200);
      });
    });

    it('limits login attempts per client address', async () => {
      const address = '10.200.0.1';
      const attempt = () => loginRequest(t.app, 'x@example.in', 'nope', { remoteAddress: address });
      for (let i = 0; i < 30; i++) await attempt();
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: 'Too many requests. Please wait a moment and try again.',
      });
    });

    it('sets httpOnly SameSite cookies and answers me', async () => {
      const user = await createUser(t);
      const res = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      const access = res.cookies.find((c) => c.name === 'access_token')!;
      const refresh = res.cookies.find((c) => c.name === 'refresh_token')!;
      expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 900 });
      expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
      // The page may read the hint (it holds nothing secret) and keeps it as long as the refresh token.
      const hint = res.cookies.find((c) => c.name === 'signed_in')!;
      expect(hint).toMatchObject({
        value: '1',
        sameSite: 'Lax',
        path: '/',
        maxAge: refresh.maxAge,
      });
      expect(hint.httpOnly).toBeFalsy();
      const me = await get('/api/auth/me', cookieHeader(res));
      expect(me.json().user.email).toBe(user.email);
      expect(me.json().user).not.toHaveProperty('password_hash');
      const anonymous = await get('/api/auth/me');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'Please log in to continue.' });
      expect((await get('/api/auth/me', 'access_token=forged.token.value')).statusCode).toBe(401);
    });
  });

  describe('refresh and logout', () => {
    it('rotates the refresh token and ends the session when an old one is replayed', async () => {
      const user = await createUser(t);
      const first = await loginAs(t, user.email);
      const refreshed = await get('/api/auth/refresh', first);
      expect(refreshed.statusCode).toBe(200);
      const second = cookieHeader(refreshed, first);
      expect(second).not.toBe(first);
      expect((await get('/api/auth/me', second)).statusCode).toBe(200);

      // The first refresh token again: stolen, so the whole login is revoked.
      const replay = await get('/api/auth/refresh', first);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
      expect((await get('/api/auth/me', second)).statusCode).toBe(401);
      expect((await get('/api/auth/refresh', second)).statusCode).toBe(401);
    });

    it('refuses a refresh without a cookie, and clears the session hint', async () => {
      const refused = await get('/api/auth/refresh', 'signed_in=1');
      expect(refused.statusCode).toBe(401);
      expect(refused.cookies.find((c) => c.name === 'signed_in')?.value).toBe('');
    });

    it('revokes the session at logout, while other logins stay', async () => {
      const user = await createUser(t);
      const laptop = await loginAs(t, user.email);
      const phone = await loginAs(t, user.email);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: laptop },
      });
      expect(out.json()).toEqual({ message: 'You are logged out.' });
      expect(out.cookies.find((c) => c.name === 'access_token')?.value).toBe('');
      expect(out.cookies.find((c) => c.name === 'signed_in')?.value).toBe('');
      expect((await get('/api/auth/me', laptop)).statusCode).toBe(401);
      expect((await get('/api/auth/refresh', laptop)).statusCode).toBe(401);
      expect((await get('/api/auth/me', phone)).statusCode).toBe(200);
    });

    it('ends open sessions when the account is deactivated', async () => {
      const user = await createUser(t);
      const cookie = await loginAs(t, user.email);
      await t.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
      expect((await get('/api/auth/me', cookie)).statusCode).toBe(401);
      expect((await get('/api/auth/refresh', cookie)).statusCode).toBe(401);
    });
  });

  describe('forgotten password', () => {
    it('answers the same whether or not the e-mail exists, and mails only real accounts', async () => {
      const user = await createUser(t);
      const before = (await readOutbox(t)).length;
      const known = await post('/api/auth/forgot-password', { email: user.email });
      const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.in' });
      await t.app.background.settled();
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: 'Password reset link sent to your email.' });
      expect(unknown.json()).toEqual(known.json());
      expect(await readOutbox(t)).toHaveLength(before + 1);
      expect((await post('/api/auth/forgot-password', {})).json()).toEqual({
        error: 'Email is required.',
      });
    });

    it('resets the password once, ends other sessions and refuses the link again', async () => {
      const user = await createUser(t);
      const session = await loginAs(t, user.email);
      const token = await resetToken(user.email);

      const res = await resetPassword(token, 'fresh-ginger-tea');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Your password has been reset. Please log in.' });
      expect((await get('/api/auth/me', session)).statusCode).toBe(401);
      expect(
        (await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/login', { email: user.email, password: 'fresh-ginger-tea' }))
          .statusCode,
      ).toBe(200);

      const again = await resetPassword(token, 'another-one-here');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: 'This reset link is invalid or has expired.' });
    });

    it('refuses an expired reset link and a common new password without using the link', async () => {
      const user = await createUser(t);
      const token = await resetToken(user.email);
      const common = await resetPassword(token, 'qwerty123');
      expect(common.statusCode).toBe(400);
      await t.db
        .update(oneTimeTokens)
        .set({ expires_at: new Date(Date.now() - 1) })
        .where(eq(oneTimeTokens.user_id, user.id));
      const expired = await resetPassword(token, 'fresh-ginger-tea');
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ error: 'This reset link is invalid or has expired.' });
    });

    it('answers a known e-mail without waiting for the lookup or the mail', async () => {
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const sent: string[] = [];
      const slow = await buildTestApp({}, undefined, {
        mailer: {
          async send(mail) {
            await held;
            sent.push(mail.to);
          },
        },
      });
      const user = await createUser(slow);
      const res = await slow.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
        remoteAddress: nextClientAddress(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Password reset link sent to your email.' });
      expect(sent).toEqual([]);
      release();
      await slow.app.background.settled();
      expect(sent).toEqual([user.email]);
      await slow.close();
    }, 90_000);

    it('sends at most three reset mails per account in 15 minutes', async () => {
      const user = await createUser(t);
      const before = (await readOutbox(t)).length;
      for (let i = 0; i < 5; i++)
        expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(
          200,
        );
      await t.app.background.settled();
      expect((await readOutbox(t)).length - before).toBe(3);
    });
  });

  it('refuses a login posted from another site', async () => {
    const user = await createUser(t);
    const res = await post(
      '/api/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { origin: 'https://attacker.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
  });
});
