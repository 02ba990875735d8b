import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The case converter's state: the text to convert, an input (remembered, in links' fragment).
 * The tool has no options: it shows every case at once. The results are output, never state.
 */
export const caseConverterState = {
  schema: z.object({
    input: z._default(z.string(), 'lorem ipsum dolor sit amet'),
  }),
} satisfies ToolStateSpec;
