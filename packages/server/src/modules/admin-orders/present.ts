import { paiseToRupees, type AdminOrder, type AdminOrderStatus } from '@shop/shared';
import { presentOrder } from '../orders/present';
import { refundablePaise } from '../orders/refund-figures';
import type { FullOrder } from '../orders/read-model';
import type { PersonName } from './repo';

const presentStaff = (person: PersonName | undefined): AdminOrderStatus['changed_by'] =>
  person ? { id: person.id, first_name: person.first_name, last_name: person.last_name } : null;

/**
 * The full order for the admin screens, plus its customer and, on each status,
 * the staff member who set it (null when no staff member did).
 */
export function presentAdminOrder(order: FullOrder, people: Map<number, PersonName>): AdminOrder {
  const base = presentOrder(order);
  // A deleted account names nobody: staff read the order's own delivery snapshot.
  const customer = people.get(order.user_id);
  return {
    ...base,
    customer:
      customer && !customer.deleted_at
        ? {
            id: customer.id,
            first_name: customer.first_name,
            last_name: customer.last_name,
            email: customer.email,
          }
        : null,
    refundable_amount: paiseToRupees(refundablePaise(order.payments, order.refunds)),
    // presentOrder keeps the statuses in the same (newest first) order as `order.statuses`.
    order_statuses: base.order_statuses.map((status, i) => {
      const changedBy = order.statuses[i]?.changed_by;
      return { ...status, changed_by: changedBy ? presentStaff(people.get(changedBy)) : null };
    }),
  };
}
