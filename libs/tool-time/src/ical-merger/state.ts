import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** One calendar to merge: its label (a file name or "Calendar 2") and its text. */
export const icsMergeInputSchema = z.object({
  name: z._default(z.string().check(z.maxLength(300)), 'Calendar'),
  text: z._default(z.string(), ''),
});

/**
 * The iCalendar merger's state. Inputs: the `calendars` (opened files and pasted texts, with their
 * names), the merged calendar's `name` and `description`. Options: how `duplicates` are handled
 * (`latest`: keep the latest revision of each UID, the standard reading of SEQUENCE/DTSTAMP;
 * `all`: keep every copy) and `regenerateUids` (it-tools' "regenerate UIDs").
 */
export const icalMergerState = {
  schema: z.object({
    calendars: z._default(z.array(icsMergeInputSchema).check(z.maxLength(100)), [
      { name: 'Calendar 1', text: '' },
      { name: 'Calendar 2', text: '' },
    ]),
    name: z._default(z.string().check(z.maxLength(500)), ''),
    description: z._default(z.string().check(z.maxLength(2000)), ''),
    duplicates: z._default(z.enum(['latest', 'all']), 'latest'),
    regenerateUids: z._default(z.boolean(), false),
  }),
  options: ['duplicates', 'regenerateUids'],
  secrets: [],
} satisfies ToolStateSpec;
