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
  toolIndexEntry({
    path: "/git-memo",
    name: "Git cheat sheet",
    createdAt: "2026-11-28",
    meta: () => import('./git-memo/meta.js').then((m) => m.gitMemoTool),
  }),
  toolIndexEntry({
    path: "/regex-memo",
    name: "Regular expression cheat sheet",
    createdAt: "2026-11-28",
    meta: () => import('./regex-memo/meta.js').then((m) => m.regexMemoTool),
  }),
  toolIndexEntry({
    path: "/common-regex-memo",
    name: "Common regular expressions",
    createdAt: "2026-11-28",
    meta: () => import('./common-regex-memo/meta.js').then((m) => m.commonRegexMemoTool),
  }),
  toolIndexEntry({
    path: "/css-selectors-memo",
    name: "CSS selectors cheat sheet",
    createdAt: "2026-11-28",
    meta: () => import('./css-selectors-memo/meta.js').then((m) => m.cssSelectorsMemoTool),
  }),
  toolIndexEntry({
    path: "/xpath-memo",
    name: "XPath cheat sheet",
    createdAt: "2026-11-28",
    meta: () => import('./xpath-memo/meta.js').then((m) => m.xpathMemoTool),
  }),
  toolIndexEntry({
    path: "/jsonpath-memo",
    name: "JSONPath cheat sheet",
    createdAt: "2026-11-28",
    meta: () => import('./jsonpath-memo/meta.js').then((m) => m.jsonpathMemoTool),
  }),
  toolIndexEntry({
    path: "/jq-memo",
    name: "jq cheat sheet",
    createdAt: "2026-11-28",
    meta: () => import('./jq-memo/meta.js').then((m) => m.jqMemoTool),
  }),
  toolIndexEntry({
    path: "/markdown-cheatsheet",
    name: "Markdown cheat sheet",
    createdAt: "2026-11-28",
    meta: () => import('./markdown-cheatsheet/meta.js').then((m) => m.markdownCheatsheetTool),
  }),
  toolIndexEntry({
    path: "/nano-memo",
    name: "nano cheat sheet",
    createdAt: "2026-11-28",
    meta: () => import('./nano-memo/meta.js').then((m) => m.nanoMemoTool),
  }),
  toolIndexEntry({
    path: "/iso-3166-searcher",
    name: "ISO 3166 country codes",
    createdAt: "2026-11-28",
    meta: () => import('./iso-3166-searcher/meta.js').then((m) => m.iso3166SearcherTool),
  }),
  toolIndexEntry({
    path: "/mime-types",
    name: "MIME types",
    createdAt: "2026-11-28",
    meta: () => import('./mime-types/meta.js').then((m) => m.mimeTypesTool),
  }),
  toolIndexEntry({
    path: "/port-numbers",
    name: "Port numbers",
    createdAt: "2026-11-28",
    meta: () => import('./port-numbers/meta.js').then((m) => m.portNumbersTool),
  }),
  toolIndexEntry({
    path: "/software-licence-compatibility",
    name: "Software licence compatibility",
    createdAt: "2026-11-28",
    meta: () => import('./software-licence-compatibility/meta.js').then((m) => m.softwareLicenceCompatibilityTool),
  }),
];
