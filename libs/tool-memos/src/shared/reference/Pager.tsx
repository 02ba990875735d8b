import { Button } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { pageOf, type Page } from './paging.js';
import styles from './reference.module.css';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /** Total number of rows, shown as "rows a–b of n". */
  total: number;
  /** 0-based index of the first row shown. */
  start: number;
  /** Rows shown on this page. */
  shown: number;
  onPage: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label: string;
}

/** Previous / next buttons and "rows a–b of n" for a paged reference table. Renders nothing for one page. */
export function Pager({ page, pageCount, total, start, shown, onPage, label }: PagerProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const from = start + 1;
  const to = start + shown;
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button size="small" onClick={() => onPage(1)} disabled={page <= 1}>
        {t`First`}
      </Button>
      <Button size="small" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t`Previous`}
      </Button>
      <span className={styles.pagerStatus}>{t`Rows ${from}–${to} of ${total} (page ${page} of ${pageCount})`}</span>
      <Button size="small" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        {t`Next`}
      </Button>
      <Button size="small" onClick={() => onPage(pageCount)} disabled={page >= pageCount}>
        {t`Last`}
      </Button>
    </nav>
  );
}

/**
 * The current page of a reference table's rows, back to the first page whenever `resetKey` (the
 * search and filters) changes.
 *
 * @param rows - all rows that match.
 * @param resetKey - the search and filters, as a string.
 * @param size - rows per page.
 * @returns `page` (the rows to show and where they are) and `pager`, the props of {@link Pager} but its label.
 */
export function usePagedRows<T>(rows: readonly T[], resetKey: string, size: number): { page: Page<T>; pager: Omit<PagerProps, 'label'> } {
  const [chosen, setChosen] = useState({ for: '', page: 1 });
  const page = pageOf(rows, chosen.for === resetKey ? chosen.page : 1, size);
  return {
    page,
    pager: { page: page.page, pageCount: page.pageCount, total: rows.length, start: page.start, shown: page.rows.length, onPage: (p) => setChosen({ for: resetKey, page: p }) },
  };
}
