import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconCheck } from '@tabler/icons-react';
import {
  codStaffMessages,
  formatDateTime,
  formatRupees,
  messages,
  type AdminOrder,
  type CodReportRow,
} from '@shop/shared';
import { actionsColumn, DataTable, type Column } from '../../../components/ui/data-table';
import { customerColumn, orderIdColumn } from './order-columns';
import { EmptyState } from '../../../components/ui/empty-state';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { RetryPanel } from '../../../components/ui/retry-panel';
import { errorText } from '../../../lib/api-client';
import { orderTotalText } from '../utils/order-figures';
import { useCodReport, useCodToConfirm, useConfirmCodByStaff, useMarkRemitted } from '../api/cod';

/** How an order is paid, as the orders list shows it. */
export function PaymentBadge({ order }: { order: Pick<AdminOrder, 'payment_method'> }) {
  const cod = order.payment_method === 'cod';
  return (
    <Badge color={cod ? 'orange' : 'gray'} variant="light">
      {cod ? codStaffMessages.methodCod : codStaffMessages.methodOnline}
    </Badge>
  );
}

/** COD orders waiting for confirmation, each with Confirm for after a call to the shopper. */
export function CodToConfirm({ onView }: { onView: (id: number) => void }) {
  const list = useCodToConfirm(true);
  const confirm = useConfirmCodByStaff();
  const columns: Column<AdminOrder>[] = [
    orderIdColumn,
    customerColumn((order) => order.phone_number),
    { header: 'Total ₹', width: 120, align: 'right', nowrap: true, cell: orderTotalText },
    { header: 'Date', width: 190, nowrap: true, cell: (o) => formatDateTime(o.created_at) },
    actionsColumn(
      (order) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="compact-sm" variant="default" onClick={() => onView(order.id)}>
            View
          </Button>
          <Button
            size="compact-sm"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={confirm.isPending && confirm.variables === order.id}
            aria-label={`${codStaffMessages.confirm} order ${order.id}`}
            onClick={() =>
              confirm.mutate(order.id, {
                onSuccess: () => flashSuccess(codStaffMessages.confirmedFlash(order.id)),
                onError: (error) => flashError(errorText(error, messages.errors.generic)),
              })
            }
          >
            {codStaffMessages.confirm}
          </Button>
        </Group>
      ),
      200,
    ),
  ];
  if (list.isError) return <RetryPanel error={list.error} onRetry={list.refetch} />;
  if (list.data && list.data.length === 0)
    return <EmptyState icon={IconCash} title={codStaffMessages.toConfirmEmpty} />;
  return (
    <DataTable
      label={codStaffMessages.toConfirmHeading}
      minWidth={700}
      busy={list.isFetching}
      rows={list.data}
      columns={columns}
    />
  );
}

type ReportRow = CodReportRow & { id: number };

/**
 * Delivered COD orders of the dates and the cash each courier should bring; staff tick the
 * ones the courier paid and mark them remitted together.
 */
export function CodReport({ from, to, enabled }: { from: string; to: string; enabled: boolean }) {
  const report = useCodReport(from, to, enabled);
  const remit = useMarkRemitted();
  const [chosen, setChosen] = useState<number[]>([]);
  const rows: ReportRow[] | undefined = report.data?.map((row) => ({ ...row, id: row.order_id }));
  const toggle = (id: number) =>
    setChosen((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const columns: Column<ReportRow>[] = [
    {
      header: '',
      width: 40,
      cell: (row) =>
        row.remitted_at ? null : (
          <Checkbox
            aria-label={`Choose order ${row.order_id}`}
            checked={chosen.includes(row.order_id)}
            onChange={() => toggle(row.order_id)}
          />
        ),
    },
    { header: 'Order ID', width: 100, nowrap: true, cell: (row) => `#${row.order_id}` },
    { header: 'Customer', cell: (row) => row.name },
    {
      header: codStaffMessages.deliveredOn,
      width: 190,
      nowrap: true,
      cell: (row) => formatDateTime(row.delivered_at),
    },
    {
      header: codStaffMessages.toCollect,
      width: 130,
      align: 'right',
      nowrap: true,
      cell: (row) => formatRupees(row.amount),
    },
    {
      header: 'Status',
      width: 130,
      cell: (row) => (
        <Badge color={row.remitted_at ? 'green' : 'orange'} variant="light">
          {row.remitted_at ? codStaffMessages.remitted : codStaffMessages.notRemitted}
        </Badge>
      ),
    },
  ];
  if (report.isError) return <RetryPanel error={report.error} onRetry={report.refetch} />;
  const total = (report.data ?? []).reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700} data-testid="cod-report-total">
          {codStaffMessages.totalToCollect} {formatRupees(total / 100)}
        </Text>
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          disabled={chosen.length === 0}
          loading={remit.isPending}
          onClick={() =>
            remit.mutate(chosen, {
              onSuccess: () => {
                flashSuccess(codStaffMessages.remittedFlash(chosen.length));
                setChosen([]);
              },
              onError: (error) => flashError(errorText(error, messages.errors.generic)),
            })
          }
        >
          {codStaffMessages.markRemitted}
        </Button>
      </Group>
      {rows && rows.length === 0 ? (
        <EmptyState icon={IconCash} title={codStaffMessages.reportEmpty} />
      ) : (
        <DataTable
          label={codStaffMessages.reportHeading}
          minWidth={700}
          busy={report.isFetching}
          rows={rows}
          columns={columns}
        />
      )}
    </Stack>
  );
}
