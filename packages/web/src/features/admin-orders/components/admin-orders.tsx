import {
  formatDateTime,
  ADMIN_AREAS,
  codStaffMessages,
  formatRupees,
  mayDo,
  messages,
  refundMessages,
  shipmentMessages,
  type PaymentMethod,
} from '@shop/shared';
import { useMemo } from 'react';
import { Badge, Button, Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { IconDownload, IconEye, IconPackage, IconPrinter } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { actionsColumn, DataTable, type Column } from '../../../components/ui/data-table';
import { customerColumn, orderIdColumn } from './order-columns';
import { EmptyState } from '../../../components/ui/empty-state';
import { flashWarning } from '../../../components/ui/flash';
import { RetryPanel } from '../../../components/ui/retry-panel';
import { ScreenPage } from '../../../components/ui/screen-page';
import { useAdminOrder, useOrdersInRange } from '../api/get-orders-in-range';
import { useOrdersToShip } from '../api/get-orders-to-ship';
import { ImportShipments } from './import-shipments';
import type { AdminOrder } from '@shop/shared';
import { downloadText } from '../utils/download';
import { latestStatus } from '../../../entities/order/figures';
import { StatusBadge } from '../../../entities/order/status-badge';
import { defaultRange, isIsoDate } from '../utils/india-dates';
import { buildOrdersCsv, ordersCsvFileName } from '../utils/orders-csv';
import { customerContact, orderTotalText, statusesPresent } from '../utils/order-figures';
import { AddressSlips } from './address-slips';
import { GstSummaryDownload } from './gst-summary-download';
import { OrderDetailDrawer } from './order-detail';
import { CodReport, CodToConfirm, PaymentBadge } from './cod-views';

const ALL = 'All';

/** Money given back on the order, at a glance in the list. */
function RefundedMarker({ order }: { order: AdminOrder }) {
  const refunded = order.refunded_amount ?? 0;
  const pending = (order.refunds ?? []).some((r) => r.status === 'pending');
  if (refunded <= 0 && !pending) return null;
  return (
    <Badge
      color={refunded > 0 ? 'grape' : 'orange'}
      variant="light"
      title={refunded > 0 ? formatRupees(refunded) : undefined}
    >
      {refunded > 0
        ? `${refundMessages.refundedMarker} ${formatRupees(refunded)}`
        : refundMessages.pendingMarker}
    </Badge>
  );
}

interface RangeEndProps {
  label: string;
  value: string;
  min?: string;
  max?: string;
  error?: string | null;
  onChange: (value: string) => void;
}

/** One end of the date range: the browser's date picker, half the row on a phone. */
function RangeEnd({ onChange, ...input }: RangeEndProps) {
  return (
    <TextInput
      type="date"
      {...input}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: 'calc(50% - 8px)', xs: 170 }}
    />
  );
}

/** The orders table's columns; `onView` opens an order's detail. */
function orderColumns(onView: (id: number) => void): Column<AdminOrder>[] {
  return [
    orderIdColumn,
    customerColumn(customerContact),
    { header: 'Total ₹', width: 120, align: 'right', nowrap: true, cell: orderTotalText },
    {
      header: codStaffMessages.paymentMethod,
      width: 100,
      cell: (order) => <PaymentBadge order={order} />,
    },
    {
      header: 'Status',
      width: 190,
      cell: (order) => (
        <Group gap={4}>
          <StatusBadge status={latestStatus(order)} />
          <RefundedMarker order={order} />
        </Group>
      ),
    },
    { header: 'Date', width: 190, nowrap: true, cell: (order) => formatDateTime(order.created_at) },
    actionsColumn(
      (order) => (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconEye size={16} aria-hidden />}
          onClick={() => onView(order.id)}
          aria-label={`View order ${order.id}`}
        >
          View
        </Button>
      ),
      100,
    ),
  ];
}

/**
 * Admin `/orders`: a date range in India days, a status filter, the orders
 * table, CSV export, the address slips and, per order, a detail where staff move it on.
 * The range, filter, open order and slip view live in the address, so a reload keeps them.
 */
