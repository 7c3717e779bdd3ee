import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, recoveryCodes, users } from '../../db/schema';
import { createUser, sessionFor } from '../../../test/accounts';
import { cookieHeader, loginAs, loginRequest, TEST_PASSWORD } from '../../../test/logins';
import { nextClientAddress, requestWith } from '../../../test/requests';
import { lastLink } from '../../../test/outbox';
import { useTestApp } from '../../../test/suite';
import {
  codeNow,
  loginWithCode,
  nextCode,
  turnOnTwoFactor,
  useStepClock,
} from '../../../test/two-factor';
import { codeStep as stepOfCode } from './two-factor';

const SETUP_REQUIRED = { error: 'Set up two-factor sign-in to use the staff area.' };
const CODE_WRONG = { error: 'That code is not right.' };
const LOCKED = { error: 'Too many failed login attempts. Please try again in 15 minutes.' };
/** What the audit log holds once a user has signed in and turned two-factor on. */
const TURNED_ON = ['auth.login', 'auth.2fa_enabled'];

describe('codes', () => {
  it('take one 30-second step of clock drift either way, and no more', () => {
    const secret = new Secret({ size: 20 }).base32;
    const now = Date.UTC(2026, 10, 27, 6, 0, 15);
    const step = Math.floor(now / 30_000);
    const codeAt = (offsetSteps: number) =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
        timestamp: now + offsetSteps * 30_000,
      });
    expect(stepOfCode(secret, codeAt(0), now)).toBe(step);
    expect(stepOfCode(secret, codeAt(-1), now)).toBe(step - 1);
    expect(stepOfCode(secret, codeAt(1), now)).toBe(step + 1);
    expect(stepOfCode(secret, codeAt(-2), now)).toBeUndefined();
    expect(stepOfCode(secret, codeAt(2), now)).toBeUndefined();
  });
});

