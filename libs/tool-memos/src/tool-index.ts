// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/http-status-codes",
    name: "HTTP status codes",
    createdAt: "2026-11-08",
    meta: meta("/http-status-codes"),
  }),
  toolIndexEntry({
    path: "/git-memo",
    name: "Git cheat sheet",
    createdAt: "2026-11-28",
    meta: meta("/git-memo"),
  }),
  toolIndexEntry({
    path: "/regex-memo",
    name: "Regular expression cheat sheet",
    createdAt: "2026-11-28",
    meta: meta("/regex-memo"),
  }),
  toolIndexEntry({
    path: "/common-regex-memo",
    name: "Common regular expressions",
    createdAt: "2026-11-28",
    meta: meta("/common-regex-memo"),
  }),
  toolIndexEntry({
    path: "/css-selectors-memo",
    name: "CSS selectors cheat sheet",
    createdAt: "2026-11-28",
    meta: meta("/css-selectors-memo"),
  }),
  toolIndexEntry({
    path: "/xpath-memo",
    name: "XPath cheat sheet",
    createdAt: "2026-11-28",
    meta: meta("/xpath-memo"),
  }),
  toolIndexEntry({
    path: "/jsonpath-memo",
    name: "JSONPath cheat sheet",
    createdAt: "2026-11-28",
    meta: meta("/jsonpath-memo"),
  }),
  toolIndexEntry({
    path: "/jq-memo",
    name: "jq cheat sheet",
    createdAt: "2026-11-28",
    meta: meta("/jq-memo"),
  }),
  toolIndexEntry({
    path: "/markdown-cheatsheet",
    name: "Markdown cheat sheet",
    createdAt: "2026-11-28",
    meta: meta("/markdown-cheatsheet"),
  }),
  toolIndexEntry({
    path: "/nano-memo",
    name: "nano cheat sheet",
    createdAt: "2026-11-28",
    meta: meta("/nano-memo"),
  }),
  toolIndexEntry({
    path: "/iso-3166-searcher",
    name: "ISO 3166 country codes",
    createdAt: "2026-11-28",
    meta: meta("/iso-3166-searcher"),
  }),
  toolIndexEntry({
    path: "/mime-types",
    name: "MIME types",
    createdAt: "2026-11-28",
    meta: meta("/mime-types"),
  }),
  toolIndexEntry({
    path: "/port-numbers",
    name: "Port numbers",
    createdAt: "2026-11-28",
    meta: meta("/port-numbers"),
  }),
  toolIndexEntry({
    path: "/software-licence-compatibility",
    name: "Software licence compatibility",
    createdAt: "2026-11-28",
    meta: meta("/software-licence-compatibility"),
  }),
];
