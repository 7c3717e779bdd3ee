import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared';
import { api, ApiError, errorText, NETWORK_ERROR_STATUS } from './api-client';
import { stubAnswer, stubNetworkDown } from '../testing/fetch-stub';

describe('api client', () => {
  it('sends cookies and JSON, and returns the parsed body', async () => {
    const fetchMock = stubAnswer(200, { product: { id: 1 } });
    await expect(api.post('/api/cart/add', { product_id: 1, qty: 1 })).resolves.toEqual({
      product: { id: 1 },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/cart/add');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"product_id":1,"qty":1}');
  });

  it('drops empty query values', async () => {
    const fetchMock = stubAnswer(200, { products: [] });
    await api.get('/api/products', { query: { search: 'neem', category_id: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products?search=neem');
  });

  it('fills path parameters from the route template, escaped', async () => {
    const fetchMock = stubAnswer(200, { product: { id: 7 } });
    await api.delete('/api/products/:id/images/:imageId', { params: { id: 7, imageId: 'a/b' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products/7/images/a%2Fb');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it("throws ApiError with the server's error sentence", async () => {
    stubAnswer(409, { error: 'Only 3 available' });
    const failure = await api
      .put('/api/cart/update/:id', { qty: 9 }, { params: { id: 1 } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, message: 'Only 3 available' });
  });

  it('falls back to the message field, then to the generic text', async () => {
    stubAnswer(400, { message: 'Bad input' });
    await expect(api.get('/api/auth/me')).rejects.toMatchObject({ message: 'Bad input' });
    stubAnswer(500, {});
    await expect(api.get('/api/auth/me')).rejects.toMatchObject({
      message: messages.errors.generic,
    });
  });

  it('reports a network failure as status 0', async () => {
    stubNetworkDown();
    await expect(api.get('/api/auth/me')).rejects.toMatchObject({
      status: 0,
      message: messages.auth.networkError,
    });
  });
});

describe('errorText', () => {
  const texts = { fallback: 'Could not save.', network: 'You are offline.', unexpected: 'Oops.' };

  it("puts the server's own sentence first", () => {
    expect(errorText(new ApiError(409, 'Only 2 available'), texts)).toBe('Only 2 available');
    expect(errorText(new ApiError(409, 'Only 2 available'), 'Could not save.')).toBe(
      'Only 2 available',
    );
  });

  it("falls back to the screen's texts for a silent server, no answer and anything else", () => {
    expect(errorText(new ApiError(502, messages.errors.generic, false), texts)).toBe(
      'Could not save.',
    );
    expect(errorText(new ApiError(NETWORK_ERROR_STATUS, messages.auth.networkError), texts)).toBe(
      'You are offline.',
    );
    expect(errorText(new Error('boom'), texts)).toBe('Oops.');
    expect(errorText(new Error('boom'), { fallback: 'Could not save.' })).toBe('Could not save.');
  });

  it('keeps the offline sentence when the screen gives only a fallback', () => {
    const offline = new ApiError(NETWORK_ERROR_STATUS, messages.auth.networkError);
    expect(errorText(offline, 'Could not save.')).toBe(messages.auth.networkError);
    expect(errorText(offline, { fallback: 'Could not save.' })).toBe('Could not save.');
  });
});
