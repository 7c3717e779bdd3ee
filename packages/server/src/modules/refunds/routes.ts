import {
  hasPermission,
  idParam,
  messages,
  refundBody,
  type LedgerResponse,
  type RefundResponse,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { invoices, orders } from '../../db/schema';
import { movesStock } from '../../lib/catalogue-cache';
import { notFound } from '../../lib/errors';
import type { PaymentGateway } from '../../lib/gateway/types';
import type { Mailer } from '../../lib/mailer';
import { parse } from '../../lib/validate';
import { currentUser, requirePermission, requireUser } from '../../plugins/auth';
import { listCreditNotes } from './credit-notes';
import { creditNoteFileName, renderCreditNotePdf } from './credit-note-pdf';
import { loadLedger } from './ledger';
import { presentLedger, presentRefund } from './present';
import { requestRefund } from './service';

const creditNoteParams = z.object({ '*': z.string().max(100) });

/**
 * Refunds under /orders: staff who see orders refund them and read their payment ledger;
 * a credit note's PDF follows the invoice's access rules (owner, or staff who see orders).
 */
export const refundRoutes: FastifyPluginAsync<{ gateway: PaymentGateway; mailer: Mailer }> = async (
  app,
  { gateway, mailer },
) => {
  const { db } = app.database;

  app.post(
    '/:id/refunds',
    // Cancel-and-refund gives the stock back.
    { preHandler: requirePermission('super_user'), ...movesStock(app) },
    async (request, reply) => {
      const { id } = parse(idParam, request.params);
      const body = parse(refundBody, request.body);
      const refund = await requestRefund(
        { db, gateway, mailer, publicUrl: app.config.PUBLIC_URL, log: request.log },
        currentUser(request),
        id,
        body,
      );
      return reply.status(201).send({ refund: presentRefund(refund) } satisfies RefundResponse);
    },
  );

  app.get(
    '/:id/ledger',
    { preHandler: requirePermission('super_user') },
    async (request): Promise<LedgerResponse> => {
      const { id } = parse(idParam, request.params);
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
      if (!order) throw notFound(messages.errors.orderNotFound);
      return { ledger: presentLedger(await loadLedger(db, id)) };
    },
  );

  // By number ('CN/2026-27/000001', its slashes raw or encoded, or the file name's dashes)
  // or by id, with or without '.pdf'.
  app.get('/:id/credit-notes/*', { preHandler: requireUser }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const ref = decodeURIComponent(parse(creditNoteParams, request.params)['*']).replace(
      /\.pdf$/i,
      '',
    );
    const user = currentUser(request);
    const [order] = await db
      .select({ user_id: orders.user_id })
      .from(orders)
      .where(eq(orders.id, id));
    const seesAll = user.is_admin && hasPermission(user.permissions, 'super_user');
    if (!order || (!seesAll && order.user_id !== user.id))
      throw notFound(messages.errors.orderNotFound);
    const wanted = ref.replace(/\//g, '-');
    const note = (await listCreditNotes(db, id)).find(
      (n) => String(n.id) === ref || n.number.replace(/\//g, '-') === wanted,
    );
    if (!note) throw notFound(messages.refund.creditNoteNotFound);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, note.invoice_id));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${creditNoteFileName(note.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(await renderCreditNotePdf(note, invoice!));
  });
};
