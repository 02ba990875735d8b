import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** Markdown to HTML: the Markdown is an input (remembered); raw HTML handling, heading ids and line breaks are options. */
export const markdownToHtmlState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    rawHtml: z._default(z.enum(['keep', 'escape']), 'keep'),
    headingIds: z._default(z.boolean(), false),
    breaks: z._default(z.boolean(), false),
  }),
  options: ['rawHtml', 'headingIds', 'breaks'],
  secrets: [],
} satisfies ToolStateSpec;
