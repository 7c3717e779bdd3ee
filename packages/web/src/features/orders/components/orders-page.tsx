import { Button, Container, Divider, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconPackage, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@shop/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useMyOrders } from '../api/get-my-orders';
import { groupOrders } from '../utils/order-format';
import { OrderCard } from './order-card';

function OrdersSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading orders">
      {[0, 1, 2].map((row) => (
        <Paper key={row} withBorder radius="lg" p="md">
          <Group justify="space-between">
            <Stack gap={6}>
              <Skeleton h={20} w={120} />
              <Skeleton h={14} w={160} />
            </Stack>
            <Skeleton h={20} w={130} />
          </Group>
          <Divider my="sm" />
          <Group wrap="nowrap">
            <Skeleton w={64} h={64} radius="md" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={16} w="60%" />
              <Skeleton h={12} w="20%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** `/orders` for shoppers: every order, newest first, with its status as spec §4 shows it. */
export function OrdersPage() {
  const orders = useMyOrders();

  let body;
  if (orders.isPending) {
    body = <OrdersSkeleton />;
  } else if (orders.isError) {
    body = (
      <StatusPanel
        icon={<IconAlertTriangle size={26} aria-hidden />}
        color="red"
        title="We could not load your orders"
        action={<Button onClick={() => void orders.refetch()}>Try again</Button>}
      >
        {errorText(orders.error, messages.errors.generic)}
      </StatusPanel>
    );
  } else {
    const groups = groupOrders(orders.data);
    body =
      groups.length === 0 ? (
        <StatusPanel
          icon={<IconPackage size={26} aria-hidden />}
          title="No orders yet"
          action={
            <Button component={Link} to={paths.home} leftSection={<IconShoppingBag size={18} />}>
              Start shopping
            </Button>
          }
        >
          Orders you place will appear here.
        </StatusPanel>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} aria-label="Orders">
          {groups.map((group) => (
            <OrderCard key={group.id} order={group} />
          ))}
        </Stack>
      );
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle fz={{ base: 'h2', sm: 'h1' }}>My Orders</PageTitle>
        {body}
      </Stack>
    </Container>
  );
}
