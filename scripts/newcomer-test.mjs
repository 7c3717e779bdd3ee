// The README's first command, tried as a newcomer would: a fresh clone of the committed tree,
// `npm ci && npm start` with nothing set but PORT, then the shop must serve its catalogue, its
// pages and its images, and print the admin password. Run by .ci/run on every submission.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 10 * 60 * 1000;

class NewcomerFailure extends Error {}
function fail(message, output = '') {
  throw new NewcomerFailure(
    `NEWCOMER TEST FAILED: ${message}${output ? `\n--- output of npm start ---\n${output}` : ''}`,
  );
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// Only what any shell has: no DATA_DIR, DATABASE_URL or anything else of the shop's.
const bareEnv = { PATH: process.env.PATH, HOME: process.env.HOME ?? tmpdir() };

const workDir = mkdtempSync(path.join(tmpdir(), 'shop-newcomer-'));
const clone = path.join(workDir, 'shop');
let shop;
try {
  console.log(`Newcomer test: cloning HEAD into ${clone}`);
  execFileSync('git', ['clone', '--quiet', repoRoot, clone], { stdio: 'inherit' });

  console.log('Newcomer test: npm ci');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: clone,
    env: bareEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const port = await freePort();
  console.log(`Newcomer test: npm start (PORT=${port})`);
  let output = '';
  // Its own process group, so that npm, the shell and node all stop together.
  shop = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...bareEnv, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  shop.stdout.on('data', (chunk) => (output += chunk));
  shop.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!output.includes('Herbal Shop is open at')) {
    if (shop.exitCode !== null) fail(`npm start exited with code ${shop.exitCode}`, output);
    if (Date.now() > deadline) fail('the shop did not open within 10 minutes', output);
    await new Promise((r) => setTimeout(r, 250));
  }

  const base = `http://localhost:${port}`;
  const get = async (url, expectedType) => {
    const res = await fetch(`${base}${url}`);
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !type.includes(expectedType))
      fail(`GET ${url} answered ${res.status} ${type}`, output);
    return res;
  };
  const { products } = await (await get('/api/products', 'application/json')).json();
  if (!products?.length) fail('GET /api/products listed no products', output);
  const page = await (await get('/', 'text/html')).text();
  if (!page.includes('<div id="root"')) fail('GET / is not the shop’s page', output);
  const image = products[0].product_images?.[0]?.image_url;
  if (!image) fail('the first product has no image', output);
  const bytes = (await (await get(image, 'image/')).arrayBuffer()).byteLength;
  if (bytes < 1000) fail(`the product image ${image} is only ${bytes} bytes`, output);
  if (!/Admin password: {2}\S+/.test(output)) fail('the admin password was not printed', output);

  console.log(
    `Newcomer test passed: ${products.length} products, the home page and ${image} served; admin password printed.`,
  );
} catch (error) {
  console.error(error instanceof NewcomerFailure ? `\n${error.message}` : error);
  process.exitCode = 1;
} finally {
  if (shop?.pid && shop.exitCode === null) {
    try {
      process.kill(-shop.pid, 'SIGINT');
    } catch {
      // already gone
    }
    await new Promise((r) => {
      shop.once('exit', r);
      setTimeout(r, 15_000);
    });
  }
  rmSync(workDir, { recursive: true, force: true });
}
