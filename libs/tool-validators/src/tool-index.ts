// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/iban-validator-and-parser",
    name: "IBAN validator and parser",
    createdAt: "2026-11-28",
    meta: meta("/iban-validator-and-parser"),
  }),
  toolIndexEntry({
    path: "/isbn-validator-and-parser",
    name: "ISBN validator and parser",
    createdAt: "2026-11-28",
    meta: meta("/isbn-validator-and-parser"),
  }),
  toolIndexEntry({
    path: "/luhn-validator",
    name: "Luhn validator",
    createdAt: "2026-11-28",
    meta: meta("/luhn-validator"),
  }),
  toolIndexEntry({
    path: "/vat-validator",
    name: "VAT number validator",
    createdAt: "2026-11-28",
    meta: meta("/vat-validator"),
  }),
  toolIndexEntry({
    path: "/phone-parser-and-formatter",
    name: "Phone number parser and formatter",
    createdAt: "2026-11-28",
    meta: meta("/phone-parser-and-formatter"),
  }),
];
