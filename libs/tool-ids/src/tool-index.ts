// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/uuid-generator",
    name: "UUIDs generator",
    createdAt: "2026-11-08",
    meta: meta("/uuid-generator"),
  }),
  toolIndexEntry({
    path: "/ulid-generator",
    name: "ULID generator",
    createdAt: "2026-11-22",
    meta: meta("/ulid-generator"),
  }),
  toolIndexEntry({
    path: "/nanoid-generator",
    name: "NanoIDs generator",
    createdAt: "2026-11-22",
    meta: meta("/nanoid-generator"),
  }),
  toolIndexEntry({
    path: "/mongo-objectid-converter",
    name: "MongoDB ObjectId Converter",
    createdAt: "2026-11-22",
    meta: meta("/mongo-objectid-converter"),
  }),
  toolIndexEntry({
    path: "/snowflake-id-extractor",
    name: "Snowflake ID extractor",
    createdAt: "2026-11-22",
    meta: meta("/snowflake-id-extractor"),
  }),
  toolIndexEntry({
    path: "/uuid-converter",
    name: "UUID converter",
    createdAt: "2026-11-22",
    meta: meta("/uuid-converter"),
  }),
];
