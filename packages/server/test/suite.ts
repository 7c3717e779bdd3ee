import { afterAll, beforeAll } from 'vitest';
import type { Permission } from '@shop/shared';
import { buildSecondApp, buildTestApp, type TestApp } from './helpers';
import { sessionFor } from './accounts';
import { type InjectMethod, requestWith } from './requests';

// Set-up shared by a describe block: registered as its hooks, filled in before its first test.

/**
 * A test app for the enclosing describe block, built before its first test and closed after
 * its last. The object is filled in by the time a test runs, so a test uses it as it is.
 */
export function useTestApp(...args: Parameters<typeof buildTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(...args));
  });
  // When the build itself failed there is nothing to close, and its error is the one to see.
  afterAll(() => t.close?.());
  return t;
}

/**
 * A second instance of the shop on `t`'s PostgreSQL database for the enclosing describe
 * block, started after `t` and closed before it.
 */
export function useSecondApp(t: TestApp) {
  const second = {} as Awaited<ReturnType<typeof buildSecondApp>>;
  beforeAll(async () => {
    Object.assign(second, await buildSecondApp(t));
  });
  afterAll(() => second.close?.());
  return second;
}

/** A user logged in for the enclosing describe block, staff when `values` say so. */
export function useSession(t: TestApp, values: Parameters<typeof sessionFor>[1] = {}) {
  const session = {} as Awaited<ReturnType<typeof sessionFor>>;
  beforeAll(async () => {
    Object.assign(session, await sessionFor(t, values));
  });
  return session;
}

/**
 * One logged-in session per role (a visitor has none), for permission-matrix tests, and a
 * request helper that sends the role's cookie. The sessions open before the block's first test.
 */
export function useSessionsByRole<R extends Permission>(t: TestApp, staff: readonly R[]) {
  type Role = R | 'visitor' | 'shopper';
  const cookies = {} as Record<Role, string | undefined>;
  beforeAll(async () => {
    cookies.visitor = undefined;
    cookies.shopper = (await sessionFor(t)).cookie;
    for (const permission of staff) {
      cookies[permission] = (
        await sessionFor(t, { is_admin: true, permissions: [permission] })
      ).cookie;
    }
  });
  const send = requestWith(t);
  const call = (method: InjectMethod, url: string, role: Role, payload?: object) =>
    send(method, url, cookies[role], payload);
  /** The requests of one role, as `expectAnswers` and `itRefusesOutsiders` send them. */
  const callAs = (role: Role) => (method: InjectMethod, url: string, payload?: object) =>
    call(method, url, role, payload);
  return { cookies, call, callAs };
}
