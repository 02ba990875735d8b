import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The IBAN tool's state: `input`, one IBAN per line (an input: remembered, carried in links'
 * fragment). No options.
 */
export const ibanValidatorAndParserState = {
  schema: z.object({
    input: z._default(z.string(), 'DE89 3704 0044 0532 0130 00'),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
