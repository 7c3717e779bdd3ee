// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two instances share one database
// there, which the embedded database cannot do (see vitest.config.ts).
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/accounts';
import { eventually } from '../../test/requests';
import { useSecondApp, useTestApp } from '../../test/suite';
import type { App } from '../app';

const me = (app: App, cookie: string) =>
  app.inject({ url: '/api/auth/me', headers: { cookie } }).then((r) => r.statusCode);

describe('logins remembered in memory, two instances on one PostgreSQL database', () => {
  const t = useTestApp();
  const second = useSecondApp(t);

  it('refuses on one instance a login logged out through the other', async () => {
    const { cookie } = await sessionFor(t);
    expect(await me(second.app, cookie)).toBe(200);
    expect(await me(second.app, cookie)).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(await me(t.app, cookie)).toBe(401);
    expect(await eventually(() => me(second.app, cookie), 401)).toBe(401);
  });
});
