/**
 * Shiprocket's external API through our own small `fetch` client, as Razorpay's: a login token
 * (valid 10 days, renewed a day early), adhoc orders, AWB assignment, labels, pickups and
 * tracking by AWB. `SHIPROCKET_API_URL` points it elsewhere (the tests' offline fake).
 */

export type ShiprocketOrder = {
  /** The shop's order id, which Shiprocket keeps as the channel order id. */
  order_id: string;
  order_date: string;
  pickup_location: string;
  billing_customer_name: string;
  billing_last_name: string;
  billing_address: string;
  billing_address_2: string;
  billing_city: string;
  billing_pincode: string;
  billing_state: string;
  billing_country: string;
  billing_email: string;
  billing_phone: string;
  shipping_is_billing: boolean;
  order_items: { name: string; sku: string; units: number; selling_price: number }[];
  payment_method: 'Prepaid' | 'COD';
  /** For COD, what the courier collects. */
  sub_total: number;
  /** A note on the order: a COD order's "COD: collect ₹X". */
  comment?: string;
  length: number;
  breadth: number;
  height: number;
  /** Kilograms. */
  weight: number;
};

export type TrackingScan = {
  date: string;
  status?: string;
  activity?: string;
  location?: string;
  'sr-status'?: string | number;
  'sr-status-label'?: string;
};

export type Tracking = { current_status: string; scans: TrackingScan[] };

export class ShiprocketError extends Error {}

export type Shiprocket = ReturnType<typeof createShiprocket>;

/** A token lasts 240 hours; it is renewed a day before that. */
const TOKEN_LIFE_MS = 9 * 24 * 60 * 60 * 1000;

export function createShiprocket(opts: {
  apiUrl: string;
  email: string;
  password: string;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  const base = `${opts.apiUrl.replace(/\/$/, '')}/v1/external`;
  let token: { value: string; until: number } | undefined;

  async function login() {
    const res = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: opts.email, password: opts.password }),
    });
    const body = (await res.json().catch(() => ({}))) as { token?: string; message?: string };
    if (!res.ok || !body.token)
      throw new ShiprocketError(body.message ?? `login answered ${res.status}`);
    token = { value: body.token, until: now() + TOKEN_LIFE_MS };
    return token.value;
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    retried = false,
  ): Promise<T> {
    const bearer = token && token.until > now() ? token.value : await login();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${bearer}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // A token revoked early (a password change) is renewed once.
    if (res.status === 401 && !retried) {
      token = undefined;
      return call(method, path, body, true);
    }
    const answer = (await res.json().catch(() => ({}))) as T & { message?: string };
    if (!res.ok) throw new ShiprocketError(answer.message ?? `${path} answered ${res.status}`);
    return answer;
  }

  return {
    /**
     * The Shiprocket order made earlier for the shop's order, if any: Shiprocket has no
     * idempotency key, so a retried create looks first.
     */
    async findOrder(orderId: string) {
      const found = await call<{
        data?: {
          id: number;
          channel_order_id: string;
          shipments?: { id: number; awb?: string | null }[];
        }[];
      }>('GET', `/orders?search=${encodeURIComponent(orderId)}`);
      const order = found.data?.find((o) => o.channel_order_id === orderId);
      const shipment = order?.shipments?.[0];
      return order && shipment ? { order_id: order.id, shipment_id: shipment.id } : undefined;
    },
    async createOrder(order: ShiprocketOrder) {
      const made = await call<{ order_id: number; shipment_id: number }>(
        'POST',
        '/orders/create/adhoc',
        order,
      );
      return { order_id: made.order_id, shipment_id: made.shipment_id };
    },
    async assignAwb(shipmentId: number) {
      const answer = await call<{
        awb_assign_status?: number;
        response?: { data?: { awb_code?: string; courier_name?: string } };
        message?: string;
      }>('POST', '/courier/assign/awb', { shipment_id: shipmentId });
      const data = answer.response?.data;
      if (answer.awb_assign_status !== 1 || !data?.awb_code)
        throw new ShiprocketError(answer.message ?? 'no AWB was assigned');
      return { awb: data.awb_code, courier: data.courier_name ?? '' };
    },
    /** The label's PDF, fetched from the link Shiprocket answers with. */
    async label(shipmentId: number) {
      const answer = await call<{ label_created?: number; label_url?: string }>(
        'POST',
        '/courier/generate/label',
        { shipment_id: [shipmentId] },
      );
      if (!answer.label_url) throw new ShiprocketError('no label was made');
      const pdf = await fetch(answer.label_url);
      if (!pdf.ok) throw new ShiprocketError(`the label answered ${pdf.status}`);
      return Buffer.from(await pdf.arrayBuffer());
    },
    async requestPickup(shipmentId: number) {
      await call('POST', '/courier/generate/pickup', { shipment_id: [shipmentId] });
    },
    async track(awb: string): Promise<Tracking | undefined> {
      const answer = await call<{
        tracking_data?: {
          shipment_track?: { current_status?: string }[];
          shipment_track_activities?: TrackingScan[] | null;
        };
      }>('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
      const data = answer.tracking_data;
      const current = data?.shipment_track?.[0]?.current_status;
      if (!data || !current) return undefined;
      return { current_status: current, scans: data.shipment_track_activities ?? [] };
    },
  };
}
