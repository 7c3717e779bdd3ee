import multipart from '@fastify/multipart';
import {
  idParam,
  messages,
  shipmentBody,
  shipmentParams,
  type AdminOrderListResponse,
  type ShipmentImportResponse,
  type ShipmentResponse,
  type ShippingSetupResponse,
} from '@shop/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { currentUser, requireArea } from '../../plugins/auth';
import { presentAdminOrder } from '../admin-orders/present';
import { peopleById } from '../admin-orders/repo';
import { loadOrders } from '../orders/repo';
import { presentShipment } from './present';
import { findLabel, findOrdersToShip } from './repo';
import { importShipments, ship } from './service';

/** Enough for 500 rows of three short fields, with room to spare. */
const MAX_CSV_BYTES = 256 * 1024;

/** The file of a multipart upload, in the field `file`. */
async function readCsvUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(messages.shipments.csvFile);
  let content: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.fieldname === 'file') content = buffer;
    }
  }
  if (!content) throw badRequest(messages.shipments.csvFile);
  return content;
}

/**
 * Shipping under /orders, for staff of the Orders area: ship one order, ship many from a
 * CSV, the day's To ship list, and a shipment's label.
 */
export const shipmentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  app.addHook('preHandler', requireArea('orders'));
  await app.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 2 } });
  const noticeContext = (request: FastifyRequest) => ({
    db,
    mailer: app.mailer,
    publicUrl: app.config.PUBLIC_URL,
    log: request.log,
  });

  app.get('/shipping-setup', async (): Promise<ShippingSetupResponse> => ({ shiprocket: false }));

  app.get('/to-ship', async (): Promise<AdminOrderListResponse> => {
    const orders = await loadOrders(db, await findOrdersToShip(db));
    const people = await peopleById(
      db,
      orders.map((order) => order.user_id),
    );
    return { orders: orders.map((order) => presentAdminOrder(order, people)) };
  });

  app.post('/:id/shipments', async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const entry = parse(shipmentBody, request.body);
    if (!entry.tracking_number) throw badRequest(messages.shipments.trackingRequired);
    const shipment = await ship(noticeContext(request), currentUser(request), id, {
      ...entry,
      tracking_number: entry.tracking_number,
    });
    return reply
      .status(201)
      .send({ shipment: presentShipment(shipment) } satisfies ShipmentResponse);
  });

  app.post('/shipments/import', async (request): Promise<ShipmentImportResponse> => {
    const content = await readCsvUpload(request);
    return {
      results: await importShipments(noticeContext(request), currentUser(request), content),
    };
  });

  app.get('/:id/shipments/:shipmentId/label.pdf', async (request, reply) => {
    const { id, shipmentId } = parse(shipmentParams, request.params);
    const label = await findLabel(db, id, shipmentId);
    if (!label) throw notFound(messages.shipments.notFound);
    if (!label.label_pdf) throw notFound(messages.shipments.noLabel);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="label-order-${id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(label.label_pdf);
  });
};
