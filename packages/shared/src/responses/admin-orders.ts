import { z } from 'zod';
import { rupees } from './common';
import { personName } from './fields';
import { orderSchema, orderStatusEntrySchema } from './orders';

/**
 * A status as staff see it: the staff member who set it, or null when no staff member did (the
 * shopper, the payment provider, a mailed link, a background job: the audit log says which).
 */
const adminOrderStatusSchema = orderStatusEntrySchema.extend({
  changed_by: z.strictObject(personName).nullable(),
});
export type AdminOrderStatus = z.infer<typeof adminOrderStatusSchema>;

/**
 * The full order for the admin screens, with its customer, who set each status, and what may
 * still be refunded (the captured payment less refunds processed or on their way).
 */
export const adminOrderSchema = orderSchema.extend({
  customer: z.strictObject({ ...personName, email: z.string() }).nullable(),
  refundable_amount: rupees,
  order_statuses: z.array(adminOrderStatusSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** `GET /api/orders/date-range`. */
export const adminOrderListResponse = z.strictObject({ orders: z.array(adminOrderSchema) });
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponse>;

/** `GET /api/orders/{id}/staff` and `POST /api/orders/{id}/status`: the order as staff see it. */
export const adminOrderResponse = z.strictObject({ order: adminOrderSchema });
export type AdminOrderResponse = z.infer<typeof adminOrderResponse>;
