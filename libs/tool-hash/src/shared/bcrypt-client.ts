import { proxy, wrap } from 'comlink';
import { ToolInputError } from '@handy-tools/ui/kit';
import { BCRYPT_DEFAULT_COST, BCRYPT_WORKER_THRESHOLD, bcryptCompare, bcryptHash, checkBcryptCost, parseBcryptHash, type BcryptHashOptions } from '../bcrypt/bcrypt.js';
import type { BcryptWorkerApi } from './bcrypt.worker.js';

/** Options of {@link bcryptHashJob} and {@link bcryptCompareJob}. */
export interface BcryptJobOptions {
  /** Called with the fraction done (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Aborting terminates the worker (or, inline, drops the result); the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

function abortError(): DOMException {
  return new DOMException('The bcrypt computation was cancelled.', 'AbortError');
}

/** Whether an error is the cancellation of a bcrypt job. */
export function isBcryptAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function run<T>(cost: number, inline: () => Promise<T>, remote: (api: BcryptWorkerApi) => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) throw abortError();
  if (cost <= BCRYPT_WORKER_THRESHOLD || typeof Worker === 'undefined') {
    const result = await inline();
    if (signal?.aborted) throw abortError();
    return result;
  }
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  const worker = new Worker(new URL('./bcrypt.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-bcrypt' });
  try {
    return await new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(abortError());
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.addEventListener('error', (e) => reject(new Error(`The bcrypt worker failed: ${e.message || 'it could not start'}`)));
      remote(wrap<BcryptWorkerApi>(worker)).then(resolve, (e: unknown) =>
        // Comlink rebuilds thrown errors as plain Errors: restore ours.
        reject(e instanceof Error && e.name === 'ToolInputError' ? new ToolInputError(e.message) : e),
      );
    });
  } finally {
    worker.terminate();
  }
}

/**
 * {@link bcryptHash} with costs above {@link BCRYPT_WORKER_THRESHOLD} in a Web Worker (so the
 * page stays responsive and Cancel can terminate it); lower costs, or where `Worker` does not
 * exist (Node), run in this thread.
 *
 * @param password - the password.
 * @param options - cost, version, salt (see {@link BcryptHashOptions}; `onProgress` is taken from `job`).
 * @param job - progress and cancellation.
 * @returns the bcrypt hash.
 * @throws ToolInputError for a bad cost or salt; a DOMException `AbortError` when cancelled.
 */
export async function bcryptHashJob(password: string, options: Omit<BcryptHashOptions, 'onProgress'>, job: BcryptJobOptions = {}): Promise<string> {
  const cost = options.salt !== undefined ? parseBcryptHash(`${options.salt.trim().slice(0, 29)}${'.'.repeat(31)}`).cost : checkBcryptCost(options.cost ?? BCRYPT_DEFAULT_COST);
  return run(
    cost,
    () => bcryptHash(password, { ...options, onProgress: job.onProgress }),
    (api) => api.hash(password, options, job.onProgress ? proxy(job.onProgress) : undefined),
    job.signal,
  );
}

/**
 * {@link bcryptCompare} in a Web Worker when the hash's cost is above {@link BCRYPT_WORKER_THRESHOLD}.
 *
 * @param password - the password to test.
 * @param hash - the bcrypt hash.
 * @param job - progress and cancellation.
 * @returns true when the password matches.
 * @throws ToolInputError for a malformed hash; a DOMException `AbortError` when cancelled.
 */
export async function bcryptCompareJob(password: string, hash: string, job: BcryptJobOptions = {}): Promise<boolean> {
  const { cost } = parseBcryptHash(hash);
  return run(
    cost,
    () => bcryptCompare(password, hash, job.onProgress),
    (api) => api.compare(password, hash, job.onProgress ? proxy(job.onProgress) : undefined),
    job.signal,
  );
}
