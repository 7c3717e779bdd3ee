import { messages } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SandboxCheckout } from '../../lib/gateway/types';
import type { SessionUser } from '../../plugins/auth';
import { findOrderIdByGatewayOrder } from '../orders/read-model';

/** Only the shopper who placed an order can pay or decline it in the sandbox. */
export async function answerSandboxCheckout(
  db: Db,
  sandbox: SandboxCheckout,
  user: SessionUser,
  gatewayOrderId: string,
  answer: 'approve' | 'decline',
) {
  if ((await findOrderIdByGatewayOrder(db, gatewayOrderId, user.id)) === undefined)
    throw notFound(messages.errors.orderNotFound);
  return answer === 'approve' ? sandbox.approve(gatewayOrderId) : sandbox.decline(gatewayOrderId);
}
