// The hashing worker: exposes the compute core's hashBlob through Comlink. Loaded on demand
// by client.ts (new Worker(new URL('./hash.worker.js', import.meta.url), { type: 'module' })).
import { expose } from 'comlink';
import type { HashAlgorithm } from './algorithms.js';
import { hashBlob, type HashProgressCallback } from './hash.js';

/** The API the worker exposes. Cancel by terminating the worker. */
export interface HashWorkerApi {
  /**
   * Hashes a Blob/File (see `hashBlob`).
   *
   * @param blob - the input (structured-cloned: no copy of the bytes).
   * @param algorithms - the digests wanted.
   * @param options - chunk size, WebCrypto limit and read-ahead.
   * @param onProgress - a `Comlink.proxy` of the progress callback, or undefined.
   * @returns digests keyed by algorithm (digest buffers are transferred).
   */
  hashBlob(
    blob: Blob,
    algorithms: HashAlgorithm[],
    options: { chunkSize?: number; webCryptoMaxBytes?: number; readAhead?: number },
    onProgress?: HashProgressCallback,
  ): Promise<Partial<Record<HashAlgorithm, Uint8Array>>>;
}

const api: HashWorkerApi = {
  hashBlob: (blob, algorithms, options, onProgress) =>
    hashBlob(blob, algorithms, {
      ...options,
      // Comlink turns each call into a message; errors on the way back are not ours to handle.
      onProgress: onProgress ? (done, total) => void Promise.resolve(onProgress(done, total)).catch(() => undefined) : undefined,
    }),
};

expose(api);
