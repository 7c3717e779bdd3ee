import { Divider, Group, Stack, Text } from '@mantine/core';
import {
  codMessages,
  formatPaise,
  GATEWAY_FEE_TAX_PERCENT,
  messages,
  type DiscountedOrderPrice,
  type OrderPrice,
} from '@shop/shared';

interface PriceBreakdownProps {
  price: OrderPrice | DiscountedOrderPrice;
  /** The applied coupon's code, shown beside its saving. */
  couponCode?: string;
  /** False until an address with active delivery is chosen: delivery is not known yet. */
  deliveryKnown: boolean;
  /** Cash on delivery: the fee shown is the COD fee. */
  cod?: boolean;
}

function Row({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" align="baseline" wrap="nowrap" data-testid={`${testId}-row`}>
      <Text fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text
        fw={strong ? 800 : 600}
        fz={strong ? 'xl' : 'md'}
        c={strong ? 'herbal.9' : undefined}
        data-testid={testId}
        style={{ whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/**
 * Items with GST, delivery, the gateway fee (only when above zero) and the total the
 * shopper pays: price + delivery + fee, all as the shared pricing module computes them.
 */
export function PriceBreakdown({ price, deliveryKnown, couponCode, cod }: PriceBreakdownProps) {
  const discounted = 'discountPaise' in price ? price : null;
  // Items are shown before the coupon and its saving beside them; the total is after it.
  const itemsShown =
    discounted && !discounted.freeDelivery
      ? discounted.itemsBeforeDiscountPaise
      : price.itemsTotalPaise;
  return (
    <Stack gap="xs" aria-label="Price details" role="group">
      <Row label="Items (incl. GST)" value={formatPaise(itemsShown)} testId="summary-items" />
      {discounted && couponCode && !discounted.freeDelivery ? (
        <Row
          label={`${messages.promotions.discountLabel} (${couponCode})`}
          value={`−${formatPaise(discounted.discountPaise)}`}
          testId="summary-discount"
        />
      ) : null}
      <Row
        label="Delivery charge"
        value={
          !deliveryKnown
            ? '—'
            : discounted?.freeDelivery
              ? messages.promotions.freeDelivery
              : formatPaise(price.deliveryChargePaise)
        }
        testId="summary-delivery"
      />
      {price.gatewayFeePaise > 0 ? (
        <Row
          label={`${cod ? codMessages.codFee : 'Payment gateway fee'} (incl. ${GATEWAY_FEE_TAX_PERCENT}% tax)`}
          value={formatPaise(price.gatewayFeePaise)}
          testId="summary-fee"
        />
      ) : null}
      <Divider my={4} />
      <Row label="Total" value={formatPaise(price.totalPaise)} testId="summary-total" strong />
    </Stack>
  );
}
