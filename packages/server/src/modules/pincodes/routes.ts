import rateLimit from '@fastify/rate-limit';
import {
  deliveryQuoteQuery,
  messages,
  pincodeParams,
  type DeliveryQuoteResponse,
  type PincodeResponse,
} from '@shop/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { quoteDelivery } from './delivery-quote';
import { presentPincode } from './present';
import { lookUp } from './service';

// The directory changes only with a release: browsers and proxies may keep an answer a day.
const DIRECTORY_CACHE = 'public, max-age=86400';
// A quote follows staff's rates and rules, so it is kept only briefly.
const QUOTE_CACHE = 'public, max-age=300';

/** Public: `GET /pincodes/:pin` and `GET /delivery/quote`, paced per client address. */
export const pincodeRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  await app.register(rateLimit, { global: false });
  const paced = app.createRateLimit({
    max: app.config.PIN_LOOKUP_LIMIT,
    timeWindow: 60_000,
    keyGenerator: (request) => `pincodes:${request.ip}`,
  });
  const pace = async (request: FastifyRequest) => {
    const result = await paced(request);
    if (!result.isAllowed && result.isExceeded)
      throw tooManyRequests(messages.errors.tooManyRequests);
  };

  app.get('/pincodes/:pin', { onRequest: pace }, async (request, reply) => {
    const { pin } = parse(pincodeParams, request.params);
    const body: PincodeResponse = { pincode: presentPincode(await lookUp(db, pin)) };
    return reply.header('cache-control', DIRECTORY_CACHE).send(body);
  });

  app.get('/delivery/quote', { onRequest: pace }, async (request, reply) => {
    const query = parse(deliveryQuoteQuery, request.query);
    const body: DeliveryQuoteResponse = { quote: await quoteDelivery(db, query) };
    return reply.header('cache-control', QUOTE_CACHE).send(body);
  });
};
