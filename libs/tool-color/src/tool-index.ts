// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/color-converter",
    name: "Color converter",
    createdAt: "2026-11-28",
    redirectFrom: ["/color-picker-converter"],
    meta: meta("/color-converter"),
  }),
  toolIndexEntry({
    path: "/color-wheel",
    name: "Color wheel",
    createdAt: "2026-11-28",
    meta: meta("/color-wheel"),
  }),
];
