import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconCheck } from '@tabler/icons-react';
import { codMessages, formatRupees, messages, ORDER_STATUS, type Order } from '@shop/shared';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { latestStatus } from '../../../entities/order/figures';
import { errorText } from '../../../lib/api-client';
import { useConfirmCod } from '../api/confirm-cod';

/** How a COD order is paid: "Cash on delivery" and the amount to pay at the door. */
export function CodAmount({ order }: { order: Pick<Order, 'payment_method' | 'cod_amount'> }) {
  if (order.payment_method !== 'cod' || order.cod_amount === null) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="cod-amount">
      <IconCash size={16} aria-hidden />
      <Text fz="sm">
        <strong>{codMessages.cashOnDelivery}</strong> · {codMessages.amountAtDoor}{' '}
        <strong>{formatRupees(order.cod_amount)}</strong>
      </Text>
    </Group>
  );
}

/**
 * A COD order still waiting for confirmation: what the shopper must do, and the "Confirm order"
 * button for its signed-in owner.
 */
export function CodConfirmation({ order }: { order: Order }) {
  const confirm = useConfirmCod();
  if (order.payment_method !== 'cod' || latestStatus(order) !== ORDER_STATUS.awaitingConfirmation)
    return null;
  return (
    <Alert color="orange" variant="light" title={codMessages.awaitingHeading} w="100%" ta="left">
      <Stack gap="xs">
        <Text fz="sm">{codMessages.awaitingNote}</Text>
        <Button
          size="sm"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(
              { orderId: order.id },
              {
                onSuccess: () => flashSuccess(codMessages.confirmed),
                onError: (error) => flashError(errorText(error, messages.errors.generic)),
              },
            )
          }
          style={{ alignSelf: 'flex-start' }}
        >
          {codMessages.confirmOrder}
        </Button>
      </Stack>
    </Alert>
  );
}
