import { WarmPgpWorker } from '../pgp-key-pair-generator/pgp-worker-client.js';
import type { PgpToolRequest, PgpToolResult } from './pgp-tool-run.js';

/**
 * {@link runPgpTool} in a Web Worker (openpgp.js loads there, and a slow job never freezes the
 * page; aborting terminates it); where `Worker` does not exist (Node) it runs in this thread.
 *
 * @param request - the fields.
 * @param job - `signal` (aborting rejects with an `AbortError`).
 * @returns the result.
 */
export async function runPgpToolJob(request: PgpToolRequest, job: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<PgpToolResult> {
  if (typeof Worker === 'undefined') {
    const { runPgpTool } = await import('./pgp-tool-run.js');
    return runPgpTool(request);
  }
  return pgpWorker().run<PgpToolResult>(request, job);
}

let warm: WarmPgpWorker | null = null;

/** The page's PGP worker, started on first use and kept (openpgp.js is parsed once). */
export function pgpWorker(): WarmPgpWorker {
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  return (warm ??= new WarmPgpWorker(() => new Worker(new URL('./pgp-encryption.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-pgp' })));
}

/** Ends the PGP worker (the visitor's Cancel, or leaving the tool); the next job starts a new one. */
export function stopPgpWorker(): void {
  warm?.terminate();
}
