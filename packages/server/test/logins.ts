import type { App } from '../src/app';
import type { TestApp } from './helpers';
import { nextClientAddress } from './requests';

// Logging in as the login page does, and the session cookies tests send afterwards.

export const TEST_PASSWORD = 'kesar-chai-at-dawn';

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
