import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The IPv4 address converter's state: the address `input` in any form the tool reads (dotted,
 * an integer in decimal, hex, binary or octal, an IPv4-mapped or -compatible IPv6 address), an
 * input (remembered, in links' fragment). The conversions are output, never state.
 */
export const ipv4AddressConverterState = {
  schema: z.object({
    // An address in any form is under 50 characters; the bound only keeps hostile links out.
    input: z._default(z.string().check(z.maxLength(1000)), '192.168.1.1'),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
