import { z } from 'zod';
import { personName } from './fields';
import { orderSchema, orderStatusEntrySchema } from './orders';

/** A status as staff see it: who set it (null for the payment provider's own changes). */
export const adminOrderStatusSchema = orderStatusEntrySchema.extend({
  changed_by: z.strictObject(personName).nullable(),
});
export type AdminOrderStatus = z.infer<typeof adminOrderStatusSchema>;

/** The full order for the admin screens, with its customer and who set each status. */
export const adminOrderSchema = orderSchema.extend({
  customer: z.strictObject({ ...personName, email: z.string() }).nullable(),
  order_statuses: z.array(adminOrderStatusSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** `GET /api/orders/date-range`. */
export const adminOrderListResponse = z.strictObject({ orders: z.array(adminOrderSchema) });
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponse>;

/** `POST /api/orders/{id}/status`: the order after the change. */
export const adminOrderResponse = z.strictObject({ order: adminOrderSchema });
export type AdminOrderResponse = z.infer<typeof adminOrderResponse>;
