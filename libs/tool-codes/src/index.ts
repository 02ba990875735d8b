import { barcodeReaderTool } from './barcode-reader/meta.js';
import { barcodeGeneratorTool } from './barcode-generator/meta.js';
import { qrCodeDecoderTool } from './qr-code-decoder/meta.js';
import { qrContactInfoGeneratorTool } from './qr-contact-info-generator/meta.js';
import { wifiQrcodeGeneratorTool } from './wifi-qrcode-generator/meta.js';
import { qrcodeGeneratorTool } from './qrcode-generator/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [qrcodeGeneratorTool, wifiQrcodeGeneratorTool, qrContactInfoGeneratorTool, qrCodeDecoderTool, barcodeGeneratorTool, barcodeReaderTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { qrcodeGeneratorTool, wifiQrcodeGeneratorTool, qrContactInfoGeneratorTool, qrCodeDecoderTool, barcodeGeneratorTool, barcodeReaderTool };
export * from './qrcode-generator/qrcode-generator.js';
export * from './wifi-qrcode-generator/wifi-qrcode-generator.js';
export * from './qr-contact-info-generator/qr-contact-info-generator.js';
export * from './qr-code-decoder/qr-code-decoder.js';
export * from './barcode-generator/barcode-generator.js';
export * from './barcode-reader/barcode-reader.js';
