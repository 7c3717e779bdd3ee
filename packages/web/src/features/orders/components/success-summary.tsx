import { Divider, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { addressText, codMessages, formatRupees, messages } from '@shop/shared';
import { useOrder } from '../api/get-order';
import { ProductLine } from './order-parts';
import { CouponSaving } from '../../../entities/order/order-amounts';
import { CodConfirmation } from './cod-panel';

/** What was bought, what it cost (the server's total), where it goes and what comes next. */
export function SuccessSummary({ orderId }: { orderId: number }) {
  const { data: order, isPending } = useOrder(orderId);
  if (isPending) return <Skeleton h={160} radius="md" w="100%" />;
  if (!order) return null;
  const cod = order.payment_method === 'cod';
  return (
    <Stack gap="md" w="100%">
      <CodConfirmation order={order} />
      <Paper withBorder radius="md" p="md" w="100%" ta="left" aria-label="Order summary">
        <Stack gap="sm">
          <Stack component="ul" gap="sm" p={0} m={0} aria-label="Products in this order">
            {order.order_products.map((line) => (
              <ProductLine key={line.id} line={line} details={<>Qty {line.qty}</>} />
            ))}
          </Stack>
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>{cod ? codMessages.amountAtDoor : messages.success.totalPaid}</Text>
            <Text fw={700} data-testid="success-total">
              {formatRupees(order.total)}
            </Text>
          </Group>
          <CouponSaving order={order} />
          <Divider />
          <Stack gap={2}>
            <Text fz="sm" c="dimmed" fw={600}>
              {messages.success.deliveringTo}
            </Text>
            <Text fz="sm" data-testid="success-address">
              {addressText(order)}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text fz="sm" c="dimmed" fw={600}>
              {messages.success.nextStepsHeading}
            </Text>
            <Text fz="sm">{cod ? codMessages.awaitingNote : messages.success.nextSteps}</Text>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
