import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The unit converter's state: the conversion as typed (`expression`, e.g. `12 ft in m`) is an input;
 * the rounding (`round`: `significant` digits or `decimals`, `digits`) and `all` (list rare and
 * SI-prefixed units in the table of every unit) are options, kept in the query string.
 */
export const manyUnitsConverterState = {
  schema: z.object({
    expression: z._default(z.string().check(z.maxLength(1000)), '12 ft in m'),
    round: z._default(z.enum(['significant', 'decimals']), 'significant'),
    digits: z._default(z.int().check(z.minimum(0), z.maximum(30)), 15),
    all: z._default(z.boolean(), false),
  }),
  options: ['round', 'digits', 'all'],
} satisfies ToolStateSpec;
