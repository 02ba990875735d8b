// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/base64-string-converter",
    name: "Base64 string encoder/decoder",
    createdAt: "2026-11-08",
    redirectFrom: ["/base64-converter","/file-to-base64"],
    meta: meta("/base64-string-converter"),
  }),
  toolIndexEntry({
    path: "/base64-file-converter",
    name: "Base64 file converter",
    createdAt: "2026-11-08",
    meta: meta("/base64-file-converter"),
  }),
  toolIndexEntry({
    path: "/url-encoder",
    name: "Encode/decode URL-formatted strings",
    createdAt: "2026-11-08",
    meta: meta("/url-encoder"),
  }),
  toolIndexEntry({
    path: "/html-entities",
    name: "Escape HTML entities",
    createdAt: "2026-11-22",
    meta: meta("/html-entities"),
  }),
  toolIndexEntry({
    path: "/punycode-converter",
    name: "Punycode Converter",
    createdAt: "2026-11-22",
    meta: meta("/punycode-converter"),
  }),
  toolIndexEntry({
    path: "/gzip-converter",
    name: "GZip/Deflate converter",
    createdAt: "2026-11-22",
    meta: meta("/gzip-converter"),
  }),
  toolIndexEntry({
    path: "/hex-converter",
    name: "Hex Encoder/Decoder",
    createdAt: "2026-11-22",
    meta: meta("/hex-converter"),
  }),
  toolIndexEntry({
    path: "/text-to-binary",
    name: "Text to UTF-8 binary",
    createdAt: "2026-11-22",
    meta: meta("/text-to-binary"),
  }),
  toolIndexEntry({
    path: "/text-to-nato-alphabet",
    name: "Text to NATO alphabet",
    createdAt: "2026-11-22",
    meta: meta("/text-to-nato-alphabet"),
  }),
  toolIndexEntry({
    path: "/morse-converter",
    name: "Morse Code Converter",
    createdAt: "2026-11-22",
    meta: meta("/morse-converter"),
  }),
  toolIndexEntry({
    path: "/mime-converter",
    name: "MIME encoding converter",
    createdAt: "2026-11-22",
    meta: meta("/mime-converter"),
  }),
  toolIndexEntry({
    path: "/hex-file-converter",
    name: "HEX file converter",
    createdAt: "2026-11-22",
    meta: meta("/hex-file-converter"),
  }),
];
