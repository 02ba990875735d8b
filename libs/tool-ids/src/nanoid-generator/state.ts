import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { QUANTITY_MAX, QUANTITY_MIN } from '../shared/quantity.js';
import { NANOID_LENGTH_DEFAULT, NANOID_LENGTH_MAX, NANOID_LENGTH_MIN, NANOID_PRESETS } from './nanoid-generator.js';

/**
 * The NanoIDs generator's state. Options (in the query string): `preset` (an alphabet preset or
 * `custom`), `length` (2–255), `quantity` (1–1000). Input (remembered, in links' fragment): the
 * custom `alphabet`. The generated IDs are output, never state.
 */
export const nanoidGeneratorState = {
  schema: z.object({
    preset: z._default(z.enum(NANOID_PRESETS), 'default'),
    length: z._default(z.int().check(z.minimum(NANOID_LENGTH_MIN), z.maximum(NANOID_LENGTH_MAX)), NANOID_LENGTH_DEFAULT),
    quantity: z._default(z.int().check(z.minimum(QUANTITY_MIN), z.maximum(QUANTITY_MAX)), 1),
    // 256 symbols at most; leave room for a pasted alphabet the checker then explains.
    alphabet: z._default(z.string().check(z.maxLength(1000)), ''),
  }),
  options: ['preset', 'length', 'quantity'],
} satisfies ToolStateSpec;
