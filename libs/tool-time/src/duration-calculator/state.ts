import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The duration calculator's state: the list of `durations` (an input: one per line, signed, e.g.
 * `1h 30m\n- 15m`) and the option `calendar` (how years and months count: `reject` — they have no
 * fixed length — or `average` Gregorian year of 365.2425 days and month of 30.436875 days).
 */
export const durationCalculatorState = {
  schema: z.object({
    durations: z._default(z.string().check(z.maxLength(100_000)), '1h 30m\n+ 0:45:00\n- PT15M'),
    calendar: z._default(z.enum(['reject', 'average']), 'reject'),
  }),
  options: ['calendar'],
} satisfies ToolStateSpec;
