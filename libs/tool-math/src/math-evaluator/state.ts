import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The math evaluator's state: `expressions` (one per line) is an input (remembered, in links'
 * fragment); `numberType`, `precision` (significant digits shown, 0 = all) and `notation` are
 * options (in the query string).
 */
export const mathEvaluatorState = {
  schema: z.object({
    expressions: z._default(z.string().check(z.maxLength(100_000)), ''),
    numberType: z._default(z.enum(['number', 'BigNumber', 'Fraction']), 'number'),
    precision: z._default(z.int().check(z.minimum(0), z.maximum(64)), 14),
    notation: z._default(z.enum(['auto', 'fixed', 'exponential', 'engineering']), 'auto'),
  }),
  options: ['numberType', 'precision', 'notation'],
  secrets: [],
} satisfies ToolStateSpec;
