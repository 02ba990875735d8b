// The decoder tools' worker: decodes an image (any format the browser reads) and finds its barcodes
// with zxing-wasm, whose WASM is served from the app (Vite emits it for the `?url` import).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { ScanRequest, ScanResponse } from './scan-protocol.js';
import { builtInImageFormat, configureZXingWasm, readCodes, type PixelImage } from './zxing.js';

configureZXingWasm({ url: wasmUrl });

async function toInput(image: Blob | PixelImage): Promise<Uint8Array | PixelImage> {
  if (!(image instanceof Blob)) return image;
  const bytes = new Uint8Array(await image.arrayBuffer());
  if (builtInImageFormat(bytes) !== null || typeof createImageBitmap !== 'function') return bytes;
  // WebP, AVIF, SVG…: the browser decodes, zxing reads the pixels.
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image);
  } catch {
    return bytes; // readCodes explains that this is not an image it can open
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  return { data, width, height };
}

self.addEventListener('message', (event: MessageEvent<ScanRequest>) => {
  const { id, image, options } = event.data;
  const post = (message: ScanResponse) => self.postMessage(message);
  post({ id, stage: 'decoding' });
  toInput(image)
    .then((input) => {
      post({ id, stage: 'reading' });
      return readCodes(input, options);
    })
    .then(
      (codes) => post({ id, codes }),
      (error: unknown) => post({ id, error: { name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) } }),
    );
});
