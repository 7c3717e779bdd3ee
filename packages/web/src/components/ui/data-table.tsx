import type { ReactNode } from 'react';
import { Paper, Skeleton, Table } from '@mantine/core';

/** Grey placeholder rows while a table's data loads. */
function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton h={16} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  busy: boolean;
  /** The header cells (`Table.Th`). */
  head: ReactNode;
  /** Shows skeleton rows instead of `children`. */
  loading: boolean;
  columns: number;
  loadingRows?: number;
  children?: ReactNode;
}

/** A staff list: a bordered, scrollable table with a header row and skeleton rows while loading. */
export function DataTable({
  label,
  minWidth,
  busy,
  head,
  loading,
  columns,
  loadingRows = 4,
  children,
}: DataTableProps) {
  return (
    <Paper withBorder radius="lg">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          highlightOnHover
          verticalSpacing="sm"
          horizontalSpacing="md"
          aria-busy={busy}
          aria-label={label}
        >
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading ? <SkeletonRows rows={loadingRows} columns={columns} /> : children}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
