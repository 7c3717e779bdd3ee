import { Divider, Group, Stack, Text } from '@mantine/core';
import { codMessages, formatRupees, orderViewMessages, type Order } from '@shop/shared';

type OrderFigures = Pick<
  Order,
  | 'amount'
  | 'gst'
  | 'delivery_charge'
  | 'payment_gateway_charge'
  | 'total'
  | 'payment_method'
  | 'coupon_code'
  | 'discount'
>;

function AmountRow({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text
        fw={strong ? 700 : 500}
        fz={strong ? 'lg' : undefined}
        c={strong ? 'herbal.9' : undefined}
      >
        {formatRupees(value)}
      </Text>
    </Group>
  );
}

/** "You saved ₹X with coupon CODE" under an order's total; nothing without a coupon. */
export function CouponSaving({ order }: { order: Pick<Order, 'coupon_code' | 'discount'> }) {
  if (order.coupon_code === undefined) return null;
  return (
    <Text fz="sm" fw={600} c="herbal.8" data-testid="order-saving">
      {orderViewMessages.savedWithCoupon(formatRupees(order.discount ?? 0), order.coupon_code)}
    </Text>
  );
}

/**
 * An order's figures as the server sent them, for the shopper and staff alike: items and GST
 * (after any coupon), delivery, the gateway or cash on delivery fee when there is one, and
 * the order's own total, never a sum worked out here.
 */
export function OrderAmounts({ order }: { order: OrderFigures }) {
  const labels = orderViewMessages;
  return (
    <Stack gap={6}>
      <AmountRow label={labels.items} value={order.amount} />
      <AmountRow label={labels.gst} value={order.gst} />
      <AmountRow label={labels.delivery} value={order.delivery_charge} />
      {order.payment_gateway_charge > 0 ? (
        <AmountRow
          label={order.payment_method === 'cod' ? codMessages.codFee : labels.gatewayFee}
          value={order.payment_gateway_charge}
        />
      ) : null}
      <Divider my={4} />
      <AmountRow label={labels.total} value={order.total} strong />
      <CouponSaving order={order} />
    </Stack>
  );
}
