import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Table, type TableColumn } from './Table.js';

/** A data row of {@link DataTable}: cell values by column key. */
export type DataRow = Record<string, ReactNode>;

/** The headers of a {@link DataTable}: keys, `{ key, label }` pairs, or a key → label map. */
export type DataTableHeaders = readonly string[] | readonly { key: string; label: string }[] | Readonly<Record<string, string>>;

/**
 * The columns of a data table.
 *
 * @param rows - the data rows.
 * @param headers - column keys (label = key), `{ key, label }` pairs, or a key → label map; when
 *   absent, the columns are the union of all rows' keys, in order of first appearance.
 * @returns `{ key, label }` per column, in order.
 */
export function dataTableColumns(rows: readonly DataRow[], headers?: DataTableHeaders): { key: string; label: string }[] {
  if (headers === undefined) {
    const keys = new Set<string>();
    for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
    return [...keys].map((key) => ({ key, label: key }));
  }
  if (Array.isArray(headers)) return headers.map((h: string | { key: string; label: string }) => (typeof h === 'string' ? { key: h, label: h } : h));
  return Object.entries(headers as Record<string, string>).map(([key, label]) => ({ key, label }));
}

/** Props of {@link DataTable}. */
export interface DataTableProps {
  data: readonly DataRow[];
  headers?: DataTableHeaders;
  /** Hides the header row visually. */
  hideHeaders?: boolean;
  /** The table's accessible name; "Data table" by default. */
  description?: string;
}

/** A table of plain data rows: the generic {@link Table} with columns taken from headers or rows. */
export function DataTable({ data, headers, hideHeaders, description }: DataTableProps) {
  const { t } = useLingui();
  const columns: TableColumn<DataRow>[] = dataTableColumns(data, headers).map(({ key, label }) => ({ key, header: label, render: (row) => row[key] ?? '' }));
  return <Table<DataRow> aria-label={description ?? t`Data table`} columns={columns} rows={data} getRowKey={(_row, i) => i} hideHeaders={hideHeaders} />;
}
