import type { Charge } from '@shop/shared';
import type { ChargeRow } from '../../db/schema';

/** The amount stays the text typed: a rupee figure ("25") or a percentage ("2%"). */
export const presentCharge = (row: ChargeRow): Charge => ({
  id: row.id,
  type: row.type,
  amount: row.amount,
  description: row.description,
  is_active: row.is_active,
});
