import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The NATO alphabet tool's state: the text is an input (remembered); pronunciation and word separator are options. */
export const textToNatoAlphabetState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    pronunciation: z._default(z.boolean(), false),
    wordSeparator: z._default(z.enum(['slash', 'newline']), 'slash'),
  }),
  options: ['pronunciation', 'wordSeparator'],
} satisfies ToolStateSpec;
