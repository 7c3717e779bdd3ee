import { deliveryStateBody, messages, type DeliveryStateListResponse } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerEditableRoutes } from '../../lib/editable-routes';
import { registerSwitchableRoutes } from '../../lib/switchable-routes';
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

  const list = { key: 'delivery_state', present: presentDeliveryState } as const;
  registerEditableRoutes(app, manager, {
    ...list,
    body: deliveryStateBody,
    create: states.create,
    update: states.update,
    paths: { create: '/create', update: '/update/:id' },
  });
  registerSwitchableRoutes(app, manager, {
    ...list,
    setActive: states.setActive,
    remove: states.remove,
    messages: messages.delivery,
  });
};
