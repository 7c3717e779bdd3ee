// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two instances share one database
// there, which the embedded database cannot do (see vitest.config.ts).
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { buildSecondApp } from '../../../test/helpers';
import { createCategory, createProduct } from '../../../test/catalogue';
import { productOf } from '../../../test/catalogue-reads';
import { useTestApp } from '../../../test/suite';

/**
 * A TCP proxy to the PostgreSQL server that can go silent on the connections that LISTEN, as a
 * NAT or load balancer does when it forgets an idle flow: nothing forwarded either way, no
 * reset, no close. Other connections, and new ones, pass.
 */
async function startFreezingProxy(target: { host: string; port: number }) {
  const listening = new Set<net.Socket>();
  const frozen = new Set<net.Socket>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      if (chunk.toString('latin1').toLowerCase().includes('listen "')) listening.add(client);
      if (!frozen.has(client)) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!frozen.has(client)) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** Goes silent on every connection that has sent a LISTEN so far; returns how many. */
    freezeListening() {
      for (const socket of listening) if (!socket.destroyed) frozen.add(socket);
      return [...frozen].filter((socket) => !socket.destroyed).length;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const HEARTBEAT_SECONDS = 0.5;
const MAX_AGE_SECONDS = 5;

describe('catalogue cache, an instance whose listening connection goes silent', () => {
  const t = useTestApp();
  let proxy: Awaited<ReturnType<typeof startFreezingProxy>>;
  let second: Awaited<ReturnType<typeof buildSecondApp>>;
  beforeAll(async () => {
    const url = new URL(t.databaseUrl!);
    proxy = await startFreezingProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    second = await buildSecondApp(t, {
      url: url.toString(),
      config: {
        LISTEN_HEARTBEAT_SECONDS: HEARTBEAT_SECONDS,
        CACHE_MAX_AGE_SECONDS: MAX_AGE_SECONDS,
      },
    });
  });
  afterAll(async () => {
    await second?.close();
    await proxy?.close();
  });

  it('serves the change it never heard of within the maximum age, and listens again', async () => {
    const category = await createCategory(t, { name: 'Churna', gst_percent: 5 });
    const { id } = await createProduct(t, {
      category_id: category.id,
      name: 'Triphala Churna',
      rate_paise: 9900,
    });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await productOf(second.app, id)).name).toBe('Triphala Churna');
    expect((await productOf(second.app, id)).name).toBe('Triphala Churna');
    expect(second.app.catalogue.stats.hits).toBeGreaterThan(0);

    expect(proxy.freezeListening()).toBeGreaterThan(0);
    await t.db
      .update(products)
      .set({ name: 'Triphala Churna, 200 g', rate_paise: 19900 })
      .where(eq(products.id, id));

    const frozenAt = Date.now();
    const { outages } = second.app.catalogue.stats;
    let fresh: { name: string; rate: number } | undefined;
    while (Date.now() - frozenAt < MAX_AGE_SECONDS * 1000 + 1000) {
      const product = await productOf(second.app, id);
      if (product.name === 'Triphala Churna, 200 g') {
        fresh = product;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const waited = Date.now() - frozenAt;
    expect(fresh?.rate).toBe(199);
    expect(waited).toBeLessThanOrEqual(MAX_AGE_SECONDS * 1000);
    // Found by the missed heartbeat, well before the maximum age ran out.
    expect(second.app.catalogue.stats.outages).toBe(outages + 1);
    expect(waited).toBeLessThan(MAX_AGE_SECONDS * 1000 - 1000);

    // A new connection is opened and heard on: the cache serves from memory again.
    const until = Date.now() + 10_000;
    while (!second.app.catalogue.stats.listening && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(second.app.catalogue.stats.listening).toBe(true);
    await productOf(second.app, id);
    const { hits } = second.app.catalogue.stats;
    expect((await productOf(second.app, id)).rate).toBe(199);
    expect(second.app.catalogue.stats.hits).toBe(hits + 1);
  });
});
