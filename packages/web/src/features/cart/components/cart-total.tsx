import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatPaise, messages, type CartItem } from '@shop/shared';
import { paths } from '../../../config/paths';
import { cartCount, cartSubtotalPaise, exceedsStock } from '../../../utils/cart-price';

/** The cart's count and subtotal, and the way on to the summary while every line is in stock. */
export function CartTotal({ items }: { items: CartItem[] }) {
  const navigate = useNavigate();
  const blocked = items.some(exceedsStock);
  return (
    <Paper withBorder radius="lg" p="lg" style={{ position: 'sticky', top: 96 }}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Cart total
        </Title>
        <Group justify="space-between">
          <Text c="dimmed">Items</Text>
          <Text>{cartCount(items)}</Text>
        </Group>
        <Divider />
        <Group justify="space-between" align="baseline">
          <Text fw={600}>Subtotal (incl. GST)</Text>
          <Text fw={700} fz="xl" c="herbal.9" data-testid="cart-subtotal">
            {formatPaise(cartSubtotalPaise(items))}
          </Text>
        </Group>
        {blocked ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
          >
            {messages.cart.outOfStock}
          </Alert>
        ) : null}
        <Button
          size="md"
          fullWidth
          rightSection={<IconArrowRight size={18} aria-hidden />}
          disabled={blocked}
          onClick={() => navigate(paths.orderSummary('cart'))}
        >
          Checkout
        </Button>
        <Button component={Link} to={paths.home} variant="subtle" fullWidth>
          Continue shopping
        </Button>
      </Stack>
    </Paper>
  );
}
