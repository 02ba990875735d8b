import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * IPv4 range expander: the `start` and `end` addresses (inputs: remembered, in links' fragment)
 * and the option `ipv6Form` (query string) for IPv6 ranges.
 */
export const ipv4RangeExpanderState = {
  schema: z.object({
    start: z._default(z.string().check(z.maxLength(1000)), '192.168.1.1'),
    end: z._default(z.string().check(z.maxLength(1000)), '192.168.6.255'),
    ipv6Form: z._default(z.enum(['compressed', 'expanded']), 'compressed'),
  }),
  options: ['ipv6Form'],
  secrets: [],
} satisfies ToolStateSpec;
