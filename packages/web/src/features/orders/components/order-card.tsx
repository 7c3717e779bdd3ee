import { Anchor, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { formatRupees } from '@shop/shared';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { latestStatus } from '../../../entities/order/figures';
import { OrderStatus } from '../../../entities/order/order-status';
import type { OrderGroup } from '../utils/order-format';
import { PlacedOn, ProductLine } from './order-parts';
import { CouponSaving } from '../../../entities/order/order-amounts';
import { CodAmount } from './cod-panel';

/** One order in the shopper's list: id, date, latest status and the products in it. */
export function OrderCard({ order }: { order: OrderGroup }) {
  const title = `Order #${order.id}`;
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={title}
      style={{ listStyle: 'none' }}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={0}>
          <Anchor component={Link} to={paths.order(order.id)} fw={700} fz="lg" c="dark">
            {title}
          </Anchor>
          <PlacedOn createdAt={order.created_at} />
        </Stack>
        <Stack gap={4} maw={{ base: '100%', sm: 300 }}>
          <OrderStatus status={latestStatus(order)} />
          <CodAmount order={order} />
        </Stack>
      </Group>
      <Divider my="sm" />
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={`Products in ${title}`}>
        {order.items.map((item) => (
          <ProductLine
            key={item.id}
            line={item}
            details={<>Qty {item.qty}</>}
            priceColor="herbal.9"
          />
        ))}
      </Stack>
      <Group justify="space-between" mt="sm">
        {/* The server's figure: the web never adds money up itself. */}
        <Stack gap={0}>
          <Text fw={700} data-testid="order-total">
            Total {formatRupees(order.total)}
          </Text>
          <CouponSaving order={order} />
        </Stack>
        <Button
          component={Link}
          to={paths.order(order.id)}
          variant="light"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          aria-label={`View details of ${title}`}
        >
          View details
        </Button>
      </Group>
    </Paper>
  );
}
