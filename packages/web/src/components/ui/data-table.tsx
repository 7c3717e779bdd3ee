import type { ReactNode } from 'react';
import { Paper, Skeleton, Table, type TableTdProps } from '@mantine/core';

/** One column of a staff list: its header and how a row's cell shows the item. */
export interface Column<T> {
  header: ReactNode;
  /** Fixed width in pixels, set on the header. */
  width?: number;
  /** Right-aligns header and cells: figures and the row's buttons. */
  align?: 'right';
  /** Keeps header and cells on one line (dates, amounts). */
  nowrap?: boolean;
  /** The body cells' colour and weight. */
  cellProps?: Pick<TableTdProps, 'c' | 'fw'>;
  cell: (item: T) => ReactNode;
}

/** The dimmed Id column a staff list starts with. */
export function idColumn<T extends { id: number }>(): Column<T> {
  return { header: 'Id', width: 60, cellProps: { c: 'dimmed' }, cell: (item) => item.id };
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

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

interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  busy: boolean;
  columns: readonly Column<T>[];
  /** Undefined while loading: skeleton rows stand in for them. */
  rows: readonly T[] | undefined;
  loadingRows?: number;
}

/** A staff list: a bordered, scrollable table drawn from its columns, one row per item. */
export function DataTable<T extends { id: number }>({
  label,
  minWidth,
  busy,
  columns,
  rows,
  loadingRows = 4,
}: DataTableProps<T>) {
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
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th
                  key={index}
                  w={column.width}
                  ta={column.align}
                  style={column.nowrap ? NOWRAP : undefined}
                >
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows === undefined ? (
              <SkeletonRows rows={loadingRows} columns={columns.length} />
            ) : (
              rows.map((item) => (
                <Table.Tr key={item.id}>
                  {columns.map((column, index) => (
                    <Table.Td
                      key={index}
                      ta={column.align}
                      style={column.nowrap ? NOWRAP : undefined}
                      {...column.cellProps}
                    >
                      {column.cell(item)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
