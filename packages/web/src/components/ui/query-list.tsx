import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryPanel } from './retry-panel';

interface QueryListProps<T> {
  query: UseQueryResult<T[]>;
  skeleton: ReactNode;
  /** The failure's heading; without it the error's own sentence is the heading. */
  errorTitle?: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * A list screen's body for the query behind it: the skeleton while it loads, a retry panel when
 * it fails, the empty state when there is nothing, else the list.
 */
export function QueryList<T>({ query, skeleton, errorTitle, empty, children }: QueryListProps<T>) {
  if (query.isPending) return skeleton;
  if (query.isError) {
    return <RetryPanel error={query.error} title={errorTitle} onRetry={query.refetch} />;
  }
  return query.data.length === 0 ? empty : children(query.data);
}
