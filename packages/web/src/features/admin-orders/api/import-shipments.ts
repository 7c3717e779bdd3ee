import type { ShipmentImportRow } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { invalidate, useChange } from '../../../lib/mutation';
import { auditKeys } from '../../../entities/audit/use-audit';
import { adminOrderKeys } from './admin-order-keys';

/** Multipart with the file in the field `file`, as the API takes it. */
export async function importShipments(file: File): Promise<ShipmentImportRow[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { results } = await api.post('/api/orders/shipments/import', form);
  return results;
}

export function useImportShipments() {
  return useChange(importShipments, {
    onSettled: invalidate(adminOrderKeys.all, ['dashboard'], auditKeys.all),
  });
}
