import type { Product } from '@shop/shared';

export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    name: 'Ashwagandha Capsules',
    also_known_as: ['अश्वगंधा', 'Withania somnifera'],
    description: 'Traditional root extract that supports calm energy and restful sleep.',
    user_manual: 'Take one capsule twice a day after meals.',
    stock: 12,
    rate: 249.5,
    weight: 120,
    category_id: 2,
    category: 'Wellness',
    product_category: {
      id: 2,
      name: 'Wellness',
      description: 'Everyday herbal support.',
      gst: 12,
      hsn_code: null,
    },
    product_images: [
      { id: 1, image_url: '/images/products/a.webp', thumb_url: '/images/products/a-thumb.webp' },
      { id: 2, image_url: '/images/products/b.webp', thumb_url: '/images/products/b-thumb.webp' },
      { id: 3, image_url: '/images/products/c.webp', thumb_url: '/images/products/c-thumb.webp' },
    ],
    ...overrides,
  };
}
