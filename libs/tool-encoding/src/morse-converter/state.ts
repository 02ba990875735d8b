import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The Morse converter's state: two inputs (remembered), no options. */
export const morseConverterState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    morse: z._default(z.string(), ''),
  }),
  options: [],
} satisfies ToolStateSpec;
