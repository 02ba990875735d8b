import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The date and duration calculator's state. Inputs: the reference date-time `start`
 * (`YYYY-MM-DDTHH:MM`, wall time in the zone) and the `steps`, one duration per line with an
 * optional sign (`+ 1d`, `- 2h 30m`, `P1M`). Option: the IANA `zone` (`''` = the visitor's own).
 */
export const dateDurationCalculatorState = {
  schema: z.object({
    start: z._default(z.string().check(z.maxLength(100)), '2024-03-30T12:00'),
    steps: z._default(z.string().check(z.maxLength(100_000)), '+ 1d\n+ 2h 30m\n- PT15M'),
    zone: z._default(z.string().check(z.maxLength(64)), 'Europe/Paris'),
  }),
  options: ['zone'],
} satisfies ToolStateSpec;
