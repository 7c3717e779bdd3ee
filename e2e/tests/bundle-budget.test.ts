import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// What a shopper's first page may download before it can draw, gzip-compressed.
const FIRST_ROUTE_JS_BUDGET = 150_000;
const FIRST_ROUTE_CSS_BUDGET = 25_000;

// Screens a browsing shopper never opens: each must stay a file of its own, loaded on demand.
const ON_DEMAND_SCREENS = [
  'src/app/routes/admin/admin-home.tsx',
  // The dashboard's chart and its chart library, loaded after the staff home's figures.
  'src/features/admin-dashboard/components/sales-chart.tsx',
  'src/app/routes/admin/product-management.tsx',
  'src/app/routes/admin/admin-orders.tsx',
  'src/app/routes/admin/employee.tsx',
  'src/features/auth/components/account-page.tsx',
  'src/features/auth/components/login-page.tsx',
  'src/features/cart/components/cart-page.tsx',
  'src/features/checkout/components/order-summary-page.tsx',
  'src/features/orders/components/orders-page.tsx',
  'src/features/address/components/address-page.tsx',
  // The audit log's screen and the two-factor set-up's QR code (and its library).
  'src/features/activity/components/activity-page.tsx',
  'src/features/auth/components/qr-code.tsx',
];

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The manifest keys the page loads before it runs: the entry and its static imports, deep. */
function firstRouteKeys(): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk('index.html');
  return seen;
}

const gzipped = (file: string) => gzipSync(readFileSync(dist + file), { level: 9 }).length;

describe('the first page a shopper opens stays small', () => {
  const keys = [...firstRouteKeys()];
  const files = (pick: (chunk: ManifestChunk) => string[]) => [
    ...new Set(keys.flatMap((key) => pick(manifest[key]!))),
  ];
  const js = files((chunk) => [chunk.file]);
  const css = files((chunk) => chunk.css ?? []);
  const total = (list: string[]) => list.reduce((sum, file) => sum + gzipped(file), 0);

  it(`needs at most ${FIRST_ROUTE_JS_BUDGET / 1000} KB of JavaScript, gzipped`, () => {
    expect(js.length).toBeGreaterThan(0);
    expect(total(js)).toBeLessThanOrEqual(FIRST_ROUTE_JS_BUDGET);
  });

  it(`needs at most ${FIRST_ROUTE_CSS_BUDGET / 1000} KB of CSS, gzipped`, () => {
    expect(css.length).toBeGreaterThan(0);
    expect(total(css)).toBeLessThanOrEqual(FIRST_ROUTE_CSS_BUDGET);
  });

  it('leaves the staff, account and checkout screens to load on demand', () => {
    for (const screen of ON_DEMAND_SCREENS) {
      expect(manifest[screen]?.isDynamicEntry, screen).toBe(true);
      expect(keys, screen).not.toContain(screen);
    }
  });
});
