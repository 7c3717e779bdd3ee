import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type AuditFilters = Partial<
  Record<'actor' | 'action' | 'target_type' | 'target_id' | 'from' | 'to', string>
>;

/** The audit log, newest first, a page of 50 at a time. */
export function useAudit(filters: AuditFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return useInfiniteQuery({
    queryKey: ['audit', query],
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      api.get('/api/audit', { query: pageParam ? { ...query, cursor: pageParam } : query }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}
