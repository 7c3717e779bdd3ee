import { Anchor, Box, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ProductThumb } from '../../../components/shop/product-thumb';
import {
  formatOrderDate,
  latestStatus,
  linePriceText,
  type OrderGroup,
} from '../utils/order-format';
import { OrderStatus } from './order-status';

/** One order in the shopper's list: id, date, latest status and the products in it. */
export function OrderCard({ order }: { order: OrderGroup }) {
  const title = `Order #${order.id}`;
  const date = formatOrderDate(order.created_at);
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
          {date ? (
            <Text fz="sm" c="dimmed">
              Placed on <time dateTime={order.created_at}>{date}</time>
            </Text>
          ) : null}
        </Stack>
        <Box maw={{ base: '100%', sm: 300 }}>
          <OrderStatus status={latestStatus(order.order_statuses)} />
        </Box>
      </Group>
      <Divider my="sm" />
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={`Products in ${title}`}>
        {order.items.map((item) => (
          <Group
            key={item.id}
            component="li"
            wrap="nowrap"
            gap="md"
            align="center"
            style={{ listStyle: 'none' }}
          >
            <ProductThumb product={item.Product} size={64} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Anchor
                component={Link}
                to={paths.product(item.Product.id)}
                fw={600}
                c="dark"
                lineClamp={2}
              >
                {item.Product.name}
              </Anchor>
              <Text fz="sm" c="dimmed">
                Qty {item.qty}
              </Text>
            </Stack>
            <Text fw={700} c="herbal.9" style={{ flex: 'none' }}>
              {linePriceText(item)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group justify="flex-end" mt="sm">
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
