// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/date-converter",
    name: "Date-time converter",
    createdAt: "2026-11-28",
    meta: () => import('./date-converter/meta.js').then((m) => m.dateConverterTool),
  }),
  toolIndexEntry({
    path: "/days-calculator",
    name: "Days calculator",
    createdAt: "2026-11-28",
    meta: () => import('./days-calculator/meta.js').then((m) => m.daysCalculatorTool),
  }),
  toolIndexEntry({
    path: "/date-duration-calculator",
    name: "Date and duration calculator",
    createdAt: "2026-11-28",
    meta: () => import('./date-duration-calculator/meta.js').then((m) => m.dateDurationCalculatorTool),
  }),
  toolIndexEntry({
    path: "/duration-calculator",
    name: "Duration calculator",
    createdAt: "2026-11-28",
    meta: () => import('./duration-calculator/meta.js').then((m) => m.durationCalculatorTool),
  }),
  toolIndexEntry({
    path: "/week-number-converter",
    name: "ISO week number converter",
    createdAt: "2026-11-28",
    meta: () => import('./week-number-converter/meta.js').then((m) => m.weekNumberConverterTool),
  }),
  toolIndexEntry({
    path: "/timezone-converter",
    name: "Time zone converter",
    createdAt: "2026-11-28",
    meta: () => import('./timezone-converter/meta.js').then((m) => m.timezoneConverterTool),
  }),
  toolIndexEntry({
    path: "/ical-parser",
    name: "iCalendar parser",
    createdAt: "2026-11-28",
    meta: () => import('./ical-parser/meta.js').then((m) => m.icalParserTool),
  }),
  toolIndexEntry({
    path: "/ical-generator",
    name: "iCalendar generator",
    createdAt: "2026-11-28",
    meta: () => import('./ical-generator/meta.js').then((m) => m.icalGeneratorTool),
  }),
  toolIndexEntry({
    path: "/ical-merger",
    name: "iCalendar merger",
    createdAt: "2026-11-28",
    meta: () => import('./ical-merger/meta.js').then((m) => m.icalMergerTool),
  }),
  toolIndexEntry({
    path: "/sla-calculator",
    name: "SLA calculator",
    createdAt: "2026-11-28",
    meta: () => import('./sla-calculator/meta.js').then((m) => m.slaCalculatorTool),
  }),
  toolIndexEntry({
    path: "/ttl-calculator",
    name: "TTL calculator",
    createdAt: "2026-11-28",
    meta: () => import('./ttl-calculator/meta.js').then((m) => m.ttlCalculatorTool),
  }),
  toolIndexEntry({
    path: "/eta-calculator",
    name: "ETA calculator",
    createdAt: "2026-11-28",
    meta: () => import('./eta-calculator/meta.js').then((m) => m.etaCalculatorTool),
  }),
  toolIndexEntry({
    path: "/chronometer",
    name: "Chronometer",
    createdAt: "2026-11-28",
    meta: () => import('./chronometer/meta.js').then((m) => m.chronometerTool),
  }),
];
