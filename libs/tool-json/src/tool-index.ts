// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/json-prettify",
    name: "JSON prettify and format",
    createdAt: "2026-11-08",
    redirectFrom: ["/json-viewer"],
    meta: () => import('./json-prettify/meta.js').then((m) => m.jsonPrettify),
  }),
  toolIndexEntry({
    path: "/json-to-object",
    name: "JSON to object",
    createdAt: "2026-11-22",
    meta: () => import('./json-to-object/meta.js').then((m) => m.jsonToObject),
  }),
  toolIndexEntry({
    path: "/javascript-to-json",
    name: "JavaScript to JSON",
    createdAt: "2026-11-22",
    meta: () => import('./javascript-to-json/meta.js').then((m) => m.javascriptToJson),
  }),
  toolIndexEntry({
    path: "/json-to-javascript",
    name: "JSON to JavaScript",
    createdAt: "2026-11-22",
    meta: () => import('./json-to-javascript/meta.js').then((m) => m.jsonToJavascript),
  }),
  toolIndexEntry({
    path: "/json-sort-master",
    name: "JSON sort master",
    createdAt: "2026-11-22",
    meta: () => import('./json-sort-master/meta.js').then((m) => m.jsonSortMaster),
  }),
  toolIndexEntry({
    path: "/json-diff",
    name: "JSON diff",
    createdAt: "2026-11-22",
    meta: () => import('./json-diff/meta.js').then((m) => m.jsonDiff),
  }),
  toolIndexEntry({
    path: "/json-size-analyzer",
    name: "JSON size analyzer",
    createdAt: "2026-11-22",
    meta: () => import('./json-size-analyzer/meta.js').then((m) => m.jsonSizeAnalyzer),
  }),
  toolIndexEntry({
    path: "/json-minify",
    name: "JSON minify",
    createdAt: "2026-11-22",
    meta: () => import('./json-minify/meta.js').then((m) => m.jsonMinify),
  }),
  toolIndexEntry({
    path: "/json-linter",
    name: "JSON linter",
    createdAt: "2026-11-22",
    meta: () => import('./json-linter/meta.js').then((m) => m.jsonLinter),
  }),
  toolIndexEntry({
    path: "/json-escaper",
    name: "JSON escaper / unescaper",
    createdAt: "2026-11-22",
    meta: () => import('./json-escaper/meta.js').then((m) => m.jsonEscaper),
  }),
  toolIndexEntry({
    path: "/json-string-converter",
    name: "JSON string converter",
    createdAt: "2026-11-22",
    meta: () => import('./json-string-converter/meta.js').then((m) => m.jsonStringConverter),
  }),
  toolIndexEntry({
    path: "/json-editor",
    name: "JSON Editor",
    createdAt: "2026-11-23",
    meta: () => import('./json-editor/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/jq-tester",
    name: "Jq/JSONPath Tester",
    createdAt: "2026-11-23",
    meta: () => import('./jq-tester/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/json-to-schema",
    name: "Json to Schema",
    createdAt: "2026-11-23",
    meta: () => import('./json-to-schema/meta.js').then((m) => m.tool),
  }),
];
