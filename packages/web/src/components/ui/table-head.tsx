import { Table } from '@mantine/core';

interface TableHeadProps {
  /** The column names, in order. */
  columns: readonly string[];
  /** The columns of amounts, set to the right like their figures. */
  right?: readonly string[];
}

/** The heading row of a plain table. */
export function TableHead({ columns, right = [] }: TableHeadProps) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column} ta={right.includes(column) ? 'right' : undefined}>
            {column}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
