import { runWorkerJob } from '@handy-tools/compute';
import type { EncodingName } from './tokens.js';
import type { TokensWorkerApi } from './tokens.worker.js';

/**
 * Encodes a text in a worker (for large inputs: WORKER_INPUT_CHARS of @handy-tools/ui).
 *
 * @param text - The text.
 * @param encoding - The encoding.
 * @param signal - Aborts (terminates) the job.
 * @returns The token ids.
 */
export function encodeInWorker(text: string, encoding: EncodingName, signal: AbortSignal): Promise<number[]> {
  return runWorkerJob<TokensWorkerApi, number[]>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./tokens.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-tokens' }),
    (api) => api.encode(text, encoding),
    signal,
  );
}
