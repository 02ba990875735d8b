// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/http-status-codes",
    name: "HTTP status codes",
    createdAt: "2026-11-08",
    meta: () => import('./http-status-codes/meta.js').then((m) => m.httpStatusCodes),
  }),
];
