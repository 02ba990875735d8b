import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * My IP's state. The option `family` (query string): which public addresses are looked up —
 * `both` asks api.ipify.org (IPv4), api6.ipify.org (IPv6) and api64.ipify.org (the one the
 * browser prefers); `ipv4` or `ipv6` asks only that one host. The addresses are output. (Looking
 * up as soon as the page opens is a choice of this browser, kept apart from the state: see MyIpTool.)
 */
export const myIpState = {
  schema: z.object({
    family: z._default(z.enum(['both', 'ipv4', 'ipv6']), 'both'),
  }),
  options: ['family'],
  secrets: [],
} satisfies ToolStateSpec;
