import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

const short = () => z._default(z.string().check(z.maxLength(200)), '');

/**
 * The TTL calculator's state. Inputs: the field edited last (`edited`: the seconds, the duration
 * in any form, or the days/hours/minutes/seconds parts) with its text (`text`, for the first two)
 * or the parts' texts; the expiry's start (`from`: now, or the `startTime` wall time). Options:
 * the `zone` the expiry is read in (empty: the visitor's zone) and whether the compact form uses weeks.
 */
export const ttlCalculatorState = {
  schema: z.object({
    edited: z._default(z.enum(['seconds', 'duration', 'parts']), 'seconds'),
    text: z._default(z.string().check(z.maxLength(200)), '86400'),
    days: short(),
    hours: short(),
    minutes: short(),
    seconds: short(),
    from: z._default(z.enum(['now', 'time']), 'now'),
    startTime: short(),
    zone: z._default(z.string().check(z.maxLength(100)), ''),
    weeks: z._default(z.boolean(), true),
  }),
  options: ['zone', 'weeks'],
  secrets: [],
} satisfies ToolStateSpec;
