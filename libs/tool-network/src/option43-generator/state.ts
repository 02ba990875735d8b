import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DHCP_SERVERS, OPTION43_VENDORS } from './option43-generator.js';

/**
 * The option 43 generator's state. Options (in the query string): the access points' `vendor`
 * and the DHCP `server` to write configuration for. Input (remembered, in links' fragment): the
 * `controllers`, IPv4 addresses one per line.
 */
export const option43GeneratorState = {
  schema: z.object({
    vendor: z._default(z.enum(OPTION43_VENDORS), 'cisco'),
    server: z._default(z.enum(DHCP_SERVERS), 'cisco-ios'),
    // 63 addresses fill an option; the bound only keeps hostile links out.
    controllers: z._default(z.string().check(z.maxLength(5000)), '192.168.0.15'),
  }),
  options: ['vendor', 'server'],
} satisfies ToolStateSpec;
