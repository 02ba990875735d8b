// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/date-converter",
    name: "Date-time converter",
    createdAt: "2026-11-28",
    meta: meta("/date-converter"),
  }),
  toolIndexEntry({
    path: "/days-calculator",
    name: "Days calculator",
    createdAt: "2026-11-28",
    meta: meta("/days-calculator"),
  }),
  toolIndexEntry({
    path: "/date-duration-calculator",
    name: "Date and duration calculator",
    createdAt: "2026-11-28",
    meta: meta("/date-duration-calculator"),
  }),
  toolIndexEntry({
    path: "/duration-calculator",
    name: "Duration calculator",
    createdAt: "2026-11-28",
    meta: meta("/duration-calculator"),
  }),
  toolIndexEntry({
    path: "/week-number-converter",
    name: "ISO week number converter",
    createdAt: "2026-11-28",
    meta: meta("/week-number-converter"),
  }),
  toolIndexEntry({
    path: "/timezone-converter",
    name: "Time zone converter",
    createdAt: "2026-11-28",
    meta: meta("/timezone-converter"),
  }),
  toolIndexEntry({
    path: "/ical-parser",
    name: "iCalendar parser",
    createdAt: "2026-11-28",
    meta: meta("/ical-parser"),
  }),
  toolIndexEntry({
    path: "/ical-generator",
    name: "iCalendar generator",
    createdAt: "2026-11-28",
    meta: meta("/ical-generator"),
  }),
  toolIndexEntry({
    path: "/ical-merger",
    name: "iCalendar merger",
    createdAt: "2026-11-28",
    meta: meta("/ical-merger"),
  }),
  toolIndexEntry({
    path: "/sla-calculator",
    name: "SLA calculator",
    createdAt: "2026-11-28",
    meta: meta("/sla-calculator"),
  }),
  toolIndexEntry({
    path: "/ttl-calculator",
    name: "TTL calculator",
    createdAt: "2026-11-28",
    meta: meta("/ttl-calculator"),
  }),
  toolIndexEntry({
    path: "/eta-calculator",
    name: "ETA calculator",
    createdAt: "2026-11-28",
    meta: meta("/eta-calculator"),
  }),
  toolIndexEntry({
    path: "/chronometer",
    name: "Chronometer",
    createdAt: "2026-11-28",
    meta: meta("/chronometer"),
  }),
];
