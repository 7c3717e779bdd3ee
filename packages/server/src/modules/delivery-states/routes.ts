import {
  deliveryStateBody,
  idParam,
  messages,
  type DeliveryStateChangedResponse,
  type DeliveryStateListResponse,
  type DeliveryStateResponse,
  type MessageResponse,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
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
    const row = await states.create(db, parse(deliveryStateBody, request.body));
    return reply
      .status(201)
      .send({ delivery_state: presentDeliveryState(row) } satisfies DeliveryStateResponse);
  });

  app.put('/update/:id', manager, async (request): Promise<DeliveryStateResponse> => {
    const { id } = parse(idParam, request.params);
    const row = await states.update(db, id, parse(deliveryStateBody, request.body));
    return { delivery_state: presentDeliveryState(row) };
  });

  app.patch('/activate/:id', manager, async (request): Promise<DeliveryStateChangedResponse> => {
    const { id } = parse(idParam, request.params);
    const row = await states.setActive(db, id, true);
    return { message: messages.delivery.activated, delivery_state: presentDeliveryState(row) };
  });

  app.patch('/deactivate/:id', manager, async (request): Promise<DeliveryStateChangedResponse> => {
    const { id } = parse(idParam, request.params);
    const row = await states.setActive(db, id, false);
    return { message: messages.delivery.deactivated, delivery_state: presentDeliveryState(row) };
  });

  app.delete('/delete/:id', manager, async (request): Promise<MessageResponse> => {
    const { id } = parse(idParam, request.params);
    await states.remove(db, id);
    return { message: messages.delivery.deleted };
  });
};
