// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/xml-formatter",
    name: "XML formatter",
    createdAt: "2026-11-28",
    meta: meta("/xml-formatter"),
  }),
  toolIndexEntry({
    path: "/xpath-tester",
    name: "XPath tester",
    createdAt: "2026-11-28",
    meta: meta("/xpath-tester"),
  }),
  toolIndexEntry({
    path: "/xslt-tester",
    name: "XSLT tester",
    createdAt: "2026-11-28",
    meta: meta("/xslt-tester"),
  }),
  toolIndexEntry({
    path: "/css-xpath-converter",
    name: "CSS selector to XPath converter",
    createdAt: "2026-11-28",
    meta: meta("/css-xpath-converter"),
  }),
  toolIndexEntry({
    path: "/extract-text-from-html",
    name: "Extract text from HTML",
    createdAt: "2026-11-28",
    meta: meta("/extract-text-from-html"),
  }),
];
