import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The Luhn tool's state: `input`, the number (an input: remembered, in links' fragment). No options. */
export const luhnValidatorState = {
  schema: z.object({
    input: z._default(z.string(), '4111 1111 1111 1111'),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
