import { ToolInputError } from '@handy-tools/ui/kit';
import { barcodeSvg, SYMBOLOGY_INFO, type BarcodeSettings, type BarcodeSvg } from './barcode-generator.js';

/**
 * 2D data from this many characters on is drawn in a Web Worker, with progress and Cancel. Measured
 * (Node 24, 2-core machine under load): a 2,000-character QR code takes ~800 ms, Aztec 1,500 ~700 ms,
 * PDF417 and Data Matrix 1,000 ~200 ms; about 0.4 ms a character, so 120 characters stay under ~50 ms.
 */
export const BARCODE_WORKER_CHARS = 120;

/**
 * Whether some settings are drawn in the worker.
 *
 * @param settings - the generator's settings.
 * @returns true for 2D symbologies with at least {@link BARCODE_WORKER_CHARS} characters.
 */
export function drawsInWorker(settings: BarcodeSettings): boolean {
  return SYMBOLOGY_INFO[settings.symbology].twoD && settings.text.length >= BARCODE_WORKER_CHARS;
}

/**
 * Draws a barcode in a fresh Web Worker (where there is none, in this thread).
 *
 * @param settings - the generator's settings.
 * @param signal - aborting terminates the worker and rejects with an `AbortError`.
 * @returns {@link BarcodeSvg}.
 * @throws ToolInputError for bad data (as {@link barcodeSvg}).
 */
export function drawInWorker(settings: BarcodeSettings, signal?: AbortSignal): Promise<BarcodeSvg> {
  if (typeof Worker === 'undefined') return Promise.resolve().then(() => barcodeSvg(settings));
  return new Promise<BarcodeSvg>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Cancelled', 'AbortError'));
    const worker = new Worker(new URL('./barcode.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-barcode' });
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      end();
      reject(new DOMException('Cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<{ value?: BarcodeSvg; error?: { name: string; message: string } }>) => {
      end();
      const { value, error } = event.data;
      if (value) resolve(value);
      else reject(error?.name === 'ToolInputError' ? new ToolInputError(error.message) : new Error(error?.message ?? 'The barcode worker failed.'));
    });
    worker.addEventListener('error', (e) => {
      end();
      reject(new Error(`The barcode worker failed: ${e.message || 'it could not start'}`));
    });
    worker.postMessage(settings);
  });
}
