import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The SLA calculator's state. Inputs: the `availability` in percent (`99.95`) and a `downtime`
 * (`1h 30m`, `0:05:00`, `PT5M`) to turn back into availabilities. Options: the `year` length
 * (`gregorian` 365.2425 days, `365`, `366`), the `month` length (`average` = year / 12, or 28–31
 * days) and the service `hours` of each weekday, Monday first, as 7 numbers separated by spaces
 * (`24 24 24 24 24 24 24` = always on; `10 10 10 10 10 0 0` = business hours).
 */
export const slaCalculatorState = {
  schema: z.object({
    availability: z._default(z.string().check(z.maxLength(100)), '99.95'),
    downtime: z._default(z.string().check(z.maxLength(200)), '1h'),
    year: z._default(z.enum(['gregorian', '365', '366']), 'gregorian'),
    month: z._default(z.enum(['average', '28', '29', '30', '31']), 'average'),
    hours: z._default(z.string().check(z.maxLength(100)), '24 24 24 24 24 24 24'),
  }),
  options: ['year', 'month', 'hours'],
} satisfies ToolStateSpec;
