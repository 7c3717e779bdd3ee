import type { AdminOrder, Product, Shop } from '@shop/shared';

export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    name: 'Ashwagandha Capsules',
    also_known_as: ['अश्वगंधा', 'Withania somnifera'],
    description: 'Traditional root extract that supports calm energy and restful sleep.',
    user_manual: 'Take one capsule twice a day after meals.',
    stock: 12,
    rate: 249.5,
    mrp: null,
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
    net_quantity: 60,
    net_quantity_unit: 'count',
    manufacturer: 'Vanaushadhi Pharmacy, 4 Industrial Area, Kanpur, Uttar Pradesh 208022',
    country_of_origin: 'India',
    best_before: '24 months from manufacture',
    licence_number: 'UP-AYU-1234',
    // ₹249.50 + 12 % GST = ₹279.44 for 60 capsules.
    unit_price: { amount: 4.66, per: 'unit' },
    ...overrides,
  };
}

/** An order as the admin screens receive it: 2 × Tulsi Tea to Jaipur, ₹611.27 with charges and GST. */
export function adminOrderFixture(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 12,
    payment_method: 'online',
    cod_amount: null,
    name: 'Meera Sharma',
    line_1: '14 Neem Villa',
    line_2: 'Near Albert Hall',
    city: 'Jaipur',
    district: 'Jaipur',
    state: 'Rajasthan',
    country: 'India',
    pin_code: '302004',
    phone_number: '9812345678',
    amount: 499,
    gst: 59.88,
    delivery_charge: 40,
    payment_gateway_charge: 12.39,
    total: 611.27,
    refundable_amount: 0,
    razorpay_order_id: 'order_1',
    payment_id: null,
    invoice_number: null,
    invoice_issued_at: null,
    refunds: [],
    refunded_amount: 0,
    shipments: [],
    created_at: '2026-03-13T20:00:00.000Z',
    order_products: [
      {
        id: 1,
        product_id: 3,
        qty: 2,
        amount: 499,
        gst: 59.88,
        Product: productFixture({ id: 3, name: 'Tulsi Tea', product_images: [] }),
      },
    ],
    order_statuses: [
      {
        id: 2,
        status: 'Payment Verified',
        note: null,
        tracking_number: null,
        created_at: '',
        changed_by: null,
      },
      {
        id: 1,
        status: 'Placed',
        note: null,
        tracking_number: null,
        created_at: '',
        changed_by: null,
      },
    ],
    customer: { id: 5, first_name: 'Meera', last_name: 'Sharma', email: 'meera@herbal.test' },
    ...overrides,
  };
}

/** The seller's details and limits as `GET /api/shop` answers them (and every page inlines). */
export const shopFixture: Shop = {
  name: 'Herbal Shop',
  address: '12 Johari Bazaar, Jaipur',
  phone: '+91 141 400 0000',
  email: 'support@example.com',
  grievance_officer: { name: 'Meera Sharma', designation: 'Officer', email: 'g@example.com' },
  max_line_quantity: 10,
};
