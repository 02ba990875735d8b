import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { CopyButton, TextInput, useHydrating } from '@handy-tools/ui';
import { renderMarkdown } from '@handy-tools/ui/markdown';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { memoSectionAnchor, searchMemo, type Memo, type MemoEntry, type MemoTranslate } from './memo.js';
import styles from './MemoView.module.css';

/** Props of {@link MemoView}. */
export interface MemoViewProps<E extends MemoEntry> {
  memo: Memo<E>;
  /** The search text (the tool's state). */
  search: string;
  onSearch: (search: string) => void;
  /** Label of the search box (default "Search the cheat sheet"). */
  searchLabel?: string;
  /** Placeholder of the search box: a few typical queries. */
  placeholder?: string;
  /** Extra content shown under an entry's description (examples, a rendering, a link). */
  renderExtra?: (entry: E) => ReactNode;
}

/** Rendered descriptions by locale and text: each is rendered once per page. */
const rendered = new Map<string, string>();

/** Inline Markdown → sanitised HTML (renderMarkdown), without the paragraph around one line. */
function inlineMarkdown(text: string): string {
  let html = rendered.get(text);
  if (html === undefined) {
    html = renderMarkdown(text).trim();
    const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
    if (single && !single[1]!.includes('<p>')) html = single[1]!;
    if (rendered.size > 5000) rendered.clear();
    rendered.set(text, html);
  }
  return html;
}

/**
 * Inline Markdown as plain text (code, emphasis and link marks dropped), shown until the page has
 * hydrated: the prerender's DOM (happy-dom) does not sanitise HTML as a browser does, so HTML is
 * only rendered in the browser.
 */
function plainText(markdown: string): string {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\*\*|`/g, '');
}

/** A description: inline Markdown rendered with renderMarkdown once hydrated, its plain text before. */
function Description({ text }: { text: string }) {
  const hydrating = useHydrating();
  if (hydrating) return <div className={styles.description}>{plainText(text)}</div>;
  return <div className={styles.description} dangerouslySetInnerHTML={{ __html: inlineMarkdown(text) }} />;
}

/**
 * A cheat sheet: a search box, a list of its sections, then each section as a heading with its
 * entries (a snippet in a code block with a copy button, and its description). The search filters
 * entries by snippet, description and section title in the current language.
 */
export function MemoView<E extends MemoEntry>({ memo, search, onSearch, searchLabel, placeholder, renderExtra }: MemoViewProps<E>) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  // `_` changes with the locale, so the search runs again in the new language.
  const translate = useMemo<MemoTranslate>(() => (message) => _(message), [_]);
  const found = useMemo(() => searchMemo(memo, search, translate), [memo, search, translate]);
  const query = search.trim();
  const count = found.count;

  const jump = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    // The page's fragment carries the tool's state ("Copy link"): scroll without changing it.
    event.preventDefault();
    const heading = document.getElementById(anchor);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.memo}>
      <TextInput
        label={searchLabel ?? t`Search the cheat sheet`}
        type="search"
        value={search}
        onChange={onSearch}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
      />
      <p role="status" className={count === 0 ? styles.noResult : styles.count}>
        {count === 0 ? t`No entry matches “${query}”.` : t`Entries: ${count}`}
      </p>
      {found.sections.length > 1 && (
        <nav aria-label={t`Sections`} className={styles.toc}>
          <ul>
            {found.sections.map((section) => {
              const anchor = memoSectionAnchor(memo.id, section.id);
              return (
                <li key={section.id}>
                  <a href={`#${anchor}`} onClick={(event) => jump(event, anchor)}>
                    {translate(section.title)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {found.sections.map((section) => {
        const anchor = memoSectionAnchor(memo.id, section.id);
        const title = translate(section.title);
        return (
          <section key={section.id} aria-labelledby={anchor} className={styles.section}>
            <h2 id={anchor} tabIndex={-1} className={styles.heading}>
              {title}
            </h2>
            <ul className={styles.entries}>
              {section.entries.map((entry) => (
                <li key={entry.code} className={styles.entry}>
                  <div className={styles.snippet}>
                    <pre className={styles.code}>
                      <code>{entry.code}</code>
                    </pre>
                    <CopyButton value={entry.code} label={t`Copy snippet`} />
                  </div>
                  <div className={styles.text}>
                    <Description text={translate(entry.description)} />
                    {renderExtra?.(entry)}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** A line of extra information under an entry's description (examples, a link), in the memo's style. */
export function MemoExtra({ children }: { children: ReactNode }) {
  return <p className={styles.extra}>{children}</p>;
}

/** Props of {@link MemoRendering}. */
export interface MemoRenderingProps {
  /** Markdown source, rendered with `renderMarkdown` (marked GFM + DOMPurify). */
  markdown: string;
  /** Accessible name of the rendering, e.g. "Rendered". */
  label: string;
}

/**
 * Sanitised HTML of a Markdown snippet for a preview inside the page: headings become
 * `<div data-heading="n">` (the page outline is kept), and task-list checkboxes are named by
 * their item's text (an input needs a label).
 */
function renderPreview(markdown: string): string {
  const template = document.createElement('template');
  template.innerHTML = renderMarkdown(markdown);
  for (const heading of template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const div = document.createElement('div');
    div.dataset['heading'] = heading.tagName.slice(1);
    div.append(...heading.childNodes);
    heading.replaceWith(div);
  }
  for (const box of template.content.querySelectorAll('input[type="checkbox"]')) {
    box.setAttribute('aria-label', box.closest('li')?.textContent?.trim() ?? '');
  }
  return template.innerHTML;
}

/**
 * How a Markdown snippet renders: sanitised HTML in a dashed box. Headings are shown as styled
 * text (`<div data-heading="n">`), so that a preview adds no heading to the page's outline.
 */
export function MemoRendering({ markdown, label }: MemoRenderingProps) {
  const hydrating = useHydrating();
  const html = useMemo(() => (hydrating ? '' : renderPreview(markdown)), [markdown, hydrating]);
  // Before hydration (and in the prerendered page) the source stands in for its rendering.
  if (hydrating) {
    return (
      <div role="group" aria-label={label} className={`${styles.rendering} ${styles.source}`}>
        {markdown}
      </div>
    );
  }
  return <div role="group" aria-label={label} className={styles.rendering} dangerouslySetInnerHTML={{ __html: html }} />;
}
