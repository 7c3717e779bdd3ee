import { describe, expect, it } from 'vitest';
import { addressSchema } from './address';
import { adminOrderSchema } from './admin-orders';
import { productImageSchema } from './catalogue';
import { sampleAddress } from '../testing';
import { apiResponses } from './routes';

const image = {
  id: 1,
  image_url: '/images/products/a.webp',
  thumb_url: '/images/products/a-thumb.webp',
};

describe('response schemas', () => {
  it('refuse a field they do not name, also in schemas built by extending others', () => {
    expect(productImageSchema.safeParse({ ...image, position: 0 }).success).toBe(false);
    const address = { id: 1, ...sampleAddress() };
    expect(addressSchema.safeParse(address).success).toBe(true);
    expect(addressSchema.safeParse({ ...address, user_id: 7 }).success).toBe(false);
    expect(adminOrderSchema.safeParse({}).success).toBe(false);
  });

  it('take product images with or without srcset', () => {
    expect(productImageSchema.safeParse(image).success).toBe(true);
    expect(productImageSchema.safeParse({ ...image, srcset: '/a-320.webp 320w' }).success).toBe(
      true,
    );
  });

  it('name each route as the server registers it: method, lower-case path, `:name` parameters', () => {
    for (const route of Object.keys(apiResponses))
      expect(route).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api(\/(:[a-zA-Z]+|[a-z0-9.-]+))+$/);
  });
});
