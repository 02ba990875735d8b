// The CSR generator's worker: key generation and signing off the main thread.
import { buildCsr, generatePrivateKey } from './csr-generator.js';
import { serveWorkerApi } from './pki-worker.js';

/** What the worker serves (see csr-generator.ts). */
export const csrWorkerApi = { generatePrivateKey, buildCsr };
/** The worker's API type, for the page's client. */
export type CsrWorkerApi = typeof csrWorkerApi;

serveWorkerApi(csrWorkerApi, self);
