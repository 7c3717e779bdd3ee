import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { AdminOrder } from '@shop/shared';
import type { Column } from '../../../components/ui/data-table';
import { customerName } from '../utils/order-figures';

/** "#12" in bold: the first column of every staff list of orders. */
export const orderIdColumn: Column<AdminOrder> = {
  header: 'Order ID',
  width: 100,
  nowrap: true,
  cellProps: { fw: 600 },
  cell: (order) => `#${order.id}`,
};

/** The customer's name in bold, with a dimmed line under it (how to reach them). */
export function customerColumn(detail: (order: AdminOrder) => ReactNode): Column<AdminOrder> {
  return {
    header: 'Customer',
    cell: (order) => (
      <>
        <Text fz="sm" fw={600}>
          {customerName(order)}
        </Text>
        <Text fz="xs" c="dimmed">
          {detail(order)}
        </Text>
      </>
    ),
  };
}
