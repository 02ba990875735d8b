// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/my-ip",
    name: "My IP address",
    createdAt: "2026-11-28",
    network: ["api.ipify.org","api6.ipify.org","api64.ipify.org"],
    meta: meta("/my-ip"),
  }),
  toolIndexEntry({
    path: "/ip-geo-location",
    name: "IP geolocation",
    createdAt: "2026-11-28",
    network: ["ipinfo.io"],
    meta: meta("/ip-geo-location"),
  }),
  toolIndexEntry({
    path: "/dns-queries",
    name: "DNS queries",
    createdAt: "2026-11-28",
    network: ["cloudflare-dns.com","dns.google","dns.quad9.net"],
    meta: meta("/dns-queries"),
  }),
  toolIndexEntry({
    path: "/currency-converter",
    name: "Currency converter",
    createdAt: "2026-11-28",
    network: ["api.frankfurter.dev","cdn.jsdelivr.net","latest.currency-api.pages.dev"],
    meta: meta("/currency-converter"),
  }),
  toolIndexEntry({
    path: "/api-tester",
    name: "API tester",
    createdAt: "2026-11-28",
    network: ["*"],
    meta: meta("/api-tester"),
  }),
  toolIndexEntry({
    path: "/websocket-tester",
    name: "WebSocket tester",
    createdAt: "2026-11-28",
    network: ["*"],
    meta: meta("/websocket-tester"),
  }),
  toolIndexEntry({
    path: "/multi-link-downloader",
    name: "Multi-link downloader",
    createdAt: "2026-11-28",
    network: ["*"],
    meta: meta("/multi-link-downloader"),
  }),
];
