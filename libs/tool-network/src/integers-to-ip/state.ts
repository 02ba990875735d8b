import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The integer-to-IP tool's state: the entries `input` (integers and addresses, one or several
 * per line), an input (remembered, in links' fragment), and the option `base` (in the query
 * string when not the default): the base of integers written without a `0x`, `0b` or `0o` prefix.
 */
export const integersToIpState = {
  schema: z.object({
    // 10,000 entries of up to 39 digits; the bound only keeps hostile links out.
    input: z._default(z.string().check(z.maxLength(500_000)), '3232235777'),
    base: z._default(z.literal([2, 8, 10, 16]), 10),
  }),
  options: ['base'],
  secrets: [],
} satisfies ToolStateSpec;
