import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { apiResponses, errorResponse, type ApiRoute } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

export type ShapeMismatch = { route: string; status: number; problem: string };

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

/** The JSON text of a body as sent, or undefined when it is a stream (read by the client only). */
function jsonText(payload: unknown, encoding: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return undefined;
  const decode = typeof encoding === 'string' ? decoders[encoding] : undefined;
  return (decode ? decode(payload) : payload).toString('utf8');
}

/**
 * Checks every JSON answer of `app` against its schema in `apiResponses` (`errorResponse`
 * for any failure) and collects what does not match; a route missing from the table counts
 * as a mismatch too, so a new route cannot go unchecked. Successful answers of the routes in
 * `ownRoutes` (added by a test for itself, such as `GET /api/test/user`) are not checked.
 */
export function watchResponseShapes(app: FastifyInstance, ownRoutes = new Set<string>()) {
  const mismatches: ShapeMismatch[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (!String(reply.getHeader('content-type')).startsWith('application/json')) return payload;
    const text = jsonText(payload, reply.getHeader('content-encoding'));
    if (!text) return payload;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const status = reply.statusCode;
    if (status < 400 && ownRoutes.has(route)) return payload;
    const schema: z.ZodType | undefined =
      status >= 400 ? errorResponse : apiResponses[route as ApiRoute];
    if (!schema) {
      mismatches.push({ route, status, problem: 'no response schema for this route' });
      return payload;
    }
    const result = schema.safeParse(JSON.parse(text));
    if (!result.success) mismatches.push({ route, status, problem: result.error.message });
    return payload;
  });
  return mismatches;
}

export const describeMismatches = (list: ShapeMismatch[]) =>
  list.map((m) => `${m.route} → ${m.status}: ${m.problem}`).join('\n');
