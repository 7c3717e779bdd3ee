import type { ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarWeek,
  IconCircleCheck,
  IconPackage,
  IconShoppingBag,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { ADMIN_AREAS, canAccess, formatRupees, messages } from '@shop/shared';
import { usePageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDashboardSummary, type DashboardFigures } from '../api/get-summary';

function Card({
  icon,
  label,
  children,
  color = 'herbal',
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  color?: string;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={label}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fz="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

function SalesCard({
  label,
  icon,
  figures,
}: {
  label: string;
  icon: ReactNode;
  figures?: DashboardFigures;
}) {
  return (
    <Card icon={icon} label={label}>
      {figures ? (
        <>
          <Text fz={28} fw={700} lh={1.1}>
            {formatRupees(figures.revenue)}
          </Text>
          <Text fz="sm" c="dimmed">
            {figures.orders === 0
              ? 'No paid orders yet'
              : `${figures.orders} paid ${figures.orders === 1 ? 'order' : 'orders'}`}
          </Text>
        </>
      ) : (
        <>
          <Skeleton h={28} w={140} />
          <Skeleton h={14} w={100} />
        </>
      )}
    </Card>
  );
}

/** The staff home: a greeting (spec §2) and the figures a shop owner checks each morning. */
export function AdminDashboard() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  const summary = useDashboardSummary();
  const data = summary.data;
  const permissions = user?.permissions ?? [];
  const seesOrders = canAccess(permissions, 'orders');
  const seesProducts = canAccess(permissions, 'product');
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {name ? `Welcome, ${name}` : 'Welcome'}
          </Title>
          <Text c="dimmed">Here is how the shop is doing.</Text>
        </Stack>

        {summary.isError ? (
          <Paper withBorder radius="lg" p="lg" role="alert">
            <Group gap="sm" justify="space-between">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon color="red" variant="light" radius="xl" aria-hidden>
                  <IconAlertTriangle size={18} />
                </ThemeIcon>
                <Text>{errorText(summary.error, messages.errors.generic)}</Text>
              </Group>
              <Button variant="light" onClick={() => void summary.refetch()}>
                Try again
              </Button>
            </Group>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <SalesCard label="Today" icon={<IconShoppingBag size={22} />} figures={data?.today} />
            <SalesCard
              label="Last 7 days"
              icon={<IconCalendarWeek size={22} />}
              figures={data?.last_7_days}
            />
            <Card icon={<IconTruckDelivery size={22} />} label="Waiting to ship" color="orange">
              {data ? (
                <>
                  <Text fz={28} fw={700} lh={1.1}>
                    {data.awaiting_shipment}
                  </Text>
                  {seesOrders && data.awaiting_shipment > 0 ? (
                    <Anchor component={Link} to={paths.orders} fz="sm">
                      Open orders
                    </Anchor>
                  ) : (
                    <Text fz="sm" c="dimmed">
                      {data.awaiting_shipment === 0 ? 'All caught up' : 'Paid or packed'}
                    </Text>
                  )}
                </>
              ) : (
                <Skeleton h={28} w={60} />
              )}
            </Card>
            <Card
              icon={<IconPackage size={22} />}
              label="Low on stock"
              color={data && data.low_stock.length > 0 ? 'red' : 'herbal'}
            >
              {data ? (
                <Text fz={28} fw={700} lh={1.1}>
                  {data.low_stock.length}
                </Text>
              ) : (
                <Skeleton h={28} w={60} />
              )}
              <Text fz="sm" c="dimmed">
                {!data
                  ? ' '
                  : data.low_stock.length === 0
                    ? 'Every product is stocked'
                    : data.low_stock.length === 1
                      ? 'product running low'
                      : 'products running low'}
              </Text>
            </Card>
          </SimpleGrid>
        )}

        {data && data.low_stock.length > 0 ? (
          <Paper
            withBorder
            radius="lg"
            p="lg"
            component="section"
            aria-label="Products low on stock"
          >
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="h4">
                Products low on stock
              </Title>
              {seesProducts ? (
                <Anchor component={Link} to={ADMIN_AREAS.product.path} fz="sm">
                  Manage products
                </Anchor>
              ) : null}
            </Group>
            <Stack gap="xs">
              {data.low_stock.map((product) => (
                <Group key={product.id} justify="space-between" wrap="nowrap" gap="sm">
                  {/* Names wrap rather than being cut off on a phone. */}
                  <Stack gap={0} miw={0}>
                    {seesProducts ? (
                      <Anchor component={Link} to={paths.productManagement}>
                        {product.name}
                      </Anchor>
                    ) : (
                      <Text>{product.name}</Text>
                    )}
                    <Text fz="xs" c="dimmed" data-testid="stock-figures">
                      {product.on_hand} on hand · {product.reserved} reserved
                    </Text>
                  </Stack>
                  <Badge
                    color={product.stock === 0 ? 'red' : 'orange'}
                    variant="light"
                    style={{ flex: 'none' }}
                  >
                    {product.stock === 0 ? messages.cart.outOfStock : `${product.stock} available`}
                  </Badge>
                </Group>
              ))}
            </Stack>
          </Paper>
        ) : data ? (
          <Paper withBorder radius="lg" p="lg">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" aria-hidden>
                <IconCircleCheck size={18} />
              </ThemeIcon>
              <Text c="dimmed">No product is running low on stock.</Text>
            </Group>
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
