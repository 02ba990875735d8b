import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * IP range to CIDR: the `start` and `end` addresses (inputs: remembered, in links' fragment)
 * and the options (query string) `ipv6Form` (how IPv6 is written) and `separator` (the blocks
 * one a line, or comma-separated as in WireGuard AllowedIPs).
 */
export const ipRangeToCidrState = {
  schema: z.object({
    start: z._default(z.string().check(z.maxLength(1000)), '192.168.1.1'),
    end: z._default(z.string().check(z.maxLength(1000)), '192.168.6.255'),
    ipv6Form: z._default(z.enum(['compressed', 'expanded']), 'compressed'),
    separator: z._default(z.enum(['newline', 'comma']), 'newline'),
  }),
  options: ['ipv6Form', 'separator'],
  secrets: [],
} satisfies ToolStateSpec;
