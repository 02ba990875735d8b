// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/temperature-converter",
    name: "Temperature converter",
    createdAt: "2026-11-08",
    meta: meta("/temperature-converter"),
  }),
  toolIndexEntry({
    path: "/length-converter",
    name: "Length converter",
    createdAt: "2026-11-28",
    meta: meta("/length-converter"),
  }),
  toolIndexEntry({
    path: "/area-converter",
    name: "Area converter",
    createdAt: "2026-11-28",
    meta: meta("/area-converter"),
  }),
  toolIndexEntry({
    path: "/volume-converter",
    name: "Volume converter",
    createdAt: "2026-11-28",
    meta: meta("/volume-converter"),
  }),
  toolIndexEntry({
    path: "/mass-converter",
    name: "Mass converter",
    createdAt: "2026-11-28",
    meta: meta("/mass-converter"),
  }),
  toolIndexEntry({
    path: "/pressure-converter",
    name: "Pressure converter",
    createdAt: "2026-11-28",
    meta: meta("/pressure-converter"),
  }),
  toolIndexEntry({
    path: "/force-converter",
    name: "Force converter",
    createdAt: "2026-11-28",
    meta: meta("/force-converter"),
  }),
  toolIndexEntry({
    path: "/energy-converter",
    name: "Energy converter",
    createdAt: "2026-11-28",
    meta: meta("/energy-converter"),
  }),
  toolIndexEntry({
    path: "/power-converter",
    name: "Power converter",
    createdAt: "2026-11-28",
    meta: meta("/power-converter"),
  }),
  toolIndexEntry({
    path: "/angle-converter",
    name: "Angle converter",
    createdAt: "2026-11-28",
    meta: meta("/angle-converter"),
  }),
  toolIndexEntry({
    path: "/illuminance-converter",
    name: "Illuminance converter",
    createdAt: "2026-11-28",
    meta: meta("/illuminance-converter"),
  }),
  toolIndexEntry({
    path: "/many-units-converter",
    name: "Unit converter",
    createdAt: "2026-11-28",
    meta: meta("/many-units-converter"),
  }),
  toolIndexEntry({
    path: "/ies-lighting-guidelines",
    name: "IES lighting guidelines",
    createdAt: "2026-11-28",
    meta: meta("/ies-lighting-guidelines"),
  }),
  toolIndexEntry({
    path: "/data-storage-unit-converter",
    name: "Data storage converter",
    createdAt: "2026-11-28",
    meta: meta("/data-storage-unit-converter"),
  }),
  toolIndexEntry({
    path: "/data-transfer-rate-converter",
    name: "Data transfer rate calculator",
    createdAt: "2026-11-28",
    meta: meta("/data-transfer-rate-converter"),
  }),
  toolIndexEntry({
    path: "/hdd-calculator",
    name: "Disk capacity calculator",
    createdAt: "2026-11-28",
    meta: meta("/hdd-calculator"),
  }),
  toolIndexEntry({
    path: "/energy-computer",
    name: "Energy cost calculator",
    createdAt: "2026-11-28",
    meta: meta("/energy-computer"),
  }),
  toolIndexEntry({
    path: "/smart-raw-converter",
    name: "S.M.A.R.T. raw value decoder",
    createdAt: "2026-11-28",
    meta: meta("/smart-raw-converter"),
  }),
];
