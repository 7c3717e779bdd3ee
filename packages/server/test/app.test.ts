import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { useTestApp } from './suite';
import { expectErrorAnswer } from './answers';

describe('the HTTP application', () => {
  const t = useTestApp({}, (app) => {
    // Routes that fail on purpose, to see what a client is shown.
    app.post('/api/test/echo', async (request) => ({ message: JSON.stringify(request.body) }));
    app.get('/api/test/crash', async () => {
      throw new Error('relation "users" does not exist at /srv/app/secret.ts:12');
    });
  });

  const echo = (headers: Record<string, string>, payload: string | object) =>
    t.app.inject({ method: 'POST', url: '/api/test/echo', headers, payload });

  it('answers health and readiness', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('reports not ready when the database is gone', async () => {
    const other = await buildTestApp();
    await other.database.close();
    const res = await other.app.inject('/api/ready');
    expectErrorAnswer(res, 503, 'The shop is not ready yet.');
    await other.close();
  });

  it('gives unknown API paths a JSON 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expectErrorAnswer(res, 404, 'Not found.');
  });

  it('matches routes whatever their case and a trailing slash', async () => {
    expect((await t.app.inject('/API/Health')).statusCode).toBe(200);
    expect((await t.app.inject('/api/categories/')).statusCode).toBe(200);
  });

  it('refuses malformed JSON with 400 and keeps serving', async () => {
    const res = await echo({ 'content-type': 'application/json' }, '{"name": ');
    expectErrorAnswer(res, 400, 'The request body is not valid JSON.');
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('refuses an unsupported body type with 415', async () => {
    const res = await echo({ 'content-type': 'application/xml' }, '<a/>');
    expectErrorAnswer(res, 415, 'This type of content is not supported.');
  });

  it('hides the details of an unexpected failure', async () => {
    const res = await t.app.inject('/api/test/crash');
    expectErrorAnswer(res, 500, 'Something went wrong.');
    expect(res.body).not.toMatch(/relation|secret|\.ts/);
  });

  it('tags every response with a request id', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await echo({ origin: 'https://evil.example' }, { a: 1 });
    expectErrorAnswer(res, 403, 'You are not allowed to do this.');
    const own = await echo({ origin: t.config.PUBLIC_URL }, { a: 1 });
    expect(own.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
