// Draws big 2D barcodes off the page's thread (BWIPP's encoders take up to ~1 s for a full QR code).
import { ToolInputError } from '@handy-tools/ui/kit';
import { barcodeSvg, type BarcodeSettings } from './barcode-generator.js';

self.addEventListener('message', (event: MessageEvent<BarcodeSettings>) => {
  try {
    self.postMessage({ value: barcodeSvg(event.data) });
  } catch (error) {
    self.postMessage({ error: { name: error instanceof ToolInputError ? 'ToolInputError' : 'Error', message: error instanceof Error ? error.message : String(error) } });
  }
});
