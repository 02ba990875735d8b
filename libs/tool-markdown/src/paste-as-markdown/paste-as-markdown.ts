import { convertHtmlToMarkdown, type HtmlToMarkdownOptions } from '../shared/html-markdown.js';

/** What a paste carries: the clipboard's `text/html` and `text/plain` items (either may be missing). */
export interface ClipboardContent {
  html?: string;
  text?: string;
}

/** Options of {@link clipboardToMarkdown}: the Markdown style, plus how tables without a header row are read. */
export interface PasteOptions extends HtmlToMarkdownOptions {
  /** A table without a header row (what spreadsheets copy) uses its first row as the header. Default true. */
  firstRowHeader?: boolean;
}

/** The Markdown of a paste and what it was made from. */
export interface PasteResult {
  markdown: string;
  /** `html` (the rich content), `table` (tab-separated text: a spreadsheet range), or `text` (plain text, kept as it is). */
  source: 'html' | 'table' | 'text';
}

/**
 * Splits tab-separated text as spreadsheets copy it (Excel, Google Sheets, LibreOffice): rows end
 * with CRLF or LF, cells are separated by tabs, a cell holding a tab, a line break or a quote is
 * quoted with `"` and its quotes doubled (the rules of RFC 4180 with a tab as separator).
 *
 * @param text - the clipboard's `text/plain`.
 * @returns the rows of cells; a final empty line is dropped.
 * @see https://www.rfc-editor.org/rfc/rfc4180#section-2
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quotedCell = false;
  while (i < text.length) {
    const ch = text[i] as string;
    if (cell === '' && !quotedCell && ch === '"' && (i === 0 || text[i - 1] === '\t' || text[i - 1] === '\n' || text[i - 1] === '\r')) {
      // A quoted cell: up to the closing quote not followed by another.
      let j = i + 1;
      let value = '';
      let closed = false;
      while (j < text.length) {
        if (text[j] === '"') {
          if (text[j + 1] === '"') {
            value += '"';
            j += 2;
            continue;
          }
          closed = true;
          break;
        }
        value += text[j];
        j++;
      }
      const next = text[j + 1];
      if (closed && (next === undefined || next === '\t' || next === '\n' || next === '\r')) {
        cell = value;
        quotedCell = true;
        i = j + 1;
        continue;
      }
    }
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      quotedCell = false;
    } else if (ch === '\n' || ch === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      quotedCell = false;
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else {
      cell += ch;
    }
    i++;
  }
  if (cell !== '' || row.length > 0 || quotedCell) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Whether plain text looks like a copied spreadsheet range: two cells or more per row, the same count on every row. */
export function isTabular(text: string): boolean {
  if (!text.includes('\t')) return false;
  const rows = parseTsv(text);
  const width = rows[0]?.length ?? 0;
  return width >= 2 && rows.every((r) => r.length === width);
}

/** A cell's text for a GFM table: pipes escaped, line breaks as `<br>`, Markdown characters escaped. */
function tableCell(text: string): string {
  return text
    .trim()
    .replace(/\\/g, '\\\\')
    .replace(/([*_`[\]<~])/g, '\\$1')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, '<br>');
}

/**
 * Turns rows of cells into a GFM table (GFM spec §4.10): a header row (the first row, or empty
 * cells), the delimiter row, then the rows; pipes in cells escaped, line breaks as `<br>`.
 *
 * @param rows - rows of cell texts (shorter rows are padded).
 * @param firstRowHeader - the first row is the header (default true); otherwise an empty header.
 * @returns the table's Markdown; '' for no rows.
 * @see https://github.github.com/gfm/#tables-extension-
 */
export function rowsToMarkdownTable(rows: readonly (readonly string[])[], firstRowHeader = true): string {
  if (rows.length === 0) return '';
  const width = Math.max(1, ...rows.map((r) => r.length));
  const line = (cells: readonly string[]) => `| ${Array.from({ length: width }, (_, i) => tableCell(cells[i] ?? '')).join(' | ')} |`;
  const header = firstRowHeader ? (rows[0] as readonly string[]) : [];
  const body = firstRowHeader ? rows.slice(1) : rows;
  return [line(header), `|${' --- |'.repeat(width)}`, ...body.map(line)].join('\n');
}

/**
 * Converts what was pasted to Markdown. Rich content (`text/html`: web pages, documents,
 * spreadsheets) goes through turndown with GFM tables, strikethrough and task lists, links kept;
 * a table without a header row takes its first row as the header (spreadsheets copy no `<th>`).
 * Without HTML, tab-separated text with the same number of cells on each row (a spreadsheet range)
 * becomes a GFM table; any other text is returned as it is.
 *
 * @param content - the clipboard's `html` and `text` items.
 * @param options - the Markdown style and `firstRowHeader`; see {@link PasteOptions}.
 * @returns the Markdown and which item it came from; '' from `text` when nothing was given.
 * @see https://github.com/mixmark-io/turndown
 * @see https://github.github.com/gfm/#tables-extension-
 */
export function clipboardToMarkdown(content: ClipboardContent, options: PasteOptions = {}): PasteResult {
  const { firstRowHeader = true, ...style } = options;
  const html = content.html ?? '';
  const text = content.text ?? '';
  if (html.trim() !== '') {
    const markdown = convertHtmlToMarkdown(html, { ...style, firstRowHeader });
    if (markdown !== '' || text.trim() === '') return { markdown, source: 'html' };
  }
  if (isTabular(text)) return { markdown: rowsToMarkdownTable(parseTsv(text), firstRowHeader), source: 'table' };
  return { markdown: text, source: 'text' };
}
