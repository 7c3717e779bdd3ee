import { creditNoteParams, idParam, refundBody, type RefundResponse } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { movesStock } from '../../lib/catalogue-cache';
import type { PaymentGateway } from '../../lib/gateway/types';
import type { QueueingMailer } from '../../lib/mailer';
import { actorOf } from '../../lib/audit';
import { parse } from '../../lib/validate';
import { currentUser, requireUser, requireWork } from '../../plugins/auth';
import { assertMaySeeOrder, assertOrderExists } from '../orders/access';
import { findCreditNote } from './credit-notes';
import { creditNoteFileName } from './credit-note-pdf';
import { creditNotePdf } from '../tax-documents/pdf-pool';
import { loadLedger } from '../orders/domain/ledger';
import { presentRefund } from '../orders/refund-figures';
import { presentLedger } from './present';
import { requestRefund } from './service';

/**
 * Refunds under /orders: staff who see orders refund them and read their payment ledger;
 * a credit note's PDF follows the invoice's access rules (owner, or staff who see orders).
 */
export const refundRoutes: FastifyPluginAsync<{
  gateway: PaymentGateway;
  mailer: QueueingMailer;
}> = async (app, { gateway, mailer }) => {
  const { db } = app.database;

  app.post(
    '/:id/refunds',
    // Cancel-and-refund gives the stock back.
    { preHandler: requireWork('refunds'), ...movesStock(app) },
    async (request, reply) => {
      const { id } = parse(idParam, request.params);
      const body = parse(refundBody, request.body);
      const refund = await requestRefund(
        { db, gateway, mailer, publicUrl: app.config.PUBLIC_URL, log: request.log },
        currentUser(request),
        id,
        body,
        actorOf(request),
      );
      return reply.status(201).send({ refund: presentRefund(refund) } satisfies RefundResponse);
    },
  );

  app.get('/:id/ledger', { preHandler: requireWork('refunds') }, async (request) => {
    const { id } = parse(idParam, request.params);
    await assertOrderExists(db, id);
    return { ledger: presentLedger(await loadLedger(db, id)) };
  });

  // By number or id, as `creditNoteParams` reads it.
  app.get('/:id/credit-notes/*', { preHandler: requireUser }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const ref = parse(creditNoteParams, request.params)['*'];
    await assertMaySeeOrder(db, currentUser(request), id);
    const { note, invoice } = await findCreditNote(db, id, ref);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${creditNoteFileName(note.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(await creditNotePdf(note, invoice));
  });
};
