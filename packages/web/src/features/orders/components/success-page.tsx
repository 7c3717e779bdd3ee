import { useEffect } from 'react';
import { Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconShoppingBag } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button';
import { usePageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { cartKeys } from '../../../api/cart-keys';
import { orderKeys } from '../../../api/order-keys';
import type { SuccessState } from '../../../lib/success-state';
import { SuccessSummary } from './success-summary';
import { ViewOrderButton } from './view-order-button';
import { useOrder } from '../api/get-order';

function orderIdFrom(state: unknown): number | undefined {
  const id = (state as SuccessState | null)?.orderId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * `/success`: thanks the shopper for the order whose id arrives in the navigation state. A
 * reload or a bookmark has no state, so the page then speaks of "your order" and points to the
 * order list instead of showing a broken id.
 */
export function SuccessPage() {
  const location = useLocation();
  const orderId = orderIdFrom(location.state);
  const queryClient = useQueryClient();
  // A cash on delivery order is placed, not paid: it is paid at the door.
  const { data: order } = useOrder(orderId ?? Number.NaN);
  const paid = order?.payment_method !== 'cod';
  usePageTitle('Order Placed');

  // A paid order empties the cart and changes the order list: show both fresh from here on.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [queryClient]);

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="green" aria-hidden>
            <IconCircleCheck size={36} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {orderId ? 'Thank you for your order!' : 'Your order is placed'}
          </Title>
          {orderId ? (
            <Text fz="lg">
              Your order <strong data-testid="success-order-id">#{orderId}</strong> has been placed
              {paid ? ' and paid' : ''}.
            </Text>
          ) : (
            <Text fz="lg">Thank you for shopping with us.</Text>
          )}
          {orderId ? (
            <SuccessSummary orderId={orderId} />
          ) : (
            <Text c="dimmed">You can follow your orders and their status in your order list.</Text>
          )}
          <Group justify="center" gap="sm" mt="xs" w="100%">
            <ViewOrderButton orderId={orderId} />
            <LinkButton to={paths.home} variant="light" icon={IconShoppingBag}>
              Continue shopping
            </LinkButton>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
