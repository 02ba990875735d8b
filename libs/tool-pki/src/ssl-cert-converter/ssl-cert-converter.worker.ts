// The converter's worker: opens PKCS#12 files and keystores and writes PKCS#12 off the main thread
// (their password-based key derivations take hundreds of milliseconds in JavaScript).
import { ToolInputError } from '@handy-tools/ui/kit';
import { bundleToPkcs12, readBundle } from './ssl-cert-converter.js';
import type { WorkerReply, WorkerRequest } from './worker-client.js';

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  let reply: WorkerReply;
  try {
    const value = request.op === 'read' ? await readBundle(request.input, request.password) : bundleToPkcs12(request.bundle, request.password, request.options);
    reply = { ok: true, value };
  } catch (error) {
    reply = { ok: false, message: error instanceof ToolInputError ? error.message : null, error: String(error) };
  }
  self.postMessage(reply);
};
