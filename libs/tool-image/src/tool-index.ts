// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/image-resizer",
    name: "Image resizer",
    createdAt: "2026-11-28",
    meta: meta("/image-resizer"),
  }),
  toolIndexEntry({
    path: "/image-converter",
    name: "Image format converter",
    createdAt: "2026-11-28",
    meta: meta("/image-converter"),
  }),
  toolIndexEntry({
    path: "/ico-converter",
    name: "ICO converter",
    createdAt: "2026-11-28",
    meta: meta("/ico-converter"),
  }),
  toolIndexEntry({
    path: "/heic-converter",
    name: "HEIC converter",
    createdAt: "2026-11-28",
    meta: meta("/heic-converter"),
  }),
  toolIndexEntry({
    path: "/image-exif-reader",
    name: "Image metadata reader",
    createdAt: "2026-11-28",
    meta: meta("/image-exif-reader"),
  }),
  toolIndexEntry({
    path: "/remove-exif",
    name: "Remove EXIF",
    createdAt: "2026-11-28",
    meta: meta("/remove-exif"),
  }),
  toolIndexEntry({
    path: "/image-to-css",
    name: "Image to CSS",
    createdAt: "2026-11-28",
    meta: meta("/image-to-css"),
  }),
  toolIndexEntry({
    path: "/image-to-ascii-art",
    name: "Image to ASCII art",
    createdAt: "2026-11-28",
    meta: meta("/image-to-ascii-art"),
  }),
  toolIndexEntry({
    path: "/potrace",
    name: "Image to SVG tracer",
    createdAt: "2026-11-28",
    meta: meta("/potrace"),
  }),
  toolIndexEntry({
    path: "/svg-placeholder-generator",
    name: "SVG placeholder generator",
    createdAt: "2026-11-28",
    meta: meta("/svg-placeholder-generator"),
  }),
  toolIndexEntry({
    path: "/ocr-image",
    name: "OCR image and PDF",
    createdAt: "2026-11-28",
    network: ["cdn.jsdelivr.net"],
    meta: meta("/ocr-image"),
  }),
];
