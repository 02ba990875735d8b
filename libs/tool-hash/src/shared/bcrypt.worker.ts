// The bcrypt worker: runs bcryptjs off the main thread for high costs, through Comlink.
// Loaded on demand by bcrypt-client.ts; cancel by terminating the worker.
import { exposeWorkerApi } from '@handy-tools/compute';
import { bcryptCompare, bcryptHash, type BcryptHashOptions } from '../bcrypt/bcrypt.js';

/** The API the worker exposes (see bcrypt.ts). */
export interface BcryptWorkerApi {
  /** {@link bcryptHash}; `onProgress` is a `Comlink.proxy`. */
  hash(password: string, options: Omit<BcryptHashOptions, 'onProgress'>, onProgress?: (fraction: number) => void): Promise<string>;
  /** {@link bcryptCompare}; `onProgress` is a `Comlink.proxy`. */
  compare(password: string, hash: string, onProgress?: (fraction: number) => void): Promise<boolean>;
}

// Progress messages going back may fail once the page stops listening; that is not ours to handle.
const relay = (onProgress?: (fraction: number) => void) =>
  onProgress ? (fraction: number) => void Promise.resolve(onProgress(fraction)).catch(() => undefined) : undefined;

const api: BcryptWorkerApi = {
  hash: (password, options, onProgress) => bcryptHash(password, { ...options, onProgress: relay(onProgress) }),
  compare: (password, hash, onProgress) => bcryptCompare(password, hash, relay(onProgress)),
};

exposeWorkerApi(api);
