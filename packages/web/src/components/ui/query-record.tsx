import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { hasStatus } from '../../lib/api-client';
import { RetryPanel } from './retry-panel';

/** The id a `/…/:id` screen is about; `validId` is false when it is no positive whole number. */
export function useRecordId() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  return { id, validId: Number.isInteger(id) && id > 0 };
}

/** Whether the screen's record cannot exist: no valid id, or the server answered 404. */
export function recordNotFound(validId: boolean, error: unknown): boolean {
  return !validId || hasStatus(error, 404);
}

interface QueryRecordProps<T> {
  query: UseQueryResult<T>;
  notFound: boolean;
  /** What the screen says when there is no such record. */
  notFoundPanel: ReactNode;
  skeleton: ReactNode;
  errorTitle: string;
  children: (record: T) => ReactNode;
}

/**
 * One record's screen body: not found, the record (kept on screen when a later refetch fails),
 * a retry panel, or the skeleton while it loads.
 */
export function QueryRecord<T>({
  query,
  notFound,
  notFoundPanel,
  skeleton,
  errorTitle,
  children,
}: QueryRecordProps<T>) {
  if (notFound) return notFoundPanel;
  if (query.data !== undefined) return children(query.data);
  if (query.error)
    return <RetryPanel error={query.error} title={errorTitle} onRetry={query.refetch} />;
  return query.isPending ? skeleton : null;
}
