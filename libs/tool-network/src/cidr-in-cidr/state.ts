import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * IP in CIDR checker: the `networks` list and the `tested` value (inputs: remembered, in links'
 * fragment), and the options (query string) `mode` (inside the union of the list, or within one
 * entry) and `ipv6Form`.
 */
export const cidrInCidrState = {
  schema: z.object({
    networks: z._default(z.string().check(z.maxLength(200_000)), '192.168.0.1/24'),
    tested: z._default(z.string().check(z.maxLength(1000)), '192.168.0.1'),
    mode: z._default(z.enum(['union', 'single']), 'union'),
    ipv6Form: z._default(z.enum(['compressed', 'expanded']), 'compressed'),
  }),
  options: ['mode', 'ipv6Form'],
  secrets: [],
} satisfies ToolStateSpec;