// The default: staff must use two-factor sign-in.
describe('two-factor sign-in with STAFF_2FA=required', () => {
  const t = useTestApp({ STAFF_2FA: 'required' });
  beforeAll(() => {
    useStepClock();
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const post = (url: string, cookie?: string, payload?: object, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const send = requestWith(t);
  const get = (url: string, cookie?: string) => send('GET', url, cookie);
  /** A login's password step from `address`; staff with two-factor are then asked for a code. */
  const passwordStep = (email: string, address: string, password = TEST_PASSWORD) =>
    loginRequest(t.app, email, password, { remoteAddress: address });
  /** A login's code step, carrying the pending cookie `first` set, from the same address. */
  const codeStep = (first: Parameters<typeof cookieHeader>[0], body: object, address: string) =>
    post('/api/auth/login/2fa', cookieHeader(first), body, address);
  const auditOf = async (userId: number) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target_id, String(userId)))
    ).map((row) => row.action);

  it('lets a staff member without it sign in, refuses every staff call, and opens them once it is on', async () => {
    const { user, cookie } = await sessionFor(t, { is_admin: true, permissions: ['hr'] });
    const other = await loginAs(t, user.email);
    expect((await get('/api/auth/me', cookie)).json()).toMatchObject({
      user: { is_admin: true, two_factor_enabled: false, two_factor_setup_required: true },
    });
    for (const url of ['/api/employee/', '/api/dashboard']) {
      const refused = await get(url, cookie);
      expect([url, refused.statusCode, refused.json()]).toEqual([url, 403, SETUP_REQUIRED]);
    }

    const setup = await post('/api/auth/2fa/setup', cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json<{ secret: string; otpauth_url: string }>();
    // 160 bits in base32 are 32 characters.
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('issuer')).toBe('Herbal Shop');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');

    const wrong = await post('/api/auth/2fa/enable', cookie, { code: '000000' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, CODE_WRONG]);

    const code = nextCode(secret);
    const enabled = await post('/api/auth/2fa/enable', cookie, { code });
    expect(enabled.statusCode).toBe(200);
    const { recovery_codes } = enabled.json<{ recovery_codes: string[] }>();
    expect(recovery_codes).toHaveLength(10);
    for (const recovery of recovery_codes) expect(recovery).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(recovery_codes).size).toBe(10);
    // Kept only as hashes.
    const stored = await t.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.user_id, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^\$argon2id\$/);
      expect(recovery_codes.some((c) => row.code_hash.includes(c.replace('-', '')))).toBe(false);
    }

    expect((await get('/api/employee/', cookie)).statusCode).toBe(200);
    expect((await get('/api/auth/me', cookie)).json()).toMatchObject({
      user: { two_factor_enabled: true, two_factor_setup_required: false },
    });
    // Turning it on signs the account out everywhere else.
    expect((await get('/api/auth/me', other)).statusCode).toBe(401);
    // The code used to enable counts as used.
    const replay = await post('/api/auth/2fa/disable', cookie, { password: TEST_PASSWORD, code });
    expect([replay.statusCode, replay.json()]).toEqual([400, CODE_WRONG]);
    expect(await auditOf(user.id)).toEqual(['auth.login', ...TURNED_ON]);
  });

  it('refuses an owner without it the work reserved to super users: refunds, the ledger, the GST summary', async () => {
    const { cookie } = await sessionFor(t, { is_admin: true, permissions: ['super_user'] });
    for (const [method, url] of [
      ['POST', '/api/orders/1/refunds'],
      ['GET', '/api/orders/1/ledger'],
      ['GET', '/api/orders/gst-summary?month=2026-01'],
      ['GET', '/api/audit'],
    ] as const) {
      const refused = await send(method, url, cookie, method === 'POST' ? {} : undefined);
      expect([url, refused.statusCode, refused.json()]).toEqual([url, 403, SETUP_REQUIRED]);
    }
  });

  it('signs in in two steps: the password sets only a short pending cookie, the code the session', async () => {
    const staff = await createUser(t, { is_admin: true, permissions: ['product_manager'] });
    const { secret } = await turnOnTwoFactor(t.app, await loginAs(t, staff.email));
    const address = nextClientAddress();

    const first = await passwordStep(staff.email, address);
    expect([first.statusCode, first.json()]).toEqual([200, { two_factor_required: true }]);
    expect(first.cookies.map((c) => c.name)).toEqual(['pending_login']);
    const pending = first.cookies[0]!;
    expect(pending).toMatchObject({
      httpOnly: true,
      maxAge: 300,
      path: '/api/auth/login',
      sameSite: 'Lax',
    });
    // The pending cookie opens nothing.
    expect((await get('/api/auth/me', cookieHeader(first))).statusCode).toBe(401);

    const wrong = await codeStep(first, { code: '123456' }, address);
    expect([wrong.statusCode, wrong.json()]).toEqual([401, CODE_WRONG]);
    expect(wrong.cookies).toEqual([]);

    // The pending sign-in is kept after a wrong code.
    const code = nextCode(secret);
    const second = await codeStep(first, { code }, address);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ user: { email: staff.email, two_factor_enabled: true } });
    const session = cookieHeader(second, cookieHeader(first));
    expect(session).toContain('access_token=');
    expect(session).not.toContain('pending_login=');
    expect((await get('/api/products/staff', session)).statusCode).toBe(200);

    // A code is accepted once: the same code, within its window, is refused.
    const again = await passwordStep(staff.email, address);
    const replay = await codeStep(again, { code }, address);
    expect([replay.statusCode, replay.json()]).toEqual([401, CODE_WRONG]);
    expect(await auditOf(staff.id)).toEqual([
      ...TURNED_ON,
      'auth.login_failed',
      'auth.login',
      'auth.login_failed',
    ]);
  });

  it('takes each recovery code once', async () => {
    const shopper = await createUser(t);
    const { recoveryCodes: codes } = await turnOnTwoFactor(t.app, await loginAs(t, shopper.email));
    const address = nextClientAddress();
    const signIn = async (recovery_code: string) => {
      const first = await passwordStep(shopper.email, address);
      return codeStep(first, { recovery_code }, address);
    };
    const used = await signIn(codes[3]!.toUpperCase());
    expect(used.statusCode).toBe(200);
    const again = await signIn(codes[3]!);
    expect([again.statusCode, again.json()]).toEqual([401, CODE_WRONG]);
    expect((await signIn(codes[4]!.replace('-', ''))).statusCode).toBe(200);
    // Shoppers may use it; their sign-ins are not staff activity.
    expect(await auditOf(shopper.id)).toEqual([]);
  });

  it('ends the pending sign-in after five minutes, and refuses the code step without one', async () => {
    const staff = await createUser(t, { is_admin: true, permissions: ['hr'] });
    const { secret } = await turnOnTwoFactor(t.app, await loginAs(t, staff.email));
    const address = nextClientAddress();
    const first = await passwordStep(staff.email, address);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const late = await codeStep(first, { code: codeNow(secret) }, address);
    expect([late.statusCode, late.json()]).toEqual([
      401,
      { error: 'Your sign-in has expired. Please enter your password again.' },
    ]);
    const none = await post('/api/auth/login/2fa', undefined, { code: nextCode(secret) }, address);
    expect([none.statusCode, none.json()]).toEqual([
      401,
      { error: 'Your sign-in has expired. Please enter your password again.' },
    ]);
  });

  it('counts wrong codes toward the password lock and records the lock', async () => {
    const staff = await createUser(t, { is_admin: true, permissions: ['hr'] });
    const { secret } = await turnOnTwoFactor(t.app, await loginAs(t, staff.email));
    const address = nextClientAddress();
    // Two wrong passwords, then wrong codes: five failures in all lock the account.
    for (let i = 0; i < 2; i++) await passwordStep(staff.email, address, 'wrong-password');
    const first = await passwordStep(staff.email, address);
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await codeStep(first, { code: '000000' }, address);
      answers.push([res.statusCode, res.json()]);
    }
    expect(answers).toEqual([
      [401, CODE_WRONG],
      [401, CODE_WRONG],
      [429, LOCKED],
    ]);
    // Locked: even the right code is refused now.
    const right = await codeStep(first, { code: nextCode(secret) }, address);
    expect([right.statusCode, right.json()]).toEqual([429, LOCKED]);
    expect(await auditOf(staff.id)).toEqual([
      ...TURNED_ON,
      ...Array<string>(5).fill('auth.login_failed'),
      'auth.locked',
    ]);
  });

  it('keeps two-factor on through a password reset by e-mail', async () => {
    const staff = await createUser(t, { is_admin: true, permissions: ['hr'] });
    const { secret } = await turnOnTwoFactor(t.app, await loginAs(t, staff.email));
    await post('/api/auth/forgot-password', undefined, { email: staff.email }, nextClientAddress());
    await t.app.background.settled();
    const token = (await lastLink(t, staff.email, '/reset-password')).searchParams.get('token');
    const reset = await post('/api/auth/reset-password', undefined, {
      token,
      new_password: 'brahmi-by-lamplight',
    });
    expect(reset.statusCode).toBe(200);
    const login = await passwordStep(staff.email, nextClientAddress(), 'brahmi-by-lamplight');
    expect(login.json()).toEqual({ two_factor_required: true });
    expect(await loginWithCode(t.app, staff.email, 'brahmi-by-lamplight', secret)).toContain(
      'access_token=',
    );
  });

  it('turns off only with the password and a fresh code', async () => {
    const shopper = await createUser(t);
    const cookie = await loginAs(t, shopper.email);
    const { secret } = await turnOnTwoFactor(t.app, cookie);
    const badPassword = await post('/api/auth/2fa/disable', cookie, {
      password: 'not-mine-at-all',
      code: nextCode(secret),
    });
    expect([badPassword.statusCode, badPassword.json()]).toEqual([
      400,
      { error: 'The password is not correct.' },
    ]);
    const off = await post('/api/auth/2fa/disable', cookie, {
      password: TEST_PASSWORD,
      code: nextCode(secret),
    });
    expect([off.statusCode, off.json()]).toEqual([200, { message: 'Two-factor sign-in is off.' }]);
    const [row] = await t.db.select().from(users).where(eq(users.id, shopper.id));
    expect([row!.totp_secret, row!.totp_enabled_at]).toEqual([null, null]);
    const login = await passwordStep(shopper.email, nextClientAddress());
    expect(login.json()).toMatchObject({
      user: { two_factor_enabled: false, two_factor_setup_required: false },
    });
  });

  it('records a staff member turning it off, with who and from where, and never the code', async () => {
    const { user, cookie } = await sessionFor(t, { is_admin: true, permissions: ['hr'] });
    const { secret } = await turnOnTwoFactor(t.app, cookie);
    const code = nextCode(secret);
    const off = await post(
      '/api/auth/2fa/disable',
      cookie,
      { password: TEST_PASSWORD, code },
      '10.9.8.7',
    );
    expect(off.statusCode, off.body).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target_id, String(user.id)));
    expect(entries.map((row) => row.action)).toEqual([...TURNED_ON, 'auth.2fa_disabled']);
    expect(entries.at(-1)).toMatchObject({
      actor_id: user.id,
      actor_email: user.email,
      target_type: 'user',
      ip: '10.9.8.7',
    });
    expect(JSON.stringify(entries)).not.toContain(code);
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  describe('resets by another staff member', () => {
    const reset = (cookie: string, id: number) => post(`/api/employee/${id}/reset-2fa`, cookie);

    it('lets a super_user reset any staff member, who sets it up again at the next sign-in', async () => {
      const owner = await createUser(t, { is_admin: true, permissions: ['super_user'] });
      const ownerCookie =
        (await turnOnTwoFactor(t.app, await loginAs(t, owner.email)),
        await loginWithCodeFor(owner.email));
      const staff = await createUser(t, { is_admin: true, permissions: ['product_manager'] });
      const staffCookie = await loginAs(t, staff.email);
      await turnOnTwoFactor(t.app, staffCookie);

      const res = await reset(ownerCookie, staff.id);
      expect([res.statusCode, res.json()]).toEqual([
        200,
        { message: 'Two-factor sign-in is reset. They set it up again at their next sign-in.' },
      ]);
      expect((await get('/api/auth/me', staffCookie)).statusCode).toBe(401);
      const login = await passwordStep(staff.email, nextClientAddress());
      expect(login.json()).toMatchObject({
        user: { two_factor_enabled: false, two_factor_setup_required: true },
      });
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'auth.2fa_reset'));
      expect(entry).toMatchObject({
        actor_id: owner.id,
        actor_email: owner.email,
        target_type: 'user',
        target_id: String(staff.id),
        changes: { two_factor: { from: true, to: false } },
      });
    });

    it('lets hr reset only staff who hold nothing hr does not', async () => {
      const hr = await createUser(t, { is_admin: true, permissions: ['hr'] });
      await turnOnTwoFactor(t.app, await loginAs(t, hr.email));
      const hrCookie = await loginWithCodeFor(hr.email);
      const weaker = await createUser(t, { is_admin: true, permissions: ['hr'] });
      const owner = await createUser(t, { is_admin: true, permissions: ['super_user'] });
      const stronger = await createUser(t, {
        is_admin: true,
        permissions: ['hr', 'charge_manager'],
      });
      expect((await reset(hrCookie, weaker.id)).statusCode).toBe(200);
      const refused = await reset(hrCookie, owner.id);
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { error: 'Only a super user can change the account of a super user.' },
      ]);
      const alsoRefused = await reset(hrCookie, stronger.id);
      expect(alsoRefused.statusCode).toBe(403);
      const own = await reset(hrCookie, hr.id);
      expect(own.statusCode).toBe(400);
      const products = await sessionFor(t, { is_admin: true, permissions: ['product_manager'] });
      await turnOnTwoFactor(t.app, products.cookie);
      expect((await reset(products.cookie, weaker.id)).statusCode).toBe(403);
      const actions = (await t.db.select().from(auditLog).where(eq(auditLog.actor_id, hr.id))).map(
        (r) => r.action,
      );
      expect(actions).toEqual([...TURNED_ON, 'auth.login', 'auth.2fa_reset']);
    });

    const secrets = new Map<string, string>();
    async function loginWithCodeFor(email: string) {
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      secrets.set(email, row!.totp_secret!);
      return loginWithCode(t.app, email, TEST_PASSWORD, row!.totp_secret!);
    }
  });
});

describe('two-factor with STAFF_2FA=optional', () => {
  const t = useTestApp({ STAFF_2FA: 'optional' });
  it('lets staff without it use the staff area', async () => {
    const { cookie } = await sessionFor(t, { is_admin: true, permissions: ['hr'] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/employee/', headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ user: { two_factor_setup_required: false } });
  });
});
