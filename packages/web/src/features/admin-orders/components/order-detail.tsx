import {
  addressLines,
  formatDateTime,
  mayDo,
  messages,
  ORDER_STATUS,
  nextStatuses,
  STAFF_ORDER_STATUSES,
} from '@shop/shared';
import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  Image,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { InvoiceDownload } from '../../../components/ui/invoice-download';
import { RefundNotes } from '../../../components/ui/refund-notes';
import { errorText } from '../../../lib/api-client';
import { useChangeOrderStatus, type StatusChange } from '../api/change-order-status';
import type { AdminOrder } from '@shop/shared';
import { latestStatus, linePriceText } from '../../../entities/order/figures';
import { StatusBadge } from '../../../entities/order/status-badge';
import { thumbUrl } from '../../../entities/product/image';
import { customerContact, customerName } from '../utils/order-figures';
import { FailingMails } from './failing-mails';
import { PaymentLedger } from './payment-ledger';
import { RefundActions } from './refund-actions';
import { ShipAction, ShipmentSummary } from './ship-action';
import { FormError } from '../../../components/ui/form-error';
import { Dialog } from '../../../components/ui/dialog';
import { OrderAmounts } from '../../../entities/order/order-amounts';
import { SideDrawer } from '../../../components/ui/side-drawer';
import { useSession } from '../../../lib/session';
import { RecordActivity } from '../../../entities/audit/record-activity';

type StaffStatus = StatusChange['status'];

/** The statuses staff may set next, from the shared transition table. */
function nextStaffStatuses(current: string | undefined): StaffStatus[] {
  return nextStatuses('staff', current).filter((status): status is StaffStatus =>
    (STAFF_ORDER_STATUSES as readonly string[]).includes(status),
  );
}

