import type { Category } from '@shop/shared';
import type { CategoryRow } from '../../db/schema';

export const presentCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  gst: row.gst_percent,
  hsn_code: row.hsn_code,
});
