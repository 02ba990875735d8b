// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/my-ip",
    name: "My IP address",
    createdAt: "2026-11-28",
    network: ["api.ipify.org","api6.ipify.org","api64.ipify.org"],
    meta: () => import('./my-ip/meta.js').then((m) => m.myIpTool),
  }),
  toolIndexEntry({
    path: "/ip-geo-location",
    name: "IP geolocation",
    createdAt: "2026-11-28",
    network: ["ipinfo.io"],
    meta: () => import('./ip-geo-location/meta.js').then((m) => m.ipGeoLocationTool),
  }),
  toolIndexEntry({
    path: "/dns-queries",
    name: "DNS queries",
    createdAt: "2026-11-28",
    network: ["cloudflare-dns.com","dns.google","dns.quad9.net"],
    meta: () => import('./dns-queries/meta.js').then((m) => m.dnsQueriesTool),
  }),
  toolIndexEntry({
    path: "/currency-converter",
    name: "Currency converter",
    createdAt: "2026-11-28",
    network: ["api.frankfurter.dev","cdn.jsdelivr.net","latest.currency-api.pages.dev"],
    meta: () => import('./currency-converter/meta.js').then((m) => m.currencyConverterTool),
  }),
  toolIndexEntry({
    path: "/api-tester",
    name: "API tester",
    createdAt: "2026-11-28",
    network: ["*"],
    meta: () => import('./api-tester/meta.js').then((m) => m.apiTesterTool),
  }),
  toolIndexEntry({
    path: "/websocket-tester",
    name: "WebSocket tester",
    createdAt: "2026-11-28",
    network: ["*"],
    meta: () => import('./websocket-tester/meta.js').then((m) => m.websocketTesterTool),
  }),
  toolIndexEntry({
    path: "/multi-link-downloader",
    name: "Multi-link downloader",
    createdAt: "2026-11-28",
    network: ["*"],
    meta: () => import('./multi-link-downloader/meta.js').then((m) => m.multiLinkDownloaderTool),
  }),
];
