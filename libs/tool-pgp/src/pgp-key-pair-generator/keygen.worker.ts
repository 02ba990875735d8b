// The key generation worker: openpgp's generateKey off the main thread (RSA 4096 takes seconds);
// the page cancels by terminating it.
import { servePgpWorker } from './pgp-worker-client.js';
import { generatePgpKeyPair, type PgpKeyOptions } from './pgp-key-pair-generator.js';

servePgpWorker<PgpKeyOptions>(self as unknown as Parameters<typeof servePgpWorker>[0], (options, onProgress) => generatePgpKeyPair(options, onProgress));
