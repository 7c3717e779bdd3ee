import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { DataTable, idColumn, type Column } from './data-table';

interface Row {
  id: number;
  name: string;
}

const columns: Column<Row>[] = [
  idColumn(),
  { header: 'Name', cell: (row) => row.name },
  { header: <span>Rate ₹</span>, label: 'Rate', cell: () => '₹90.00' },
  { header: <span>Picture</span>, cell: () => 'leaf' },
  {
    header: 'Actions',
    actions: true,
    cell: (row) => <button type="button">{`Edit ${row.name}`}</button>,
  },
];

describe('DataTable', () => {
  it('names each cell for its card on a phone and marks the row buttons', () => {
    renderWithProviders(
      <DataTable
        label="States"
        minWidth={600}
        busy={false}
        columns={columns}
        rows={[{ id: 7, name: 'Kerala' }]}
      />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Id',
      'Name',
      'Rate',
      null,
      null,
    ]);
    expect(cells.map((cell) => cell.hasAttribute('data-actions'))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    // The names are the cards' only: each cell still reads as its value alone.
    expect(screen.getByRole('cell', { name: 'Kerala' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Kerala' })).toBeTruthy();
  });
});
