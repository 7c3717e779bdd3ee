import multipart from '@fastify/multipart';
import {
  type AdminOrderListResponse,
  idParam,
  shipmentBody,
  type ShipmentImportResponse,
  shipmentMessages,
  shipmentParams,
  type ShipmentResponse,
  type ShippingSetupResponse,
} from '@shop/shared';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import type { Shiprocket } from '../../lib/shiprocket/client';
import { parse } from '../../lib/validate';
import { currentUser, requireArea } from '../../plugins/auth';
import { presentAdminOrder } from '../admin-orders/present';
import { peopleById } from '../admin-orders/read-model';
import { loadOrders } from '../orders/read-model';
import { presentShipment } from './present';
import { findLabel, findOrdersToShip } from './repo';
import { importShipments, ship } from './service';
import { applyTrackingUpdate, shipWithShiprocket } from './shiprocket';
import { actorOf } from '../../lib/audit';
import { sellerFromConfig } from '../tax-documents/seller';

/** Enough for 500 rows of three short fields, with room to spare. */
const MAX_CSV_BYTES = 256 * 1024;

/** Limits of the upload form that mean "not one CSV file" rather than what they say elsewhere. */
const NOT_ONE_FILE = new Set([
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PARTS_LIMIT',
  // the file being read when a limit cut the form off
  'ERR_STREAM_PREMATURE_CLOSE',
]);

/** The file of a multipart upload, in the field `file`. */
async function readCsvUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(shipmentMessages.csvFile);
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file') content = buffer;
      }
    }
  } catch (err) {
    if (NOT_ONE_FILE.has((err as { code?: string }).code ?? '')) {
      throw badRequest(shipmentMessages.csvFile);
    }
    throw err;
  }
  if (!content) throw badRequest(shipmentMessages.csvFile);
  return content;
}

/**
 * Shipping under /orders, for staff of the Orders area: ship one order, ship many from a
 * CSV, the day's To ship list, and a shipment's label.
 */
export const shipmentRoutes: FastifyPluginAsync<{ shiprocket?: Shiprocket }> = async (
  app,
  { shiprocket },
) => {
  const { db } = app.database;
  app.addHook('preHandler', requireArea('orders'));
  await app.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 2 } });
  const noticeContext = (request: FastifyRequest) => ({
    db,
    mailer: app.mailer,
    publicUrl: app.config.PUBLIC_URL,
    log: request.log,
    who: actorOf(request),
    seller: sellerFromConfig(app.config),
  });

  app.get('/shipping-setup', async (): Promise<ShippingSetupResponse> => ({
    shiprocket: shiprocket !== undefined,
  }));

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
    // Shiprocket without a number: the shop books the parcel with Shiprocket itself.
    const shipment = entry.tracking_number
      ? await ship(noticeContext(request), currentUser(request), id, {
          ...entry,
          tracking_number: entry.tracking_number,
        })
      : await shipWithShiprocket(
          noticeContext(request),
          shiprocket,
          app.config,
          currentUser(request),
          id,
        );
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
    if (!label) throw notFound(shipmentMessages.notFound);
    if (!label.label_pdf) throw notFound(shipmentMessages.noLabel);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="label-order-${id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(label.label_pdf);
  });
};

const sameToken = (given: unknown, expected: string | undefined) => {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Shiprocket's tracking webhook: accepted only with `x-api-key` equal to
 * SHIPROCKET_WEBHOOK_TOKEN; every event it accepts or ignores answers 200 (Shiprocket wants
 * nothing else), an unknown AWB is logged.
 */
export const shiprocketWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.post('/shiprocket/webhook', async (request) => {
    if (!sameToken(request.headers['x-api-key'], app.config.SHIPROCKET_WEBHOOK_TOKEN))
      throw unauthorized(shipmentMessages.webhookToken);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : undefined);
    const awb = text(body.awb) ?? (typeof body.awb === 'number' ? String(body.awb) : undefined);
    const status = text(body.current_status);
    if (!awb || !status) return { message: 'Ignored.' };
    const scans = Array.isArray(body.scans) ? (body.scans as Record<string, unknown>[]) : [];
    const known = await applyTrackingUpdate(
      {
        db: app.database.db,
        mailer: app.mailer,
        publicUrl: app.config.PUBLIC_URL,
        log: request.log,
      },
      {
        awb,
        current_status: status,
        current_timestamp: text(body.current_timestamp),
        location: text(scans.at(-1)?.location) ?? null,
        source: 'shiprocket',
      },
    );
    if (!known) request.log.warn({ awb }, 'Shiprocket webhook for an unknown AWB');
    return { message: known ? 'Recorded.' : 'Ignored.' };
  });
};
