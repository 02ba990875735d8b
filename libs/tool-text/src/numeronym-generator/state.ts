import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The numeronym generator's state. Input (remembered, in links' fragment): `input`. Options (query
 * string): `scope` (`word`: each word; `whole`: the whole text as one word) and `keepUpTo` (words of
 * at most this many characters are kept, 0–20).
 */
export const numeronymGeneratorState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    scope: z._default(z.enum(['word', 'whole']), 'word'),
    keepUpTo: z._default(z.int().check(z.minimum(0), z.maximum(20)), 3),
  }),
  options: ['scope', 'keepUpTo'],
  secrets: [],
} satisfies ToolStateSpec;
