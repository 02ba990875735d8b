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
    component: () => import('./hash-text/HashTextTool.js'),
  }),
  toolIndexEntry({
    path: "/file-hasher",
    name: "File Hasher",
    createdAt: "2026-11-08",
    meta: () => import('./file-hasher/meta.js').then((m) => m.fileHasherTool),
    component: () => import('./file-hasher/FileHasherTool.js'),
  }),
  toolIndexEntry({
    path: "/hmac-generator",
    name: "Hmac generator",
    createdAt: "2026-11-22",
    meta: () => import('./hmac-generator/meta.js').then((m) => m.hmacGeneratorTool),
    component: () => import('./hmac-generator/HmacGeneratorTool.js'),
  }),
  toolIndexEntry({
    path: "/crc-calculator",
    name: "CRC calculator",
    createdAt: "2026-11-22",
    meta: () => import('./crc-calculator/meta.js').then((m) => m.crcCalculatorTool),
    component: () => import('./crc-calculator/CrcCalculatorTool.js'),
  }),
  toolIndexEntry({
    path: "/wpa-psk-generator",
    name: "WPA PSK generator",
    createdAt: "2026-11-22",
    meta: () => import('./wpa-psk-generator/meta.js').then((m) => m.wpaPskGeneratorTool),
    component: () => import('./wpa-psk-generator/WpaPskGeneratorTool.js'),
  }),
  toolIndexEntry({
    path: "/basic-auth-generator",
    name: "Basic auth generator",
    createdAt: "2026-11-22",
    meta: () => import('./basic-auth-generator/meta.js').then((m) => m.basicAuthGeneratorTool),
    component: () => import('./basic-auth-generator/BasicAuthGeneratorTool.js'),
  }),
];
