// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './Table.js';

interface Status {
  code: number;
  name: string;
  type: 'HTTP' | 'WebDAV';
}

const rows: Status[] = [
  { code: 200, name: 'OK', type: 'HTTP' },
  { code: 207, name: 'Multi-Status', type: 'WebDAV' },
];

const columns: TableColumn<Status>[] = [
  { key: 'code', header: 'Code' },
  { key: 'name', header: 'Name' },
  { key: 'label', header: 'Label', render: (row) => <strong>{`${row.code} ${row.name}`}</strong> },
];

describe('Table', () => {
  it('is named by its caption and has column headers with scope="col"', () => {
    render(<Table caption="2xx Successful" columns={columns} rows={rows} getRowKey={(r) => r.code} />);
    const table = screen.getByRole('table', { name: '2xx Successful' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Code', 'Name', 'Label']);
    for (const h of headers) expect(h.getAttribute('scope')).toBe('col');
    // The scroll container is a focusable region named like the table.
    const region = screen.getByRole('region', { name: '2xx Successful' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('renders field cells as text and computed cells with render, row by row', () => {
    render(<Table aria-label="Statuses" columns={columns} rows={rows} getRowKey={(r) => r.code} />);
    const table = screen.getByRole('table', { name: 'Statuses' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    const cells = within(bodyRows[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['207', 'Multi-Status', '207 Multi-Status']);
    expect(cells[2]?.querySelector('strong')).not.toBeNull();
  });

  it('makes the rowHeader column a row header with scope="row"', () => {
    render(<Table aria-label="Statuses" columns={columns} rows={rows} getRowKey={(r) => r.code} rowHeader="code" />);
    const rowHeaders = screen.getAllByRole('rowheader');
    expect(rowHeaders.map((h) => h.textContent)).toEqual(['200', '207']);
    for (const h of rowHeaders) expect(h.getAttribute('scope')).toBe('row');
    const row = screen.getByRole('row', { name: /Multi-Status/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Multi-Status', '207 Multi-Status']);
  });

  it('shows the empty message across all columns when there are no rows', () => {
    render(
      <Table caption="Nothing" hideCaption columns={columns} rows={[]} getRowKey={(r) => r.code} emptyMessage="No status code matches." />,
    );
    const table = screen.getByRole('table', { name: 'Nothing' });
    const cell = within(table).getByRole('cell');
    expect(cell.textContent).toBe('No status code matches.');
    expect(cell.getAttribute('colspan')).toBe('3');
  });
});
