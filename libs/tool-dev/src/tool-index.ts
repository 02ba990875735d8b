// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/regex-tester",
    name: "Regex tester",
    createdAt: "2026-11-28",
    meta: meta("/regex-tester"),
  }),
  toolIndexEntry({
    path: "/crontab-generator",
    name: "Cron expression generator",
    createdAt: "2026-11-28",
    meta: meta("/crontab-generator"),
  }),
  toolIndexEntry({
    path: "/chmod-calculator",
    name: "chmod calculator",
    createdAt: "2026-11-28",
    meta: meta("/chmod-calculator"),
  }),
  toolIndexEntry({
    path: "/curl-converter",
    name: "curl converter",
    createdAt: "2026-11-28",
    meta: meta("/curl-converter"),
  }),
  toolIndexEntry({
    path: "/file-type",
    name: "File type detector",
    createdAt: "2026-11-28",
    meta: meta("/file-type"),
  }),
  toolIndexEntry({
    path: "/folder-structure-diagram",
    name: "Folder structure diagram",
    createdAt: "2026-11-28",
    meta: meta("/folder-structure-diagram"),
  }),
  toolIndexEntry({
    path: "/torrent-to-magnet",
    name: "Torrent to magnet link",
    createdAt: "2026-11-28",
    meta: meta("/torrent-to-magnet"),
  }),
  toolIndexEntry({
    path: "/keycode-info",
    name: "Keycode info",
    createdAt: "2026-11-28",
    meta: meta("/keycode-info"),
  }),
  toolIndexEntry({
    path: "/random-port-generator",
    name: "Random port generator",
    createdAt: "2026-11-28",
    meta: meta("/random-port-generator"),
  }),
  toolIndexEntry({
    path: "/benchmark-builder",
    name: "Benchmark builder",
    createdAt: "2026-11-28",
    meta: meta("/benchmark-builder"),
  }),
];
