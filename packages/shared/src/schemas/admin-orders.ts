import { z } from 'zod';
import { messages } from '../messages';
import { codStaffMessages } from '../cod-staff-messages';
import { ORDER_STATUS, PAYMENT_METHODS } from '../order-status';
import { positiveInt, text } from './common';

/** The longest date range the admin orders screen may ask for, in calendar days. */
export const MAX_DATE_RANGE_DAYS = 366;

/** Statuses staff set by hand; payment statuses come only from the payment provider. */
export const STAFF_ORDER_STATUSES = [
  ORDER_STATUS.packed,
  ORDER_STATUS.shipped,
  ORDER_STATUS.outForDelivery,
  ORDER_STATUS.delivered,
  ORDER_STATUS.returned,
  ORDER_STATUS.cancelled,
] as const;

const optionalText = (field: string, max: number, message: string) =>
  text(field, { max, multiline: field === 'note', tooLong: message }, message)
    .nullish()
    .transform((text) => (text ? text : null));

export const orderStatusChangeBody = z.object({
  status: z.enum(STAFF_ORDER_STATUSES, { error: messages.orders.statusInvalid }),
  tracking_number: optionalText('tracking_number', 100, messages.orders.trackingTooLong),
  note: optionalText('note', 500, messages.orders.noteTooLong),
});
export type OrderStatusChangeBody = z.infer<typeof orderStatusChangeBody>;

/** The admin list's filter by how orders are paid; none lists both. */
export const paymentMethodFilter = z.object({
  payment_method: z.enum(PAYMENT_METHODS).optional(),
});
export type PaymentMethodFilter = z.infer<typeof paymentMethodFilter>;

/** `POST /api/orders/cod-remitted`: delivered COD orders whose cash the courier paid the shop. */
export const codRemittedBody = z.object({
  order_ids: z
    .array(positiveInt(codStaffMessages.chooseOrders), { error: codStaffMessages.chooseOrders })
    .min(1, codStaffMessages.chooseOrders)
    .max(500, codStaffMessages.chooseOrders),
});
export type CodRemittedBody = z.infer<typeof codRemittedBody>;
