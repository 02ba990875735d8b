import { useId, type ReactNode } from 'react';
import styles from './Table.module.css';

/** A column whose key names a field of the row: its cell shows that field unless `render` is given. */
type FieldColumn<Row> = {
  [K in Extract<keyof Row, string>]: {
    /** The row field shown in this column; also the column's React key. */
    key: K;
    /** Column header text (rendered in a `<th scope="col">`). */
    header: ReactNode;
    /** Renders the cell; defaults to the field's value as text. */
    render?: (row: Row, rowIndex: number) => ReactNode;
    /** Extra class name for the column's header and cells (e.g. to set a width or alignment). */
    className?: string;
  };
}[Extract<keyof Row, string>];

/** A computed column: its key is any unique string, and `render` is required. */
interface ComputedColumn<Row> {
  /** A unique column key. */
  key: string;
  /** Column header text (rendered in a `<th scope="col">`). */
  header: ReactNode;
  /** Renders the cell. */
  render: (row: Row, rowIndex: number) => ReactNode;
  /** Extra class name for the column's header and cells. */
  className?: string;
}

/** A column of {@link Table}: a row field (`key` in the row, optional `render`) or a computed column. */
export type TableColumn<Row> = FieldColumn<Row> | ComputedColumn<Row>;

/** The accessible name of a table: a caption, or an `aria-label` when no caption is shown. */
type TableName =
  | {
      /** Visible caption; it names the table. */
      caption: ReactNode;
      /** Hides the caption visually (still read by assistive tech). */
      hideCaption?: boolean;
      'aria-label'?: never;
    }
  | {
      caption?: never;
      hideCaption?: never;
      /** Accessible name of the table when it has no caption. */
      'aria-label': string;
    };

/** Props of {@link Table}. */
export type TableProps<Row> = TableName & {
  /** The columns, in order. */
  columns: readonly TableColumn<Row>[];
  /** The rows, in order. */
  rows: readonly Row[];
  /** A stable, unique key for each row. */
  getRowKey: (row: Row, rowIndex: number) => string | number;
  /** Key of the column whose cells head their rows (`<th scope="row">`), e.g. a label or a code. */
  rowHeader?: string;
  /** Shown in a single cell spanning every column when `rows` is empty. */
  emptyMessage?: ReactNode;
  /** Tighter cell padding. */
  dense?: boolean;
  /** Hides the header row visually (assistive tech still reads the column names). */
  hideHeaders?: boolean;
  className?: string;
  'data-testid'?: string;
};

function cellContent<Row>(column: TableColumn<Row>, row: Row, rowIndex: number): ReactNode {
  if (column.render) return column.render(row, rowIndex);
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A themed, accessible data table: named by a caption or an `aria-label`, column headers
 * with `scope="col"`, an optional row-header column (`scope="row"`), zebra and hover rows in
 * the theme's colours, and horizontal scrolling (in a focusable, named region) on narrow screens.
 */
export function Table<Row>(props: TableProps<Row>) {
  const { columns, rows, getRowKey, rowHeader, emptyMessage, dense, hideHeaders, className } = props;
  const name = props['aria-label'];
  const captionId = useId();
  const hasCaption = props.caption !== undefined;
  return (
    <div
      className={styles.scroller}
      role="region"
      aria-label={hasCaption ? undefined : name}
      aria-labelledby={hasCaption ? captionId : undefined}
      // A scrollable region must be reachable by keyboard so its overflow can be scrolled.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-testid={props['data-testid']}
    >
      <table className={[styles.table, dense && styles.dense, className].filter(Boolean).join(' ')} aria-label={name}>
        {hasCaption && (
          <caption id={captionId} className={props.hideCaption ? 'ht-visually-hidden' : styles.caption}>
            {props.caption}
          </caption>
        )}
        <thead className={hideHeaders ? 'ht-visually-hidden' : undefined}>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyMessage !== undefined ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row, rowIndex) => (
              <tr key={getRowKey(row, rowIndex)}>
                {columns.map((column) =>
                  column.key === rowHeader ? (
                    <th key={column.key} scope="row" className={column.className}>
                      {cellContent(column, row, rowIndex)}
                    </th>
                  ) : (
                    <td key={column.key} className={column.className}>
                      {cellContent(column, row, rowIndex)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
