import {
  addressBody,
  idParam,
  messages,
  type AddressListResponse,
  type AddressResponse,
  type MessageResponse,
} from '@shop/shared';
import { parse } from '../../lib/validate';
import { currentUser, requireUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/module-routes';
import { presentAddress } from './present';
import { listAddresses } from './repo';
import * as address from './service';

export const addressRoutes = guardedRoutes(requireUser, async (app, db) => {
  app.get('/user', async (request): Promise<AddressListResponse> => ({
    addresses: (await listAddresses(db, currentUser(request).id)).map(presentAddress),
  }));

  app.post('/', async (request, reply) => {
    const body = parse(addressBody, request.body);
    const row = await address.create(db, currentUser(request).id, body);
    return reply.status(201).send({ address: presentAddress(row) } satisfies AddressResponse);
  });

  app.put('/:id', async (request): Promise<AddressResponse> => {
    const { id } = parse(idParam, request.params);
    const body = parse(addressBody, request.body);
    return { address: presentAddress(await address.update(db, currentUser(request).id, id, body)) };
  });

  app.delete('/:id', async (request): Promise<MessageResponse> => {
    const { id } = parse(idParam, request.params);
    await address.remove(db, currentUser(request).id, id);
    return { message: messages.address.deleted };
  });
});
