import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginSessions } from '../../db/schema';
import { createUser } from '../../../test/accounts';
import { cookieHeader, loginRequest, TEST_PASSWORD } from '../../../test/logins';
import { nextClientAddress, requestWith } from '../../../test/requests';
import { useTestApp } from '../../../test/suite';

type Sessions = {
  sessions: { id: string; current: boolean; device: string; ip: string; last_seen_at: string }[];
};

describe('signed-in devices', () => {
  const t = useTestApp({ STAFF_IDLE_MINUTES: '30' });
  const send = requestWith(t);
  const login = async (email: string, userAgent: string, remoteAddress = nextClientAddress()) => {
    const res = await loginRequest(t.app, email, TEST_PASSWORD, {
      remoteAddress,
      headers: { 'user-agent': userAgent },
    });
    expect(res.statusCode).toBe(200);
    return cookieHeader(res);
  };
  const PHONE =
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
  const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0';

  it('lists them, signs one out, and signs out every other', async () => {
    const staff = await createUser(t, { is_admin: true, permissions: ['hr'] });
    const phone = await login(staff.email, PHONE, '10.1.1.1');
    const laptop = await login(staff.email, LAPTOP, '10.1.1.2');
    const third = await login(staff.email, LAPTOP, '10.1.1.3');
    const listed = await send('GET', '/api/auth/sessions', phone);
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json<Sessions>();
    expect(sessions).toHaveLength(3);
    const mine = sessions.find((s) => s.current)!;
    expect(mine).toMatchObject({ device: 'Chrome on Android', ip: '10.1.1.1' });
    expect(sessions.filter((s) => !s.current).map((s) => s.device)).toEqual([
      'Firefox on Windows',
      'Firefox on Windows',
    ]);

    const laptopId = sessions.find((s) => s.ip === '10.1.1.2')!.id;
    const out = await send('DELETE', `/api/auth/sessions/${laptopId}`, phone);
    expect([out.statusCode, out.json()]).toEqual([200, { message: 'That session is signed out.' }]);
    expect((await send('GET', '/api/auth/me', laptop)).statusCode).toBe(401);
    const again = await send('DELETE', `/api/auth/sessions/${laptopId}`, phone);
    expect([again.statusCode, again.json()]).toEqual([404, { error: 'Session not found.' }]);

    // Someone else's session cannot be named.
    const shopper = await createUser(t);
    const theirs = await login(shopper.email, PHONE);
    const theirId = (await send('GET', '/api/auth/sessions', theirs)).json<Sessions>().sessions[0]!
      .id;
    expect((await send('DELETE', `/api/auth/sessions/${theirId}`, phone)).statusCode).toBe(404);
    expect((await send('GET', '/api/auth/me', theirs)).statusCode).toBe(200);

    const others = await send('POST', '/api/auth/sessions/revoke-others', phone);
    expect([others.statusCode, others.json()]).toEqual([
      200,
      { message: 'Every other session is signed out.' },
    ]);
    expect((await send('GET', '/api/auth/me', third)).statusCode).toBe(401);
    expect((await send('GET', '/api/auth/me', phone)).statusCode).toBe(200);
    expect((await send('GET', '/api/auth/sessions', phone)).json<Sessions>().sessions).toHaveLength(
      1,
    );
  });

  it('ends a staff session left unused for STAFF_IDLE_MINUTES, not a shopper’s', async () => {
    const staff = await createUser(t, { is_admin: true, permissions: ['hr'] });
    const shopper = await createUser(t);
    const staffCookie = await login(staff.email, LAPTOP);
    const shopperCookie = await login(shopper.email, LAPTOP);
    const staffRefresh = await login(staff.email, LAPTOP);
    await t.db
      .update(loginSessions)
      .set({ last_seen_at: sql`now() - interval '31 minutes'` })
      .where(sql`${loginSessions.user_id} in (${staff.id}, ${shopper.id})`);
    // Its next call, or its next refresh, finds it ended.
    const call = await send('GET', '/api/employee/', staffCookie);
    expect([call.statusCode, call.json()]).toEqual([401, { error: 'Please log in to continue.' }]);
    const refresh = await send('GET', '/api/auth/refresh', staffRefresh);
    expect([refresh.statusCode, refresh.json()]).toEqual([
      401,
      { error: 'Your session has expired. Please log in again.' },
    ]);
    expect((await send('GET', '/api/cart', shopperCookie)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(loginSessions)
      .where(eq(loginSessions.user_id, shopper.id));
    expect(Date.now() - row!.last_seen_at.getTime()).toBeLessThan(60_000);
  });
});
