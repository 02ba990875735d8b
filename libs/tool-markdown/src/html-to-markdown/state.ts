import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { markdownStyleSchema } from '../shared/markdown-style.js';

/** HTML to Markdown: the HTML is an input (remembered); how the Markdown is written are options. */
export const htmlToMarkdownState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    ...markdownStyleSchema,
  }),
  options: ['headingStyle', 'bulletListMarker', 'codeBlockStyle', 'fence', 'emDelimiter', 'strongDelimiter', 'linkStyle'],
  secrets: [],
} satisfies ToolStateSpec;
