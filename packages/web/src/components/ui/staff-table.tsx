import type { Icon } from '@tabler/icons-react';
import { DataTable, type Column } from './data-table';
import { EmptyState } from './empty-state';
import { RetryPanel } from './retry-panel';

interface ListQuery<T> {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  data: readonly T[] | undefined;
  refetch: () => Promise<unknown>;
}

/** How a staff list reads when there is nothing in it. */
interface EmptyText {
  icon: Icon;
  title: string;
}

export interface StaffTableProps<T> {
  query: ListQuery<T>;
  empty: EmptyText;
  /** The table's accessible name. */
  label: string;
  minWidth: number;
  columns: readonly Column<T>[];
  loadingRows?: number;
}

/**
 * A staff list's place on its screen: the load error with a retry, the empty state once the
 * list came back empty, else a table of its items (with loading rows while it first loads).
 */
export function StaffTable<T extends { id: number }>({
  query,
  empty,
  ...table
}: StaffTableProps<T>) {
  if (query.isError) return <RetryPanel error={query.error} onRetry={query.refetch} />;
  if (query.data?.length === 0) return <EmptyState icon={empty.icon} title={empty.title} />;
  return <DataTable {...table} busy={query.isPending} rows={query.data} />;
}
