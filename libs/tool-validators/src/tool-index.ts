// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/iban-validator-and-parser",
    name: "IBAN validator and parser",
    createdAt: "2026-11-28",
    meta: () => import('./iban-validator-and-parser/meta.js').then((m) => m.ibanValidatorAndParserTool),
  }),
  toolIndexEntry({
    path: "/isbn-validator-and-parser",
    name: "ISBN validator and parser",
    createdAt: "2026-11-28",
    meta: () => import('./isbn-validator-and-parser/meta.js').then((m) => m.isbnValidatorAndParserTool),
  }),
  toolIndexEntry({
    path: "/luhn-validator",
    name: "Luhn validator",
    createdAt: "2026-11-28",
    meta: () => import('./luhn-validator/meta.js').then((m) => m.luhnValidatorTool),
  }),
  toolIndexEntry({
    path: "/vat-validator",
    name: "VAT number validator",
    createdAt: "2026-11-28",
    meta: () => import('./vat-validator/meta.js').then((m) => m.vatValidatorTool),
  }),
  toolIndexEntry({
    path: "/phone-parser-and-formatter",
    name: "Phone number parser and formatter",
    createdAt: "2026-11-28",
    meta: () => import('./phone-parser-and-formatter/meta.js').then((m) => m.phoneParserAndFormatterTool),
  }),
];
