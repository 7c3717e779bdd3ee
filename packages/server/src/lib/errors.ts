import { messages } from '@shop/shared';

/** An error whose sentence is safe to show a shopper; the handler turns it into `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = messages.errors.loginRequired) =>
  new HttpError(401, message);
export const forbidden = (message: string = messages.errors.forbidden) =>
  new HttpError(403, message);
export const notFound = (message: string = messages.errors.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string = messages.errors.tooManyRequests) =>
  new HttpError(429, message);
/** The database cannot be reached; `cause` is the driver's error, kept for the log. */
export const serviceUnavailable = (
  message: string = messages.errors.databaseUnavailable,
  cause?: unknown,
) => new HttpError(503, message, { cause });

/** A check that a looked-up row exists: the row, or a 404 with `message`. */
export const foundOr404 =
  (message: string) =>
  <T>(row: T | undefined): T => {
    if (!row) throw notFound(message);
    return row;
  };

type PgLikeError = { code?: unknown; constraint?: unknown };

/** Unique constraints a request can run into, with the sentence that explains each. */
const duplicateMessages: Record<string, string> = {
  users_email_lower_key: messages.errors.emailTaken,
  categories_name_lower_key: messages.category.duplicate,
  coupons_code_lower_key: messages.promotions.codeDuplicate,
};

/**
 * PostgreSQL errors that a request can cause on purpose are mapped once here,
 * so no table or column name ever reaches a response.
 */
export function fromDatabaseError(error: unknown): HttpError | undefined {
  const cause = (error as { cause?: PgLikeError }).cause ?? (error as PgLikeError);
  switch (cause?.code) {
    case '23505':
      return conflict(duplicateMessages[String(cause.constraint)] ?? messages.errors.duplicate);
    case '23503':
      return badRequest(messages.errors.relatedMissing);
    case '23514':
      return badRequest(messages.errors.invalidValue);
    case '22P02':
    case '22003':
      return badRequest(messages.errors.invalidValue);
    // A NUL or a byte the database cannot store, should one get past the checks at the edge.
    case '22021':
    case '22P05':
      return badRequest(messages.errors.invalidText);
    default:
      return undefined;
  }
}

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection
 * exceptions), admin or crash shutdown, starting up or shutting down, no connection slot free.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/**
 * Socket errors on the way to the database server. Only the system call's own error counts
 * (it names its `syscall`): a browser that drops its upload fails with `ECONNRESET` too.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What the PostgreSQL driver and its pool say, without a code, when a connection is lost. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether `error` (or an error it was caused by) means the database server cannot be reached
 * right now: a restart, an outage or a lost connection, which a retry a little later fixes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const { code, syscall, message, cause, errors } = e as {
      code?: unknown;
      syscall?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_STATES.has(code)) return true;
      if (NETWORK_CODES.has(code) && typeof syscall === 'string') return true;
    }
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    // A host name with several addresses fails with one error per address.
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    e = cause;
  }
  return false;
}
