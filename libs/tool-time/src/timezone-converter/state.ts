import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The time zone converter's state. Inputs: the wall `time` (`YYYY-MM-DDTHH:MM`) in the `zone`
 * (`''` = the visitor's own), the target `zones` (IANA names separated by spaces or commas) and
 * the `country` (ISO 3166 code) whose zones are listed. Option: `hour12` shows 12-hour times.
 */
export const timezoneConverterState = {
  schema: z.object({
    time: z._default(z.string().check(z.maxLength(100)), '2024-07-01T09:00'),
    zone: z._default(z.string().check(z.maxLength(64)), ''),
    zones: z._default(z.string().check(z.maxLength(5000)), 'UTC America/New_York Europe/London Europe/Paris Asia/Kolkata Asia/Tokyo Australia/Sydney'),
    country: z._default(z.string().check(z.maxLength(2)), 'US'),
    hour12: z._default(z.boolean(), false),
  }),
  options: ['hour12'],
} satisfies ToolStateSpec;
