import { describe, expect, it, vi } from 'vitest';
import { api, setSessionExpiredHandler } from '../../lib/api-client';
import { getUser, setUser, type SessionUser } from '../../lib/session';
import { renewSession } from './session-refresh';
import { jsonResponse, stubApi, stubNetworkDown } from '../../testing/fetch-stub';

const user: SessionUser = {
  id: 3,
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.in',
  phone_number: '9876543210',
  permissions: [],
  is_admin: false,
};

describe('renewSession', () => {
  it('refreshes, then loads and stores the user; calls at the same time share one refresh', async () => {
    const fetchMock = stubApi({
      '/api/auth/refresh': () => jsonResponse(200, { message: 'Session refreshed.' }),
      '/api/auth/me': () => jsonResponse(200, { user }),
    });
    const [first, second] = await Promise.all([renewSession(), renewSession()]);
    expect(first).toEqual(user);
    expect(second).toEqual(user);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh', '/api/auth/me']);
    expect(getUser()).toMatchObject({ email: user.email });
  });

  it('clears the stored user when the server refuses the refresh', async () => {
    setUser(user);
    stubApi({ '/api/auth/refresh': () => jsonResponse(401, { error: 'x' }) });
    await expect(renewSession()).resolves.toBeNull();
    expect(getUser()).toBeNull();
  });

  it('keeps the user when the connection drops', async () => {
    setUser(user);
    stubNetworkDown();
    await expect(renewSession()).resolves.toBeNull();
    expect(getUser()).toMatchObject({ email: user.email });
  });
});

describe('a 401 while logged in', () => {
  it('renews the session once and repeats the call', async () => {
    const handler = vi.fn(async (canRenew: boolean) => canRenew);
    const remove = setSessionExpiredHandler(handler);
    let cartCalls = 0;
    stubApi({
      '/api/cart': () =>
        ++cartCalls === 1 ? jsonResponse(401, { error: 'x' }) : jsonResponse(200, { cart: [] }),
    });
    await expect(api.get('/api/cart')).resolves.toEqual({ cart: [] });
    expect(handler).toHaveBeenCalledWith(true);
    expect(cartCalls).toBe(2);
    remove();
  });
});
