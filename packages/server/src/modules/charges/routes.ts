import {
  chargeBody,
  idParam,
  messages,
  type ChargeAmountResponse,
  type ChargeListResponse,
  type ChargeResponse,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { registerSwitchableRoutes } from '../../lib/switchable-routes';
import { actorOf } from '../../lib/audit';
import { parse } from '../../lib/validate';
import { requireArea, requireUser } from '../../plugins/auth';
import { presentCharge } from './present';
import { listCharges } from './repo';
import * as charges from './service';

const typeParam = z.object({ type: z.string({ error: messages.charge.typeRequired }) });
const optionalBodyId = z.object({ id: idParam.shape.id.nullish() });

export const chargeRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const manager = { preHandler: requireArea('charge') };

  // Shoppers read the gateway fee: the order summary shows it before they pay.
  app.get(
    '/type/:type',
    { preHandler: requireUser },
    async (request): Promise<ChargeAmountResponse> => {
      const { type } = parse(typeParam, request.params);
      return { amount: await charges.currentAmount(db, type) };
    },
  );

  app.get('/', manager, async (): Promise<ChargeListResponse> => ({
    charges: (await listCharges(db)).map(presentCharge),
  }));

  app.post('/', manager, async (request, reply) => {
    const row = await charges.create(db, parse(chargeBody, request.body), actorOf(request));
    return reply.status(201).send({ charge: presentCharge(row) } satisfies ChargeResponse);
  });

  app.put('/:id', manager, async (request): Promise<ChargeResponse> => {
    const { id } = parse(idParam, request.params);
    const body = parse(chargeBody, request.body);
    const { id: bodyId } = parse(optionalBodyId, request.body);
    return {
      charge: presentCharge(
        await charges.update(db, id, body, actorOf(request), bodyId ?? undefined),
      ),
    };
  });

  registerSwitchableRoutes(app, manager, {
    key: 'charge',
    present: presentCharge,
    setActive: charges.setActive,
    remove: charges.remove,
    messages: messages.charge,
  });
};
