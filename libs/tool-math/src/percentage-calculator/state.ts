import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

// Numbers are a few characters; the bound only keeps hostile links out.
const text = (value: string) => z._default(z.string().check(z.maxLength(500)), value);

/**
 * The percentage calculator's state, all inputs (remembered, in links' fragment) but
 * `signedBase` (an option, in the query string: divide a change by the signed starting value
 * instead of its absolute value): X % of Y (`percentX`, `percentY`); X is what % of Y
 * (`partX`, `wholeY`); the change from `from` to `to`; Y plus or minus X % (`addX`, `addY`).
 */
export const percentageCalculatorState = {
  schema: z.object({
    percentX: text('15'),
    percentY: text('200'),
    partX: text('30'),
    wholeY: text('200'),
    from: text('50'),
    to: text('75'),
    addX: text('20'),
    addY: text('50'),
    signedBase: z._default(z.boolean(), false),
  }),
  options: ['signedBase'],
  secrets: [],
} satisfies ToolStateSpec;
