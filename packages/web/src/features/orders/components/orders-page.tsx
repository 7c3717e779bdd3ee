import { Button, Divider, Group, Skeleton, Stack } from '@mantine/core';
import { IconPackage, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ScreenPage } from '../../../components/ui/screen-page';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton';
import { QueryList } from '../../../components/ui/query-list';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { useMyOrders } from '../api/get-my-orders';
import { groupOrders } from '../utils/order-format';
import { OrderCard } from './order-card';

function OrdersSkeleton() {
  return (
    <CardListSkeleton label="Loading orders" rows={3} gap="md">
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
    </CardListSkeleton>
  );
}

const noOrders = (
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
);

/** `/orders` for shoppers: every order, newest first, with its status as shoppers see it. */
export function OrdersPage() {
  const orders = useMyOrders();
  return (
    <ScreenPage title="My Orders" size="md">
      <QueryList
        query={orders}
        skeleton={<OrdersSkeleton />}
        errorTitle="We could not load your orders"
        empty={noOrders}
      >
        {(list) => (
          <Stack component="ul" gap="md" p={0} m={0} aria-label="Orders">
            {groupOrders(list).map((group) => (
              <OrderCard key={group.id} order={group} />
            ))}
          </Stack>
        )}
      </QueryList>
    </ScreenPage>
  );
}
