// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/json-to-ts",
    name: "JSON to TS",
    createdAt: "2026-11-23",
    meta: () => import('./json-to-ts/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/json-to-go",
    name: "JSON to Go",
    createdAt: "2026-11-23",
    meta: () => import('./json-to-go/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/json-to-java",
    name: "JSON to Java Entity",
    createdAt: "2026-11-23",
    meta: () => import('./json-to-java/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/json-to-csharp",
    name: "JSON to C#",
    createdAt: "2026-11-23",
    meta: () => import('./json-to-csharp/meta.js').then((m) => m.tool),
  }),
];
