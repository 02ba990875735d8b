/** One page of a list: its rows and where it sits. */
export interface Page<T> {
  /** The rows of this page. */
  rows: T[];
  /** 1-based page number, clamped to the pages that exist. */
  page: number;
  /** Number of pages (at least 1, even for an empty list). */
  pageCount: number;
  /** 0-based index of the first row of this page in the whole list. */
  start: number;
}

/**
 * Cuts a list into pages of `size` rows and returns page `page` (1-based). Out-of-range or
 * non-integer page numbers are clamped, so a stale page number never shows an empty page.
 *
 * @param rows - the whole list.
 * @param page - the page wanted, 1-based.
 * @param size - rows per page (at least 1).
 * @returns the page, with its number and the page count.
 */
export function pageOf<T>(rows: readonly T[], page: number, size: number): Page<T> {
  const perPage = Math.max(1, Math.floor(Number.isFinite(size) ? size : 1));
  const pageCount = Math.max(1, Math.ceil(rows.length / perPage));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(1, wanted), pageCount);
  const start = (current - 1) * perPage;
  return { rows: rows.slice(start, start + perPage), page: current, pageCount, start };
}
