// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/qrcode-generator": { icon: IconTool, description: "Turn text or a URL into a QR code with error-correction level, colours and size; PNG and SVG download.", keywords: ["qrcode","generator"] },
  "/wifi-qrcode-generator": { icon: IconTool, description: "Make a QR code that joins a Wi-Fi network: SSID, password, security type, hidden network.", keywords: ["wifi","qrcode","generator"] },
  "/qr-contact-info-generator": { icon: IconTool, description: "Turn contact details into a vCard (3.0 or 4.0) or MECARD QR code.", keywords: ["qr","contact","info","generator"] },
  "/qr-code-decoder": { icon: IconTool, description: "Read QR codes from an image, a paste or the camera; Wi-Fi, vCard and calendar payloads shown as fields.", keywords: ["qr","code","decoder"] },
  "/barcode-generator": { icon: IconTool, description: "Make Code 128, EAN-13, UPC-A, Code 39, ITF, DataMatrix, PDF417 and other barcodes as SVG or PNG.", keywords: ["barcode","generator"] },
  "/barcode-reader": { icon: IconTool, description: "Read 1D and 2D barcodes from an image or the camera.", keywords: ["barcode","reader"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/qrcode-generator": () => import('./qrcode-generator/meta.js').then((m) => m.qrcodeGeneratorTool),
  "/wifi-qrcode-generator": () => import('./wifi-qrcode-generator/meta.js').then((m) => m.wifiQrcodeGeneratorTool),
  "/qr-contact-info-generator": () => import('./qr-contact-info-generator/meta.js').then((m) => m.qrContactInfoGeneratorTool),
  "/qr-code-decoder": () => import('./qr-code-decoder/meta.js').then((m) => m.qrCodeDecoderTool),
  "/barcode-generator": () => import('./barcode-generator/meta.js').then((m) => m.barcodeGeneratorTool),
  "/barcode-reader": () => import('./barcode-reader/meta.js').then((m) => m.barcodeReaderTool),
};
