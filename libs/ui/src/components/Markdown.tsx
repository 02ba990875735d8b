import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import styles from './components.module.css';

/**
 * Renders Markdown to sanitised HTML; links open in a new tab with `rel="noopener noreferrer"`.
 *
 * @param markdown - CommonMark/GFM source.
 * @returns HTML safe to insert into the page (scripts, handlers and `javascript:` URLs removed).
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify.sanitize(html, { ADD_ATTR: ['target'] });
}

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  source: string;
  className?: string;
}

/** Markdown rendered to sanitised HTML (marked + DOMPurify). */
export function Markdown({ source, className }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div className={[styles.markdown, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
