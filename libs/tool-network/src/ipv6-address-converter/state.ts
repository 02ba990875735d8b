import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The IPv6 address converter's state: the address `input` in any form the tool reads (IPv6 text
 * with an optional /prefix or %zone, an IPv4 address, an integer, an ip6.arpa name), an input
 * (remembered, in links' fragment). The conversions are output, never state.
 */
export const ipv6AddressConverterState = {
  schema: z.object({
    // An address in any form is under 200 characters; the bound only keeps hostile links out.
    input: z._default(z.string().check(z.maxLength(1000)), '2001:db8:0:85a3::ac1f:8001'),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
