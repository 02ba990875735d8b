import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The iCalendar parser's state. Inputs: the `text` of the .ics file (typed, pasted or opened) and
 * the range recurrences are expanded over (`from`, `to`: `YYYY-MM-DD` days in the display zone,
 * empty for no bound). Options: `zone` — the zone times are also shown in (empty: only as in the
 * file), `max` — occurrences listed per event at most.
 */
export const icalParserState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    from: z._default(z.string().check(z.maxLength(40)), ''),
    to: z._default(z.string().check(z.maxLength(40)), ''),
    zone: z._default(z.string().check(z.maxLength(100)), ''),
    max: z._default(z.int().check(z.minimum(1), z.maximum(5000)), 200),
  }),
  options: ['zone', 'max'],
  secrets: [],
} satisfies ToolStateSpec;
