import type { ReactNode } from 'react';
import { formatDateTime, formatRupees, messages, refundMessages } from '@shop/shared';
import { Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { errorText } from '../../../lib/api-client';
import { useOrderLedger } from '../api/get-ledger';
import { TableHead } from '../../../components/ui/table-head';

const money = (rupees: number | null) => (rupees === null ? '—' : formatRupees(rupees));

/** One of the ledger's small tables, whose amounts stand to the right. */
function LedgerTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={4} fz="xs" aria-label={label}>
        <TableHead columns={columns} right={['Amount']} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Every payment and refund of the order with its Razorpay id, and every gateway event that
 * changed one (verify call, webhook, reconciliation, staff refund), newest first.
 */
export function PaymentLedger({ orderId }: { orderId: number }) {
  const { data: ledger, error, isPending } = useOrderLedger(orderId);
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {refundMessages.ledgerTitle}
      </Title>
      {isPending ? (
        <Skeleton h={60} />
      ) : error || !ledger ? (
        <Text c="red" fz="sm">
          {errorText(error, messages.errors.generic)}
        </Text>
      ) : ledger.payments.length + ledger.refunds.length + ledger.events.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {refundMessages.ledgerEmpty}
        </Text>
      ) : (
        <>
          <LedgerTable
            label="Payments and refunds"
            columns={['Kind', 'Razorpay id', 'Amount', 'Method', 'Status', 'Time']}
          >
            {ledger.refunds.map((r) => (
              <Table.Tr key={`r${r.id}`}>
                <Table.Td>Refund</Table.Td>
                <Table.Td ff="monospace">{r.razorpay_refund_id ?? '—'}</Table.Td>
                <Table.Td ta="right">{formatRupees(r.amount)}</Table.Td>
                <Table.Td>{r.reason}</Table.Td>
                <Table.Td>{r.status}</Table.Td>
                <Table.Td>{formatDateTime(r.processed_at ?? r.created_at)}</Table.Td>
              </Table.Tr>
            ))}
            {ledger.payments.map((p) => (
              <Table.Tr key={p.razorpay_payment_id}>
                <Table.Td>Payment</Table.Td>
                <Table.Td ff="monospace">{p.razorpay_payment_id}</Table.Td>
                <Table.Td ta="right">{formatRupees(p.amount)}</Table.Td>
                <Table.Td>{p.method ?? '—'}</Table.Td>
                <Table.Td>{p.status}</Table.Td>
                <Table.Td>{formatDateTime(p.updated_at)}</Table.Td>
              </Table.Tr>
            ))}
          </LedgerTable>
          <LedgerTable
            label="Gateway events"
            columns={['Time', 'Event', 'From', 'Razorpay id', 'Amount', 'Status']}
          >
            {ledger.events.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatDateTime(e.created_at)}</Table.Td>
                <Table.Td>{e.event}</Table.Td>
                <Table.Td>{e.source}</Table.Td>
                <Table.Td ff="monospace">{e.razorpay_id ?? '—'}</Table.Td>
                <Table.Td ta="right">{money(e.amount)}</Table.Td>
                <Table.Td>{e.status}</Table.Td>
              </Table.Tr>
            ))}
          </LedgerTable>
        </>
      )}
    </Stack>
  );
}
