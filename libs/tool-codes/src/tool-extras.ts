// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/qrcode-generator": { description: "Turn text or a URL into a QR code with error-correction level, colours and size; PNG and SVG download.", keywords: ["qrcode","qr","code","generator","url","link","barcode","2d","svg","png","iso 18004","error correction"] },
  "/wifi-qrcode-generator": { description: "Make a QR code that joins a Wi-Fi network: SSID, password, security type, hidden network.", keywords: ["wifi","wi-fi","wlan","qrcode","qr","generator","ssid","password","wpa","wpa2","wpa3","wep","eap","network","guest"] },
  "/qr-contact-info-generator": { description: "Turn contact details into a vCard (3.0 or 4.0) or MECARD QR code.", keywords: ["qr","qrcode","contact","info","generator","vcard","vcf","mecard","business card","address book","rfc 6350","rfc 2426"] },
  "/qr-code-decoder": { description: "Read QR codes from an image, a paste or the camera; Wi-Fi, vCard and calendar payloads shown as fields.", keywords: ["qr","code","decoder","reader","scanner","scan","camera","wifi","vcard","mecard","vevent","ical","geo","mailto","sms","zxing"] },
  "/barcode-generator": { description: "Make Code 128, EAN-13, UPC-A, Code 39, ITF, DataMatrix, PDF417 and other barcodes as SVG or PNG.", keywords: ["barcode","generator","ean","ean-13","upc","code128","code39","code93","itf","gs1","codabar","datamatrix","pdf417","aztec","qr","svg","png"] },
  "/barcode-reader": { description: "Read 1D and 2D barcodes from an image or the camera.", keywords: ["barcode","reader","scanner","scan","camera","ean","upc","code128","code39","itf","gs1","datamatrix","pdf417","aztec","qr","isbn","zxing"] },
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
