import { idParam, pinRuleBody, type PinRuleListResponse, type PinRuleResponse } from '@shop/shared';
import { actorOf } from '../../lib/audit';
import { parse } from '../../lib/validate';
import { requireArea } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/module-routes';
import { presentPinRule } from './present';
import { listPinRules } from './repo';
import { addPinRule, removePinRule } from './service';

/** Staff of the delivery area: rules that stop delivery or cash on delivery by PIN prefix. */
export const pinRuleRoutes = guardedRoutes(requireArea('delivery'), async (app, db) => {
  app.get('/', async (): Promise<PinRuleListResponse> => ({
    pin_rules: (await listPinRules(db)).map(presentPinRule),
  }));

  app.post('/', async (request, reply) => {
    const row = await addPinRule(db, parse(pinRuleBody, request.body), actorOf(request));
    return reply.status(201).send({ pin_rule: presentPinRule(row) } satisfies PinRuleResponse);
  });

  app.delete('/:id', async (request): Promise<PinRuleResponse> => {
    const { id } = parse(idParam, request.params);
    return { pin_rule: presentPinRule(await removePinRule(db, id, actorOf(request))) };
  });
});
