// The X.509 certificate generator's worker: key generation and signing off the main thread.
import { generatePrivateKey } from '../csr-generator/pkix-common.js';
import { serveWorkerApi } from '../csr-generator/pki-worker.js';
import { buildCertificate } from './x509-certificate-generator.js';

/** What the worker serves (see x509-certificate-generator.ts). */
export const x509WorkerApi = { generatePrivateKey, buildCertificate };
/** The worker's API type, for the page's client. */
export type X509WorkerApi = typeof x509WorkerApi;

serveWorkerApi(x509WorkerApi, self);
