// The hashing worker: exposes the compute core's hashBlob through Comlink. Loaded on demand
// by client.ts (new Worker(new URL('./hash.worker.js', import.meta.url), { type: 'module' })).
import { exposeWorkerApi } from '../worker-job.js';
import type { HashAlgorithm } from './algorithms.js';
import { createHasher, hashBlob, hashLongText, type HashProgressCallback } from './hash.js';
import { measureFreshMemoryCost, type WebCryptoMode } from './strategy.js';

/** Progress messages to the page are at least this many milliseconds apart (the last one always goes). */
const PROGRESS_INTERVAL_MS = 50;

/** The API the worker exposes. Cancel by terminating the worker. */
export interface HashWorkerApi {
  /**
   * Hashes a Blob/File (see `hashBlob`).
   *
   * @param blob - the input (structured-cloned: no copy of the bytes).
   * @param algorithms - the digests wanted.
   * @param options - chunk size, WebCrypto limit and read-ahead.
   * @param onProgress - a `Comlink.proxy` of the progress callback, or undefined; called at most
   *   every 50 ms, and with the total at the end.
   * @returns digests keyed by algorithm (digest buffers are transferred).
   */
  hashBlob(
    blob: Blob,
    algorithms: HashAlgorithm[],
    options: { chunkSize?: number; webCryptoMaxBytes?: number; webCrypto?: WebCryptoMode; readAhead?: number },
    onProgress?: HashProgressCallback,
  ): Promise<Partial<Record<HashAlgorithm, Uint8Array>>>;

  /**
   * Hashes a text, encoded here as UTF-8, with `hashLongText`: the page posts the string (a copy of
   * its characters; no encoding on the page's thread).
   *
   * @param text - the message.
   * @param algorithms - the digests wanted.
   * @param options - the WebCrypto size limit.
   * @param onProgress - as for `hashBlob`, but in UTF-16 code units of the text.
   * @returns digests keyed by algorithm.
   */
  hashText(
    text: string,
    algorithms: HashAlgorithm[],
    options: { webCryptoMaxBytes?: number },
    onProgress?: HashProgressCallback,
  ): Promise<Partial<Record<HashAlgorithm, Uint8Array>>>;
}

/** Forwards progress at most every {@link PROGRESS_INTERVAL_MS}, always the first and last call. */
function throttled(onProgress: HashProgressCallback): HashProgressCallback {
  let last = -Infinity;
  return (done, total) => {
    const now = performance.now();
    if (done !== 0 && done !== total && now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    // Comlink turns each call into a message; errors on the way back are not ours to handle.
    void Promise.resolve(onProgress(done, total)).catch(() => undefined);
  };
}

const api: HashWorkerApi = {
  hashBlob: (blob, algorithms, options, onProgress) => hashBlob(blob, algorithms, { ...options, onProgress: onProgress ? throttled(onProgress) : undefined }),
  hashText: (text, algorithms, options, onProgress) =>
    hashLongText(text, algorithms, { ...options, onProgress: onProgress ? throttled(onProgress) : undefined }),
};

// Done now, while the worker waits for its first file (workers are started ahead of use), so that
// hashing starts at once: the measurement that chooses between the whole-input and the streamed
// path, and the compilation of the most used WASM hasher (hash-wasm caches compiled modules).
measureFreshMemoryCost();
createHasher('SHA-256').catch(() => undefined);

exposeWorkerApi(api);
