import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/accounts';
import { eventually } from '../../test/requests';
import { useTestApp } from '../../test/suite';
import { refreshSessions, users } from '../db/schema';
import type { App } from '../app';
import { parseSessionsChange, SessionCache } from './session-cache';

const asha = { id: 7, name: 'Asha' };

describe('session cache', () => {
  const listening = () => {
    const cache = new SessionCache<typeof asha>(30_000);
    cache.setListening(true);
    return cache;
  };

  it('keeps a login until its time to live or its token expiry, whichever comes first', () => {
    const cache = listening();
    cache.set('a', asha, cache.mark(7), Infinity, 1_000);
    cache.set('b', asha, cache.mark(7), 5_000, 1_000);
    expect(cache.get('a', 30_999)).toBe(asha);
    expect(cache.get('a', 31_000)).toBeUndefined();
    expect(cache.get('b', 4_999)).toBe(asha);
    expect(cache.get('b', 5_000)).toBeUndefined();
  });

  it('drops a changed user, and does not store a read that began before the change', () => {
    const cache = listening();
    const other = { id: 8, name: 'Ravi' };
    cache.set('asha', asha, cache.mark(7), Infinity);
    cache.set('ravi', other, cache.mark(8), Infinity);
    const before = cache.mark(7);
    const otherBefore = cache.mark(8);
    cache.invalidate(7);
    expect(cache.get('asha')).toBeUndefined();
    expect(cache.get('ravi')).toBe(other);
    cache.set('asha-2', asha, before, Infinity);
    expect(cache.get('asha-2')).toBeUndefined();
    // A change to one user does not hold back the others.
    cache.set('ravi-2', other, otherBefore, Infinity);
    expect(cache.get('ravi-2')).toBe(other);
    cache.invalidate('all');
    expect(cache.get('ravi')).toBeUndefined();
  });

  it('keeps nothing while changes may go unheard', () => {
    const cache = listening();
    cache.set('a', asha, cache.mark(7), Infinity);
    cache.setListening(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', asha, cache.mark(7), Infinity);
    expect(cache.get('a')).toBeUndefined();
  });

  it('reads a notification as one user or everyone', () => {
    expect(parseSessionsChange('42')).toBe(42);
    expect(parseSessionsChange('*')).toBe('all');
    expect(parseSessionsChange('')).toBe('all');
  });
});

const me = (app: App, cookie: string) =>
  app.inject({ url: '/api/auth/me', headers: { cookie } }).then((r) => r.statusCode);

describe('logins remembered in memory', () => {
  const t = useTestApp();

  it('refuses a remembered login at once after its logout', async () => {
    const { cookie } = await sessionFor(t);
    expect(await me(t.app, cookie)).toBe(200);
    expect(await me(t.app, cookie)).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await me(t.app, cookie)).toBe(401);
  });

  it('refuses a remembered login at once when a replayed refresh token ends it', async () => {
    const { cookie: first } = await sessionFor(t);
    const refreshed = await t.app.inject({ url: '/api/auth/refresh', headers: { cookie: first } });
    const second = refreshed.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(await me(t.app, second)).toBe(200);
    expect(await me(t.app, second)).toBe(200);
    const replay = await t.app.inject({ url: '/api/auth/refresh', headers: { cookie: first } });
    expect(replay.statusCode).toBe(401);
    expect(await me(t.app, second)).toBe(401);
  });

  it('keeps remembered logins through anonymous calls and through the logout of someone else', async () => {
    const { user, cookie } = await sessionFor(t);
    const other = await sessionFor(t);
    expect(await me(t.app, cookie)).toBe(200);
    // A change nobody announces: only a login read again from the database would see it.
    const setActive = (is_active: boolean) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(users).set({ is_active }).where(eq(users.id, user.id));
      });
    await setActive(false);
    try {
      const anonymous = [
        { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'x' } },
        { method: 'POST', url: '/api/auth/logout' },
        { method: 'GET', url: '/api/auth/refresh' },
        { method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } },
        { method: 'POST', url: '/api/auth/reset-password', payload: { token: 'x'.repeat(43) } },
      ] as const;
      for (const call of anonymous) await t.app.inject(call);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: other.cookie },
      });
      expect(out.statusCode).toBe(200);
      expect(await me(t.app, other.cookie)).toBe(401);
      expect(await me(t.app, cookie)).toBe(200);
    } finally {
      await setActive(true);
    }
  });

  it('refuses a remembered login once a deactivation made elsewhere is heard', async () => {
    const { user, cookie } = await sessionFor(t);
    expect(await me(t.app, cookie)).toBe(200);
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect(await eventually(() => me(t.app, cookie), 401)).toBe(401);
  });

  it('refuses a remembered login once its session is revoked elsewhere', async () => {
    const { user, cookie } = await sessionFor(t);
    expect(await me(t.app, cookie)).toBe(200);
    await t.db
      .update(refreshSessions)
      .set({ revoked_at: new Date() })
      .where(eq(refreshSessions.user_id, user.id));
    expect(await eventually(() => me(t.app, cookie), 401)).toBe(401);
  });

  it('sees permissions changed elsewhere', async () => {
    const { user, cookie } = await sessionFor(t, { is_admin: true, permissions: ['hr'] });
    const staffArea = () =>
      t.app.inject({ url: '/api/employee', headers: { cookie } }).then((r) => r.statusCode);
    expect(await staffArea()).toBe(200);
    await t.db
      .update(users)
      .set({ permissions: ['product_manager'] })
      .where(eq(users.id, user.id));
    expect(await eventually(staffArea, 403)).toBe(403);
  });
});
