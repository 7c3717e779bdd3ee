import { useQuery } from '@tanstack/react-query';
import type { FailingMail } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { adminOrderKeys } from './admin-order-keys';

/** The order's mails that keep failing; staff with the Orders area get them with the order. */
export async function getFailingMails(id: number, signal?: AbortSignal): Promise<FailingMail[]> {
  const { failing_mails } = await api.get('/api/orders/:id', { params: { id }, signal });
  return failing_mails ?? [];
}

export function useFailingMails(id: number) {
  return useQuery({
    queryKey: adminOrderKeys.failingMails(id),
    queryFn: ({ signal }) => getFailingMails(id, signal),
  });
}
