import {
  gstSummaryQuery,
  idParam,
  messages,
  type InvoiceResponse,
  indiaMonthRange,
} from '@shop/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { actorOf, audit } from '../../lib/audit';
import { parse } from '../../lib/validate';
import { currentUser, requireArea, requireUser, requireWork } from '../../plugins/auth';
import { invoiceFileName } from '../invoices/pdf';
import { invoicePdf } from '../tax-documents/pdf-pool';
import { presentInvoice } from '../invoices/present';
import { findInvoiceByOrder, listInvoicesIssued } from '../invoices/read-model';
import { sellerFromConfig } from '../tax-documents/seller';
import { gstSummaryCsv } from './summary';
import { assertMaySeeOrder } from '../orders/access';
import { listCreditNotes, listCreditNotesIssued } from '../refunds/credit-notes';
import { presentCreditNote } from '../refunds/present';

/**
 * Invoices, under /orders beside the order routes: each order's invoice for its owner and
 * for staff who see all orders (anyone else is told the order does not exist), and the
 * monthly GST summary for staff.
 */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  async function invoiceFor(request: FastifyRequest) {
    const { id } = parse(idParam, request.params);
    await assertMaySeeOrder(db, currentUser(request), id);
    const invoice = await findInvoiceByOrder(db, id);
    if (!invoice) throw notFound(messages.invoice.notYet);
    return invoice;
  }

  app.get(
    '/:id/invoice',
    { preHandler: requireUser },
    async (request): Promise<InvoiceResponse> => {
      const invoice = await invoiceFor(request);
      return {
        invoice: presentInvoice(invoice),
        // One per processed refund (docs/decisions/017).
        credit_notes: (await listCreditNotes(db, invoice.order_id)).map((note) =>
          presentCreditNote(note, invoice.number),
        ),
      };
    },
  );

  app.get('/:id/invoice.pdf', { preHandler: requireUser }, async (request, reply) => {
    const invoice = await invoiceFor(request);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(await invoicePdf(invoice));
  });

  // The seller block of the delivery slips: the same settings as the invoices'.
  app.get('/seller', { preHandler: requireArea('orders') }, async () => {
    const { name, address, state, state_code, gstin } = sellerFromConfig(app.config);
    return { seller: { name, address, state, state_code, gstin } };
  });

  app.get('/gst-summary', { preHandler: requireWork('gstSummary') }, async (request, reply) => {
    const { month } = parse(gstSummaryQuery, request.query);
    const { start, end } = indiaMonthRange(month);
    const list = await listInvoicesIssued(db, start, end);
    const notes = await listCreditNotesIssued(db, start, end);
    await audit(db, actorOf(request), {
      action: 'gst_summary.export',
      target: { type: 'gst_summary', id: month },
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gst-summary-${month}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(gstSummaryCsv(month, list, notes));
  });
};
