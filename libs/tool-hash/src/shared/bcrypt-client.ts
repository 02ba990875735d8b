import { proxy, type Remote } from 'comlink';
import { BCRYPT_DEFAULT_COST, BCRYPT_WORKER_THRESHOLD, bcryptCompare, bcryptHash, checkBcryptCost, parseBcryptHash, type BcryptHashOptions } from '../bcrypt/bcrypt.js';
import type { BcryptWorkerApi } from './bcrypt.worker.js';
import { createAbortError as abortError, runWorkerJob } from '@handy-tools/compute';

/** Options of {@link bcryptHashJob} and {@link bcryptCompareJob}. */
export interface BcryptJobOptions {
  /** Called with the fraction done (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Aborting terminates the worker (or, inline, drops the result); the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

async function run<T>(cost: number, inline: () => Promise<T>, remote: (api: Remote<BcryptWorkerApi>) => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) throw abortError();
  if (cost <= BCRYPT_WORKER_THRESHOLD || typeof Worker === 'undefined') {
    const result = await inline();
    if (signal?.aborted) throw abortError();
    return result;
  }
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  return runWorkerJob<BcryptWorkerApi, T>(() => new Worker(new URL('./bcrypt.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-bcrypt' }), remote, signal);
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
