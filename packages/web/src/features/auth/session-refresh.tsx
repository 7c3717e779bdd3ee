import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@shop/shared';
import { flashWarning } from '../../components/ui/flash';
import { hasStatus, NETWORK_ERROR_STATUS, setSessionExpiredHandler } from '../../lib/api-client';
import {
  clearUser,
  getUser,
  mayHaveSession,
  setUser,
  useSession,
  type SessionUser,
} from '../../lib/session';
import { getMe } from './api/get-me';
import { refreshSession } from './api/refresh-session';
import { SESSION_REFRESH_INTERVAL_MS } from './constants';

const REFRESH_LOCK = 'herbal-shop-session-refresh';

/** Tabs of the same shop share the cookies: let one of them rotate the refresh token at a time. */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request(REFRESH_LOCK, task) as Promise<T>;
  }
  return task();
}

let renewal: Promise<SessionUser | null> | null = null;

/** The server no longer accepts the session: forget the user here and say why. */
function endSession(): void {
  if (!getUser()) return;
  clearUser();
  flashWarning(messages.auth.sessionExpired);
}

/**
 * Rotates the session cookies and reloads the user (refresh, then me). Calls made at
 * the same time share one request: the refresh token works once, and presenting it twice would
 * end the session. When the server refuses, the session user is cleared; a dropped
 * connection keeps it, and the next refresh tries again.
 */
export function renewSession(): Promise<SessionUser | null> {
  renewal ??= oneTabAtATime(async () => {
    await refreshSession();
    const user = await getMe();
    setUser(user);
    return user;
  })
    .catch((error: unknown) => {
      if (!hasStatus(error, NETWORK_ERROR_STATUS)) endSession();
      return null;
    })
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

/** A 401 while the screen shows a user: renew once if allowed, otherwise sign out locally. */
async function onUnauthorized(canRenew: boolean): Promise<boolean> {
  if (!getUser()) return false;
  if (canRenew && (await renewSession())) return true;
  endSession();
  return false;
}

/**
 * Keeps the session alive: one refresh at start-up when no user is stored but the session hint
 * cookie is (the cookies may outlive local storage; without the hint a visitor's refresh would
 * only fail), a refresh every 12 minutes while logged in, and a local sign-out when the server
 * stops accepting the session. Renders nothing.
 */
export function SessionRefresh() {
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const wasLoggedIn = useRef(isLoggedIn);

  useEffect(() => setSessionExpiredHandler(onUnauthorized), []);

  useEffect(() => {
    if (!getUser() && mayHaveSession()) void renewSession();
  }, []);

  useEffect(() => {
    if (!isLoggedIn) return undefined;
    const timer = setInterval(() => void renewSession(), SESSION_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isLoggedIn]);

  useEffect(() => {
    if (wasLoggedIn.current && !isLoggedIn) {
      // Cart, orders and addresses belong to the user who just left.
      queryClient.clear();
    }
    wasLoggedIn.current = isLoggedIn;
  }, [isLoggedIn, queryClient]);

  return null;
}
