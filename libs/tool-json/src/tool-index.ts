// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/json-prettify",
    name: "JSON prettify and format",
    createdAt: "2026-11-08",
    redirectFrom: ["/json-viewer"],
    meta: meta("/json-prettify"),
  }),
  toolIndexEntry({
    path: "/json-to-object",
    name: "JSON to object",
    createdAt: "2026-11-22",
    meta: meta("/json-to-object"),
  }),
  toolIndexEntry({
    path: "/javascript-to-json",
    name: "JavaScript to JSON",
    createdAt: "2026-11-22",
    meta: meta("/javascript-to-json"),
  }),
  toolIndexEntry({
    path: "/json-to-javascript",
    name: "JSON to JavaScript",
    createdAt: "2026-11-22",
    meta: meta("/json-to-javascript"),
  }),
  toolIndexEntry({
    path: "/json-sort-master",
    name: "JSON sort master",
    createdAt: "2026-11-22",
    meta: meta("/json-sort-master"),
  }),
  toolIndexEntry({
    path: "/json-diff",
    name: "JSON diff",
    createdAt: "2026-11-22",
    meta: meta("/json-diff"),
  }),
  toolIndexEntry({
    path: "/json-size-analyzer",
    name: "JSON size analyzer",
    createdAt: "2026-11-22",
    meta: meta("/json-size-analyzer"),
  }),
  toolIndexEntry({
    path: "/json-minify",
    name: "JSON minify",
    createdAt: "2026-11-22",
    meta: meta("/json-minify"),
  }),
  toolIndexEntry({
    path: "/json-linter",
    name: "JSON linter",
    createdAt: "2026-11-22",
    meta: meta("/json-linter"),
  }),
  toolIndexEntry({
    path: "/json-escaper",
    name: "JSON escaper / unescaper",
    createdAt: "2026-11-22",
    meta: meta("/json-escaper"),
  }),
  toolIndexEntry({
    path: "/json-string-converter",
    name: "JSON string converter",
    createdAt: "2026-11-22",
    meta: meta("/json-string-converter"),
  }),
  toolIndexEntry({
    path: "/json-editor",
    name: "JSON Editor",
    createdAt: "2026-11-23",
    meta: meta("/json-editor"),
  }),
  toolIndexEntry({
    path: "/jq-tester",
    name: "Jq/JSONPath Tester",
    createdAt: "2026-11-23",
    meta: meta("/jq-tester"),
  }),
  toolIndexEntry({
    path: "/json-to-schema",
    name: "Json to Schema",
    createdAt: "2026-11-23",
    meta: meta("/json-to-schema"),
  }),
];
