import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The VAT tool's state: `input`, the number (an input: remembered, in links' fragment), and the
 * option `country` (query string): "auto" (read from the prefix) or an ISO alpha-2 code.
 */
export const vatValidatorState = {
  schema: z.object({
    input: z._default(z.string(), 'BE0411905847'),
    country: z._default(z.string().check(z.maxLength(4)), 'auto'),
  }),
  options: ['country'],
  secrets: [],
} satisfies ToolStateSpec;
