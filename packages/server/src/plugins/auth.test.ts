import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { sessionFor } from '../../test/accounts';
import { requireArea, requireUser } from './auth';

describe('area guards from the shared table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, (app) => {
      // Guarded routes standing in for the staff areas.
      app.get('/api/test/user', { preHandler: requireUser }, async () => ({ message: 'ok' }));
      app.get('/api/test/admin', { preHandler: requireArea('dashboard') }, async () => ({
        message: 'ok',
      }));
      app.get('/api/test/products', { preHandler: requireArea('product') }, async () => ({
        message: 'ok',
      }));
    });
  });
  afterAll(() => t.close());

  const status = async (url: string, cookie?: string) =>
    (await t.app.inject({ url, headers: cookie ? { cookie } : {} })).statusCode;

  it('answers 401 to a visitor and 403 to a shopper', async () => {
    const shopper = await sessionFor(t);
    expect(await status('/api/test/user')).toBe(401);
    expect(await status('/api/test/products')).toBe(401);
    expect(await status('/api/test/user', shopper.cookie)).toBe(200);
    expect(await status('/api/test/admin', shopper.cookie)).toBe(403);
    const res = await t.app.inject({
      url: '/api/test/products',
      headers: { cookie: shopper.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You are not allowed to do this.' });
  });

  it('lets staff with the permission in, and super_user everywhere', async () => {
    const manager = await sessionFor(t, { is_admin: true, permissions: ['product_manager'] });
    const hr = await sessionFor(t, { is_admin: true, permissions: ['hr'] });
    const owner = await sessionFor(t, { is_admin: true, permissions: ['super_user'] });
    expect(await status('/api/test/products', manager.cookie)).toBe(200);
    expect(await status('/api/test/products', hr.cookie)).toBe(403);
    expect(await status('/api/test/products', owner.cookie)).toBe(200);
    expect(await status('/api/test/admin', hr.cookie)).toBe(200);
  });

  it('ignores permissions on an account that is not staff', async () => {
    const odd = await sessionFor(t, { is_admin: false, permissions: ['super_user'] });
    expect(await status('/api/test/products', odd.cookie)).toBe(403);
  });
});
