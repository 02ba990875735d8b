// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/ipv4-subnet-calculator",
    name: "IPv4 subnet calculator",
    createdAt: "2026-11-08",
    meta: () => import('./ipv4-subnet-calculator/meta.js').then((m) => m.ipv4SubnetCalculator),
  }),
  toolIndexEntry({
    path: "/ipv4-address-converter",
    name: "IPv4 address converter",
    createdAt: "2026-11-28",
    meta: () => import('./ipv4-address-converter/meta.js').then((m) => m.ipv4AddressConverterTool),
  }),
  toolIndexEntry({
    path: "/ipv4-range-expander",
    name: "IPv4 range expander",
    createdAt: "2026-11-28",
    meta: () => import('./ipv4-range-expander/meta.js').then((m) => m.ipv4RangeExpanderTool),
  }),
  toolIndexEntry({
    path: "/ipv6-address-converter",
    name: "IPv6 address converter",
    createdAt: "2026-11-28",
    meta: () => import('./ipv6-address-converter/meta.js').then((m) => m.ipv6AddressConverterTool),
  }),
  toolIndexEntry({
    path: "/ipv6-subnet-calculator",
    name: "IPv6 subnet calculator",
    createdAt: "2026-11-28",
    meta: () => import('./ipv6-subnet-calculator/meta.js').then((m) => m.ipv6SubnetCalculatorTool),
  }),
  toolIndexEntry({
    path: "/ipv6-ula-generator",
    name: "IPv6 ULA generator",
    createdAt: "2026-11-28",
    meta: () => import('./ipv6-ula-generator/meta.js').then((m) => m.ipv6UlaGeneratorTool),
  }),
  toolIndexEntry({
    path: "/cidr-in-cidr",
    name: "IP in CIDR checker",
    createdAt: "2026-11-28",
    redirectFrom: ["/ip-in-range"],
    meta: () => import('./cidr-in-cidr/meta.js').then((m) => m.cidrInCidrTool),
  }),
  toolIndexEntry({
    path: "/ip-cidr-to-range",
    name: "CIDR to IP range",
    createdAt: "2026-11-28",
    meta: () => import('./ip-cidr-to-range/meta.js').then((m) => m.ipCidrToRangeTool),
  }),
  toolIndexEntry({
    path: "/ip-range-to-cidr",
    name: "IP range to CIDR",
    createdAt: "2026-11-28",
    meta: () => import('./ip-range-to-cidr/meta.js').then((m) => m.ipRangeToCidrTool),
  }),
  toolIndexEntry({
    path: "/ip-include-exclude",
    name: "IP subnet exclude calculator",
    createdAt: "2026-11-28",
    meta: () => import('./ip-include-exclude/meta.js').then((m) => m.ipIncludeExcludeTool),
  }),
  toolIndexEntry({
    path: "/integers-to-ip",
    name: "Integer to IP address",
    createdAt: "2026-11-28",
    meta: () => import('./integers-to-ip/meta.js').then((m) => m.integersToIpTool),
  }),
  toolIndexEntry({
    path: "/mac-address-converter",
    name: "MAC address converter",
    createdAt: "2026-11-28",
    meta: () => import('./mac-address-converter/meta.js').then((m) => m.macAddressConverterTool),
  }),
  toolIndexEntry({
    path: "/mac-address-generator",
    name: "MAC address generator",
    createdAt: "2026-11-28",
    meta: () => import('./mac-address-generator/meta.js').then((m) => m.macAddressGeneratorTool),
  }),
  toolIndexEntry({
    path: "/mac-address-lookup",
    name: "MAC address lookup",
    createdAt: "2026-11-28",
    meta: () => import('./mac-address-lookup/meta.js').then((m) => m.macAddressLookupTool),
  }),
  toolIndexEntry({
    path: "/option43-generator",
    name: "DHCP option 43 generator",
    createdAt: "2026-11-28",
    meta: () => import('./option43-generator/meta.js').then((m) => m.option43GeneratorTool),
  }),
];
