import type { ReactNode } from 'react';
import {
  Anchor,
  Breadcrumbs,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  type GridProps,
} from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatRupees, isUnpaidStatus, messages, orderViewMessages } from '@shop/shared';
import { AddressLines } from '../../../components/shop/address-lines';
import { InvoiceDownload } from '../../../components/ui/invoice-download';
import { LinkButton } from '../../../components/ui/link-button';
import { RefundNotes } from '../../../components/ui/refund-notes';
import { usePageTitle } from '../../../components/ui/page-title';
import { QueryRecord, recordNotFound, useRecordId } from '../../../components/ui/query-record';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { useOrder } from '../api/get-order';
import type { Order } from '@shop/shared';
import { latestStatus } from '../../../entities/order/figures';
import { OrderAmounts as OrderFigures } from '../../../entities/order/order-amounts';
import { OrderStatus } from '../../../entities/order/order-status';
import { OrderPaymentActions } from './order-payment-actions';
import { CodAmount, CodConfirmation } from './cod-panel';
import { PlacedOn, ProductLine } from './order-parts';
import { TitledSection } from '../../../components/ui/titled-section';
import { OrderTimeline, ShipmentPanel } from './order-timeline';

function OrderItems({ order }: { order: Order }) {
  return (
    <TitledSection title="Items">
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={`Products in order #${order.id}`}>
        {order.order_products.map((line) => (
          <ProductLine
            key={line.id}
            line={line}
            details={
              <>
                Qty {line.qty} · GST {formatRupees(line.gst)}
              </>
            }
          />
        ))}
      </Stack>
    </TitledSection>
  );
}

function OrderAmounts({ order }: { order: Order }) {
  return (
    <TitledSection title={orderViewMessages.heading}>
      <OrderFigures order={order} />
    </TitledSection>
  );
}

function DeliveryAddress({ order }: { order: Order }) {
  return (
    <TitledSection title="Delivery address">
      <AddressLines address={order} />
    </TitledSection>
  );
}

/** The order's two columns: items and history, then money and address (stacked on phones). */
function Columns({
  gutter,
  main,
  side,
}: {
  gutter: GridProps['gutter'];
  main: ReactNode;
  side: ReactNode;
}) {
  return (
    <Grid gutter={gutter} align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">{main}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">{side}</Stack>
      </Grid.Col>
    </Grid>
  );
}

function OrderView({ order }: { order: Order }) {
  const status = latestStatus(order);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              Order #{order.id}
            </Title>
            <PlacedOn createdAt={order.created_at} />
          </Stack>
          <Stack gap={4} maw={{ base: '100%', sm: 320 }}>
            <OrderStatus status={status} size="lg" />
            <InvoiceDownload orderId={order.id} invoiceNumber={order.invoice_number} />
            <RefundNotes refunds={order.refunds} />
            <CodAmount order={order} />
            <CodConfirmation order={order} />
            <OrderPaymentActions order={order} />
            {status && isUnpaidStatus(status) && order.payment_method !== 'cod' ? (
              <Text fz="sm" data-testid="payment-id">
                Payment ID:{' '}
                <Text component="span" ff="monospace" fz="sm">
                  {order.payment_id ?? '—'}
                </Text>
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Paper>
      <Columns
        gutter={{ base: 'md', md: 'lg' }}
        main={
          <>
            <ShipmentPanel order={order} />
            <OrderTimeline order={order} />
            <OrderItems order={order} />
          </>
        }
        side={
          <>
            <OrderAmounts order={order} />
            <DeliveryAddress order={order} />
          </>
        }
      />
    </Stack>
  );
}

function OrderSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading order">
      <Skeleton h={88} radius="lg" />
      <Columns
        gutter="lg"
        main={
          <>
            <Skeleton h={180} radius="lg" />
            <Skeleton h={140} radius="lg" />
          </>
        }
        side={
          <>
            <Skeleton h={180} radius="lg" />
            <Skeleton h={150} radius="lg" />
          </>
        }
      />
    </Stack>
  );
}

const toOrders = (
  <LinkButton to={paths.orders} icon={IconReceipt}>
    View my orders
  </LinkButton>
);

const orderNotFound = (
  <StatusPanel
    icon={<IconReceipt size={26} aria-hidden />}
    title={messages.errors.orderNotFound}
    action={toOrders}
  >
    This order does not exist or belongs to another account.
  </StatusPanel>
);

/** `/orders/:id`: address snapshot, items, amounts, status history. */
export function OrderDetailPage() {
  const { id, validId } = useRecordId();
  const order = useOrder(id);
  const notFound = recordNotFound(validId, order.error);
  usePageTitle(notFound ? 'Order not found' : `Order #${validId ? id : ''}`);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Breadcrumbs mb="lg" separator="›" fz="sm">
        <Anchor component={Link} to={paths.orders}>
          My Orders
        </Anchor>
        <Text fz="sm" c="dimmed">
          {validId ? `Order #${id}` : 'Order'}
        </Text>
      </Breadcrumbs>
      <QueryRecord
        query={order}
        notFound={notFound}
        notFoundPanel={orderNotFound}
        skeleton={<OrderSkeleton />}
        errorTitle="We could not load this order"
      >
        {(found) => <OrderView order={found} />}
      </QueryRecord>
    </Container>
  );
}
