import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type AuditFilters = Partial<
  Record<'actor' | 'action' | 'target_type' | 'target_id' | 'from' | 'to', string>
>;

/** Every audit list loaded: a change to a record invalidates them, so its detail shows it. */
export const auditKeys = { all: ['audit'] as const };

/** The audit log, newest first, a page of 50 at a time; asked again each time it is shown. */
export function useAudit(filters: AuditFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return useInfiniteQuery({
    queryKey: [...auditKeys.all, query],
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      api.get('/api/audit', { query: pageParam ? { ...query, cursor: pageParam } : query }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    staleTime: 0,
  });
}
