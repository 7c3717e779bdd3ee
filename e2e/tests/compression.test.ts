import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET that leaves the bytes as sent (fetch would decompress them). */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<Raw>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });

describe('what the shop sends is compressed for browsers that accept it', () => {
  const baseUrl = inject('baseUrl');
  const br = { 'accept-encoding': 'gzip, deflate, br' };

  it('compresses the page, its scripts and styles, and the catalogue', async () => {
    const page = await get(`${baseUrl}/`, br);
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.body).toString();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (m) => m[1]!,
    );
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    for (const asset of assets) {
      const plain = await get(baseUrl + asset);
      const packed = await get(baseUrl + asset, br);
      expect(packed.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      if (plain.body.length < 1024) continue;
      expect(packed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(packed.body).equals(plain.body)).toBe(true);
    }

    const products = await get(`${baseUrl}/api/products`, br);
    expect(products.headers['content-encoding']).toBe('br');
    expect(
      JSON.parse(brotliDecompressSync(products.body).toString()).products.length,
    ).toBeGreaterThan(0);
  });
});
