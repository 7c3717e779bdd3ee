import {
  paiseToRupees,
  type Order,
  type OrderLine,
  type OrderListItem,
  type OrderStatusEntry,
} from '@shop/shared';
import { presentProduct } from '../products/present';
import { presentRefund, refundedPaise } from './refund-figures';
import { presentShipment } from '../shipments/present';
import { orderTotalPaise } from '../pricing/order-total';
import type { FullOrder, OrderStatusRow } from './repo';

const presentStatus = (row: OrderStatusRow): OrderStatusEntry => ({
  id: row.id,
  status: row.status,
  note: row.note,
  tracking_number: row.tracking_number,
  created_at: row.created_at.toISOString(),
});

const presentLine = (line: FullOrder['items'][number]): OrderLine => ({
  id: line.id,
  product_id: line.product_id,
  qty: line.qty,
  amount: paiseToRupees(line.amount_paise),
  gst: paiseToRupees(line.gst_paise),
  Product: presentProduct(line.product),
});

/** How the order is paid, and what a cash on delivery order's shopper pays at the door. */
const paymentOf = (order: FullOrder) => ({
  payment_method: order.payment_method,
  cod_amount: order.payment_method === 'cod' ? paiseToRupees(orderTotalPaise(order)) : null,
});
/** The coupon an order was placed with and what it saved; nothing without one. */
const couponOf = (order: FullOrder): Pick<Order, 'coupon_code' | 'discount'> =>
  order.coupon_code === null
    ? {}
    : { coupon_code: order.coupon_code, discount: paiseToRupees(order.discount_paise) };

/** The order: address snapshot, lines, statuses newest first, rupee figures. */
export function presentOrder(order: FullOrder): Order {
  return {
    id: order.id,
    ...paymentOf(order),
    name: order.name,
    line_1: order.line_1,
    line_2: order.line_2,
    city: order.city,
    district: order.district,
    state: order.state,
    country: order.country,
    pin_code: order.pin_code,
    phone_number: order.phone_number,
    amount: paiseToRupees(order.amount_paise),
    gst: paiseToRupees(order.gst_paise),
    delivery_charge: paiseToRupees(order.delivery_charge_paise),
    payment_gateway_charge: paiseToRupees(order.payment_gateway_charge_paise),
    total: paiseToRupees(orderTotalPaise(order)),
    ...couponOf(order),
    razorpay_order_id: order.razorpay_order_id,
    // Cash collected at the door is in the ledger, not a gateway payment to refund.
    payment_id:
      order.payment_method === 'cod' ? null : (order.payments[0]?.razorpay_payment_id ?? null),
    // Set once the payment is verified and the tax invoice issued.
    invoice_number: order.invoice?.number ?? null,
    invoice_issued_at: order.invoice?.issued_at.toISOString() ?? null,
    created_at: order.created_at.toISOString(),
    // Newest first; refunded_amount counts processed refunds only.
    refunds: order.refunds.map(presentRefund),
    refunded_amount: paiseToRupees(refundedPaise(order.refunds)),
    order_products: order.items.map(presentLine),
    order_statuses: order.statuses.map(presentStatus),
    shipments: order.shipments.map(presentShipment),
  };
}

/** One line per ordered product, as the shopper's order list shows them. */
export const presentOrderListItems = (orders: FullOrder[]): OrderListItem[] =>
  orders.flatMap((order) =>
    order.items.map((line) => ({
      ...presentLine(line),
      order: {
        id: order.id,
        created_at: order.created_at.toISOString(),
        total: paiseToRupees(orderTotalPaise(order)),
        ...paymentOf(order),
        ...couponOf(order),
        order_statuses: order.statuses.map(presentStatus),
      },
    })),
  );