function StatusHistory({ order }: { order: AdminOrder }) {
  if (order.order_statuses.length === 0) return <Text c="dimmed">{messages.orders.noStatus}</Text>;
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2}>
      {order.order_statuses.map((entry) => (
        <Timeline.Item key={entry.id} title={entry.status}>
          <Text fz="xs" c="dimmed">
            {formatDateTime(entry.created_at)}
            {/* A status whose setter the answer does not name (the payment provider, a mailed
                link, the system, a deleted account) names nobody rather than a guess. */}
            {entry.changed_by
              ? ` · ${`${entry.changed_by.first_name} ${entry.changed_by.last_name}`.trim()}`
              : null}
          </Text>
          {entry.tracking_number ? (
            <Text fz="sm">Tracking number: {entry.tracking_number}</Text>
          ) : null}
          {entry.note ? <Text fz="sm">{entry.note}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * Moves a paid order on; Cancelled asks first. Shipping is the Ship action, which records the
 * carrier and tracking number.
 */
function StatusActions({ order }: { order: AdminOrder }) {
  const change = useChangeOrderStatus();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  // A paid order is cancelled together with its refund (Cancel and refund); only one whose
  // money is all refunded already is cancelled on its own.
  const refunded = order.refunded_amount >= order.total;
  // Shipping records the carrier and tracking number: the Ship action, not a bare status.
  const next = nextStaffStatuses(latestStatus(order)).filter(
    (status) => (status !== ORDER_STATUS.cancelled || refunded) && status !== ORDER_STATUS.shipped,
  );

  const send = (body: StatusChange) =>
    change.mutate(
      { id: order.id, body },
      {
        onSuccess: () => {
          setConfirming(false);
          flashSuccess(messages.orders.statusChanged(order.id, body.status));
        },
        onError: (error) => flashError(errorText(error, messages.errors.generic)),
      },
    );

  const choose = (status: StaffStatus) => {
    change.reset();
    if (status === ORDER_STATUS.cancelled) {
      setNote('');
      setConfirming(true);
    } else {
      send({ status });
    }
  };

  if (next.length === 0) return null;

  return (
    <>
      <Group gap="xs">
        {next.map((status) => (
          <Button
            key={status}
            variant={status === ORDER_STATUS.cancelled ? 'light' : 'filled'}
            color={status === ORDER_STATUS.cancelled ? 'red' : undefined}
            loading={change.isPending && change.variables?.body.status === status && !confirming}
            disabled={change.isPending}
            onClick={() => choose(status)}
          >
            {status === ORDER_STATUS.cancelled ? 'Cancel order' : `Mark ${status}`}
          </Button>
        ))}
      </Group>
      <Dialog
        overDrawer
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel order"
      >
        <Stack gap="md">
          <FormError
            text={change.error ? errorText(change.error, messages.errors.generic) : null}
          />
          <Text>
            {`Cancel order #${order.id} for ${customerName(order)}? Its payment is refunded already; its stock goes back on sale and the shopper is mailed the reason given below.`}
          </Text>
          <Textarea
            label="Note (optional)"
            autosize
            minRows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={change.isPending}
            >
              {messages.labels.close}
            </Button>
            <Button
              color="red"
              loading={change.isPending}
              onClick={() => send({ status: ORDER_STATUS.cancelled, note: note.trim() || null })}
            >
              Cancel order
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}

function OrderBody({ order }: { order: AdminOrder }) {
  const { user } = useSession();
  const mayRefund = mayDo(user?.permissions ?? [], 'refunds');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{customerName(order)}</Text>
          <Text fz="sm" c="dimmed">
            {customerContact(order)}
          </Text>
          <Text fz="sm" c="dimmed">
            Placed {formatDateTime(order.created_at)}
          </Text>
        </Stack>
        <StatusBadge status={latestStatus(order)} />
      </Group>

      <Group gap="xs">
        {nextStatuses('staff', latestStatus(order)).includes(ORDER_STATUS.shipped) &&
        order.shipments.length === 0 ? (
          <ShipAction order={order} />
        ) : null}
        <StatusActions order={order} />
        {mayRefund ? <RefundActions order={order} /> : null}
        <InvoiceDownload orderId={order.id} invoiceNumber={order.invoice_number} />
      </Group>
      <RefundNotes refunds={order.refunds} withFailed />
      <FailingMails orderId={order.id} />
      <ShipmentSummary order={order} />

      <Stack gap={4}>
        <Title order={3} fz="h5">
          Shipping address
        </Title>
        {addressLines(order).map((line, i) => (
          <Text key={i} fz="sm">
            {line}
          </Text>
        ))}
        <Text fz="sm">Phone: {order.phone_number}</Text>
      </Stack>

      <Stack gap="xs">
        <Title order={3} fz="h5">
          Items
        </Title>
        <Table verticalSpacing={6} aria-label="Items">
          <Table.Tbody>
            {order.order_products.map((line) => {
              const image = line.Product.product_images[0];
              return (
                <Table.Tr key={line.id}>
                  <Table.Td w={52}>
                    {image ? (
                      <Image src={thumbUrl(image)} alt="" w={44} h={44} radius="sm" fit="cover" />
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {line.Product.name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      Qty {line.qty}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text fz="sm">{linePriceText(line)}</Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <OrderAmounts order={order} />
        {order.payment_id ? (
          <Text fz="xs" c="dimmed">
            Payment id: {order.payment_id}
          </Text>
        ) : null}
      </Stack>

      <Divider />
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Status history
        </Title>
        <StatusHistory order={order} />
      </Stack>

      {mayRefund ? (
        <>
          <Divider />
          <PaymentLedger orderId={order.id} />
        </>
      ) : null}
      <RecordActivity type="order" id={order.id} />
    </Stack>
  );
}

/** The admin order detail, beside the list: address, items, amounts, history and next steps. */
export function OrderDetailDrawer({
  orderId,
  order,
  loading,
  error,
  onClose,
}: {
  orderId: number | null;
  order: AdminOrder | undefined;
  loading: boolean;
  error: unknown;
  onClose: () => void;
}) {
  return (
    <SideDrawer
      opened={orderId !== null}
      onClose={onClose}
      title={orderId !== null ? `Order #${orderId}` : ''}
    >
      {order ? (
        <OrderBody order={order} />
      ) : loading ? (
        <Stack gap="sm">
          <Skeleton h={20} w="60%" />
          <Skeleton h={80} />
          <Skeleton h={120} />
        </Stack>
      ) : error ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(error, messages.errors.orderNotFound)}
        </Alert>
      ) : null}
    </SideDrawer>
  );
}
