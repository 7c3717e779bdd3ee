import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An offline Shiprocket, built from its published external API (apiv2.shiprocket.in/v1/external):
 * a login token, adhoc orders keyed by the channel's order id, AWB assignment, a label link,
 * pickups and tracking by AWB. It records every call so tests can see what the shop asked.
 */
export type FakeShiprocketOrder = {
  id: number;
  shipment_id: number;
  body: Record<string, unknown>;
  awb?: string;
};

const PDF = Buffer.from('%PDF-1.4\n% fake Shiprocket label\n%%EOF\n');

export async function startFakeShiprocket({
  email = 'api@shop.test',
  password = 'shiprocket-pass',
} = {}) {
  const orders: FakeShiprocketOrder[] = [];
  const calls: string[] = [];
  const tokens = new Set<string>();
  const tracking = new Map<string, { current_status: string; date: string; location: string }>();
  let logins = 0;
  const failures = new Set<string>();
  let nextId = 1000;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const shipmentOf = (id: unknown) =>
    orders.find((o) => o.shipment_id === Number(Array.isArray(id) ? id[0] : id));

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname.replace(/^\/v1\/external/, '');
      calls.push(`${req.method} ${path}`);
      if (failures.delete(path)) return send(res, 500, { message: 'Something went wrong' });
      if (path === '/label.pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(PDF);
      }
      const body = req.method === 'POST' ? await read(req) : {};
      if (path === '/auth/login') {
        if (body.email !== email || body.password !== password)
          return send(res, 400, { message: 'Invalid email and password combination' });
        logins++;
        const token = `token-${logins}`;
        tokens.add(token);
        return send(res, 200, { token, email, id: 1 });
      }
      const bearer = req.headers.authorization?.replace(/^Bearer /, '');
      if (!bearer || !tokens.has(bearer)) return send(res, 401, { message: 'Unauthenticated.' });
      if (req.method === 'GET' && path === '/orders') {
        const search = url.searchParams.get('search');
        return send(res, 200, {
          data: orders
            .filter((o) => String(o.body.order_id) === search)
            .map((o) => ({
              id: o.id,
              channel_order_id: String(o.body.order_id),
              shipments: [{ id: o.shipment_id, awb: o.awb ?? null }],
            })),
        });
      }
      if (req.method === 'POST' && path === '/orders/create/adhoc') {
        const order = { id: nextId++, shipment_id: nextId++, body };
        orders.push(order);
        return send(res, 200, {
          order_id: order.id,
          shipment_id: order.shipment_id,
          status: 'NEW',
          status_code: 1,
        });
      }
      if (req.method === 'POST' && path === '/courier/assign/awb') {
        const order = shipmentOf(body.shipment_id);
        if (!order) return send(res, 400, { message: 'Shipment not found' });
        order.awb ??= `1900${order.shipment_id}77`;
        return send(res, 200, {
          awb_assign_status: 1,
          response: {
            data: {
              awb_code: order.awb,
              courier_name: 'Delhivery Surface',
              shipment_id: order.shipment_id,
            },
          },
        });
      }
      if (req.method === 'POST' && path === '/courier/generate/label') {
        if (!shipmentOf(body.shipment_id)) return send(res, 400, { message: 'Shipment not found' });
        const { port } = server.address() as AddressInfo;
        return send(res, 200, {
          label_created: 1,
          label_url: `http://127.0.0.1:${port}/label.pdf`,
        });
      }
      if (req.method === 'POST' && path === '/courier/generate/pickup') {
        if (!shipmentOf(body.shipment_id)) return send(res, 400, { message: 'Shipment not found' });
        return send(res, 200, { pickup_status: 1, response: { pickup_scheduled_date: 'today' } });
      }
      const track = path.match(/^\/courier\/track\/awb\/(.+)$/);
      if (req.method === 'GET' && track) {
        const state = tracking.get(decodeURIComponent(track[1]!));
        if (!state) return send(res, 200, { tracking_data: { track_status: 0 } });
        return send(res, 200, {
          tracking_data: {
            track_status: 1,
            shipment_track: [{ current_status: state.current_status }],
            shipment_track_activities: [
              { date: state.date, activity: state.current_status, location: state.location },
            ],
          },
        });
      }
      send(res, 404, { message: 'Not found' });
    })().catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    email,
    password,
    orders,
    calls,
    get logins() {
      return logins;
    },
    /** The next call of `path` (such as '/courier/generate/label') fails once. */
    failNext: (path: string) => failures.add(path),
    /** Drops every token, as when Shiprocket expires them. */
    expireTokens: () => tokens.clear(),
    /** What tracking by AWB answers from now on. */
    setTracking: (awb: string, current_status: string, date: string, location = 'Jaipur Hub') =>
      tracking.set(awb, { current_status, date, location }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