export function AdminOrders() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => defaultRange(), []);
  const from = params.get('from') ?? defaults.from;
  const to = params.get('to') ?? defaults.to;
  const status = params.get('status') ?? ALL;
  const showSlips = params.get('view') === 'slip';
  const openId = Number(params.get('order')) || null;

  const rangeError =
    !isIsoDate(from) || !isIsoDate(to)
      ? messages.orders.dateInvalid
      : from > to
        ? messages.orders.dateRangeInvalid
        : null;
  const list = params.get('list');
  const toShip = list === 'to-ship';
  const codConfirm = list === 'cod-confirm';
  const codReport = list === 'cod-report';
  const rawMethod = params.get('payment');
  const method: PaymentMethod | undefined =
    rawMethod === 'cod' || rawMethod === 'online' ? rawMethod : undefined;
  const inRange = useOrdersInRange(from, to, list === null && rangeError === null, method);
  const shipQueue = useOrdersToShip(toShip);
  const orders = toShip ? shipQueue : inRange;
  const all = useMemo(() => orders.data ?? [], [orders.data]);

  // The filter is applied to every reload of the list.
  const shown = useMemo(
    () => (status === ALL ? all : all.filter((order) => latestStatus(order) === status)),
    [all, status],
  );
  const statusOptions = useMemo(() => {
    const present = statusesPresent(all);
    if (status !== ALL && !present.includes(status)) present.push(status);
    return [ALL, ...present];
  }, [all, status]);

  const listed = openId === null ? undefined : all.find((order) => order.id === openId);
  // The COD views list no orders of the range: an open order is read on its own there.
  const ownList = codConfirm || codReport;
  const single = useAdminOrder(openId, (orders.isFetched || ownList) && !listed);

  // Built from the address bar as it is now: react-router's functional update reads the
  // params of the last render, so two quick edits (From, then To) would lose the first.
  const update = (changes: Record<string, string | null>, push = false) =>
    setParams(
      () => {
        const next = new URLSearchParams(window.location.search);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: !push },
    );

  const download = () => {
    if (shown.length === 0) {
      flashWarning(messages.orders.noOrdersToDownload);
      return;
    }
    downloadText(buildOrdersCsv(shown), ordersCsvFileName(from, to), 'text/csv;charset=utf-8');
  };

  if (showSlips) {
    return <AddressSlips orders={all} from={from} to={to} onBack={() => update({ view: null })} />;
  }

  return (
    <ScreenPage
      title={ADMIN_AREAS.orders.title}
      size="xl"
      actions={
        <Group gap="sm">
          {mayDo(user?.permissions ?? [], 'gstSummary') ? <GstSummaryDownload /> : null}
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={download}
            disabled={!orders.data}
          >
            {messages.labels.downloadCsv}
          </Button>
          <ImportShipments />
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => update({ view: 'slip' }, true)}
            disabled={!orders.data}
          >
            {messages.labels.viewAddressSlip}
          </Button>
        </Group>
      }
      dialogs={
        <OrderDetailDrawer
          orderId={openId}
          order={listed ?? single.data}
          loading={!listed && ((!ownList && orders.isPending) || single.isPending)}
          error={single.error}
          onClose={() => update({ order: null })}
        />
      }
    >
      <Group gap="xs" role="group" aria-label="Which orders">
        {(
          [
            ['By date', null],
            [shipmentMessages.staff.toShip, 'to-ship'],
            [codStaffMessages.toConfirmHeading, 'cod-confirm'],
            [codStaffMessages.reportHeading, 'cod-report'],
          ] as const
        ).map(([label, value]) => (
          <Button
            key={label}
            variant={list === value ? 'filled' : 'default'}
            aria-pressed={list === value}
            onClick={() => update({ list: value, status: null })}
          >
            {label}
          </Button>
        ))}
      </Group>
      {toShip || codConfirm ? null : (
        <Paper withBorder radius="lg" p="md">
          <Group gap="md" align="flex-start" wrap="wrap">
            <RangeEnd label="From" value={from} max={to} onChange={(from) => update({ from })} />
            <RangeEnd
              label="To"
              value={to}
              min={from}
              error={rangeError}
              onChange={(to) => update({ to })}
            />
            {codReport ? null : (
              <NativeSelect
                label={codStaffMessages.paymentMethod}
                data={[
                  { value: '', label: codStaffMessages.allMethods },
                  { value: 'online', label: codStaffMessages.methodOnline },
                  { value: 'cod', label: codStaffMessages.methodCod },
                ]}
                value={method ?? ''}
                onChange={(event) => update({ payment: event.currentTarget.value || null })}
                w={{ base: '100%', xs: 160 }}
              />
            )}
            {codReport ? null : (
              <NativeSelect
                label="Status"
                data={statusOptions}
                value={status}
                onChange={(event) =>
                  update({
                    status: event.currentTarget.value === ALL ? null : event.currentTarget.value,
                  })
                }
                w={{ base: '100%', xs: 200 }}
              />
            )}
            {orders.data && !codReport ? (
              <Text fz="sm" c="dimmed" mt={{ base: 0, xs: 30 }} aria-live="polite">
                {status === ALL
                  ? `${all.length} ${all.length === 1 ? 'order' : 'orders'}`
                  : `${shown.length} of ${all.length} orders`}
              </Text>
            ) : null}
          </Group>
        </Paper>
      )}

      {codConfirm ? (
        <CodToConfirm onView={(id) => update({ order: String(id) })} />
      ) : codReport ? (
        <CodReport from={from} to={to} enabled={rangeError === null} />
      ) : rangeError && !toShip ? null : orders.isError ? (
        <RetryPanel error={orders.error} onRetry={orders.refetch} />
      ) : orders.data && shown.length === 0 ? (
        <EmptyState
          icon={IconPackage}
          title={
            toShip
              ? shipmentMessages.staff.nothingToShip
              : all.length === 0
                ? 'No orders in these dates'
                : 'No orders with this status'
          }
        >
          {all.length === 0 && !toShip ? 'Choose other dates to see more orders.' : undefined}
        </EmptyState>
      ) : (
        <DataTable
          label="Orders"
          minWidth={760}
          busy={orders.isFetching}
          rows={orders.data ? shown : undefined}
          columns={orderColumns((id) => update({ order: String(id) }))}
        />
      )}
    </ScreenPage>
  );
}
