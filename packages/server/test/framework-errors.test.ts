import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { useTestApp } from './suite';
import { expectErrorAnswer } from './answers';

/** A raw HTTP request, so Node's own parser (not Fastify's inject) sees what a client sends. */
function rawRequest(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('errors raised before the routes answer', () => {
  const t = useTestApp();
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('answers an over-long path parameter with 414 without echoing the URL', async () => {
    const long = 'x'.repeat(300);
    // (A GET would reach the web app's page fallback, which takes any path.)
    const res = await rawRequest(port, `/api/products/${long}`, {}, 'PUT');
    expect(res.status).toBe(414);
    expect(JSON.parse(res.body)).toEqual({ error: 'The address of this request is too long.' });
    expect(res.body).not.toContain('xxxx');
  });

  it.each(['/api/%', '/api/products/%E0%A4%A', '/api/products/%zz'])(
    'answers the malformed URL %s with 400 in the { error } shape',
    async (path) => {
      const res = await rawRequest(port, path);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ error: 'The address of this request is not valid.' });
      expect(res.body).not.toContain(path);
    },
  );

  it('answers headers over the size limit with 431 in the { error } shape', async () => {
    const res = await rawRequest(port, `/api/products?search=${'y'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ error: 'The request headers are too large.' });
    // The server still answers afterwards.
    expect((await rawRequest(port, '/api/health')).status).toBe(200);
  });

  it('answers an unknown method with a JSON error', async () => {
    const res = await t.app.inject({ method: 'PROPFIND' as 'GET', url: '/api/products' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(Object.keys(res.json())).toEqual(['error']);
  });

  it.each([
    '/images/products/..%2f..%2fsecrets.json',
    '/images/products/..%2F..%2Fsecrets%2Fsession.json',
    '/images/products/%00',
    '/images/products/abc%00.webp',
    '/images/products/..%5c..%5csecrets.json',
    '/images/products/%2e%2e/%2e%2e/secrets.json',
  ])('answers the traversal attempt %s with a JSON 404', async (path) => {
    const res = await t.app.inject(path);
    expectErrorAnswer(res, 404, 'Not found.');
  });
});

describe('security headers follow PUBLIC_URL', () => {
  const headersFor = async (publicUrl: string) => {
    const t = await buildTestApp({ PUBLIC_URL: publicUrl });
    const res = await t.app.inject('/api/health');
    await t.close();
    return res;
  };
  let plain: Awaited<ReturnType<typeof headersFor>>;
  let secure: Awaited<ReturnType<typeof headersFor>>;
  beforeAll(async () => {
    plain = await headersFor('http://192.168.1.20:3000');
    secure = await headersFor('https://shop.example.in');
  });

  it('sends neither HSTS nor upgrade-insecure-requests over plain HTTP', () => {
    const res = plain;
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends both when the shop is served over https', () => {
    const res = secure;
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
