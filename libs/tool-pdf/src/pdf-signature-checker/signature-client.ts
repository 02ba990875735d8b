import { ToolInputError } from '@handy-tools/ui/kit';
import type { PdfSignatureReport } from './pdf-signature-checker.js';
import type { SignatureAnswer } from './signature.worker.js';

/** The worker kept between checks (pkijs loaded once), and when it is let go. */
let warm: Worker | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
const IDLE_MS = 60_000;

/**
 * Checks a PDF's signatures in the tool's worker, started on first use and kept for the next
 * check (one at a time); aborting `signal` terminates it, and it is terminated after a minute
 * without checks.
 *
 * @param pdf - the PDF's bytes (transferred: pass a copy).
 * @param signal - aborts the job (rejects with an `AbortError` DOMException).
 * @returns the reports; rejects with the ToolInputError the logic threw, or an Error for a bug.
 */
export function runSignatureCheck(pdf: Uint8Array, signal: AbortSignal): Promise<PdfSignatureReport[]> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('Cancelled', 'AbortError'));
    clearTimeout(idleTimer);
    const worker = (warm ??= new Worker(new URL('./signature.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-pdf-signatures' }));
    const detach = () => {
      signal.removeEventListener('abort', stop);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
    };
    const kill = () => {
      worker.terminate();
      if (warm === worker) warm = null;
    };
    function stop() {
      detach();
      kill();
      reject(new DOMException('Cancelled', 'AbortError'));
    }
    function onMessage(e: MessageEvent<SignatureAnswer>) {
      detach();
      idleTimer = setTimeout(kill, IDLE_MS);
      const a = e.data;
      if ('value' in a) resolve(a.value as PdfSignatureReport[]);
      else if ('error' in a) reject(new ToolInputError(a.error));
      else {
        kill();
        reject(new Error(a.bug));
      }
    }
    function onError(e: ErrorEvent) {
      detach();
      kill();
      reject(new Error(e.message || 'The worker failed.'));
    }
    signal.addEventListener('abort', stop, { once: true });
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.postMessage(pdf, [pdf.buffer as ArrayBuffer]);
  });
}
