import type { AdminOrder } from '@shop/shared';
import type { Column } from '../../../components/ui/data-table';

/** "#12" in bold: the first column of every staff list of orders. */
export const orderIdColumn: Column<AdminOrder> = {
  header: 'Order ID',
  width: 100,
  nowrap: true,
  cellProps: { fw: 600 },
  cell: (order) => `#${order.id}`,
};
