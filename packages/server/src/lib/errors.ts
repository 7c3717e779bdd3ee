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
