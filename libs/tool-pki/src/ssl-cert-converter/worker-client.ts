import { ToolInputError } from '@handy-tools/ui/kit';
import { type Bundle, bundleToPkcs12, type Pkcs12Options, readBundle } from './ssl-cert-converter.js';

/** A job for the converter's worker. */
export type WorkerRequest =
  | { op: 'read'; input: string | Uint8Array; password: string }
  | { op: 'pkcs12'; bundle: Pick<Bundle, 'certificates' | 'keys'>; password: string; options: Pkcs12Options };

/** The worker's answer: the value, or a message for users (`message`) or a bug (`error`). */
export type WorkerReply = { ok: true; value: Bundle | Uint8Array } | { ok: false; message: string | null; error: string };

/**
 * Runs a job in a fresh worker (terminated when done or when `signal` aborts); where there is no
 * Worker (Node, prerendering) the job runs in place.
 *
 * @param request - the job.
 * @param signal - aborts the job (the worker is terminated).
 * @returns the job's value.
 * @throws ToolInputError for bad input; an AbortError when aborted.
 */
function run(request: WorkerRequest, signal?: AbortSignal): Promise<Bundle | Uint8Array> {
  if (typeof Worker === 'undefined') {
    return request.op === 'read' ? readBundle(request.input, request.password) : Promise.resolve(bundleToPkcs12(request.bundle, request.password, request.options));
  }
  return new Promise((resolve, reject) => {
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    const worker = new Worker(new URL('./ssl-cert-converter.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-ssl-cert-converter' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Cancelled', 'AbortError'));
    };
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      const reply = event.data;
      if (reply.ok) resolve(reply.value);
      else reject(reply.message !== null ? new ToolInputError(reply.message) : new Error(reply.error));
    };
    worker.onerror = (event) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(event.message || 'The converter worker failed.'));
    };
    worker.postMessage(request);
  });
}

/** Whether reading these bytes needs the worker (a PKCS#12 file or a Java keystore). */
export function needsWorker(input: string | Uint8Array): boolean {
  if (typeof input === 'string') return false;
  return input[0] === 0xfe || input[0] === 0xce || (input[0] === 0x30 && isPfxVersion(input));
}

/** A PFX starts SEQUENCE { INTEGER 3, … } (RFC 7292 §4). */
function isPfxVersion(der: Uint8Array): boolean {
  const lengthBytes = (der[1] ?? 0) & 0x80 ? ((der[1] ?? 0) & 0x7f) + 2 : 2;
  return der[lengthBytes] === 0x02 && der[lengthBytes + 1] === 0x01 && der[lengthBytes + 2] === 0x03;
}

/**
 * Reads a bundle, in the worker when the input is a PKCS#12 file or a keystore.
 *
 * @param input - text or bytes.
 * @param password - the file's or key's password.
 * @param signal - cancels the job.
 * @returns the bundle.
 */
export async function readBundleInBackground(input: string | Uint8Array, password: string, signal?: AbortSignal): Promise<Bundle> {
  if (!needsWorker(input)) return readBundle(input, password);
  return (await run({ op: 'read', input, password }, signal)) as Bundle;
}

/**
 * Writes a PKCS#12 file in the worker.
 *
 * @param bundle - certificates and key.
 * @param password - the export password.
 * @param options - encryption and friendly name.
 * @param signal - cancels the job.
 * @returns the .pfx bytes.
 */
export async function pkcs12InBackground(bundle: Pick<Bundle, 'certificates' | 'keys'>, password: string, options: Pkcs12Options, signal?: AbortSignal): Promise<Uint8Array> {
  return (await run({ op: 'pkcs12', bundle, password, options }, signal)) as Uint8Array;
}
