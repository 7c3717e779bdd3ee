import { addressBody } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, pngImage } from './catalogue';
import { multipart } from './product-upload';
import { addDeliveryState, addGatewayFee } from './shop-settings';
import { sessionFor } from './accounts';
import { useTestApp } from './suite';

/**
 * Generated requests over every route the app registers, as a visitor, a shopper and staff:
 * none may answer 5xx or show a stack trace, SQL or a server path, and the shop must still
 * answer afterwards. FUZZ_RUNS sets the number of requests (3,000 by default), FUZZ_SEED
 * replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** mulberry32: small, seeded and good enough to pick test inputs. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof randomSource>;

type Route = { method: string; path: string };

/** The routes Fastify registered, read from its route tree (one full path per line). */
function registeredRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = line.match(/^([│ ]*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      // The API's routes; the web app's files and page fallback are not what is fuzzed here.
      if (path.startsWith('/api/') && method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

/** Field names the shop's forms and calls use, so generated bodies reach the checks. */
const FIELDS = [
  'email',
  'password',
  'new_password',
  'token',
  'first_name',
  'last_name',
  'description',
  'user_manual',
  'rate',
  'stock',
  'weight',
  'gst',
  'category_id',
  'product_id',
  'qty',
  'address_id',
  // name, phone_number and the address lines, as the shared schema has them
  ...Object.keys(addressBody.shape),
  'delivery_rate',
  'additional_rate',
  'type',
  'amount',
  'permissions',
  'status',
  'tracking_number',
  'note',
  'order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'reason',
  'id',
  '__proto__',
  'constructor',
];
const QUERY_KEYS = ['search', 'category_id', 'limit', 'offset', 'from', 'to', 'status', 'page'];

const NASTY_TEXT = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0007bell',
  'line\nbreak',
  "' or 1=1 --",
  '"; drop table users; --',
  '%00',
  '%2e%2e%2f',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'x<victim@evil.example>',
  '"quoted"@example.in',
  '=HYPERLINK("http://evil.example")',
  '\ud800',
  '😀🌿',
  'ऋषि',
  '9'.repeat(40),
  '-1',
  '1e309',
  'NaN',
  'null',
  '2026-02-30',
  '2026-01-01',
  'Payment Verified',
  'Shipped',
  'super_user',
  '50%',
  'asha@example.in',
];

function randomText(r: Random): string {
  switch (r.int(6)) {
    case 0:
      return r.pick(NASTY_TEXT);
    case 1:
      return 'x'.repeat(r.pick([99, 100, 101, 199, 200, 201, 5000, 5001, 20_000]));
    case 2:
      return Array.from({ length: r.int(30) }, () => String.fromCharCode(r.int(0x3000))).join('');
    case 3:
      return String(r.int(2 ** 31) * (r.chance(0.2) ? -1 : 1));
    default:
      return r.pick(NASTY_TEXT) + r.pick(NASTY_TEXT);
  }
}

function randomValue(r: Random, depth = 0): unknown {
  switch (r.int(depth > 1 ? 6 : 9)) {
    case 0:
      return randomText(r);
    case 1:
      return r.pick([0, 1, -1, 3, 1.5, 2 ** 31, 2 ** 53 + 1, -0, 1e308, Number.MAX_SAFE_INTEGER]);
    case 2:
      return r.pick([true, false, null]);
    case 3:
      return r.int(50) + 1;
    case 4:
    case 5:
      return randomText(r);
    case 6:
      return Array.from({ length: r.int(4) }, () => randomValue(r, depth + 1));
    default:
      return randomObject(r, depth + 1);
  }
}

// Built from entries, so `__proto__` becomes an own key as in parsed JSON, not a prototype.
function randomObject(r: Random, depth = 0): Record<string, unknown> {
  const entries: [string, unknown][] = [];
  for (let i = r.int(8); i > 0; i--) entries.push([r.pick(FIELDS), randomValue(r, depth)]);
  if (r.chance(0.1)) entries.push([randomText(r), randomValue(r, depth)]);
  return Object.fromEntries(entries);
}

/** Percent-encoding that survives lone surrogates (which encodeURIComponent refuses). */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));

function randomSegment(r: Random, ids: number[]): string {
  switch (r.int(8)) {
    case 0:
    case 1:
    case 2:
      return String(r.pick(ids));
    case 3:
      return String(r.int(10_000));
    case 4:
      return r.pick(['0', '-1', '2147483648', '1.5', 'abc', '%00', '%2e%2e', '..%2f', '%E0%A4%A']);
    case 5:
      return 'Payment%20Gateway';
    default:
      return encode(randomText(r)).slice(0, 300) || '1';
  }
}

function randomQuery(r: Random): string {
  if (!r.chance(0.4)) return '';
  const parts = Array.from(
    { length: r.int(4) + 1 },
    () =>
      `${r.chance(0.9) ? r.pick(QUERY_KEYS) : encode(randomText(r))}=${encode(randomText(r)).slice(0, 400)}`,
  );
  return `?${parts.join('&')}`;
}

