import { ToolInputError } from '@handy-tools/ui/kit';
import { generateKeyPairJwk, type KeyPairSpec } from './generate.js';
import type { KeygenRequest, KeygenResponse } from './keygen.worker.js';

function abortError(): DOMException {
  return new DOMException('The key generation was cancelled.', 'AbortError');
}

/** Whether an error is the `AbortError` of a cancelled job. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * {@link generateKeyPairJwk} in a Web Worker (a fresh one per key; aborting terminates it, which
 * is what stops a long RSA generation). Where `Worker` does not exist (Node, prerendering) it runs
 * in this thread.
 *
 * @param spec - the key kind and size or curve.
 * @param signal - aborting rejects at once with an `AbortError` DOMException.
 * @returns the private JWK.
 * @throws ToolInputError as {@link generateKeyPairJwk}; an `AbortError` when cancelled; an Error
 *   when the worker fails to start.
 */
export async function generateKeyPairInBackground(spec: KeyPairSpec, signal?: AbortSignal): Promise<JsonWebKey> {
  if (signal?.aborted) throw abortError();
  if (typeof Worker === 'undefined') {
    const jwk = await generateKeyPairJwk(spec);
    if (signal?.aborted) throw abortError();
    return jwk;
  }
  // Literal `new Worker(new URL(…), { type: 'module' })`: the bundler emits the worker from it.
  const worker = new Worker(new URL('./keygen.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-keygen' });
  try {
    return await new Promise<JsonWebKey>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(abortError()), { once: true });
      worker.addEventListener('error', (e) => reject(new Error(`The key generation worker failed: ${e.message || 'it could not start'}`)));
      worker.addEventListener('message', (e: MessageEvent<KeygenResponse>) => {
        const data = e.data;
        if (data.ok) resolve(data.jwk);
        else reject(data.inputError ? new ToolInputError(data.message) : new Error(data.message));
      });
      worker.postMessage({ spec } satisfies KeygenRequest);
    });
  } finally {
    worker.terminate();
  }
}
