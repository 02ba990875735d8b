import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The days calculator's state. Inputs: `start` and `end` (`YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`,
 * wall times in the zone). Options: `zone` (IANA, `''` = the visitor's own), `includeEnd` (count
 * the end day), `workdays` (ISO weekday digits of the working days, `12345` = Monday–Friday),
 * `country`/`region`/`subregion` whose public holidays are days off (`''` = none; date-holidays
 * codes, e.g. `DE`, `BY`), and business hours `hours` as `9-17`.
 */
export const daysCalculatorState = {
  schema: z.object({
    start: z._default(z.string().check(z.maxLength(100)), '2024-01-01'),
    end: z._default(z.string().check(z.maxLength(100)), '2025-01-01'),
    zone: z._default(z.string().check(z.maxLength(64)), ''),
    includeEnd: z._default(z.boolean(), false),
    workdays: z._default(z.string().check(z.maxLength(7)), '12345'),
    country: z._default(z.string().check(z.maxLength(10)), ''),
    region: z._default(z.string().check(z.maxLength(20)), ''),
    subregion: z._default(z.string().check(z.maxLength(20)), ''),
    hours: z._default(z.string().check(z.maxLength(20)), '9-17'),
  }),
  options: ['zone', 'includeEnd', 'workdays', 'country', 'region', 'subregion', 'hours'],
} satisfies ToolStateSpec;
