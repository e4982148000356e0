import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowActions, Table } from './index';

type Row = { id: string; name: string; type: string };

const renderTable = () =>
  render(
    <Table<Row>
      caption="Applications"
      rows={[
        { id: 'a1', name: 'Storefront', type: 'Single-page app' },
        { id: 'a2', name: 'Ledger robot', type: 'Machine-to-machine' },
      ]}
      rowKey={(row) => row.id}
      columns={[
        { key: 'name', title: 'Application name', render: (row) => row.name },
        { key: 'type', title: 'Application type', render: (row) => row.type },
        {
          key: 'actions',
          title: 'Actions',
          actions: true,
          render: (row) => (
            <RowActions>
              <button type="button">Delete: {row.name}</button>
            </RowActions>
          ),
        },
      ]}
    />,
  );

describe('a data table', () => {
  it('is a table for assistive technology: its caption, its column headers, a cell per column in each row', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Applications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Application name', 'Application type', 'Actions']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    for (const row of rows.slice(1)) expect(within(row).getAllByRole('cell')).toHaveLength(3);
  });

  it('gives each cell its column’s title for the cards of a narrow screen, hidden from assistive technology, and none to the actions', () => {
    renderTable();
    const [, first] = screen.getAllByRole('row');
    const cells = within(first as HTMLElement).getAllByRole('cell');
    const titles = cells.map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent ?? null);
    expect(titles).toEqual(['Application name', 'Application type', null]);
    // What a screen reader reads of a cell is its value alone.
    const read = (cell: HTMLElement) =>
      [...cell.childNodes]
        .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent)
        .join('');
    expect(cells.map((cell) => read(cell))).toEqual(['Storefront', 'Single-page app', 'Delete: Storefront']);
  });
});
