// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/url-parser",
    name: "URL parser",
    createdAt: "2026-11-28",
    meta: () => import('./url-parser/meta.js').then((m) => m.urlParserTool),
  }),
  toolIndexEntry({
    path: "/slugify-string",
    name: "Slugify string",
    createdAt: "2026-11-28",
    meta: () => import('./slugify-string/meta.js').then((m) => m.slugifyStringTool),
  }),
  toolIndexEntry({
    path: "/url-cleaner",
    name: "URL cleaner",
    createdAt: "2026-11-28",
    meta: () => import('./url-cleaner/meta.js').then((m) => m.urlCleanerTool),
  }),
  toolIndexEntry({
    path: "/url-fanger",
    name: "URL defanger",
    createdAt: "2026-11-28",
    meta: () => import('./url-fanger/meta.js').then((m) => m.urlFangerTool),
  }),
  toolIndexEntry({
    path: "/safelink-decoder",
    name: "Safe Links decoder",
    createdAt: "2026-11-28",
    meta: () => import('./safelink-decoder/meta.js').then((m) => m.safelinkDecoderTool),
  }),
  toolIndexEntry({
    path: "/sharepoint-decoder",
    name: "SharePoint link decoder",
    createdAt: "2026-11-28",
    meta: () => import('./sharepoint-decoder/meta.js').then((m) => m.sharepointDecoderTool),
  }),
  toolIndexEntry({
    path: "/url-text-fragment-maker",
    name: "URL text fragment maker",
    createdAt: "2026-11-28",
    meta: () => import('./url-text-fragment-maker/meta.js').then((m) => m.urlTextFragmentMakerTool),
  }),
  toolIndexEntry({
    path: "/utm-url-generator",
    name: "UTM URL generator",
    createdAt: "2026-11-28",
    meta: () => import('./utm-url-generator/meta.js').then((m) => m.utmUrlGeneratorTool),
  }),
  toolIndexEntry({
    path: "/user-agent-parser",
    name: "User-agent parser",
    createdAt: "2026-11-28",
    meta: () => import('./user-agent-parser/meta.js').then((m) => m.userAgentParserTool),
  }),
  toolIndexEntry({
    path: "/device-information",
    name: "Device information",
    createdAt: "2026-11-28",
    meta: () => import('./device-information/meta.js').then((m) => m.deviceInformationTool),
  }),
  toolIndexEntry({
    path: "/og-meta-generator",
    name: "Open Graph meta generator",
    createdAt: "2026-11-28",
    meta: () => import('./og-meta-generator/meta.js').then((m) => m.ogMetaGeneratorTool),
  }),
];
