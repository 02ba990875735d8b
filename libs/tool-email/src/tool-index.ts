// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/email-parser",
    name: "E-mail parser",
    createdAt: "2026-11-28",
    meta: meta("/email-parser"),
  }),
  toolIndexEntry({
    path: "/bounce-parser",
    name: "Bounce parser",
    createdAt: "2026-11-28",
    meta: meta("/bounce-parser"),
  }),
  toolIndexEntry({
    path: "/email-normalizer",
    name: "E-mail normalizer",
    createdAt: "2026-11-28",
    meta: meta("/email-normalizer"),
  }),
  toolIndexEntry({
    path: "/x-vr-spamcause-decoder",
    name: "X-VR-SPAMCAUSE decoder",
    createdAt: "2026-11-28",
    meta: meta("/x-vr-spamcause-decoder"),
  }),
  toolIndexEntry({
    path: "/outlook-parser",
    name: "Outlook message parser",
    createdAt: "2026-11-28",
    meta: meta("/outlook-parser"),
  }),
];
