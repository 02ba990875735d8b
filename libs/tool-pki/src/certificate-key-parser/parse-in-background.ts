import { ToolInputError } from '@handy-tools/ui/kit';
import { parseCertificatesAndKeys, type ParseOptions, type ParseResult } from './certificate-key-parser.js';
import type { ParserReply, ParserRequest } from './certificate-key-parser.worker.js';

/**
 * Whether parsing needs the worker: a passphrase is given and the input holds an encrypted key
 * (PBES2 or legacy PEM encryption), or binary input that may be one.
 *
 * @param input - text or bytes.
 * @param passphrase - the passphrase ('' for none).
 * @returns true when the job should run off the main thread.
 */
export function parserNeedsWorker(input: string | Uint8Array, passphrase: string): boolean {
  if (!passphrase) return false;
  return typeof input !== 'string' || /ENCRYPTED/.test(input);
}

/**
 * {@link parseCertificatesAndKeys} in a fresh worker when {@link parserNeedsWorker} says so (in
 * place otherwise, and where there is no Worker); aborting `signal` terminates the worker.
 *
 * @param input - text or bytes.
 * @param options - as for parseCertificatesAndKeys.
 * @param signal - cancels the job.
 * @returns the parse result.
 * @throws ToolInputError for bad input; an AbortError when cancelled.
 */
export function parseInBackground(input: string | Uint8Array, options: ParseOptions, signal?: AbortSignal): Promise<ParseResult> {
  if (typeof Worker === 'undefined' || !parserNeedsWorker(input, options.passphrase ?? '')) return parseCertificatesAndKeys(input, options);
  return new Promise((resolve, reject) => {
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    const worker = new Worker(new URL('./certificate-key-parser.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-certificate-key-parser' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Cancelled', 'AbortError'));
    };
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<ParserReply>) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      const reply = event.data;
      if (reply.ok) resolve(reply.value);
      else reject(reply.message !== null ? new ToolInputError(reply.message) : new Error(reply.error));
    };
    worker.onerror = (event) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(event.message || 'The parser worker failed.'));
    };
    worker.postMessage({ input, options } satisfies ParserRequest);
  });
}
