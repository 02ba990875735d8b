// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/json-to-ts",
    name: "JSON to TS",
    createdAt: "2026-11-23",
    meta: meta("/json-to-ts"),
  }),
  toolIndexEntry({
    path: "/json-to-go",
    name: "JSON to Go",
    createdAt: "2026-11-23",
    meta: meta("/json-to-go"),
  }),
  toolIndexEntry({
    path: "/json-to-java",
    name: "JSON to Java Entity",
    createdAt: "2026-11-23",
    meta: meta("/json-to-java"),
  }),
  toolIndexEntry({
    path: "/json-to-csharp",
    name: "JSON to C#",
    createdAt: "2026-11-23",
    meta: meta("/json-to-csharp"),
  }),
];
