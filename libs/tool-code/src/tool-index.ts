// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/code-highlighter",
    name: "Code highlighter",
    createdAt: "2026-11-28",
    meta: meta("/code-highlighter"),
  }),
  toolIndexEntry({
    path: "/javascript-prettifier",
    name: "JavaScript prettifier",
    createdAt: "2026-11-28",
    meta: meta("/javascript-prettifier"),
  }),
  toolIndexEntry({
    path: "/css-prettifier",
    name: "CSS prettifier",
    createdAt: "2026-11-28",
    meta: meta("/css-prettifier"),
  }),
  toolIndexEntry({
    path: "/html-prettifier",
    name: "HTML prettifier",
    createdAt: "2026-11-28",
    meta: meta("/html-prettifier"),
  }),
  toolIndexEntry({
    path: "/sql-prettify",
    name: "SQL formatter",
    createdAt: "2026-11-28",
    meta: meta("/sql-prettify"),
  }),
  toolIndexEntry({
    path: "/nginx-formatter",
    name: "nginx config formatter",
    createdAt: "2026-11-28",
    meta: meta("/nginx-formatter"),
  }),
  toolIndexEntry({
    path: "/html-cleaner",
    name: "HTML cleaner",
    createdAt: "2026-11-28",
    meta: meta("/html-cleaner"),
  }),
  toolIndexEntry({
    path: "/js-unobfuscator",
    name: "JavaScript deobfuscator",
    createdAt: "2026-11-28",
    meta: meta("/js-unobfuscator"),
  }),
  toolIndexEntry({
    path: "/stacktrace-prettier",
    name: "Stack trace prettifier",
    createdAt: "2026-11-28",
    meta: meta("/stacktrace-prettier"),
  }),
];
