import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { markdownStyleSchema } from '../shared/markdown-style.js';

/**
 * Paste as Markdown: the last paste's HTML and text are inputs (remembered, so the Markdown survives a
 * reload and can be shared); the Markdown style and the header-row choice are options.
 */
export const pasteAsMarkdownState = {
  schema: z.object({
    html: z._default(z.string(), ''),
    text: z._default(z.string(), ''),
    firstRowHeader: z._default(z.boolean(), true),
    headingStyle: markdownStyleSchema.headingStyle,
    bulletListMarker: markdownStyleSchema.bulletListMarker,
    linkStyle: markdownStyleSchema.linkStyle,
  }),
  options: ['firstRowHeader', 'headingStyle', 'bulletListMarker', 'linkStyle'],
  secrets: [],
} satisfies ToolStateSpec;
