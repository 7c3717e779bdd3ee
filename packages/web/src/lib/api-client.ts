import { messages } from '@shop/shared';

/** Status 0 means the request never got an answer (offline, server down). */
export const NETWORK_ERROR_STATUS = 0;

/** An HTTP failure carrying the server's sentence, so each screen can pick its own text (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  /** False when the answer carried no sentence of its own and `message` is a stand-in. */
  readonly fromServer: boolean;

  constructor(status: number, message: string, fromServer = status !== NETWORK_ERROR_STATUS) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fromServer = fromServer;
  }
}

/**
 * Called whenever a call answers 401. With `canRenew` (calls outside /api/auth/, first try) it
 * may renew the session and answer true, and the call is tried once more; otherwise, or when it
 * answers false, the 401 goes to the caller.
 */
type SessionExpiredHandler = (canRenew: boolean) => Promise<boolean>;
let sessionExpiredHandler: SessionExpiredHandler | null = null;

/** Registers the session's answer to a 401; returns a function that removes it again. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = null;
  };
}

const AUTH_PATH_PREFIX = '/api/auth/';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function serverSentence(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
  isRetry = false,
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_STATUS, messages.auth.networkError);
  }

  if (response.status === 401 && sessionExpiredHandler) {
    // The short-lived access cookie may simply have run out (a laptop asleep past the refresh
    // timer): renew the session once and repeat the call before giving up.
    const canRenew = !isRetry && !path.toLowerCase().startsWith(AUTH_PATH_PREFIX);
    if ((await sessionExpiredHandler(canRenew)) && canRenew) {
      return request<T>(method, path, body, options, true);
    }
  }

  const data = await readBody(response);
  if (!response.ok) {
    const sentence = serverSentence(data);
    throw new ApiError(
      response.status,
      sentence ?? messages.errors.generic,
      sentence !== undefined,
    );
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};

/** The sentence to show for a failure: the server's own words, else the screen's fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
