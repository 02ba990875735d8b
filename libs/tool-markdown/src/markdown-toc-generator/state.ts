import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { TOC_LIST_STYLES } from './markdown-toc-generator.js';

/** Markdown TOC: the document is an input (remembered); levels, list style, indent, links, prefix and output mode are options. */
export const markdownTocGeneratorState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    minLevel: z._default(z.int().check(z.minimum(1), z.maximum(6)), 1),
    maxLevel: z._default(z.int().check(z.minimum(1), z.maximum(6)), 6),
    listStyle: z._default(z.enum(TOC_LIST_STYLES), '-'),
    indent: z._default(z.int().check(z.minimum(2), z.maximum(8)), 2),
    links: z._default(z.boolean(), true),
    anchorPrefix: z._default(z.string().check(z.maxLength(100)), ''),
    output: z._default(z.enum(['toc', 'document']), 'toc'),
  }),
  options: ['minLevel', 'maxLevel', 'listStyle', 'indent', 'links', 'anchorPrefix', 'output'],
  secrets: [],
} satisfies ToolStateSpec;
