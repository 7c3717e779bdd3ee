import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClock, IconAlertTriangle, IconPackage } from '@tabler/icons-react';
import { messages, ORDER_STATUS, statusDisplay } from '@shop/shared';

const ICONS: Record<string, typeof IconClock> = {
  [ORDER_STATUS.placed]: IconClock,
  [ORDER_STATUS.paymentVerified]: IconCircleCheck,
  [ORDER_STATUS.paymentFailed]: IconAlertTriangle,
};

/**
 * The latest status as shoppers see it: "Order Pending" (red, with the 20-minute note),
 * "Order Confirm" (green), "Payment Failed" (red), any other status as its own text.
 */
export function OrderStatus({
  status,
  size = 'md',
}: {
  status: string | undefined;
  size?: 'md' | 'lg';
}) {
  if (!status) {
    return (
      <Text fz="sm" c="dimmed">
        {messages.orders.noStatus}
      </Text>
    );
  }
  const display = statusDisplay(status);
  const Icon = ICONS[status] ?? IconPackage;
  return (
    <Stack gap={2} data-testid="order-status">
      <Group gap={6} wrap="nowrap">
        <ThemeIcon
          size={size === 'lg' ? 26 : 20}
          radius="xl"
          variant="light"
          color={display.color}
          aria-hidden
        >
          <Icon size={size === 'lg' ? 16 : 13} />
        </ThemeIcon>
        <Text
          component="span"
          fw={700}
          fz={size === 'lg' ? 'lg' : 'md'}
          c={`${display.color}.8`}
          data-color={display.color}
          data-testid="order-status-heading"
        >
          {display.heading}
        </Text>
      </Group>
      {display.note ? (
        <Text fz="sm" c="dimmed">
          {display.note}
        </Text>
      ) : null}
    </Stack>
  );
}
