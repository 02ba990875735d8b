// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/hash-text",
    name: "Hash text",
    createdAt: "2026-11-08",
    redirectFrom: ["/hash"],
    meta: () => import('./hash-text/meta.js').then((m) => m.hashTextTool),
  }),
  toolIndexEntry({
    path: "/file-hasher",
    name: "File Hasher",
    createdAt: "2026-11-08",
    meta: () => import('./file-hasher/meta.js').then((m) => m.fileHasherTool),
  }),
  toolIndexEntry({
    path: "/hmac-generator",
    name: "Hmac generator",
    createdAt: "2026-11-22",
    meta: () => import('./hmac-generator/meta.js').then((m) => m.hmacGeneratorTool),
  }),
  toolIndexEntry({
    path: "/crc-calculator",
    name: "CRC calculator",
    createdAt: "2026-11-22",
    meta: () => import('./crc-calculator/meta.js').then((m) => m.crcCalculatorTool),
  }),
  toolIndexEntry({
    path: "/wpa-psk-generator",
    name: "WPA PSK generator",
    createdAt: "2026-11-22",
    meta: () => import('./wpa-psk-generator/meta.js').then((m) => m.wpaPskGeneratorTool),
  }),
  toolIndexEntry({
    path: "/basic-auth-generator",
    name: "Basic auth generator",
    createdAt: "2026-11-22",
    meta: () => import('./basic-auth-generator/meta.js').then((m) => m.basicAuthGeneratorTool),
  }),
  toolIndexEntry({
    path: "/bcrypt",
    name: "Bcrypt",
    createdAt: "2026-11-22",
    meta: () => import('./bcrypt/meta.js').then((m) => m.bcryptTool),
  }),
  toolIndexEntry({
    path: "/htpasswd-generator",
    name: "Htpasswd generator",
    createdAt: "2026-11-22",
    meta: () => import('./htpasswd-generator/meta.js').then((m) => m.htpasswdGeneratorTool),
  }),
  toolIndexEntry({
    path: "/sip-auth",
    name: "SIP Authorization",
    createdAt: "2026-11-22",
    meta: () => import('./sip-auth/meta.js').then((m) => m.sipAuthTool),
  }),
];
