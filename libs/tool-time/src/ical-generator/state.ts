import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { ICS_FREQUENCIES, ICS_WEEKDAYS } from './ical-generator.js';

const text = (max: number, value = '') => z._default(z.string().check(z.maxLength(max)), value);

/** One event of the form (see `IcsEventInput` in ./ical-generator.ts); every field has a default. An empty `timeZone` stands for the visitor's zone (the UI resolves it). */
export const icsEventSchema = z.object({
  summary: text(2000, 'An event'),
  location: text(2000),
  description: text(20_000),
  url: text(2000),
  start: text(40, '2026-12-01T10:00'),
  end: text(40, '2026-12-01T11:00'),
  allDay: z._default(z.boolean(), false),
  timeZone: text(100, ''),
  uid: text(300),
  freq: z._default(z.enum(ICS_FREQUENCIES), 'none'),
  interval: z._default(z.int().check(z.minimum(1), z.maximum(10_000)), 1),
  ends: z._default(z.enum(['never', 'count', 'until']), 'never'),
  count: z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 10),
  until: text(40),
  byDay: z._default(z.array(z.enum(ICS_WEEKDAYS)).check(z.maxLength(7)), []),
  alarmMinutes: z._default(z.nullable(z.int().check(z.minimum(0), z.maximum(527_040))), null),
});

/**
 * The iCalendar generator's state. Inputs: the `events` (at least one; an empty `uid` is filled
 * with a random one when the tool opens), the calendar `name` (X-WR-CALNAME) and the download
 * `fileName` (empty: made from the first summary). Option: `method` (METHOD, RFC 5546; empty for none).
 */
export const icalGeneratorState = {
  schema: z.object({
    events: z._default(z.array(icsEventSchema).check(z.minLength(1), z.maxLength(100)), [icsEventSchema.parse({})]),
    name: text(500),
    fileName: text(200),
    method: z._default(z.enum(['', 'PUBLISH', 'REQUEST']), ''),
  }),
  options: ['method'],
  secrets: [],
} satisfies ToolStateSpec;
