import { apiResponses, messages, type ApiResponse, type ApiRoute } from '@shop/shared';

/** Status 0 means the request never got an answer (offline, server down). */
export const NETWORK_ERROR_STATUS = 0;

/** An HTTP failure carrying the server's sentence, so each screen can pick its own text. */
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

/** The call got an answer with this status. */
export function hasStatus(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

/** The server refused the call to this user (403). */
export const isForbidden = (error: unknown): error is ApiError => hasStatus(error, 403);

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
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The route templates answering JSON to `M`, as the server registers them ('/api/products/:id'). */
type PathOf<M extends Method> = ApiRoute extends infer R
  ? R extends `${M} ${infer P}`
    ? P
    : never
  : never;

/** The `:name` placeholders of a route template. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

interface BaseOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A 401 of this call refuses a password typed to confirm it; the session goes on. */
  passwordCheck?: boolean;
}

/** Options for a call to `P`: `params` is required exactly when the template has placeholders. */
type RequestOptions<P extends string = string> = [ParamNames<P>] extends [never]
  ? BaseOptions
  : BaseOptions & { params: Record<ParamNames<P>, string | number> };

/** Answer of `M P`, inferred from the shared response schemas. */
type Answer<M extends Method, P extends string> = `${M} ${P}` extends ApiRoute
  ? ApiResponse<`${M} ${P}`>
  : never;

/** Fills the template's placeholders and drops the trailing slash the server ignores. */
function buildUrl(
  template: string,
  params: Record<string, string | number> | undefined,
  query?: Query,
): string {
  let path = template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
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

/**
 * Under the development server every answer is checked against its shared schema, so a drift
 * between server and web shows in the console the moment a screen loads. Production skips the
 * check (it costs time on every call and the server's own tests already hold it to the schemas),
 * and so do unit tests, whose stubbed answers carry only the fields a test needs.
 */
function checkShape(route: string, body: unknown): void {
  if (import.meta.env.MODE !== 'development') return;
  const schema = (
    apiResponses as Record<string, { safeParse(v: unknown): { success: boolean; error?: unknown } }>
  )[route];
  const result = schema?.safeParse(body);
  if (result && !result.success)
    console.error(`Answer of ${route} differs from its schema`, result.error);
}

async function request(
  method: Method,
  template: string,
  body: unknown,
  options: BaseOptions & { params?: Record<string, string | number> } = {},
  isRetry = false,
): Promise<unknown> {
  const path = buildUrl(template, options.params, options.query);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
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

  if (response.status === 401 && sessionExpiredHandler && !options.passwordCheck) {
    // The short-lived access cookie may simply have run out (a laptop asleep past the refresh
    // timer): renew the session once and repeat the call before giving up.
    const canRenew = !isRetry && !path.toLowerCase().startsWith(AUTH_PATH_PREFIX);
    if ((await sessionExpiredHandler(canRenew)) && canRenew) {
      return request(method, template, body, options, true);
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
  checkShape(`${method} ${template}`, data);
  return data;
}

/** Optional when the template has no placeholders, required (for `params`) when it has. */
type OptionsArg<P extends string> = [ParamNames<P>] extends [never]
  ? [options?: RequestOptions<P>]
  : [options: RequestOptions<P>];

/**
 * Calls by route template, e.g. `api.get('/api/products/:id', { params: { id } })`; the answer's
 * type comes from `apiResponses` in shared, so no call names a type of its own.
 */
export const api = {
  get: <P extends PathOf<'GET'>>(path: P, ...[options]: OptionsArg<P>) =>
    request('GET', path, undefined, options) as Promise<Answer<'GET', P>>,
  post: <P extends PathOf<'POST'>>(path: P, body?: unknown, ...[options]: OptionsArg<P>) =>
    request('POST', path, body, options) as Promise<Answer<'POST', P>>,
  put: <P extends PathOf<'PUT'>>(path: P, body?: unknown, ...[options]: OptionsArg<P>) =>
    request('PUT', path, body, options) as Promise<Answer<'PUT', P>>,
  patch: <P extends PathOf<'PATCH'>>(path: P, body?: unknown, ...[options]: OptionsArg<P>) =>
    request('PATCH', path, body, options) as Promise<Answer<'PATCH', P>>,
  delete: <P extends PathOf<'DELETE'>>(path: P, ...[options]: OptionsArg<P>) =>
    request('DELETE', path, undefined, options) as Promise<Answer<'DELETE', P>>,
  /** A DELETE that carries a body, such as the password that proves who asks. */
  deleteWith: <P extends PathOf<'DELETE'>>(path: P, body: unknown, ...[options]: OptionsArg<P>) =>
    request('DELETE', path, body, options) as Promise<Answer<'DELETE', P>>,
};

/** A screen's own texts for a failed call. */
export interface FailureTexts {
  /** Shown when the server answered without a sentence of its own. */
  fallback: string;
  /** Shown when no answer came at all; defaults to `fallback`. */
  network?: string;
  /** Shown for anything that is not an HTTP failure; defaults to `fallback`. */
  unexpected?: string;
}

/**
 * The sentence to show for a failure, the server's own words first, then the
 * screen's texts for the other cases. A plain fallback keeps the offline sentence.
 */
export function errorText(error: unknown, texts: string | FailureTexts): string {
  const {
    fallback,
    network = fallback,
    unexpected = fallback,
  }: FailureTexts = typeof texts === 'string'
    ? { fallback: texts, network: messages.auth.networkError }
    : texts;
  if (!(error instanceof ApiError)) return unexpected;
  if (error.status === NETWORK_ERROR_STATUS) return network;
  return error.fromServer && error.message ? error.message : fallback;
}
