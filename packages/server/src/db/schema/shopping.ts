import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { users } from './users';
import { serialId, createdAt, requiredRef } from './columns';

export const cartItems = pgTable(
  'cart_items',
  {
    id: serialId(),
    user_id: requiredRef('user_id', () => users.id, 'cascade'),
    product_id: requiredRef('product_id', () => products.id, 'cascade'),
    qty: integer('qty').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check('cart_items_qty_check', sql`${t.qty} >= 1`),
    // One line per product: adding it again raises the quantity.
    uniqueIndex('cart_items_user_product_key').on(t.user_id, t.product_id),
  ],
);

export const deliveryStates = pgTable(
  'delivery_states',
  {
    id: serialId(),
    name: text('name').notNull(),
    delivery_rate_paise: integer('delivery_rate_paise').notNull(),
    additional_rate_paise: integer('additional_rate_paise').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    // GST state code (Rajasthan '08'): the place of supply on tax invoices.
    gst_state_code: text('gst_state_code'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('delivery_states_name_lower_key').on(sql`lower(${t.name})`),
    check(
      'delivery_states_rates_check',
      sql`${t.delivery_rate_paise} >= 0 and ${t.additional_rate_paise} >= 0`,
    ),
  ],
);

/** The fields of a delivery address, shared by saved addresses and orders' snapshots of them. */
export const addressColumns = () => ({
  name: text('name').notNull(),
  phone_number: text('phone_number').notNull(),
  line_1: text('line_1').notNull(),
  line_2: text('line_2').notNull(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  pin_code: text('pin_code').notNull(),
});

/**
 * The state is kept by name, not by reference, so deleting a delivery state
 * never breaks an address (or an order's snapshot of it).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serialId(),
    user_id: requiredRef('user_id', () => users.id, 'cascade'),
    ...addressColumns(),
    created_at: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.user_id)],
);

export const charges = pgTable('charges', {
  id: serialId(),
  type: text('type').notNull(),
  // Text as staff type it: a rupee figure ("25") or a percentage ("2%").
  amount: text('amount').notNull(),
  description: text('description').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  created_at: createdAt(),
});

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  product: one(products, { fields: [cartItems.product_id], references: [products.id] }),
}));

export type CartItemRow = typeof cartItems.$inferSelect;
export type DeliveryStateRow = typeof deliveryStates.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type ChargeRow = typeof charges.$inferSelect;
