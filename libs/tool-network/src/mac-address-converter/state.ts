import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { MAC_CASES } from './mac-address-converter.js';

/**
 * The MAC address converter's state: the address `input` (remembered, in links' fragment) and
 * the option `letterCase` (in the query string): each notation's usual case, all lower or all
 * upper.
 */
export const macAddressConverterState = {
  schema: z.object({
    // A MAC address is at most 23 characters; the bound only keeps hostile links out.
    input: z._default(z.string().check(z.maxLength(1000)), '00:00:5e:00:53:01'),
    letterCase: z._default(z.enum(MAC_CASES), 'conventional'),
  }),
  options: ['letterCase'],
} satisfies ToolStateSpec;
