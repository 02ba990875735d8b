import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * CIDR to IP range: the blocks typed (`input`, an input: remembered, in links' fragment) and the
 * option `ipv6Form` (in the query string): how IPv6 addresses are written.
 */
export const ipCidrToRangeState = {
  schema: z.object({
    // A few thousand blocks at most; the bound only keeps hostile links out.
    input: z._default(z.string().check(z.maxLength(200_000)), '192.168.1.0/24'),
    ipv6Form: z._default(z.enum(['compressed', 'expanded']), 'compressed'),
  }),
  options: ['ipv6Form'],
  secrets: [],
} satisfies ToolStateSpec;
