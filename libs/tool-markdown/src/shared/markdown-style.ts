import * as z from 'zod/mini';
import type { HtmlToMarkdownOptions } from './html-markdown.js';

/**
 * The state fields of the Markdown style choices shared by the HTML → Markdown tools (each a
 * `zod/mini` schema with the CommonMark/GFM default): spread the ones a tool offers into its state
 * schema and list them in its `options`.
 */
export const markdownStyleSchema = {
  headingStyle: z._default(z.enum(['atx', 'setext']), 'atx'),
  bulletListMarker: z._default(z.enum(['-', '*', '+']), '-'),
  codeBlockStyle: z._default(z.enum(['fenced', 'indented']), 'fenced'),
  fence: z._default(z.enum(['```', '~~~']), '```'),
  emDelimiter: z._default(z.enum(['*', '_']), '*'),
  strongDelimiter: z._default(z.enum(['**', '__']), '**'),
  linkStyle: z._default(z.enum(['inlined', 'referenced']), 'inlined'),
};

/** The Markdown style choices: every field of {@link HtmlToMarkdownOptions} but the table one, all set. */
export type MarkdownStyle = Required<Omit<HtmlToMarkdownOptions, 'firstRowHeader'>>;

/** One style field's name. */
export type MarkdownStyleField = keyof MarkdownStyle;
