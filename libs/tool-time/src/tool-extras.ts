// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/date-converter": { description: "Convert a date between ISO 8601, RFC 2822, Unix time, Excel serial, ObjectId and other forms, in any time zone.", keywords: ["date","time","converter","iso 8601","rfc 3339","rfc 2822","rfc 7231","unix","timestamp","epoch","excel","serial","objectid","mongodb","filetime","ticks","ldap","time zone"] },
  "/days-calculator": { description: "Count calendar days, weeks, months and business days between two dates, with public holidays.", keywords: ["days","calculator","between","dates","business days","working days","weekdays","holidays","public holidays","weeks","months","date difference"] },
  "/date-duration-calculator": { description: "Add or subtract durations such as “1d 2h 30m” or “P1DT2H” to a date.", keywords: ["date","duration","add","subtract","addition","calculator","iso 8601","plus days","time zone","dst"] },
  "/duration-calculator": { description: "Add and subtract durations and see the total in hours, minutes, seconds and ISO 8601.", keywords: ["duration","calculator","time","sum","add","subtract","hours","minutes","seconds","iso 8601","timespan","hh:mm:ss"] },
  "/week-number-converter": { description: "Convert dates to ISO 8601 week dates (year, week, weekday) and back.", keywords: ["week","number","iso 8601","week date","calendar week","kw","week of year","week of month","ordinal date"] },
  "/timezone-converter": { description: "See a time in one time zone in many others, with their offsets and daylight saving time.", keywords: ["time zone","timezone","converter","utc","gmt","offset","dst","daylight saving","iana","world clock","meeting planner"] },
  "/ical-parser": { description: "List the events of an .ics file with their times, places and attendees, recurrences expanded.", keywords: ["ical","icalendar","ics","calendar","parser","viewer","events","rrule","recurrence","rfc 5545","vevent"] },
  "/ical-generator": { description: "Create a valid .ics event with its time zone, recurrence and alarm.", keywords: ["ical","icalendar","ics","calendar","event","invitation","rrule","recurrence","vtimezone","valarm","rfc 5545","generator"] },
  "/ical-merger": { description: "Merge several .ics files into one calendar.", keywords: ["ical","icalendar","ics","calendar","merge","merger","combine","join","duplicates","uid","rfc 5545"] },
  "/sla-calculator": { description: "Turn an availability percentage into the downtime it allows per day, week, month, quarter and year, and back.", keywords: ["sla","availability","uptime","downtime","nines","slo","calculator","99.9","99.99"] },
  "/ttl-calculator": { description: "Turn a TTL in seconds into a readable duration and its expiry time, and back.", keywords: ["ttl","time to live","dns","cache","max-age","seconds","duration","expiry","iso 8601","hsts"] },
  "/eta-calculator": { description: "Estimate when a job ends from the units done and the time it took.", keywords: ["eta","estimated time of arrival","estimate","progress","rate","remaining time","throughput","end time"] },
  "/chronometer": { description: "A stopwatch with laps that keeps exact time even in a background tab.", keywords: ["chronometer","stopwatch","timer","lap","split","time","measure"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/date-converter": () => import('./date-converter/meta.js').then((m) => m.dateConverterTool),
  "/days-calculator": () => import('./days-calculator/meta.js').then((m) => m.daysCalculatorTool),
  "/date-duration-calculator": () => import('./date-duration-calculator/meta.js').then((m) => m.dateDurationCalculatorTool),
  "/duration-calculator": () => import('./duration-calculator/meta.js').then((m) => m.durationCalculatorTool),
  "/week-number-converter": () => import('./week-number-converter/meta.js').then((m) => m.weekNumberConverterTool),
  "/timezone-converter": () => import('./timezone-converter/meta.js').then((m) => m.timezoneConverterTool),
  "/ical-parser": () => import('./ical-parser/meta.js').then((m) => m.icalParserTool),
  "/ical-generator": () => import('./ical-generator/meta.js').then((m) => m.icalGeneratorTool),
  "/ical-merger": () => import('./ical-merger/meta.js').then((m) => m.icalMergerTool),
  "/sla-calculator": () => import('./sla-calculator/meta.js').then((m) => m.slaCalculatorTool),
  "/ttl-calculator": () => import('./ttl-calculator/meta.js').then((m) => m.ttlCalculatorTool),
  "/eta-calculator": () => import('./eta-calculator/meta.js').then((m) => m.etaCalculatorTool),
  "/chronometer": () => import('./chronometer/meta.js').then((m) => m.chronometerTool),
};
