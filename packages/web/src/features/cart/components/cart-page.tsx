import {
  Alert,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconShoppingCart,
  IconShoppingBag,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatPaise, messages } from '@shop/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useCart } from '../../../api/get-cart';
import { cartCount, cartSubtotalPaise, exceedsStock } from '../../../utils/cart-price';
import { CartLine } from './cart-line';

function CartSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading cart">
      {[0, 1, 2].map((row) => (
        <Paper key={row} withBorder radius="lg" p="md">
          <Group wrap="nowrap" align="flex-start">
            <Skeleton w={80} h={80} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton h={18} w="60%" />
              <Skeleton h={14} w="40%" />
              <Skeleton h={32} w="50%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** `/cart`: the lines, their quantities, the subtotal and the way on to the summary. */
export function CartPage() {
  const cart = useCart();
  const navigate = useNavigate();
  const items = cart.data ?? [];
  const blocked = items.some(exceedsStock);

  let body;
  if (cart.isPending) {
    body = <CartSkeleton />;
  } else if (cart.isError) {
    body = (
      <StatusPanel
        icon={<IconAlertTriangle size={26} aria-hidden />}
        color="red"
        title={errorText(cart.error, messages.errors.generic)}
        action={<Button onClick={() => void cart.refetch()}>Try again</Button>}
      />
    );
  } else if (items.length === 0) {
    body = (
      <StatusPanel
        icon={<IconShoppingCart size={26} aria-hidden />}
        title={messages.cart.emptyCart}
        action={
          <Button component={Link} to={paths.home} leftSection={<IconShoppingBag size={18} />}>
            Continue shopping
          </Button>
        }
      />
    );
  } else {
    body = (
      <Grid gutter={{ base: 'md', md: 'xl' }} align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack component="ul" gap="sm" p={0} m={0} aria-label="Cart items">
            {items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
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
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle fz={{ base: 'h2', sm: 'h1' }}>Cart</PageTitle>
        {body}
      </Stack>
    </Container>
  );
}
