import type { PgpKeyOptions, PgpKeyPair } from './keygen-options.js';
import { runPgpWorker } from './pgp-worker-client.js';

/**
 * {@link generatePgpKeyPair} in a Web Worker (so RSA 4096 never freezes the page and Cancel
 * terminates it); where `Worker` does not exist (Node, prerendering) it runs in this thread.
 *
 * @param options - the key options.
 * @param job - `onProgress` (fraction) and `signal` (aborting rejects with an `AbortError`).
 * @returns the key pair.
 * @throws ToolInputError for bad options.
 */
export async function generatePgpKeyPairJob(options: PgpKeyOptions, job: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<PgpKeyPair> {
  if (typeof Worker === 'undefined') {
    const { generatePgpKeyPair } = await import('./pgp-key-pair-generator.js');
    return generatePgpKeyPair(options, job.onProgress);
  }
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  return runPgpWorker<PgpKeyPair>(() => new Worker(new URL('./keygen.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-pgp-keygen' }), options, job);
}
