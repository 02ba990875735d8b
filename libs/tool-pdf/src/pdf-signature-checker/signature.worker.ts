// PDF signature checker's worker: parses and verifies the signatures off the page's thread (a
// 50 MB PDF is hashed once per signature); the page terminates it on Cancel.
import { ToolInputError } from '@handy-tools/ui/kit';
import { checkPdfSignatures } from './pdf-signature-checker.js';

/** The worker's answer: the reports, a ToolInputError's message, or a bug. */
export type SignatureAnswer = { value: unknown } | { error: string } | { bug: string };

const scope = globalThis as unknown as {
  postMessage(message: SignatureAnswer): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<Uint8Array>) => void): void;
};

scope.addEventListener('message', (e) => {
  checkPdfSignatures(e.data).then(
    (value) => scope.postMessage({ value }),
    (err: unknown) => {
      if (err instanceof ToolInputError) scope.postMessage({ error: err.message });
      else scope.postMessage({ bug: err instanceof Error ? err.message : String(err) });
    },
  );
});
