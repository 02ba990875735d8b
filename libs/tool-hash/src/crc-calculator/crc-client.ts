import { proxy } from 'comlink';
import { runWorkerJob } from '@handy-tools/compute';
import type { ByteInputEncoding } from '@handy-tools/bytes';
import { crcOfBlob, crcOfInput, type CrcBlobOptions, type CrcValues } from './crc-calculator.js';
import type { CrcWorkerApi } from './crc.worker.js';

/**
 * Every CRC of a file, computed in a Web Worker so the page stays responsive on large files;
 * where `Worker` does not exist (Node), in this thread.
 *
 * @param file - the file or blob.
 * @param options - progress callback (bytes done, total) and abort signal; aborting terminates
 *   the worker.
 * @returns each algorithm's value.
 * @throws ToolInputError when the file cannot be read; an `AbortError` DOMException (worker) or
 *   the signal's reason (in this thread) when cancelled.
 */
export function crcOfFile(file: Blob, options: Pick<CrcBlobOptions, 'onProgress' | 'signal'> = {}): Promise<CrcValues> {
  if (typeof Worker === 'undefined') return crcOfBlob(file, options);
  return runWorkerJob<CrcWorkerApi, CrcValues>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./crc.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-crc' }),
    (api) => api.crcOfBlob(file, options.onProgress ? proxy(options.onProgress) : undefined),
    options.signal,
  );
}

/**
 * Every CRC of a text input ({@link crcOfInput}), computed in a Web Worker (for a long text: ~100
 * CRCs of megabytes would block the page for seconds); where `Worker` does not exist, in this thread.
 *
 * @param text - the input as typed or pasted.
 * @param encoding - how to read it: `text` (UTF-8), `hex` or `base64`.
 * @param signal - aborting terminates the worker.
 * @returns each algorithm's value.
 * @throws ToolInputError when the text is not valid in its format (with the position); an
 *   `AbortError` DOMException when cancelled.
 */
export function crcOfInputInWorker(text: string, encoding: ByteInputEncoding, signal?: AbortSignal): Promise<CrcValues> {
  if (typeof Worker === 'undefined') return crcOfInput(text, encoding);
  return runWorkerJob<CrcWorkerApi, CrcValues>(
    () => new Worker(new URL('./crc.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-crc' }),
    (api) => api.crcOfInput(text, encoding),
    signal,
  );
}
