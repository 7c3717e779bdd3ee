// Browsing beside checkout traffic: 50 clients reading the catalogue (40 on product pages,
// 10 on the storefront's first listing page) while shoppers check out at a steady 10 a second
// (place-order, pay in the sandbox, verify-payment) and anonymous clients post 5 refused
// requests a second (an unsigned webhook, a place-order without a login). Each round measures
// browsing alone, then the same browsing with the checkout traffic beside it.
import { readFileSync, readdirSync } from 'node:fs';
import { percentile, run, type Measured } from './measure';

export type MixedShop = { baseUrl: string; pid: number; cookies: string[]; addressIds: number[] };

const PRODUCTS = 35;
const FIRST_PAGE = '/api/products?limit=24';
const CHECKOUTS_PER_SECOND = 10;
const REFUSED_PER_SECOND = 5;

export type Browsing = { products: Measured; listing: Measured; rps: number };
export type Checkouts = {
  done: number;
  failed: number;
  placeP99: number;
  verifyP50: number;
  verifyP99: number;
  /** Refused posts answered anything but their refusal. */
  refusedWrong: number;
  refused: number;
};

/** The browsing load alone: product pages in turn over all products, and the first listing page. */
async function browse(shop: MixedShop, seconds: number): Promise<Browsing> {
  const paths = Array.from({ length: PRODUCTS }, (_, i) => `/api/products/${i + 1}`);
  const [products, listing] = await Promise.all([
    run({ url: shop.baseUrl, connections: 40, seconds, paths }),
    run({ url: shop.baseUrl + FIRST_PAGE, connections: 10, seconds }),
  ]);
  return { products, listing, rps: products.rps + listing.rps };
}

const post = async (url: string, body: unknown, cookie?: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  return { status: res.status, json };
};

/** One shopper's checkout: place the order, approve it in the sandbox, verify the payment. */
async function checkout(shop: MixedShop, i: number, verifyTimes: number[], placeTimes: number[]) {
  const shopper = i % shop.cookies.length;
  const cookie = shop.cookies[shopper]!;
  let started = performance.now();
  const placed = await post(
    `${shop.baseUrl}/api/orders/place-order`,
    { product_id: 1 + (i % PRODUCTS), qty: 1, address_id: shop.addressIds[shopper] },
    cookie,
  );
  placeTimes.push(performance.now() - started);
  if (placed.status !== 201) throw new Error(`place-order answered ${placed.status}`);
  const paid = await post(
    `${shop.baseUrl}/api/payments/sandbox/approve`,
    { order_id: placed.json.razorpay_order_id },
    cookie,
  );
  if (paid.status !== 200) throw new Error(`sandbox approve answered ${paid.status}`);
  started = performance.now();
  const verified = await post(
    `${shop.baseUrl}/api/orders/verify-payment`,
    {
      order_id: placed.json.order_id,
      razorpay_payment_id: paid.json.razorpay_payment_id,
      razorpay_signature: paid.json.razorpay_signature,
    },
    cookie,
  );
  verifyTimes.push(performance.now() - started);
  if (verified.status !== 200) throw new Error(`verify-payment answered ${verified.status}`);
}

/** A refused post: an unsigned webhook (400) or an order without a login (401), in turn. */
async function refusedPost(shop: MixedShop, i: number) {
  const { status } =
    i % 2 === 0
      ? await post(`${shop.baseUrl}/api/payments/razorpay/webhook`, { event: 'order.paid' })
      : await post(`${shop.baseUrl}/api/orders/place-order`, { product_id: 1, qty: 1 });
  return status === (i % 2 === 0 ? 400 : 401);
}

/** Starts `start(i)` `perSecond` times a second for `seconds`, then waits for all to finish. */
async function steady(perSecond: number, seconds: number, start: (i: number) => Promise<void>) {
  const started: Promise<void>[] = [];
  const total = Math.round(perSecond * seconds);
  const t0 = performance.now();
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    started.push(start(i));
  }
  await Promise.all(started);
}

/** The checkout stream and the refused posts for `seconds`, beside whatever else runs. */
async function checkoutTraffic(shop: MixedShop, seconds: number, offset: number) {
  const verifyTimes: number[] = [];
  const placeTimes: number[] = [];
  let failed = 0;
  let refusedWrong = 0;
  let refused = 0;
  await Promise.all([
    steady(CHECKOUTS_PER_SECOND, seconds, (i) =>
      checkout(shop, offset + i, verifyTimes, placeTimes).catch(() => void failed++),
    ),
    steady(REFUSED_PER_SECOND, seconds, async (i) => {
      refused++;
      if (!(await refusedPost(shop, i).catch(() => false))) refusedWrong++;
    }),
  ]);
  return {
    done: verifyTimes.length,
    failed,
    placeP99: percentile(placeTimes, 0.99),
    verifyP50: percentile(verifyTimes, 0.5),
    verifyP99: percentile(verifyTimes, 0.99),
    refusedWrong,
    refused,
  };
}

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

/**
 * The CPU time a process has used so far, all its threads, in ms (0 where it is gone); with
 * `mainThread`, only its first thread's (a Node process's event loop).
 */
function cpuMs(pid: number | string, mainThread = false): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The CPU time of every PostgreSQL server process on this machine, in ms. */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

export type CheckoutCost = {
  checkouts: number;
  shopMs: number;
  eventLoopMs: number;
  postgresMs: number;
};

/**
 * What one checkout costs in CPU, measured with nothing else running: the shop's process (its
 * event loop and its threads: the embedded database, the PDF thread) and, where the database
 * is a PostgreSQL server on this machine, its processes. Browsing beside checkouts can keep
 * at most the CPU these leave it. Linux only (`/proc`); zeros elsewhere.
 */
export async function checkoutCost(
  shop: MixedShop,
  seconds: number,
  offset: number,
): Promise<CheckoutCost> {
  const shopBefore = cpuMs(shop.pid);
  const loopBefore = cpuMs(shop.pid, true);
  const postgresBefore = postgresCpuMs();
  const traffic = await checkoutTraffic(shop, seconds, offset);
  const perCheckout = (ms: number) => ms / Math.max(traffic.done, 1);
  return {
    checkouts: traffic.done,
    shopMs: perCheckout(cpuMs(shop.pid) - shopBefore),
    eventLoopMs: perCheckout(cpuMs(shop.pid, true) - loopBefore),
    postgresMs: perCheckout(postgresCpuMs() - postgresBefore),
  };
}

/** Browsing alone, then browsing beside the checkout traffic, `rounds` times. */
export async function mixedRounds(shop: MixedShop, seconds: number, rounds: number) {
  // Warm the JIT and the catalogue cache before measuring.
  await browse(shop, 1);
  const results: { alone: Browsing; busy: Browsing; checkouts: Checkouts }[] = [];
  for (let round = 0; round < rounds; round++) {
    const alone = await browse(shop, seconds);
    const [busy, checkouts] = await Promise.all([
      browse(shop, seconds),
      checkoutTraffic(shop, seconds, round * CHECKOUTS_PER_SECOND * seconds),
    ]);
    results.push({ alone, busy, checkouts });
  }
  const cost = await checkoutCost(shop, seconds, rounds * CHECKOUTS_PER_SECOND * seconds);
  return { results, cost };
}
