import type { ReactNode } from 'react';
import type { Icon } from '@tabler/icons-react';
import { DataTable, type Column } from './data-table';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

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

/**
 * A staff list's place on its screen: the load error with a retry, the empty state once the
 * list came back empty, else the list itself (which draws its own loading rows).
 */
function StaffList({
  query,
  empty,
  children,
}: {
  query: ListQuery<unknown>;
  empty: EmptyText;
  children: ReactNode;
}) {
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data?.length === 0) return <EmptyState icon={empty.icon} title={empty.title} />;
  return children;
}

interface StaffTableProps<T> {
  query: ListQuery<T>;
  empty: EmptyText;
  /** The table's accessible name. */
  label: string;
  minWidth: number;
  columns: readonly Column<T>[];
  loadingRows?: number;
}

/** A staff list drawn as a table of its query's items, busy while the query first loads. */
export function StaffTable<T extends { id: number }>({
  query,
  empty,
  ...table
}: StaffTableProps<T>) {
  return (
    <StaffList query={query} empty={empty}>
      <DataTable {...table} busy={query.isPending} rows={query.data} />
    </StaffList>
  );
}
