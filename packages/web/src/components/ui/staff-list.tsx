import type { ReactNode } from 'react';
import type { Icon } from '@tabler/icons-react';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

interface ListQuery {
  isError: boolean;
  error: unknown;
  data: readonly unknown[] | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * A staff list's place on its screen: the load error with a retry, the empty state once the
 * list came back empty, else the list itself (which draws its own loading rows).
 */
export function StaffList({
  query,
  emptyIcon,
  emptyTitle,
  children,
}: {
  query: ListQuery;
  emptyIcon: Icon;
  emptyTitle: string;
  children: ReactNode;
}) {
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data?.length === 0) return <EmptyState icon={emptyIcon} title={emptyTitle} />;
  return children;
}
