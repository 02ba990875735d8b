import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the PHP array to JSON tool. Options (query string): `indent`, `zeroFraction`.
 * Input (remembered, in links' fragment): the PHP code `input` (at most 1,000,000 characters;
 * bigger files are opened and never stored).
 */
export const phpArrayToJsonState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    indent: z._default(z.int().check(z.minimum(0), z.maximum(8)), 2),
    zeroFraction: z._default(z.boolean(), true),
  }),
  options: ['indent', 'zeroFraction'],
  secrets: [],
} satisfies ToolStateSpec;
