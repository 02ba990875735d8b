import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { LIST_SEPARATORS } from '../shared/list-items.js';
import { LIST_CASES, LIST_QUOTES, LIST_SORTS, QUOTE_ESCAPES } from './list-converter.js';

const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/**
 * List converter's state: the list is an input (remembered, in links' fragment); every
 * conversion setting is an option (query string). Defaults as it-tools': trim, drop empty, no
 * de-duplication (it-tools de-duplicated by default, which loses items silently), ", " between items.
 */
export const listConverterState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    inputSeparator: z._default(z.enum(LIST_SEPARATORS), 'newline'),
    inputCustom: text(100),
    trim: z._default(z.boolean(), true),
    dropEmpty: z._default(z.boolean(), true),
    dedupe: z._default(z.boolean(), false),
    letterCase: z._default(z.enum(LIST_CASES), 'none'),
    keepMatching: text(1000),
    dropMatching: text(1000),
    removePrefix: text(1000),
    removeSuffix: text(1000),
    sort: z._default(z.enum(LIST_SORTS), 'none'),
    caseSensitive: z._default(z.boolean(), true),
    descending: z._default(z.boolean(), false),
    reverse: z._default(z.boolean(), false),
    quote: z._default(z.enum(LIST_QUOTES), 'none'),
    quoteEscape: z._default(z.enum(QUOTE_ESCAPES), 'backslash'),
    itemPrefix: text(1000),
    itemSuffix: text(1000),
    outputSeparator: z._default(z.enum(LIST_SEPARATORS), 'comma'),
    outputCustom: text(100),
    lineBreakAfterSeparator: z._default(z.boolean(), false),
    listPrefix: text(1000),
    listSuffix: text(1000),
  }),
  options: [
    'inputSeparator', 'inputCustom', 'trim', 'dropEmpty', 'dedupe', 'letterCase', 'keepMatching', 'dropMatching', 'removePrefix', 'removeSuffix',
    'sort', 'caseSensitive', 'descending', 'reverse', 'quote', 'quoteEscape', 'itemPrefix', 'itemSuffix', 'outputSeparator', 'outputCustom',
    'lineBreakAfterSeparator', 'listPrefix', 'listSuffix',
  ],
  secrets: [],
} satisfies ToolStateSpec;
