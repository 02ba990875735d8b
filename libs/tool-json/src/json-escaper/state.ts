import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The JSON escaper's state. Options (in the query string): `direction` (`escape` text into a
 * JSON string, or `unescape` it back), `quotes` (surround the escaped text with `"`),
 * `asciiOnly` (write non-ASCII as `\uXXXX`). Input (remembered, in links' fragment): `input`.
 */
export const jsonEscaperState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), 'She said "héllo"\n\tC:\\temp'),
    direction: z._default(z.enum(['escape', 'unescape']), 'escape'),
    quotes: z._default(z.boolean(), true),
    asciiOnly: z._default(z.boolean(), false),
  }),
  options: ['direction', 'quotes', 'asciiOnly'],
} satisfies ToolStateSpec;
