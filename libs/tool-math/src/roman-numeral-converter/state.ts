import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The Roman numeral converter's state. Inputs (remembered, in links' fragment): the number to
 * write (`arabic`) and the numeral to read (`roman`). Option (query string): `reading`,
 * `strict` (only standard numerals) or `lenient` (any string of symbols by the
 * additive–subtractive rule: IIII = 4, IC = 99).
 */
export const romanNumeralConverterState = {
  schema: z.object({
    arabic: z._default(z.string().check(z.maxLength(100)), '42'),
    roman: z._default(z.string().check(z.maxLength(1000)), 'XLII'),
    reading: z._default(z.enum(['strict', 'lenient']), 'strict'),
  }),
  options: ['reading'],
  secrets: [],
} satisfies ToolStateSpec;
