import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { LIST_SEPARATORS } from '../shared/list-items.js';

/** List comparer's state: the two lists are inputs (remembered, in links' fragment); the comparison settings are options. */
export const listComparerState = {
  schema: z.object({
    listA: z._default(z.string(), ''),
    listB: z._default(z.string(), ''),
    separator: z._default(z.enum(LIST_SEPARATORS), 'newline'),
    custom: z._default(z.string().check(z.maxLength(100)), ''),
    ignoreCase: z._default(z.boolean(), false),
    trim: z._default(z.boolean(), true),
    keepDuplicates: z._default(z.boolean(), false),
  }),
  options: ['separator', 'custom', 'ignoreCase', 'trim', 'keepDuplicates'],
  secrets: [],
} satisfies ToolStateSpec;
