// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/date-converter": { icon: IconTool, description: "Convert a date between ISO 8601, RFC 2822, Unix time, Excel serial, ObjectId and other forms, in any time zone.", keywords: ["date","converter"] },
  "/days-calculator": { icon: IconTool, description: "Count calendar days, weeks, months and business days between two dates, with public holidays.", keywords: ["days","calculator"] },
  "/date-duration-calculator": { icon: IconTool, description: "Add or subtract durations such as “1d 2h 30m” or “P1DT2H” to a date.", keywords: ["date","duration","calculator"] },
  "/duration-calculator": { icon: IconTool, description: "Add and subtract durations and see the total in hours, minutes, seconds and ISO 8601.", keywords: ["duration","calculator"] },
  "/week-number-converter": { icon: IconTool, description: "Convert dates to ISO 8601 week dates (year, week, weekday) and back.", keywords: ["week","number","converter"] },
  "/timezone-converter": { icon: IconTool, description: "See a time in one time zone in many others, with their offsets and daylight saving time.", keywords: ["timezone","converter"] },
  "/ical-parser": { icon: IconTool, description: "List the events of an .ics file with their times, places and attendees, recurrences expanded.", keywords: ["ical","parser"] },
  "/ical-generator": { icon: IconTool, description: "Create a valid .ics event with its time zone, recurrence and alarm.", keywords: ["ical","generator"] },
  "/ical-merger": { icon: IconTool, description: "Merge several .ics files into one calendar.", keywords: ["ical","merger"] },
  "/sla-calculator": { icon: IconTool, description: "Turn an availability percentage into the downtime it allows per day, week, month, quarter and year, and back.", keywords: ["sla","calculator"] },
  "/ttl-calculator": { icon: IconTool, description: "Turn a TTL in seconds into a readable duration and its expiry time, and back.", keywords: ["ttl","calculator"] },
  "/eta-calculator": { icon: IconTool, description: "Estimate when a job ends from the units done and the time it took.", keywords: ["eta","calculator"] },
  "/chronometer": { icon: IconTool, description: "A stopwatch with laps that keeps exact time even in a background tab.", keywords: ["chronometer"] },
};
