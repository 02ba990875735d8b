// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/json-prettify",
    name: "JSON prettify and format",
    createdAt: "2026-11-08",
    redirectFrom: ["/json-viewer"],
    meta: () => import('./json-prettify/meta.js').then((m) => m.jsonPrettify),
  }),
];
