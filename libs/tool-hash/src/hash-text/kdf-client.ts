import { proxy } from 'comlink';
import { createAbortError, runWorkerJob } from '@handy-tools/compute';
import { deriveKey, type KdfRequest, type KdfResult } from './kdf.js';
import type { KdfWorkerApi } from './kdf.worker.js';

/** Options of {@link deriveKeyJob}. */
export interface KdfJobOptions {
  /** Argon2: called with the fraction done (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Aborting terminates the worker; the promise rejects with an `AbortError` DOMException. */
  signal?: AbortSignal;
}

/**
 * {@link deriveKey} in a Web Worker, so that Argon2 and PBKDF2 at real costs never freeze the page
 * and Cancel stops them at once; where `Worker` does not exist (Node), in this thread.
 *
 * @param request - algorithm, password, salt, Argon2's optional secret key K and parameters (the
 *   secret goes to the worker with the rest of the request, in memory only).
 * @param options - progress callback and abort signal.
 * @returns the derived key (and Argon2's encoded string).
 * @throws ToolInputError for bad input (see `deriveKey`); an `AbortError` DOMException when
 *   cancelled (test with `isAbortError`); an Error when the worker fails.
 */
export async function deriveKeyJob(request: KdfRequest, options: KdfJobOptions = {}): Promise<KdfResult> {
  const { signal, onProgress } = options;
  if (typeof Worker === 'undefined') {
    if (signal?.aborted) throw createAbortError();
    const result = await deriveKey(request, onProgress);
    if (signal?.aborted) throw createAbortError();
    return result;
  }
  return runWorkerJob<KdfWorkerApi, KdfResult>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./kdf.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-kdf' }),
    (api) => api.deriveKey(request, onProgress ? proxy(onProgress) : undefined),
    signal,
  );
}
