// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/qrcode-generator",
    name: "QR code generator",
    createdAt: "2026-11-28",
    meta: meta("/qrcode-generator"),
  }),
  toolIndexEntry({
    path: "/wifi-qrcode-generator",
    name: "Wi-Fi QR code generator",
    createdAt: "2026-11-28",
    meta: meta("/wifi-qrcode-generator"),
  }),
  toolIndexEntry({
    path: "/qr-contact-info-generator",
    name: "QR contact info generator",
    createdAt: "2026-11-28",
    meta: meta("/qr-contact-info-generator"),
  }),
  toolIndexEntry({
    path: "/qr-code-decoder",
    name: "QR code decoder",
    createdAt: "2026-11-28",
    meta: meta("/qr-code-decoder"),
  }),
  toolIndexEntry({
    path: "/barcode-generator",
    name: "Barcode generator",
    createdAt: "2026-11-28",
    meta: meta("/barcode-generator"),
  }),
  toolIndexEntry({
    path: "/barcode-reader",
    name: "Barcode reader",
    createdAt: "2026-11-28",
    meta: meta("/barcode-reader"),
  }),
];
