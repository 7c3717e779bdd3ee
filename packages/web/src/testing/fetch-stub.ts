import { vi } from 'vitest';
import { shopFixture } from './fixtures';

/** A JSON answer as the API sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status });

type Route = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/**
 * The one stand-in for the network in web tests: each call is answered by the route of its
 * path (query aside), `GET /api/shop` with the shop fixture unless a test names it, anything
 * else 404 as the API would. The mock records every call; the setup file unstubs it.
 */
export function stubApi(routes: Record<string, Route> = {}) {
  const all: Record<string, Route> = {
    '/api/shop': () => jsonResponse(200, { shop: shopFixture }),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://shop.test');
    const route = all[url.pathname];
    return route ? route(url, init) : jsonResponse(404, { error: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Every call answered alike, whatever its path. */
export const stubAnswer = (status: number, body: unknown) => {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) =>
    jsonResponse(status, body),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** No network: every call fails as a browser's fetch does offline. */
export const stubNetworkDown = () => {
  const fetchMock = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
