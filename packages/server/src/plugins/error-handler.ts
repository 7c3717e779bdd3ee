import type { Socket } from 'node:net';
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { messages } from '@shop/shared';
import { fromDatabaseError, HttpError, isDatabaseUnavailable } from '../lib/errors';

type Answer = { status: number; message: string };

/** Statuses Fastify and its plugins raise for malformed requests, with our sentence for each. */
const frameworkErrors: Record<string, Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.errors.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.errors.invalidJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.errors.unsupportedMedia },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.errors.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: messages.product.imageTooLarge },
  FST_FILES_LIMIT: { status: 400, message: messages.product.maxImages },
  FST_FIELDS_LIMIT: { status: 400, message: messages.validation.tooManyFields },
  FST_PARTS_LIMIT: { status: 400, message: messages.validation.tooManyFields },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: messages.errors.unsupportedMedia },
  // An upload's file cut off mid-stream: the form broke a limit while the file was being read,
  // or the body ended early. Either way the request, not the shop, is at fault.
  ERR_STREAM_PREMATURE_CLOSE: { status: 400, message: messages.errors.badRequest },
  FST_ERR_BAD_URL: { status: 400, message: messages.errors.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: messages.errors.urlTooLong },
};

/** A sentence per status for any other client error, so no framework text reaches a client. */
const statusMessages: Record<number, string> = {
  400: messages.errors.badRequest,
  404: messages.errors.notFound,
  405: messages.errors.methodNotAllowed,
  413: messages.errors.payloadTooLarge,
  414: messages.errors.urlTooLong,
  415: messages.errors.unsupportedMedia,
  429: messages.errors.tooManyRequests,
  431: messages.errors.headersTooLarge,
};

/** Seconds a client is asked to wait while the database is away: a restart takes a few. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * One place turns every failure into `{ error }`. Below 500 the sentence is meant for the
 * shopper; at 500 only a generic sentence leaves and the details go to the log. While the
 * database cannot be reached, every answer is 503 with `Retry-After`, logged once per outage.
 */
export function registerErrorHandlers(app: FastifyInstance) {
  const outage = watchOutages(app.log);
  const stopWatching = app.database.onConnection(outage.over);
  app.addHook('onClose', async () => stopWatching());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      outage.began(error);
      const message =
        error instanceof HttpError && error.statusCode === 503
          ? error.message
          : messages.errors.databaseUnavailable;
      return reply
        .status(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .send({ error: message });
    }
    const known =
      error instanceof HttpError
        ? { status: error.statusCode, message: error.message }
        : (frameworkErrors[error.code] ?? mapDatabaseError(error) ?? mapClientError(error));
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(known.status).send({ error: known.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: messages.errors.generic });
  });
}

/**
 * Errors Fastify raises before any route runs (a malformed or over-long URL). Its own answer
 * would echo the URL back; ours does not. Passed as Fastify's `frameworkErrors` option.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const known = frameworkErrors[error.code] ?? { status: 400, message: messages.errors.badUrl };
  return reply.status(known.status).send({ error: known.message });
}

const HTTP_REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node's HTTP parser refuses (headers too large, a malformed request line) never
 * reach Fastify's routing; this writes the same `{ error }` shape straight to the socket.
 * Passed as Fastify's `clientErrorHandler` option.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify({ error: statusMessages[status] ?? messages.errors.badRequest });
  socket.end(
    `HTTP/1.1 ${status} ${HTTP_REASONS[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function mapDatabaseError(error: unknown) {
  const mapped = fromDatabaseError(error);
  return mapped && { status: mapped.statusCode, message: mapped.message };
}

/** Any other 4xx keeps its status but gets our sentence, never the error's own text. */
function mapClientError(error: FastifyError): Answer | undefined {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  return { status, message: statusMessages[status] ?? messages.errors.badRequest };
}

/**
 * An outage is logged when the first request fails on it and again when a new connection
 * opens, not once per request: a restart under traffic would otherwise write hundreds of
 * stacks saying the same thing.
 */
function watchOutages(log: FastifyBaseLogger) {
  let since: number | undefined;
  return {
    began(err: unknown) {
      if (since !== undefined) return;
      since = Date.now();
      log.error({ err }, 'database unavailable: answering 503 until it is back');
    },
    over() {
      if (since === undefined) return;
      log.warn({ downMs: Date.now() - since }, 'database reachable again');
      since = undefined;
    },
  };
}
