// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/my-ip": { description: "See your public IPv4 and IPv6 addresses, as a public service sees them.", keywords: ["my","ip","public","address","ipv4","ipv6","what is my ip","ipify","external ip","wan"] },
  "/ip-geo-location": { description: "Location, autonomous system and organisation of an IP address, from a public geolocation service, with a map link.", keywords: ["ip","geo","location","geolocation","asn","isp","organisation","country","city","ipinfo","whois","map"] },
  "/dns-queries": { description: "Query DNS over HTTPS: A, AAAA, CNAME, MX, TXT, NS, SOA, CAA, SRV and PTR records, with TTLs and the DNSSEC flag.", keywords: ["dns","doh","dns over https","lookup","dig","nslookup","mx","txt","spf","ptr","reverse","dnssec","resolver","record"] },
  "/currency-converter": { description: "Convert an amount between currencies with published exchange rates; shows the date of the rates and works offline with the last ones seen.", keywords: ["currency","converter","exchange","rate","money","forex","ecb","euro","dollar","usd","eur","gbp","jpy","crypto"] },
  "/api-tester": { description: "Send an HTTP request with a method, headers and body and see the status, headers, time and response; copy it as curl.", keywords: ["api","tester","http","rest","request","fetch","curl","postman","headers","json","cors","get","post"] },
  "/websocket-tester": { description: "Connect to a WebSocket server, send text or JSON messages and follow a timestamped log of the exchange.", keywords: ["websocket","tester","ws","wss","socket","rfc 6455","client","subprotocol","close code","realtime"] },
  "/multi-link-downloader": { description: "Download a list of links with progress and get them in one ZIP file, made in your browser.", keywords: ["download","links","urls","bulk","batch","zip","multiple","files","fetch","archive"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/my-ip": () => import('./my-ip/meta.js').then((m) => m.myIpTool),
  "/ip-geo-location": () => import('./ip-geo-location/meta.js').then((m) => m.ipGeoLocationTool),
  "/dns-queries": () => import('./dns-queries/meta.js').then((m) => m.dnsQueriesTool),
  "/currency-converter": () => import('./currency-converter/meta.js').then((m) => m.currencyConverterTool),
  "/api-tester": () => import('./api-tester/meta.js').then((m) => m.apiTesterTool),
  "/websocket-tester": () => import('./websocket-tester/meta.js').then((m) => m.websocketTesterTool),
  "/multi-link-downloader": () => import('./multi-link-downloader/meta.js').then((m) => m.multiLinkDownloaderTool),
};
