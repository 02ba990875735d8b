// Test support (never imported by app code): reads QR codes back with zxing-wasm (ZXing C++) in Node,
// from the WASM file shipped in the zxing-wasm package (no download).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';
import type { QrRaster } from './qr-render.js';

let ready: Promise<unknown> | null = null;

/** Loads the reader's WASM from node_modules once. */
function prepare(): Promise<unknown> {
  if (!ready) {
    const require = createRequire(import.meta.url);
    const file = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
    ready = prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  }
  return ready;
}

/**
 * Decodes the QR codes in a raster with ZXing.
 *
 * @param raster - RGBA pixels.
 * @returns the codes read (text, error-correction level, version…).
 */
export async function decodeQrRaster(raster: QrRaster): Promise<ReadResult[]> {
  await prepare();
  const image = { data: raster.data, width: raster.width, height: raster.height, colorSpace: 'srgb' } as unknown as ImageData;
  return readBarcodes(image, { formats: ['QRCode'], tryHarder: true, tryInvert: false });
}
