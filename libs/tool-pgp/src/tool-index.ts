// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/pgp-key-pair-generator",
    name: "PGP key pair generator",
    createdAt: "2026-11-28",
    meta: meta("/pgp-key-pair-generator"),
  }),
  toolIndexEntry({
    path: "/pgp-encryption",
    name: "PGP encryption",
    createdAt: "2026-11-28",
    meta: meta("/pgp-encryption"),
  }),
];
