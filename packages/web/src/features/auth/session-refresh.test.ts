import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setSessionExpiredHandler } from '../../lib/api-client';
import { getUser, setUser, type SessionUser } from '../../lib/session';
import { renewSession } from './session-refresh';

const user: SessionUser = {
  id: 3,
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.in',
  phone_number: '9876543210',
  permissions: [],
  is_admin: false,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function server(answers: Record<string, () => Response>) {
  return vi.fn(async (url: string) => {
    const answer = answers[url];
    return answer ? answer() : json(404, { error: 'Not found.' });
  });
}

describe('renewSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes, then loads and stores the user; calls at the same time share one refresh', async () => {
    const fetchMock = server({
      '/api/auth/refresh': () => json(200, { message: 'Session refreshed.' }),
      '/api/auth/me': () => json(200, { user }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const [first, second] = await Promise.all([renewSession(), renewSession()]);
    expect(first).toEqual(user);
    expect(second).toEqual(user);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh', '/api/auth/me']);
    expect(getUser()).toMatchObject({ email: user.email });
  });

  it('clears the stored user when the server refuses the refresh', async () => {
    setUser(user);
    vi.stubGlobal('fetch', server({ '/api/auth/refresh': () => json(401, { error: 'x' }) }));
    await expect(renewSession()).resolves.toBeNull();
    expect(getUser()).toBeNull();
  });

  it('keeps the user when the connection drops', async () => {
    setUser(user);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(renewSession()).resolves.toBeNull();
    expect(getUser()).toMatchObject({ email: user.email });
  });
});

describe('a 401 while logged in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renews the session once and repeats the call', async () => {
    const handler = vi.fn(async (canRenew: boolean) => canRenew);
    const remove = setSessionExpiredHandler(handler);
    let cartCalls = 0;
    vi.stubGlobal(
      'fetch',
      server({
        '/api/cart': () =>
          ++cartCalls === 1 ? json(401, { error: 'x' }) : json(200, { cart: [] }),
      }),
    );
    await expect(api.get('/api/cart/')).resolves.toEqual({ cart: [] });
    expect(handler).toHaveBeenCalledWith(true);
    expect(cartCalls).toBe(2);
    remove();
  });
});
