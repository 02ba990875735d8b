// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/pdf-signature-checker",
    name: "PDF signature checker",
    createdAt: "2026-11-28",
    meta: meta("/pdf-signature-checker"),
  }),
  toolIndexEntry({
    path: "/pdf-encrypt",
    name: "PDF encrypt",
    createdAt: "2026-11-28",
    meta: meta("/pdf-encrypt"),
  }),
  toolIndexEntry({
    path: "/pdf-unlock",
    name: "PDF unlock",
    createdAt: "2026-11-28",
    meta: meta("/pdf-unlock"),
  }),
  toolIndexEntry({
    path: "/pdf-linearize",
    name: "PDF linearize",
    createdAt: "2026-11-28",
    meta: meta("/pdf-linearize"),
  }),
];
