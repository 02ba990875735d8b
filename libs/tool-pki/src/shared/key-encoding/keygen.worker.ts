// The key generation worker: runs crypto.subtle.generateKey off the page's thread (an RSA 4096
// or 8192 key takes seconds) and answers with the private JWK. Cancel terminates the worker.
import { ToolInputError } from '@handy-tools/ui/kit';
import { generateKeyPairJwk, type KeyPairSpec } from './generate.js';

/** A message to the worker. */
export interface KeygenRequest {
  spec: KeyPairSpec;
}

/** The worker's answer. */
export type KeygenResponse = { ok: true; jwk: JsonWebKey } | { ok: false; message: string; inputError: boolean };

self.addEventListener('message', (event: MessageEvent<KeygenRequest>) => {
  generateKeyPairJwk(event.data.spec).then(
    (jwk) => self.postMessage({ ok: true, jwk } satisfies KeygenResponse),
    (e: unknown) => self.postMessage({ ok: false, message: e instanceof Error ? e.message : String(e), inputError: e instanceof ToolInputError } satisfies KeygenResponse),
  );
});
