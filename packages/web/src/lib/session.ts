import { useSyncExternalStore } from 'react';
import { api } from './api-client';

/** The signed-in user as the me call returns it, kept in localStorage under `user`. */
export interface SessionUser {
  id?: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number?: string | null;
  permissions: string[];
  is_admin: boolean;
  /** Whether two-factor sign-in is on (absent in a user stored before it existed). */
  two_factor_enabled?: boolean;
  /** Staff who must set up two-factor before the staff area opens. */
  two_factor_setup_required?: boolean;
  /** "Send me offers" (absent in a user stored before it existed). */
  marketing_consent?: boolean;
}

const SESSION_STORAGE_KEY = 'user';

/**
 * Set by the server beside the (unreadable) session cookies and cleared with them
 * (`SESSION_HINT_COOKIE` in packages/server/src/plugins/auth.ts).
 */
const SESSION_HINT_COOKIE = 'signed_in';

/** Whether this browser may hold a session: without the hint a refresh can only fail. */
export function mayHaveSession(): boolean {
  return document.cookie
    .split(';')
    .some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

type Listener = () => void;
const listeners = new Set<Listener>();

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!value || typeof value !== 'object' || typeof value.email !== 'string') return null;
    return {
      ...value,
      first_name: value.first_name ?? '',
      last_name: value.last_name ?? '',
      email: value.email,
      permissions: Array.isArray(value.permissions) ? value.permissions : [],
      is_admin: value.is_admin === true,
    };
  } catch {
    return null;
  }
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

// Cache the parsed user per raw string so useSyncExternalStore gets a stable snapshot.
let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

export function getUser(): SessionUser | null {
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUser(raw);
  }
  return cachedUser;
}

function emit() {
  for (const listener of listeners) listener();
}

export function setUser(user: SessionUser): void {
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Private mode may refuse storage; the session cookie still works for this page's life.
  }
  emit();
}

export function clearUser(): void {
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this tab shows too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession() {
  const user = useSyncExternalStore(subscribe, getUser, () => null);
  return { user, isLoggedIn: user !== null, isAdmin: user?.is_admin === true, setUser, clearUser };
}

/**
 * Ends the session on the server and here. The local user is cleared even when the server call
 * fails, so the shopper is never stuck looking signed in.
 */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/auth/logout');
  } catch {
    // Offline, server down or already signed out: the cookies expire by themselves.
  } finally {
    clearUser();
  }
}
