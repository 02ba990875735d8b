import { gfm } from '@joplin/turndown-plugin-gfm';
import TurndownService from 'turndown';

/** Options of {@link convertHtmlToMarkdown}: how the Markdown is written. Every default is CommonMark/GFM's usual form. */
export interface HtmlToMarkdownOptions {
  /** `atx` (`## Title`, default) or `setext` (underlined with `===`/`---`; levels 3–6 stay ATX, as setext has only two). */
  headingStyle?: 'atx' | 'setext';
  /** The bullet list marker; default `-`. */
  bulletListMarker?: '-' | '*' | '+';
  /** `fenced` (default) or `indented` (4 spaces) code blocks. */
  codeBlockStyle?: 'fenced' | 'indented';
  /** The fence of fenced code blocks; default ```` ``` ````. */
  fence?: '```' | '~~~';
  /** Emphasis delimiter; default `*`. */
  emDelimiter?: '*' | '_';
  /** Strong emphasis delimiter; default `**`. */
  strongDelimiter?: '**' | '__';
  /** `inlined` links `[text](url)` (default) or `referenced` (`[text][1]` and the URLs listed at the end). */
  linkStyle?: 'inlined' | 'referenced';
  /** Tables without a header row: use their first row as the header (spreadsheets, default false) instead of an empty header row. */
  firstRowHeader?: boolean;
}

/** Elements whose content is never document text. */
const DROPPED = ['script', 'style', 'noscript', 'template', 'head', 'title', 'meta', 'link', 'object', 'embed', 'iframe', 'button', 'select', 'textarea'];

function isFirstRowWithoutHeader(node: HTMLElement): boolean {
  if (node.nodeName !== 'TR') return false;
  let table: Node | null = node.parentNode;
  while (table && table.nodeName !== 'TABLE') table = table.parentNode;
  if (!table) return false;
  const rows = (table as HTMLTableElement).rows;
  if (!rows || rows[0] !== node || rows.length < 2) return false;
  if (node.parentNode?.nodeName === 'THEAD') return false;
  const cells = Array.from(node.childNodes).filter((n) => n.nodeName === 'TD' || n.nodeName === 'TH');
  if (cells.every((c) => c.nodeName === 'TH')) return false; // already a header row
  // Tables the GFM plugin keeps as HTML or flattens (nested tables, code, one cell) are left to it.
  return cells.length > 1 && !(table as HTMLElement).querySelector('table, pre, code');
}

function columnCount(node: HTMLElement): number {
  let table: Node | null = node.parentNode;
  while (table && table.nodeName !== 'TABLE') table = table.parentNode;
  let max = 0;
  for (const row of Array.from((table as HTMLTableElement).rows)) {
    let count = 0;
    for (const cell of Array.from(row.childNodes)) {
      if (cell.nodeName === 'TD' || cell.nodeName === 'TH') count += Math.max(1, Number((cell as HTMLElement).getAttribute('colspan')) || 1);
    }
    max = Math.max(max, count);
  }
  return max;
}

function createService(options: HtmlToMarkdownOptions): TurndownService {
  const service = new TurndownService({
    headingStyle: options.headingStyle ?? 'atx',
    bulletListMarker: options.bulletListMarker ?? '-',
    codeBlockStyle: options.codeBlockStyle ?? 'fenced',
    fence: options.fence ?? '```',
    emDelimiter: options.emDelimiter ?? '*',
    strongDelimiter: options.strongDelimiter ?? '**',
    linkStyle: options.linkStyle ?? 'inlined',
    hr: '---',
  });
  service.use(gfm);
  // Turndown escapes Markdown's punctuation but not "<" (text "<b>" would become a tag), "&" before
  // an entity name ("&amp;" would become "&") or GFM's strikethrough "~" (CommonMark §2.4 escapes).
  const escape = service.escape.bind(service);
  service.escape = (text: string) =>
    escape(text)
      .replace(/~/g, '\\~')
      .replace(/</g, '\\<')
      .replace(/&(?=#?[0-9A-Za-z]+;)/g, '\\&')
      // A marker alone on its line starts an empty list item or heading (turndown only escapes "- x").
      .replace(/^([#+-])(?=[ \t]*$)/gm, '\\$1')
      .replace(/^(\d{1,9})([.)])(?=[ \t]*$)/gm, '$1\\$2');
  // List items with one space after the marker (`- item`, `1. item`), continuation lines indented to
  // the content (CommonMark §5.2); turndown's own rule pads markers to 4 columns.
  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node, opts) => {
      const parent = node.parentNode as HTMLElement | null;
      let prefix = `${opts.bulletListMarker ?? '-'} `;
      if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute('start'));
        const index = Array.prototype.indexOf.call(parent.children, node) as number;
        prefix = `${(Number.isInteger(start) && parent.hasAttribute('start') ? start : 1) + index}. `;
      }
      const isParagraph = /\n$/.test(content);
      let body = content.replace(/^\n+/, '').replace(/\n+$/, '') + (isParagraph ? '\n' : '');
      body = body.replace(/^(\[[ x]\]) +/, '$1 '); // a task item's box, then one space
      const indent = ' '.repeat(prefix.length);
      body = body
        .split('\n')
        .map((line, i) => (i === 0 || line === '' ? line : indent + line))
        .join('\n');
      return prefix + body + (node.nextSibling ? '\n' : '');
    },
  });
  service.remove(DROPPED);
  // Google Docs wraps a copied selection in <b style="font-weight:normal">: not bold at all.
  service.addRule('notBold', {
    filter: (node) => (node.nodeName === 'B' || node.nodeName === 'STRONG') && /font-weight\s*:\s*(normal|[1-4]00)\b/i.test(node.getAttribute('style') ?? ''),
    replacement: (content) => content,
  });
  if (options.firstRowHeader) {
    // Added last, so it is tried before the GFM plugin's row rule (turndown tries the newest rule first).
    service.addRule('firstRowHeader', {
      filter: (node) => isFirstRowWithoutHeader(node),
      replacement: (content, node) => `\n${content}\n|${' --- |'.repeat(columnCount(node))}`,
    });
  }
  return service;
}

/**
 * Converts HTML to Markdown with turndown and its GFM plugin (Joplin's maintained fork): headings,
 * emphasis, links, images, lists, code, block quotes, GFM tables (alignment kept; tables that
 * Markdown cannot hold — nested tables, code or lists in cells — stay as HTML), strikethrough and
 * task list items. Scripts, styles, forms' controls and embedded objects are dropped; characters
 * that would read as Markdown are backslash-escaped. The HTML is parsed inertly (DOMParser in the
 * browser, domino in Node): nothing in it loads or runs.
 *
 * @param html - an HTML fragment or document.
 * @param options - how the Markdown is written; see {@link HtmlToMarkdownOptions}.
 * @returns the Markdown, without leading or trailing blank lines; '' for empty input.
 * @see https://github.com/mixmark-io/turndown
 * @see https://github.github.com/gfm/
 */
export function convertHtmlToMarkdown(html: string, options: HtmlToMarkdownOptions = {}): string {
  if (html.trim() === '') return '';
  const markdown = createService(options).turndown(html);
  // The plugin wraps tables it keeps as HTML in a Joplin-specific <div>: keep the table alone.
  return markdown.replace(/<div class="joplin-table-wrapper">(<table[\s\S]*?<\/table>)<\/div>/g, '$1');
}
