import type { TestApp } from './helpers';

// Requests sent as a client would.

let addressCounter = 0;
/** A distinct client address per call, so per-address rate limits do not couple tests. */
export const nextClientAddress = () =>
  `10.9.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

/** A request helper sending `cookie`, when there is one, and `payload`. */
export const requestWith =
  (t: TestApp) => (method: InjectMethod, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

export type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Reads until it gives `expected` (compared as JSON) or `ms` pass: what another connection's
 * write takes to arrive as a notification.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
