import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deliveryStates } from '../src/db/schema';
import { useSession, useTestApp } from './suite';

describe('response compression', () => {
  const t = useTestApp();
  const shopper = useSession(t);

  const activeStates = (acceptEncoding?: string) =>
    t.app.inject({
      url: '/api/delivery-states/active',
      headers: {
        cookie: shopper.cookie,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('leaves a response under 1 KB as it is', async () => {
    const res = await activeStates('br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses JSON of 1 KB or more with the encoding the client prefers', async () => {
    await t.db.insert(deliveryStates).values(
      Array.from({ length: 40 }, (_, i) => ({
        name: `Delivery state number ${i}`,
        delivery_rate_paise: 5000 + i,
        additional_rate_paise: 1000,
      })),
    );
    const plain = await activeStates();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await activeStates('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await activeStates('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});
