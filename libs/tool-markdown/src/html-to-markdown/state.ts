import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** HTML to Markdown: the HTML is an input (remembered); how the Markdown is written are options. */
export const htmlToMarkdownState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    headingStyle: z._default(z.enum(['atx', 'setext']), 'atx'),
    bulletListMarker: z._default(z.enum(['-', '*', '+']), '-'),
    codeBlockStyle: z._default(z.enum(['fenced', 'indented']), 'fenced'),
    fence: z._default(z.enum(['```', '~~~']), '```'),
    emDelimiter: z._default(z.enum(['*', '_']), '*'),
    strongDelimiter: z._default(z.enum(['**', '__']), '**'),
    linkStyle: z._default(z.enum(['inlined', 'referenced']), 'inlined'),
  }),
  options: ['headingStyle', 'bulletListMarker', 'codeBlockStyle', 'fence', 'emDelimiter', 'strongDelimiter', 'linkStyle'],
  secrets: [],
} satisfies ToolStateSpec;
