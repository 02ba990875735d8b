// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/base64-string-converter",
    name: "Base64 string encoder/decoder",
    createdAt: "2026-11-08",
    redirectFrom: ["/base64-converter","/file-to-base64"],
    meta: () => import('./base64-string-converter/meta.js').then((m) => m.base64StringConverter),
  }),
  toolIndexEntry({
    path: "/base64-file-converter",
    name: "Base64 file converter",
    createdAt: "2026-11-08",
    meta: () => import('./base64-file-converter/meta.js').then((m) => m.base64FileConverter),
  }),
  toolIndexEntry({
    path: "/url-encoder",
    name: "Encode/decode URL-formatted strings",
    createdAt: "2026-11-08",
    meta: () => import('./url-encoder/meta.js').then((m) => m.urlEncoder),
  }),
  toolIndexEntry({
    path: "/html-entities",
    name: "Escape HTML entities",
    createdAt: "2026-11-22",
    meta: () => import('./html-entities/meta.js').then((m) => m.htmlEntities),
  }),
  toolIndexEntry({
    path: "/punycode-converter",
    name: "Punycode Converter",
    createdAt: "2026-11-22",
    meta: () => import('./punycode-converter/meta.js').then((m) => m.punycodeConverter),
  }),
  toolIndexEntry({
    path: "/gzip-converter",
    name: "GZip/Deflate converter",
    createdAt: "2026-11-22",
    meta: () => import('./gzip-converter/meta.js').then((m) => m.gzipConverter),
  }),
  toolIndexEntry({
    path: "/hex-converter",
    name: "Hex Encoder/Decoder",
    createdAt: "2026-11-22",
    meta: () => import('./hex-converter/meta.js').then((m) => m.hexConverter),
  }),
  toolIndexEntry({
    path: "/text-to-binary",
    name: "Text to UTF-8 binary",
    createdAt: "2026-11-22",
    meta: () => import('./text-to-binary/meta.js').then((m) => m.textToBinary),
  }),
  toolIndexEntry({
    path: "/text-to-nato-alphabet",
    name: "Text to NATO alphabet",
    createdAt: "2026-11-22",
    meta: () => import('./text-to-nato-alphabet/meta.js').then((m) => m.textToNatoAlphabet),
  }),
  toolIndexEntry({
    path: "/morse-converter",
    name: "Morse Code Converter",
    createdAt: "2026-11-22",
    meta: () => import('./morse-converter/meta.js').then((m) => m.morseConverter),
  }),
  toolIndexEntry({
    path: "/mime-converter",
    name: "MIME encoding converter",
    createdAt: "2026-11-22",
    meta: () => import('./mime-converter/meta.js').then((m) => m.mimeConverter),
  }),
  toolIndexEntry({
    path: "/hex-file-converter",
    name: "HEX file converter",
    createdAt: "2026-11-22",
    meta: () => import('./hex-file-converter/meta.js').then((m) => m.hexFileConverter),
  }),
];
