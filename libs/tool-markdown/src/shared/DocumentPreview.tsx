import styles from './preview.module.css';

/** Props of {@link DocumentPreview}. */
export interface DocumentPreviewProps {
  /** Sanitised HTML (from renderMarkdownDocument or sanitizeHtml) — never raw input. */
  html: string;
  /** Accessible name of the region. */
  label: string;
  className?: string;
}

/** A rendered document (sanitised HTML), styled like a page; the region printed by {@link printDocument}. */
export function DocumentPreview({ html, label, className }: DocumentPreviewProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrollable region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={[styles.preview, styles.printable, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Prints only the document previews of the page (CSS `@media print`), then restores the page. */
export function printDocument(): void {
  const root = document.documentElement;
  root.classList.add('ht-print-document');
  const done = () => {
    root.classList.remove('ht-print-document');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
