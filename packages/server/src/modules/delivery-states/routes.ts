import {
  deliveryStateBody,
  idParam,
  messages,
  type DeliveryStateListResponse,
  type DeliveryStateResponse,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerSwitchableRoutes } from '../../lib/switchable-routes';
import { actorOf } from '../../lib/audit';
import { parse } from '../../lib/validate';
import { requireArea, requireUser } from '../../plugins/auth';
import { presentDeliveryState } from './present';
import { listDeliveryStates } from './repo';
import * as states from './service';

export const deliveryStateRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const manager = { preHandler: requireArea('delivery') };

  // Shoppers read the active states: the address form and the order summary need them.
  app.get('/active', { preHandler: requireUser }, async (): Promise<DeliveryStateListResponse> => ({
    delivery_states: (await listDeliveryStates(db, true)).map(presentDeliveryState),
  }));

  app.get('/all', manager, async (): Promise<DeliveryStateListResponse> => ({
    delivery_states: (await listDeliveryStates(db, false)).map(presentDeliveryState),
  }));

  app.post('/create', manager, async (request, reply) => {
    const row = await states.create(db, parse(deliveryStateBody, request.body), actorOf(request));
    return reply
      .status(201)
      .send({ delivery_state: presentDeliveryState(row) } satisfies DeliveryStateResponse);
  });

  app.put('/update/:id', manager, async (request): Promise<DeliveryStateResponse> => {
    const { id } = parse(idParam, request.params);
    const row = await states.update(
      db,
      id,
      parse(deliveryStateBody, request.body),
      actorOf(request),
    );
    return { delivery_state: presentDeliveryState(row) };
  });

  registerSwitchableRoutes(app, manager, {
    key: 'delivery_state',
    present: presentDeliveryState,
    setActive: states.setActive,
    remove: states.remove,
    messages: messages.delivery,
  });
};
