import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The IPv4 subnet calculator's state: the address and mask text `input` (e.g. `192.168.0.1/24`),
 * an input (remembered, in links' fragment). The subnet details are output, never state. The
 * tool has no options.
 */
export const ipv4SubnetCalculatorState = {
  schema: z.object({
    // An address and netmask is under 40 characters; the bound only keeps hostile links out.
    input: z._default(z.string().check(z.maxLength(1000)), '192.168.0.1/24'),
  }),
  options: [],
} satisfies ToolStateSpec;
