import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

const variant = z.object({ name: z.string().check(z.maxLength(200)), timings: z.string() });

/**
 * The tool's state: the variants (name and pasted timings) are inputs; the unit, the statistic
 * that ranks them and the row order are options (kept in the query string).
 */
export const benchmarkBuilderState = {
  schema: z.object({
    variants: z._default(z.array(variant).check(z.maxLength(50)), [
      { name: 'Variant 1', timings: '' },
      { name: 'Variant 2', timings: '' },
    ]),
    unit: z._default(z.enum(['ns', 'us', 'ms', 's', 'none']), 'ms'),
    by: z._default(z.enum(['mean', 'median']), 'mean'),
    sort: z._default(z.enum(['fastest', 'entered']), 'fastest'),
  }),
  options: ['unit', 'by', 'sort'],
  secrets: [],
} satisfies ToolStateSpec;
