// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, dataTableColumns } from './DataTable.js';

const rows = [
  { name: 'Alice', city: 'Oslo' },
  { name: 'Bob', role: 'Dev' },
];

describe('dataTableColumns', () => {
  it('accepts keys, {key,label} pairs and a key → label map', () => {
    expect(dataTableColumns(rows, ['name'])).toEqual([{ key: 'name', label: 'name' }]);
    expect(dataTableColumns(rows, [{ key: 'city', label: 'City' }])).toEqual([{ key: 'city', label: 'City' }]);
    expect(dataTableColumns(rows, { name: 'Name', role: 'Role' })).toEqual([
      { key: 'name', label: 'Name' },
      { key: 'role', label: 'Role' },
    ]);
  });

  it('without headers, uses the union of all rows’ keys in order of appearance', () => {
    expect(dataTableColumns(rows).map((c) => c.key)).toEqual(['name', 'city', 'role']);
  });
});

describe('DataTable', () => {
  it('is named "Data table" by default and shows the cells', () => {
    render(<I18nProvider i18n={i18n}><DataTable data={rows} /></I18nProvider>);
    const table = screen.getByRole('table', { name: 'Data table' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['name', 'city', 'role']);
    expect(within(table).getByRole('cell', { name: 'Oslo' })).toBeTruthy();
  });

  it('takes a description and can hide its headers visually', () => {
    render(<I18nProvider i18n={i18n}><DataTable data={rows} headers={{ name: 'Name' }} hideHeaders description="People" /></I18nProvider>);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.querySelector('thead')?.className).toBe('ht-visually-hidden');
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Alice', 'Bob']);
  });
});
