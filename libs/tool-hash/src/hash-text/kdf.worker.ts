// The password hashing worker: Argon2 and PBKDF2 off the main thread, through Comlink. Loaded on
// demand by kdf-client.ts; cancelled by terminating the worker.
import { exposeWorkerApi } from '@handy-tools/compute';
import { deriveKey, type KdfRequest, type KdfResult } from './kdf.js';

/** The API the worker exposes (see kdf.ts). */
export interface KdfWorkerApi {
  /** {@link deriveKey}; `onProgress` is a `Comlink.proxy`. */
  deriveKey(request: KdfRequest, onProgress?: (fraction: number) => void): Promise<KdfResult>;
}

const api: KdfWorkerApi = {
  // Progress messages going back may fail once the page stops listening; that is not ours to handle.
  deriveKey: (request, onProgress) =>
    deriveKey(request, onProgress ? (fraction) => void Promise.resolve(onProgress(fraction)).catch(() => undefined) : undefined),
};

exposeWorkerApi(api);
