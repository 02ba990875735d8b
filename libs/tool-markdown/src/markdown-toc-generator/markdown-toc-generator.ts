import { ToolInputError } from '@handy-tools/ui/kit';
import { Lexer } from 'marked';
import { markdownHeadings, type MarkdownHeading } from '../shared/headings.js';

export type { MarkdownHeading } from '../shared/headings.js';

/** List markers a table of contents can use. */
export const TOC_LIST_STYLES = ['-', '*', '+', '1.'] as const;
/** A list marker of {@link TOC_LIST_STYLES}. */
export type TocListStyle = (typeof TOC_LIST_STYLES)[number];

/** Options of {@link generateToc}. */
export interface TocOptions {
  /** Shallowest heading level listed, 1–6; default 1. */
  minLevel?: number;
  /** Deepest heading level listed, 1–6; default 6. */
  maxLevel?: number;
  /** List marker; default `-`. Ordered lists number each sub-list from 1. */
  listStyle?: TocListStyle;
  /** Spaces per nesting level, 2–8; default 2 (ordered lists use at least 3, the width of "1. "). */
  indent?: number;
  /** Entries are links to the headings' anchors (default true), or plain text. */
  links?: boolean;
  /** Text put before every anchor, e.g. `user-content-`; default ''. */
  anchorPrefix?: string;
}

/** The start marker of a table of contents in a document (the convention of the markdown-toc package). */
export const TOC_START = '<!-- toc -->';
/** The end marker of a table of contents, after {@link TOC_START}. */
export const TOC_END = '<!-- tocstop -->';

function checkLevel(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1 || value > 6) throw new ToolInputError(`The ${name} heading level must be a whole number from 1 to 6 (got ${value}).`);
  return value;
}

/** Escapes the characters that would end or break a link's text. */
const escapeLinkText = (text: string) => text.replace(/([\\[\]])/g, '\\$1');

/**
 * Builds a Markdown table of contents from a list of headings: nested lists (a heading is nested
 * under the nearest preceding heading of a smaller level, so skipped levels do not over-indent).
 *
 * @param headings - the document's headings, e.g. from {@link markdownHeadings}.
 * @param options - level range, list marker, indent, links or text, anchor prefix; see {@link TocOptions}.
 * @returns the Markdown list, one line per heading, without a final newline; '' when no heading is in range.
 * @throws ToolInputError when a level is not 1–6, the minimum is above the maximum, or the indent is not 2–8.
 */
export function tocFromHeadings(headings: readonly MarkdownHeading[], options: TocOptions = {}): string {
  const minLevel = checkLevel(options.minLevel ?? 1, 'lowest');
  const maxLevel = checkLevel(options.maxLevel ?? 6, 'highest');
  if (minLevel > maxLevel) throw new ToolInputError(`The lowest heading level (${minLevel}) is deeper than the highest (${maxLevel}): swap them.`);
  const style = options.listStyle ?? '-';
  const indentOption = options.indent ?? 2;
  if (!Number.isInteger(indentOption) || indentOption < 2 || indentOption > 8) throw new ToolInputError(`The indent must be 2 to 8 spaces (got ${indentOption}).`);
  const indent = style === '1.' ? Math.max(3, indentOption) : indentOption;
  const prefix = options.anchorPrefix ?? '';
  const links = options.links ?? true;

  const stack: number[] = []; // levels of the open ancestors
  const counters: number[] = [];
  const lines: string[] = [];
  for (const heading of headings) {
    if (heading.level < minLevel || heading.level > maxLevel) continue;
    while (stack.length > 0 && (stack[stack.length - 1] as number) >= heading.level) stack.pop();
    const depth = stack.length;
    stack.push(heading.level);
    counters.length = depth + 1;
    counters[depth] = (counters[depth] ?? 0) + 1;
    const marker = style === '1.' ? `${counters[depth]}.` : style;
    const text = escapeLinkText(heading.text);
    const entry = links ? `[${text}](#${prefix}${heading.slug})` : text;
    lines.push(`${' '.repeat(depth * indent)}${marker} ${entry}`);
  }
  return lines.join('\n');
}

/**
 * Generates a table of contents for a Markdown document, with GitHub's anchors. Headings are read
 * by marked's GFM lexer: ATX (`## x`) and setext (underlined) headings, including those in block
 * quotes and list items; lines in fenced or indented code blocks are never headings. Anchors follow
 * github-slugger: lower case, punctuation removed, spaces → `-`, a repeated anchor gets `-1`, `-2`…
 *
 * @param markdown - GFM source.
 * @param options - see {@link TocOptions}.
 * @returns the table of contents (Markdown list); '' when the document has no heading in range.
 * @throws ToolInputError for an option out of range (see {@link tocFromHeadings}).
 * @see https://github.github.com/gfm/#atx-headings
 * @see https://github.com/Flet/github-slugger
 * @example generateToc('# A\n## B\n## B') // '- [A](#a)\n  - [B](#b)\n  - [B](#b-1)'
 */
export function generateToc(markdown: string, options: TocOptions = {}): string {
  return tocFromHeadings(markdownHeadings(markdown), options);
}

/**
 * Puts a table of contents into a document: between the `<!-- toc -->` and `<!-- tocstop -->`
 * markers (an earlier TOC there is replaced, so running it again updates it), or in place of a
 * `[TOC]` line (the marker of Python-Markdown and it-tools), which becomes the two markers. Markers
 * inside code blocks are ignored (found with marked's lexer).
 *
 * @param markdown - GFM source with a marker on a line of its own.
 * @param toc - the table of contents (e.g. from {@link generateToc}).
 * @returns the document with the TOC between the markers.
 * @throws ToolInputError when the document has neither `<!-- toc -->` nor a `[TOC]` line outside code.
 */
export function insertToc(markdown: string, toc: string): string {
  const source = markdown.replace(/\r\n?/g, '\n');
  const tokens = new Lexer({ gfm: true }).lex(source);
  let offset = 0;
  let start = -1;
  let startEnd = -1;
  let end = -1;
  let bracket = -1;
  let bracketEnd = -1;
  for (const token of tokens) {
    const raw = token.raw;
    const at = source.indexOf(raw, offset);
    const from = at >= 0 ? at : offset;
    const text = raw.trim();
    if (token.type === 'html' || token.type === 'paragraph') {
      if (start < 0 && text.toLowerCase().startsWith(TOC_START)) {
        start = from + raw.indexOf('<');
        startEnd = start + TOC_START.length;
        const stop = raw.toLowerCase().indexOf(TOC_END);
        if (stop >= 0) end = from + stop;
      } else if (start >= 0 && end < 0 && text.toLowerCase().includes(TOC_END)) {
        end = from + raw.toLowerCase().indexOf(TOC_END);
      } else if (bracket < 0 && text === '[TOC]') {
        bracket = from + raw.indexOf('[');
        bracketEnd = bracket + 5;
      }
    }
    offset = from + raw.length;
  }
  const block = `${TOC_START}\n\n${toc}${toc ? '\n\n' : ''}${TOC_END}`;
  if (start >= 0) {
    if (end < 0) {
      // Only a start marker: the TOC goes right after it.
      return `${source.slice(0, start)}${block}${source.slice(startEnd)}`;
    }
    return `${source.slice(0, start)}${block}${source.slice(end + TOC_END.length)}`;
  }
  if (bracket >= 0) return `${source.slice(0, bracket)}${block}${source.slice(bracketEnd)}`;
  throw new ToolInputError(`No place for the table of contents: add a line ${TOC_START} (or [TOC]) where it should go.`);
}
