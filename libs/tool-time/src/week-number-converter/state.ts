import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The week number converter's state (all inputs): the field edited last (`edited`: the calendar
 * `date` or the ISO `week` date) and its text (`value`, e.g. `2021-01-03` or `2020-W53-7`); the
 * other field is derived. `monthWeek` is the "week of a month → Monday" question: year, month and
 * week as `YYYY-MM/W` (e.g. `2024-03/2`).
 */
export const weekNumberConverterState = {
  schema: z.object({
    edited: z._default(z.enum(['date', 'week']), 'date'),
    value: z._default(z.string().check(z.maxLength(100)), '2021-01-03'),
    monthWeek: z._default(z.string().check(z.maxLength(100)), '2024-03/2'),
  }),
  options: [],
} satisfies ToolStateSpec;
