import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '@shop/shared';
import { fromDatabaseError, HttpError } from '../lib/errors';

/** Statuses Fastify and its plugins raise for malformed requests, with our sentence for each. */
const frameworkErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.errors.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.errors.invalidJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.errors.unsupportedMedia },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.errors.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: messages.product.imageTooLarge },
  FST_FILES_LIMIT: { status: 400, message: messages.product.maxImages },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: messages.errors.unsupportedMedia },
};

/**
 * One place turns every failure into `{ error }`. Below 500 the sentence is meant for the
 * shopper; at 500 only a generic sentence leaves and the details go to the log.
 */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known =
      error instanceof HttpError
        ? { status: error.statusCode, message: error.message }
        : (frameworkErrors[error.code] ?? mapDatabaseError(error) ?? mapRateLimit(error));
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(known.status).send({ error: known.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: messages.errors.generic });
  });
}

function mapDatabaseError(error: unknown) {
  const mapped = fromDatabaseError(error);
  return mapped && { status: mapped.statusCode, message: mapped.message };
}

function mapRateLimit(error: FastifyError) {
  return error.statusCode === 429
    ? { status: 429, message: messages.errors.tooManyRequests }
    : undefined;
}
