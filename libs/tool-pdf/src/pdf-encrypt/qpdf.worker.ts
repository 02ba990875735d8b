// The PDF tools' worker: runs qpdf (WebAssembly, served from the app's own origin) off the page's
// thread, posts write progress, and answers once; the page terminates it on Cancel.
import { ToolInputError } from '@handy-tools/ui/kit';
import qpdfWasmUrl from '@neslinesli93/qpdf-wasm/dist/qpdf.wasm?url';
import { linearizePdf, type ObjectStreamsMode } from '../pdf-linearize/pdf-linearize.js';
import { unlockPdf } from '../pdf-unlock/pdf-unlock.js';
import { encryptPdf, type PdfEncryptOptions } from './pdf-encrypt.js';

/** A job for the worker. */
export type QpdfJob =
  | { kind: 'encrypt'; pdf: Uint8Array; options: PdfEncryptOptions }
  | { kind: 'unlock'; pdf: Uint8Array; password: string }
  | { kind: 'linearize'; pdf: Uint8Array; password: string; objectStreams: ObjectStreamsMode };

/** The worker's messages: progress (0–100), then a value, a ToolInputError's message, or a bug. */
export type QpdfAnswer = { progress: number } | { value: unknown } | { error: string } | { bug: string };

const scope = globalThis as unknown as {
  postMessage(message: QpdfAnswer, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<QpdfJob>) => void): void;
};

scope.addEventListener('message', (e) => {
  const job = e.data;
  const qpdf = { wasmUrl: new URL(qpdfWasmUrl, self.location.href).href, onProgress: (progress: number) => scope.postMessage({ progress }) };
  const run = async (): Promise<{ pdf: Uint8Array }> => {
    if (job.kind === 'encrypt') return encryptPdf(job.pdf, job.options, qpdf);
    if (job.kind === 'unlock') return unlockPdf(job.pdf, job.password, qpdf);
    return linearizePdf(job.pdf, { password: job.password, objectStreams: job.objectStreams }, qpdf);
  };
  run().then(
    (value) => scope.postMessage({ value }, [value.pdf.buffer as ArrayBuffer]),
    (err: unknown) => {
      if (err instanceof ToolInputError) scope.postMessage({ error: err.message });
      else scope.postMessage({ bug: err instanceof Error ? err.message : String(err) });
    },
  );
});
