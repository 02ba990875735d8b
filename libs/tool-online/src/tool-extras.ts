// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/my-ip": { icon: IconTool, description: "See your public IPv4 and IPv6 addresses, as a public service sees them.", keywords: ["my","ip"] },
  "/ip-geo-location": { icon: IconTool, description: "Location, autonomous system and organisation of an IP address, from a public geolocation service, with a map link.", keywords: ["ip","geo","location"] },
  "/dns-queries": { icon: IconTool, description: "Query DNS over HTTPS: A, AAAA, CNAME, MX, TXT, NS, SOA, CAA, SRV and PTR records, with TTLs and the DNSSEC flag.", keywords: ["dns","queries"] },
  "/currency-converter": { icon: IconTool, description: "Convert an amount between currencies with published exchange rates; shows the date of the rates and works offline with the last ones seen.", keywords: ["currency","converter"] },
  "/api-tester": { icon: IconTool, description: "Send an HTTP request with a method, headers and body and see the status, headers, time and response; copy it as curl.", keywords: ["api","tester"] },
  "/websocket-tester": { icon: IconTool, description: "Connect to a WebSocket server, send text or JSON messages and follow a timestamped log of the exchange.", keywords: ["websocket","tester"] },
  "/multi-link-downloader": { icon: IconTool, description: "Download a list of links with progress and get them in one ZIP file, made in your browser.", keywords: ["multi","link","downloader"] },
};
