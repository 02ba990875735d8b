// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/uuid-generator",
    name: "UUIDs generator",
    createdAt: "2026-11-08",
    meta: () => import('./uuid-generator/meta.js').then((m) => m.uuidGenerator),
  }),
  toolIndexEntry({
    path: "/ulid-generator",
    name: "ULID generator",
    createdAt: "2026-11-22",
    meta: () => import('./ulid-generator/meta.js').then((m) => m.ulidGenerator),
  }),
  toolIndexEntry({
    path: "/nanoid-generator",
    name: "NanoIDs generator",
    createdAt: "2026-11-22",
    meta: () => import('./nanoid-generator/meta.js').then((m) => m.nanoidGenerator),
  }),
  toolIndexEntry({
    path: "/mongo-objectid-converter",
    name: "MongoDB ObjectId Converter",
    createdAt: "2026-11-22",
    meta: () => import('./mongo-objectid-converter/meta.js').then((m) => m.mongoObjectidConverter),
  }),
  toolIndexEntry({
    path: "/snowflake-id-extractor",
    name: "Snowflake ID extractor",
    createdAt: "2026-11-22",
    meta: () => import('./snowflake-id-extractor/meta.js').then((m) => m.snowflakeIdExtractor),
  }),
  toolIndexEntry({
    path: "/uuid-converter",
    name: "UUID converter",
    createdAt: "2026-11-22",
    meta: () => import('./uuid-converter/meta.js').then((m) => m.uuidConverter),
  }),
];
