import { ToolInputError } from '@handy-tools/ui/kit';
import type { ScanRequest, ScanResponse, ScanStage } from './scan-protocol.js';
import { readCodes, type PixelImage, type ReadCodesOptions, type ScannedCode } from './zxing.js';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (codes: ScannedCode[]) => void; reject: (error: unknown) => void; onStage?: (stage: ScanStage) => void }>();

const abortError = () => new DOMException('The scan was cancelled.', 'AbortError');

function stopWorker(error: unknown) {
  worker?.terminate();
  worker = null;
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function startWorker(): Worker {
  // Kept between scans: the 0.9 MB WASM is compiled once per visit, not per image or camera frame.
  const w = new Worker(new URL('./scan.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-scan' });
  w.addEventListener('message', (event: MessageEvent<ScanResponse>) => {
    const data = event.data;
    const job = pending.get(data.id);
    if (!job) return;
    if ('stage' in data) return job.onStage?.(data.stage);
    pending.delete(data.id);
    if ('codes' in data) job.resolve(data.codes);
    else job.reject(data.error.name === 'ToolInputError' ? new ToolInputError(data.error.message) : new Error(data.error.message));
  });
  w.addEventListener('error', (e) => stopWorker(new Error(`The barcode reader failed to start: ${e.message || 'the worker could not load'}`)));
  return w;
}

/**
 * Finds the barcodes in an image in a Web Worker (zxing-wasm), so the page never freezes; where
 * there is no `Worker` (Node, prerender) it reads in this thread.
 *
 * @param image - an image file (any format the browser decodes) or RGBA pixels (a camera frame).
 * @param options - formats and effort ({@link ReadCodesOptions}).
 * @param signal - aborting terminates the worker (the next scan starts a new one) and rejects with an `AbortError`.
 * @param onStage - called as the worker decodes the image, then reads it.
 * @returns the codes found (empty when none).
 * @throws ToolInputError for a file that is not a readable image; `AbortError` when cancelled.
 */
export async function scanImage(image: Blob | PixelImage, options: ReadCodesOptions, signal?: AbortSignal, onStage?: (stage: ScanStage) => void): Promise<ScannedCode[]> {
  if (signal?.aborted) throw abortError();
  if (typeof Worker === 'undefined') return readCodes(image instanceof Blob ? new Uint8Array(await image.arrayBuffer()) : image, options);
  worker ??= startWorker();
  const id = nextId++;
  return new Promise<ScannedCode[]>((resolve, reject) => {
    // Aborting a running scan ends the worker; once the scan has settled, aborting does nothing.
    const onAbort = () => stopWorker(abortError());
    const settle = () => signal?.removeEventListener('abort', onAbort);
    pending.set(id, {
      resolve: (codes) => {
        settle();
        resolve(codes);
      },
      reject: (error) => {
        settle();
        reject(error);
      },
      onStage,
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    const request: ScanRequest = { id, image, options };
    worker!.postMessage(request);
  });
}

/** Ends the worker (when the tool unmounts). */
export function stopScanWorker(): void {
  if (worker) stopWorker(abortError());
}
