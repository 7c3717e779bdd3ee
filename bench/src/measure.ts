import autocannon from 'autocannon';

export type Measured = { rps: number; p50: number; p99: number; errors: number };

export type Load = {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** One cookie per connection (each connection is one shopper), with an optional body. */
  perConnection?: { cookies: string[]; body?: (i: number) => string };
  /** Paths asked in turn (each request the next one), instead of the URL's path alone. */
  paths?: string[];
};

/** One autocannon run: mean req/s, latency percentiles in ms, errors and non-2xx answers. */
export async function run(load: Load): Promise<Measured> {
  let next = 0;
  let nextPath = 0;
  const { perConnection, paths } = load;
  const result = await autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    method: load.method ?? 'GET',
    headers: load.headers,
    requests: perConnection
      ? [
          {
            setupRequest: (request, context: { shopper?: number }) => {
              context.shopper ??= next++ % perConnection.cookies.length;
              const i = context.shopper;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  cookie: perConnection.cookies[i]!,
                  ...(perConnection.body ? { 'content-type': 'application/json' } : {}),
                },
                body: perConnection.body?.(i),
              };
            },
          },
        ]
      : paths
        ? [{ setupRequest: (request) => ({ ...request, path: paths[nextPath++ % paths.length]! }) }]
        : undefined,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A 304 (a revalidated ETag) is an answer, not an error: count failures and 4xx/5xx only.
    errors: result.errors + result.timeouts + result['4xx'] + result['5xx'],
  };
}

/** The median run (by req/s), so one noisy run does not decide; errors of all runs count. */
export function median(runs: Measured[]): Measured {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...middle, errors: runs.reduce((n, r) => n + r.errors, 0) };
}

export async function medianOf(rounds: number, measure: () => Promise<Measured>) {
  const runs: Measured[] = [];
  for (let i = 0; i < rounds; i++) runs.push(await measure());
  return median(runs);
}

/** Latencies of `count` requests one after another, as a shopper typing would send them. */
export async function sequentialLatencies(
  urls: string[],
  count: number,
  headers?: Record<string, string>,
) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(urls[i % urls.length]!, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${urls[i % urls.length]} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), count };
}

/** The `q` quantile (0–1) of `values` (sorted here), by the nearest-rank rule. */
export function percentile(values: number[], q: number) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
