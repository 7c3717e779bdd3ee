import { randomBytes } from 'node:crypto';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import type { TestApp } from './helpers';

// Users, logins and the session cookies tests send.

let addressCounter = 0;
/** A distinct client address per call, so per-address rate limits do not couple tests. */
export const nextClientAddress = () =>
  `10.9.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

export const TEST_PASSWORD = 'kesar-chai-at-dawn';

/** The employee form as hr sends it for a new product manager; a test names the rest. */
export const employeeForm = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Kavya',
  last_name: 'Nair',
  email,
  phone_number: '9123456780',
  password: TEST_PASSWORD,
  permissions: ['product_manager'],
  ...overrides,
});

export async function createUser(
  t: TestApp,
  values: Partial<typeof users.$inferInsert> = {},
  password = TEST_PASSWORD,
) {
  const [row] = await t.db
    .insert(users)
    .values({
      first_name: 'Asha',
      last_name: 'Verma',
      email: `user-${randomBytes(4).toString('hex')}@example.in`,
      phone_number: '9876543210',
      activated_at: new Date(),
      ...values,
      password_hash: await hashPassword(password),
    })
    .returning();
  return row!;
}

/** Cookies of a `Set-Cookie` response as a `Cookie` request header, merged into `jar`. */
export function cookieHeader(res: { cookies: { name: string; value: string }[] }, jar = '') {
  const map = new Map(jar ? jar.split('; ').map((c) => c.split('=') as [string, string]) : []);
  for (const c of res.cookies) {
    if (c.value === '') map.delete(c.name);
    else map.set(c.name, c.value);
  }
  return [...map].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * The login call as the login page sends it, from a fresh client address unless `remoteAddress`
 * names one (the lock and the rate limit count per address).
 */
export const loginRequest = (
  app: Pick<App, 'inject'>,
  email: string,
  password = TEST_PASSWORD,
  {
    remoteAddress = nextClientAddress(),
    headers = {},
  }: { remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers,
    remoteAddress,
  });

export async function loginAs(t: TestApp, email: string, password = TEST_PASSWORD) {
  const res = await loginRequest(t.app, email, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res);
}

/** A logged-in user's cookie header; staff get `is_admin` and the given permissions. */
export async function sessionFor(t: TestApp, values: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t, values);
  return { user, cookie: await loginAs(t, user.email) };
}
