import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton.js';
import { Table, type TableColumn } from './Table.js';
import styles from './ValueTable.module.css';

/** One named value of a {@link ValueTable}. */
export interface ValueRow {
  /** Unique key of the row. */
  key: string;
  /** The value's name: its row header and the accessible name of its output. */
  label: string;
  /** The value (monospace, copyable), or null when there is none: `note` is shown instead, muted. */
  value: string | null;
  /** What stands in for a missing value (default "—"). */
  note?: string;
  /** A remark under the value (not copied). */
  hint?: ReactNode;
}

/**
 * A two-column table of named results — Property, Value — where each value is an `<output>`
 * named by its row's label, with a copy button: the results of converters and parsers (an
 * address in every notation, the parts of a URL).
 *
 * @param props.caption - the table's caption, which names it.
 * @param props.rows - the rows, in order.
 */
export function ValueTable({ caption, rows }: { caption: string; rows: readonly ValueRow[] }) {
  const { t } = useLingui();
  const columns: TableColumn<ValueRow>[] = [
    { key: 'label', header: t`Property`, className: styles.middle },
    {
      key: 'value',
      header: t`Value`,
      className: styles.middle,
      render: (row) =>
        row.value === null ? (
          <output aria-label={row.label} className={styles.none}>
            {row.note ?? '—'}
          </output>
        ) : (
          <div>
            <div className={styles.value}>
              <output aria-label={row.label}>{row.value}</output>
              {row.value !== '' && <CopyButton value={row.value} label={t`Copy ${row.label}`} />}
            </div>
            {row.hint && <p className={styles.hint}>{row.hint}</p>}
          </div>
        ),
    },
  ];
  return <Table caption={caption} columns={columns} rows={rows} getRowKey={(row) => row.key} rowHeader="label" />;
}
