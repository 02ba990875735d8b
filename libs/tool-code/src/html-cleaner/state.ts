import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DEFAULT_KEPT_ATTRIBUTES, HTML_ATTRIBUTE_MODES } from './html-cleaner.js';

/**
 * The HTML cleaner's state. Input (remembered, in links' fragment): the HTML `input` (at most
 * 1,000,000 characters). Options (query string): what to remove (see `HtmlCleanerOptions`), the
 * `indent` of the output (0 = one line, 1–8 spaces or `'tab'`) and `pasteHtml` (a paste takes the
 * clipboard's HTML rather than its plain text).
 */
export const htmlCleanerState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    attributes: z._default(z.enum(HTML_ATTRIBUTE_MODES), 'list'),
    keepAttributes: z._default(z.string().check(z.maxLength(500)), DEFAULT_KEPT_ATTRIBUTES),
    removeStyles: z._default(z.boolean(), true),
    removeClassesAndIds: z._default(z.boolean(), true),
    removeDataAttributes: z._default(z.boolean(), true),
    removeComments: z._default(z.boolean(), true),
    removeEmpty: z._default(z.boolean(), true),
    unwrapSpans: z._default(z.boolean(), true),
    officeCleanup: z._default(z.boolean(), true),
    indent: z._default(z.union([z.int().check(z.minimum(0), z.maximum(8)), z.literal('tab')]), 2),
    pasteHtml: z._default(z.boolean(), true),
  }),
  options: [
    'attributes',
    'keepAttributes',
    'removeStyles',
    'removeClassesAndIds',
    'removeDataAttributes',
    'removeComments',
    'removeEmpty',
    'unwrapSpans',
    'officeCleanup',
    'indent',
    'pasteHtml',
  ],
  secrets: [],
} satisfies ToolStateSpec;
