import { ToolInputError } from '@handy-tools/ui/kit';
import { convert, type FormatCallback, type HtmlToTextOptions, type SelectorDefinition } from 'html-to-text';

/** Options of {@link extractTextFromHtml}. */
export interface ExtractTextOptions {
  /** Links: `text` only, or `url` after the text in brackets (`Docs [https://…]`). Default `text`. */
  links?: 'text' | 'url';
  /** Tables: `tsv` (cells separated by tabs, one row a line) or `aligned` (columns padded with spaces). Default `tsv`. */
  tables?: 'tsv' | 'aligned';
  /** Wrap lines at this many characters; 0 keeps each paragraph on one line. Default 0. */
  wordwrap?: number;
  /** Write images' alt text in brackets. Default false. */
  imageAlt?: boolean;
  /** Upper-case headings (as `html-to-text` does by default and text e-mails often do). Default false. */
  uppercaseHeadings?: boolean;
}

/** What {@link extractTextFromHtml} returns (the shape the kit's DocumentTool shows). */
export interface ExtractTextResult {
  output: string;
  warnings: string[];
}

// Tables as tab-separated rows: the layout of html-to-text's dataTable with our own rows → text.
const tsvTable: FormatCallback = (elem, walk, builder) => {
  builder.openTable();
  const cell = (node: { attribs?: Record<string, string>; children: never[] }) => {
    builder.openTableCell();
    walk(node.children, builder);
    builder.closeTableCell({ colspan: Number(node.attribs?.colspan) || 1, rowspan: 1 });
  };
  const walkTable = (node: { type: string; name?: string; children: never[] }) => {
    if (node.type !== 'tag') return;
    if (node.name === 'thead' || node.name === 'tbody' || node.name === 'tfoot') node.children.forEach(walkTable);
    else if (node.name === 'tr') {
      builder.openTableRow();
      for (const c of node.children as { type: string; name?: string; children: never[] }[])
        if (c.type === 'tag' && (c.name === 'td' || c.name === 'th')) cell(c);
      builder.closeTableRow();
    }
  };
  (elem.children as never[]).forEach(walkTable);
  builder.closeTable({
    tableToString: (rows) =>
      rows
        .map((row) =>
          row.flatMap((c) => [c.text.replace(/\s*\n\s*/g, ' ').trim(), ...Array<string>((c.colspan ?? 1) - 1).fill('')]).join('\t'),
        )
        .join('\n'),
    leadingLineBreaks: 2,
    trailingLineBreaks: 2,
  });
};

// An image as its alt text in brackets (nothing for an image without alt: it is decoration).
const imageAlt: FormatCallback = (elem, _walk, builder) => {
  const alt = (elem.attribs as Record<string, string> | undefined)?.alt?.trim();
  if (alt) builder.addInline(`[${alt}]`, { noWordTransform: true });
};

/**
 * Extracts the readable text of an HTML document with `html-to-text` (htmlparser2: nothing in the
 * HTML runs, no DOM): block elements on their own lines (paragraphs and headings separated by a
 * blank line), list items as `- ` (ordered: ` 1. `, html-to-text's layout), tables as tab-separated rows, `<br>` as a
 * line break, `<pre>` kept as is, `<script>`, `<style>`, `<template>`, `<noscript>` and `<head>`
 * dropped, character references decoded, other whitespace collapsed as a browser renders it.
 *
 * @param html - the HTML (a whole page or a fragment).
 * @param options - {@link ExtractTextOptions}.
 * @returns `{ output, warnings }`: the text (no trailing whitespace), and a note when the HTML has no text.
 * @throws ToolInputError for an empty input or a bad wrap width.
 * @see https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute (the layout it approximates)
 */
export function extractTextFromHtml(html: string, options: ExtractTextOptions = {}): ExtractTextResult {
  if (html.trim() === '') throw new ToolInputError('HTML: enter some HTML.');
  const wordwrap = options.wordwrap ?? 0;
  if (!Number.isInteger(wordwrap) || wordwrap < 0 || (wordwrap > 0 && wordwrap < 20))
    throw new ToolInputError('Wrap width: 0 (no wrap) or at least 20 characters.');
  const headings: SelectorDefinition[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => ({
    selector: h,
    options: { uppercase: options.uppercaseHeadings ?? false, leadingLineBreaks: 2, trailingLineBreaks: 2 },
  }));
  const config: HtmlToTextOptions = {
    wordwrap: wordwrap === 0 ? false : wordwrap,
    formatters: { tsvTable, imageAlt },
    selectors: [
      ...headings,
      { selector: 'a', options: { ignoreHref: (options.links ?? 'text') === 'text', hideLinkHrefIfSameAsText: true, noAnchorUrl: true } },
      { selector: 'img', format: options.imageAlt ? 'imageAlt' : 'skip' },
      { selector: 'ul', options: { itemPrefix: '- ' } },
      {
        selector: 'table',
        format: options.tables === 'aligned' ? 'dataTable' : 'tsvTable',
        options: { uppercaseHeaderCells: false, maxColumnWidth: 60 },
      },
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'template', format: 'skip' },
      { selector: 'noscript', format: 'skip' },
      { selector: 'head', format: 'skip' },
      { selector: 'hr', options: { length: 20 } },
    ],
  };
  const output = convert(html, config)
    .replace(/[ \t]+$/gm, '')
    .trim();
  return { output, warnings: output === '' ? ['The HTML has no visible text.'] : [] };
}
