// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/hash-text",
    name: "Hash text",
    createdAt: "2026-11-08",
    redirectFrom: ["/hash"],
    meta: meta("/hash-text"),
  }),
  toolIndexEntry({
    path: "/file-hasher",
    name: "File Hasher",
    createdAt: "2026-11-08",
    meta: meta("/file-hasher"),
  }),
  toolIndexEntry({
    path: "/hmac-generator",
    name: "Hmac generator",
    createdAt: "2026-11-22",
    meta: meta("/hmac-generator"),
  }),
  toolIndexEntry({
    path: "/crc-calculator",
    name: "CRC calculator",
    createdAt: "2026-11-22",
    meta: meta("/crc-calculator"),
  }),
  toolIndexEntry({
    path: "/wpa-psk-generator",
    name: "WPA PSK generator",
    createdAt: "2026-11-22",
    meta: meta("/wpa-psk-generator"),
  }),
  toolIndexEntry({
    path: "/basic-auth-generator",
    name: "Basic auth generator",
    createdAt: "2026-11-22",
    meta: meta("/basic-auth-generator"),
  }),
  toolIndexEntry({
    path: "/bcrypt",
    name: "Bcrypt",
    createdAt: "2026-11-22",
    meta: meta("/bcrypt"),
  }),
  toolIndexEntry({
    path: "/htpasswd-generator",
    name: "Htpasswd generator",
    createdAt: "2026-11-22",
    meta: meta("/htpasswd-generator"),
  }),
  toolIndexEntry({
    path: "/sip-auth",
    name: "SIP Authorization",
    createdAt: "2026-11-22",
    meta: meta("/sip-auth"),
  }),
];
