import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { PIN_LENGTH_MAX, PIN_LENGTH_MIN, PIN_QUANTITY_MAX, PIN_QUANTITY_MIN } from './pin-code-generator.js';

/**
 * The PIN generator's state: only settings, all options (in the query string). The generated
 * PINs are secrets AND outputs: never state, so never stored, never in a link, never in an example.
 */
export const pinCodeGeneratorState = {
  schema: z.object({
    length: z._default(z.int().check(z.minimum(PIN_LENGTH_MIN), z.maximum(PIN_LENGTH_MAX)), 4),
    quantity: z._default(z.int().check(z.minimum(PIN_QUANTITY_MIN), z.maximum(PIN_QUANTITY_MAX)), 5),
    uniqueDigits: z._default(z.boolean(), false),
    noSequences: z._default(z.boolean(), false),
  }),
  options: ['length', 'quantity', 'uniqueDigits', 'noSequences'],
} satisfies ToolStateSpec;
