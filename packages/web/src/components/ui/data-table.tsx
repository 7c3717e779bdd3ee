import type { ReactNode } from 'react';
import { Paper, Skeleton, Table, type TableTdProps } from '@mantine/core';
import cards from './card-table.module.css';

/** One column of a staff list: its header and how a row's cell shows the item. */
export interface Column<T> {
  header: ReactNode;
  /** The cell's name on a phone's card, when not the header's plain text; none spans the card. */
  label?: string;
  /** The row's buttons: on a phone they run along the foot of the row's card. */
  actions?: boolean;
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

/** The row's buttons, last in a staff list: right-aligned, along the card's foot on a phone. */
export function actionsColumn<T>(cell: (item: T) => ReactNode, width?: number): Column<T> {
  return { header: 'Actions', width, align: 'right', actions: true, cell };
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * What a body cell carries for the phone's card (card-table.module.css): its column's name,
 * or the mark of the row's buttons.
 */
export function cardCellProps(label: string | undefined, actions = false) {
  return actions ? { 'data-actions': true } : label ? { 'data-label': label } : {};
}

function columnCellProps<T>(column: Column<T>) {
  const label = column.label ?? (typeof column.header === 'string' ? column.header : undefined);
  return cardCellProps(label, column.actions);
}

/** The classes that turn a staff table into cards on a phone: its frame, scroller and table. */
export const cardTableClasses = { frame: cards.frame, scroll: cards.scroll, table: cards.table };

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
  /** Below this width a tablet's table scrolls sideways instead of squeezing; phones get cards. */
  minWidth: number;
  busy: boolean;
  columns: readonly Column<T>[];
  /** Undefined while loading: skeleton rows stand in for them. */
  rows: readonly T[] | undefined;
  loadingRows?: number;
}

/**
 * A staff list: a bordered table drawn from its columns, one row per item; it scrolls inside
 * itself when a tablet is too narrow, and on a phone each row is a card.
 */
export function DataTable<T extends { id: number }>({
  label,
  minWidth,
  busy,
  columns,
  rows,
  loadingRows = 4,
}: DataTableProps<T>) {
  return (
    <Paper withBorder radius="lg" className={cards.frame}>
      <Table.ScrollContainer minWidth={minWidth} className={cards.scroll}>
        <Table
          className={cards.table}
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
                      {...columnCellProps(column)}
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
