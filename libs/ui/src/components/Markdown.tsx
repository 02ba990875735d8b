import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { useMemo } from 'react';
import styles from './components.module.css';

/**
 * Renders Markdown to sanitised HTML; links open in a new tab with `rel="noopener noreferrer"`.
 *
 * @param markdown - CommonMark/GFM source.
 * @returns HTML safe to insert into the page (scripts, handlers and `javascript:` URLs removed).
 */
export function renderMarkdown(markdown: string): string {
  const html = markdownParser().parse(markdown, { async: false });
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}

let parser: Marked | undefined;

/** A marked instance (GFM) whose links open in a new tab with `rel="noopener noreferrer"`. */
function markdownParser(): Marked {
  parser ??= new Marked({
    gfm: true,
    renderer: {
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        const titleAttr = title ? ` title="${escapeAttribute(title)}"` : '';
        return `<a href="${escapeAttribute(href)}"${titleAttr} target="_blank" rel="noopener noreferrer">${text}</a>`;
      },
    },
  });
  return parser;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
