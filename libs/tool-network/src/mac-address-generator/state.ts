import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { MAC_NOTATIONS } from '../shared/mac.js';
import { MAC_QUANTITY_MAX, MAC_QUANTITY_MIN } from './mac-address-generator.js';

/**
 * The MAC address generator's state. Options (in the query string): `quantity` (1–1000),
 * `cast` (unicast or multicast: the I/G bit), `administration` (local or universal: the U/L bit),
 * `notation` and `letterCase`. Input (remembered, in links' fragment): the `prefix`. The
 * addresses are output, never state.
 */
export const macAddressGeneratorState = {
  schema: z.object({
    quantity: z._default(z.int().check(z.minimum(MAC_QUANTITY_MIN), z.maximum(MAC_QUANTITY_MAX)), 1),
    prefix: z._default(z.string().check(z.maxLength(100)), ''),
    cast: z._default(z.enum(['unicast', 'multicast']), 'unicast'),
    administration: z._default(z.enum(['local', 'universal']), 'local'),
    notation: z._default(z.enum(MAC_NOTATIONS), 'colon'),
    letterCase: z._default(z.enum(['lower', 'upper']), 'upper'),
  }),
  options: ['quantity', 'cast', 'administration', 'notation', 'letterCase'],
} satisfies ToolStateSpec;
