import '@mantine/core/styles/SegmentedControl.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  ADMIN_AREAS,
  canAccess,
  type Dashboard,
  DASHBOARD_RANGES,
  type DashboardFigures,
  dashboardMessages,
  type DashboardRange,
  type DashboardTodo,
  formatRupees,
  messages,
  ORDER_STATUS,
} from '@shop/shared';
import { usePageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { TitledSection } from '../../../components/ui/titled-section';
import { TableHead } from '../../../components/ui/table-head';

// The chart library comes with the chart alone, after the figures have drawn.
const SalesChart = lazy(() =>
  import('./sales-chart').then((module) => ({ default: module.SalesChart })),
);

const text = dashboardMessages;

type FigureKey = keyof typeof text.figures;

const gstTotal = (f: DashboardFigures) =>
  Math.round((f.gst.cgst + f.gst.sgst + f.gst.igst) * 100) / 100;

const figureValue = (f: DashboardFigures, key: FigureKey): number =>
  key === 'gst' ? gstTotal(f) : f[key];

const isMoney = (key: FigureKey) => key !== 'orders' && key !== 'new_shoppers';

/** How a figure moved against the same number of days before, as a sentence. */
function change(current: number, previous: number): { sentence: string; color: string } {
  if (current === previous) return { sentence: text.changeNone, color: 'dimmed' };
  if (previous === 0) return { sentence: text.changeNew, color: 'dimmed' };
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  const shown = Math.abs(percent).toFixed(1);
  return percent > 0
    ? { sentence: text.changeUp(shown), color: 'green.8' }
    : { sentence: text.changeDown(shown), color: 'red.8' };
}

function FigureCard({
  label,
  value,
  note,
  children,
}: {
  label: string;
  value?: string;
  note?: { sentence: string; color: string };
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={label}>
      <Stack gap={4}>
        <Text fz="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton h={28} w={120} />
        ) : (
          <Text fz={{ base: 19, sm: 26 }} fw={700} lh={1.15} style={{ whiteSpace: 'nowrap' }}>
            {value}
          </Text>
        )}
        {note ? (
          <Text fz="xs" c={note.color}>
            {note.sentence}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

function SalesFigures({
  current,
  previous,
}: {
  current: DashboardFigures;
  previous: DashboardFigures;
}) {
  const keys = Object.keys(text.figures) as FigureKey[];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {keys.map((key) => {
        const now = figureValue(current, key);
        return (
          <FigureCard
            key={key}
            label={text.figures[key]}
            value={isMoney(key) ? formatRupees(now) : String(now)}
            note={change(now, figureValue(previous, key))}
          >
            {key === 'gst' ? (
              <Text fz="xs" c="dimmed">
                CGST {formatRupees(current.gst.cgst)} · SGST {formatRupees(current.gst.sgst)} · IGST{' '}
                {formatRupees(current.gst.igst)}
              </Text>
            ) : null}
          </FigureCard>
        );
      })}
    </SimpleGrid>
  );
}

function TopProducts({
  products,
  revenue,
}: {
  products: NonNullable<Dashboard['top_products']>;
  revenue: number;
}) {
  const columns = text.topColumns;
  return (
    <TitledSection title={text.topTitle} roomy>
      {products.length === 0 ? (
        <Text c="dimmed">{text.topEmpty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" striped>
            <TableHead
              columns={[columns.product, columns.qty, columns.revenue, columns.share]}
              right={[columns.qty, columns.revenue, columns.share]}
            />
            <Table.Tbody>
              {products.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>{product.name}</Table.Td>
                  <Table.Td ta="right">{product.qty}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(product.revenue)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {revenue > 0 ? `${((product.revenue / revenue) * 100).toFixed(1)}%` : '–'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TitledSection>
  );
}

const ordersWhere = (key: 'list' | 'status', value: string) =>
  `${paths.orders}?${new URLSearchParams({ [key]: value })}`;

/** Where each piece of work is done: the orders screen's own list or filter where it has one. */
const TODO_LINKS: Record<keyof DashboardTodo, string> = {
  to_ship: ordersWhere('list', 'to-ship'),
  payments_pending: ordersWhere('status', ORDER_STATUS.placed),
  refunds_pending: paths.orders,
  refunds_failed: paths.orders,
  cod_to_confirm: ordersWhere('list', 'cod-confirm'),
  out_of_stock: paths.productManagement,
  low_stock: paths.productManagement,
};

function TodoList({ todo }: { todo: DashboardTodo }) {
  const items = (Object.keys(TODO_LINKS) as (keyof DashboardTodo)[]).filter(
    (key) => todo[key] !== undefined,
  );
  if (items.length === 0) return null;
  const waiting = items.filter((key) => (todo[key] ?? 0) > 0);
  return (
    <TitledSection title={text.todoTitle} roomy>
      {waiting.length === 0 ? (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" aria-hidden>
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Text c="dimmed">{text.todoDone}</Text>
        </Group>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {waiting.map((key) => (
            <Group key={key} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Anchor component={Link} to={TODO_LINKS[key]}>
                {text.todo[key]}
              </Anchor>
              <Badge
                size="lg"
                variant="light"
                color={key === 'refunds_failed' || key === 'out_of_stock' ? 'red' : 'orange'}
                style={{ flex: 'none' }}
              >
                {todo[key]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </TitledSection>
  );
}

function LowStock({
  products,
  linked,
}: {
  products: NonNullable<Dashboard['low_stock']>;
  linked: boolean;
}) {
  if (products.length === 0) return null;
  return (
    <TitledSection
      title={text.lowStockTitle}
      roomy
      aside={
        linked ? (
          <Anchor component={Link} to={ADMIN_AREAS.product.path} fz="sm">
            {text.manageProducts}
          </Anchor>
        ) : null
      }
    >
      <Stack gap="xs">
        {products.map((product) => (
          <Group key={product.id} justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} miw={0}>
              <Text>{product.name}</Text>
              <Text fz="xs" c="dimmed">
                {text.lowStockAt(product.low_stock_at)}
              </Text>
            </Stack>
            <Badge
              color={product.available === 0 ? 'red' : 'orange'}
              variant="light"
              style={{ flex: 'none' }}
            >
              {product.available === 0
                ? messages.cart.outOfStock
                : text.available(product.available)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </TitledSection>
  );
}

/** This month and the eleven before it, newest first, as 'YYYY-MM' in India time. */
function recentMonths(now = new Date()): string[] {
  const india = new Date(now.getTime() + 330 * 60_000);
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The staff home: a greeting, the sales of a range, the day's work and low stock. */
export function AdminDashboard() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  const [range, setRange] = useState<DashboardRange>('7d');
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]!);
  const query = useDashboard({ range, month });
  const data = query.data;
  const permissions = user?.permissions ?? [];
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const seesSales = canAccess(permissions, 'orders') || permissions.includes('order_manager');

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {name ? `Welcome, ${name}` : 'Welcome'}
            </Title>
            <Text c="dimmed">{text.intro}</Text>
          </Stack>
          {seesSales ? (
            <Group gap="xs" wrap="wrap">
              <SegmentedControl
                aria-label="Period"
                value={range}
                onChange={(value) => setRange(value as DashboardRange)}
                data={DASHBOARD_RANGES.map((value) => ({ value, label: text.ranges[value] }))}
              />
              {range === 'month' ? (
                <NativeSelect
                  aria-label="Month"
                  value={month}
                  onChange={(event) => setMonth(event.currentTarget.value)}
                  data={months}
                />
              ) : null}
            </Group>
          ) : null}
        </Group>

        {query.isError ? (
          <Paper withBorder radius="lg" p="lg" role="alert">
            <Group gap="sm" justify="space-between">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon color="red" variant="light" radius="xl" aria-hidden>
                  <IconAlertTriangle size={18} />
                </ThemeIcon>
                <Text>{errorText(query.error, messages.errors.generic)}</Text>
              </Group>
              <Button variant="light" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Group>
          </Paper>
        ) : !data ? (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {Object.values(text.figures).map((label) => (
              <FigureCard key={label} label={label} />
            ))}
          </SimpleGrid>
        ) : (
          <>
            {data.current && data.previous ? (
              <SalesFigures current={data.current} previous={data.previous} />
            ) : null}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <TodoList todo={data.todo} />
              {data.low_stock ? (
                <LowStock products={data.low_stock} linked={canAccess(permissions, 'product')} />
              ) : null}
            </SimpleGrid>
            {data.by_day ? (
              <Suspense fallback={<Skeleton h={320} radius="lg" />}>
                <SalesChart days={data.by_day} />
              </Suspense>
            ) : null}
            {data.top_products && data.current ? (
              <TopProducts products={data.top_products} revenue={data.current.revenue} />
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
