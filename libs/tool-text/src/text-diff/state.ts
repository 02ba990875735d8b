import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DIFF_GRANULARITIES } from './text-diff.js';

/**
 * Text diff's state: the two texts are inputs (remembered, in links' fragment); granularity,
 * view, what to ignore and the patch's context lines are options (query string).
 */
export const textDiffState = {
  schema: z.object({
    original: z._default(z.string(), ''),
    changed: z._default(z.string(), ''),
    granularity: z._default(z.enum(DIFF_GRANULARITIES), 'lines'),
    view: z._default(z.enum(['side-by-side', 'inline']), 'side-by-side'),
    ignoreCase: z._default(z.boolean(), false),
    ignoreWhitespace: z._default(z.boolean(), false),
    context: z._default(z.int().check(z.minimum(0), z.maximum(1000)), 3),
  }),
  options: ['granularity', 'view', 'ignoreCase', 'ignoreWhitespace', 'context'],
  secrets: [],
} satisfies ToolStateSpec;
