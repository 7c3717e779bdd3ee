import { paiseToRupees, type Dashboard, type DashboardFigures } from '@shop/shared';
import type { DashboardData, PeriodFigures } from './service';

const presentFigures = (f: PeriodFigures): DashboardFigures => ({
  revenue: paiseToRupees(f.revenue_paise),
  orders: f.orders,
  average_order_value: paiseToRupees(f.average_order_value_paise),
  new_shoppers: f.new_shoppers,
  refunds: paiseToRupees(f.refunds_paise),
  gst: {
    cgst: paiseToRupees(f.gst_paise.cgst),
    sgst: paiseToRupees(f.gst_paise.sgst),
    igst: paiseToRupees(f.gst_paise.igst),
  },
});

/** Sales only when the service computed them; to-do counts of the areas the reader holds. */
export function presentDashboard({ range, sales, orderTodo, stock }: DashboardData): Dashboard {
  return {
    range,
    ...(sales && {
      current: presentFigures(sales.current),
      previous: presentFigures(sales.previous),
      by_day: sales.by_day.map((day) => ({
        date: day.date,
        revenue: paiseToRupees(day.revenue_paise),
        orders: day.orders,
      })),
      top_products: sales.top_products.map((p) => ({
        id: p.id,
        name: p.name,
        qty: p.qty,
        revenue: paiseToRupees(p.revenue_paise),
      })),
    }),
    todo: { ...orderTodo, ...stock?.counts },
    ...(stock && { low_stock: stock.low }),
  };
}
