// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/ipv4-subnet-calculator",
    name: "IPv4 subnet calculator",
    createdAt: "2026-11-08",
    meta: meta("/ipv4-subnet-calculator"),
  }),
  toolIndexEntry({
    path: "/ipv4-address-converter",
    name: "IPv4 address converter",
    createdAt: "2026-11-28",
    meta: meta("/ipv4-address-converter"),
  }),
  toolIndexEntry({
    path: "/ipv4-range-expander",
    name: "IPv4 range expander",
    createdAt: "2026-11-28",
    meta: meta("/ipv4-range-expander"),
  }),
  toolIndexEntry({
    path: "/ipv6-address-converter",
    name: "IPv6 address converter",
    createdAt: "2026-11-28",
    meta: meta("/ipv6-address-converter"),
  }),
  toolIndexEntry({
    path: "/ipv6-subnet-calculator",
    name: "IPv6 subnet calculator",
    createdAt: "2026-11-28",
    meta: meta("/ipv6-subnet-calculator"),
  }),
  toolIndexEntry({
    path: "/ipv6-ula-generator",
    name: "IPv6 ULA generator",
    createdAt: "2026-11-28",
    meta: meta("/ipv6-ula-generator"),
  }),
  toolIndexEntry({
    path: "/cidr-in-cidr",
    name: "IP in CIDR checker",
    createdAt: "2026-11-28",
    redirectFrom: ["/ip-in-range"],
    meta: meta("/cidr-in-cidr"),
  }),
  toolIndexEntry({
    path: "/ip-cidr-to-range",
    name: "CIDR to IP range",
    createdAt: "2026-11-28",
    meta: meta("/ip-cidr-to-range"),
  }),
  toolIndexEntry({
    path: "/ip-range-to-cidr",
    name: "IP range to CIDR",
    createdAt: "2026-11-28",
    meta: meta("/ip-range-to-cidr"),
  }),
  toolIndexEntry({
    path: "/ip-include-exclude",
    name: "IP subnet exclude calculator",
    createdAt: "2026-11-28",
    meta: meta("/ip-include-exclude"),
  }),
  toolIndexEntry({
    path: "/integers-to-ip",
    name: "Integer to IP address",
    createdAt: "2026-11-28",
    meta: meta("/integers-to-ip"),
  }),
  toolIndexEntry({
    path: "/mac-address-converter",
    name: "MAC address converter",
    createdAt: "2026-11-28",
    meta: meta("/mac-address-converter"),
  }),
  toolIndexEntry({
    path: "/mac-address-generator",
    name: "MAC address generator",
    createdAt: "2026-11-28",
    meta: meta("/mac-address-generator"),
  }),
  toolIndexEntry({
    path: "/mac-address-lookup",
    name: "MAC address lookup",
    createdAt: "2026-11-28",
    meta: meta("/mac-address-lookup"),
  }),
  toolIndexEntry({
    path: "/option43-generator",
    name: "DHCP option 43 generator",
    createdAt: "2026-11-28",
    meta: meta("/option43-generator"),
  }),
];
