// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/url-parser",
    name: "URL parser",
    createdAt: "2026-11-28",
    meta: meta("/url-parser"),
  }),
  toolIndexEntry({
    path: "/slugify-string",
    name: "Slugify string",
    createdAt: "2026-11-28",
    meta: meta("/slugify-string"),
  }),
  toolIndexEntry({
    path: "/url-cleaner",
    name: "URL cleaner",
    createdAt: "2026-11-28",
    meta: meta("/url-cleaner"),
  }),
  toolIndexEntry({
    path: "/url-fanger",
    name: "URL defanger",
    createdAt: "2026-11-28",
    meta: meta("/url-fanger"),
  }),
  toolIndexEntry({
    path: "/safelink-decoder",
    name: "Safe Links decoder",
    createdAt: "2026-11-28",
    meta: meta("/safelink-decoder"),
  }),
  toolIndexEntry({
    path: "/sharepoint-decoder",
    name: "SharePoint link decoder",
    createdAt: "2026-11-28",
    meta: meta("/sharepoint-decoder"),
  }),
  toolIndexEntry({
    path: "/url-text-fragment-maker",
    name: "URL text fragment maker",
    createdAt: "2026-11-28",
    meta: meta("/url-text-fragment-maker"),
  }),
  toolIndexEntry({
    path: "/utm-url-generator",
    name: "UTM URL generator",
    createdAt: "2026-11-28",
    meta: meta("/utm-url-generator"),
  }),
  toolIndexEntry({
    path: "/user-agent-parser",
    name: "User-agent parser",
    createdAt: "2026-11-28",
    meta: meta("/user-agent-parser"),
  }),
  toolIndexEntry({
    path: "/device-information",
    name: "Device information",
    createdAt: "2026-11-28",
    meta: meta("/device-information"),
  }),
  toolIndexEntry({
    path: "/og-meta-generator",
    name: "Open Graph meta generator",
    createdAt: "2026-11-28",
    meta: meta("/og-meta-generator"),
  }),
];
