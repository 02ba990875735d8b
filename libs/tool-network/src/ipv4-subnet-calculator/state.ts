import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The IPv4 subnet calculator's state: the address and mask text `input` (e.g. `192.168.0.1/24`,
 * a range or a wildcard), an input (remembered, in links' fragment), and the option
 * `subnetPrefix` (in the query string when not the default): the prefix length of the subnets
 * the block is split into; shorter than the block's own, it is read as the block's own. The
 * subnet details are output, never state.
 */
export const ipv4SubnetCalculatorState = {
  schema: z.object({
    // An address and netmask is under 40 characters; the bound only keeps hostile links out.
    input: z._default(z.string().check(z.maxLength(1000)), '192.168.0.1/24'),
    subnetPrefix: z._default(z.int().check(z.minimum(0), z.maximum(32)), 26),
  }),
  options: ['subnetPrefix'],
} satisfies ToolStateSpec;