type Body = { payload?: string | Buffer | object; headers: Record<string, string> };

async function randomBody(r: Random, png: Buffer): Promise<Body> {
  switch (r.int(10)) {
    case 0:
      return { headers: {} };
    case 1:
      return {
        payload: r.pick(['{', '{"a":', 'null', '[]', '"text"', '12', '{"a":1}}', '\u0000']),
        headers: { 'content-type': 'application/json' },
      };
    case 2:
      return {
        payload: 'a=1&b=2',
        headers: { 'content-type': r.pick(['application/x-www-form-urlencoded', 'text/plain']) },
      };
    case 3: {
      const fields = Object.fromEntries(
        Object.entries(randomObject(r)).map(([k, v]) => [
          k.replace(/["\r\n]/g, ''),
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      );
      const files = Array.from({ length: r.int(3) }, () => ({
        filename: 'photo.png',
        type: 'image/png',
        content: r.pick([png, Buffer.alloc(0), Buffer.from('not an image'), png.subarray(0, 40)]),
      }));
      const body = multipart(fields, files);
      return { payload: body.payload, headers: body.headers };
    }
    case 4:
      return {
        payload: JSON.stringify(r.pick([[], 'text', 12, null, [randomObject(r)]])),
        headers: { 'content-type': 'application/json' },
      };
    default:
      return { payload: randomObject(r), headers: {} };
  }
}

const LEAKS: [string, RegExp][] = [
  ['stack trace', /\bat [\w.<>]+ \(|\.(ts|js|mjs):\d+:\d+/],
  ['SQL', /\b(select|insert into|update|delete from)\b[\s\S]*\b(from|values|set|where)\b/i],
  ['SQL error', /relation "|syntax error at|violates|duplicate key|column "|Failed query/i],
  ['server path', /\/(work|home|srv|usr|tmp|var)\/|node_modules|packages\/server/],
];

describe('fuzzing every route', () => {
  // With a webhook secret, so the webhook route checks signatures instead of answering 503.
  const t = useTestApp({ RAZORPAY_WEBHOOK_SECRET: 'fuzz-webhook-secret' });
  let routes: Route[];
  let png: Buffer;
  const ids: number[] = [1, 2, 3];

  beforeAll(async () => {
    routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    png = await pngImage();
    const category = await createCategory(t);
    const product = await createProduct(t, { category_id: category.id, stock: 50 }, 2);
    await addDeliveryState(t, { name: 'Kerala' });
    await addGatewayFee(t);
    ids.push(category.id, product.id);
  }, 120_000);

  it(`answers ${RUNS} generated requests without a 5xx or a leak (seed ${SEED})`, async () => {
    expect(routes.length).toBeGreaterThan(50);
    const r = randomSource(SEED);
    const roles = ['visitor', 'shopper', 'staff'] as const;
    const sessions: Record<(typeof roles)[number], string | undefined> = {
      visitor: undefined,
      shopper: undefined,
      staff: undefined,
    };
    // Fuzzed calls may log a session out or change its password: fresh ones now and then.
    const renewSessions = async () => {
      sessions.shopper = (await sessionFor(t)).cookie;
      const staff = await sessionFor(t, { is_admin: true, permissions: ['super_user'] });
      sessions.staff = staff.cookie;
      ids.push(staff.user.id);
    };
    const failures: string[] = [];
    const seenRoutes = new Set<string>();

    for (let i = 0; i < RUNS; i++) {
      if (i % 300 === 0) await renewSessions();
      const route = r.pick(routes);
      const method = r.chance(0.9)
        ? route.method
        : r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
      const path = route.path.replace(/:(\w+)/g, () => randomSegment(r, ids));
      const url = `${r.chance(0.05) ? path.toUpperCase() : path}${randomQuery(r)}`;
      const role = r.pick(roles);
      const body =
        method === 'GET' || method === 'DELETE' ? { headers: {} } : await randomBody(r, png);
      const cookie = sessions[role];
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
        remoteAddress: `10.${r.int(250)}.${r.int(250)}.${r.int(250) + 1}`,
      });
      seenRoutes.add(`${route.method} ${route.path}`);
      const type = String(res.headers['content-type'] ?? '');
      const where = `#${i} ${method} ${url.slice(0, 120)} as ${role} → ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
      for (const [kind, pattern] of LEAKS) {
        if (pattern.test(res.body) && !type.includes('javascript'))
          failures.push(`${where}: ${kind} in ${res.body.slice(0, 200)}`);
      }
      if (res.statusCode >= 400 && type.includes('application/json')) {
        const keys = Object.keys(JSON.parse(res.body) as object);
        if (keys.join() !== 'error') failures.push(`${where}: not { error }: ${res.body}`);
      }
      if (failures.length >= 10) break;
    }

    expect(failures, `seed ${SEED}`).toEqual([]);
    expect(seenRoutes.size).toBe(routes.length);
    // Still serving afterwards.
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await t.app.inject('/api/products')).statusCode).toBe(200);
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
  }, 600_000);
});
