// The PGP worker: encrypts, decrypts, signs and verifies off the main thread (RSA keys, Argon2
// passphrases and long messages take time); the page cancels by terminating it.
import { servePgpWorker } from '../pgp-key-pair-generator/pgp-worker-client.js';
import { runPgpTool, type PgpToolRequest } from './pgp-tool-run.js';

servePgpWorker<PgpToolRequest>(self as unknown as Parameters<typeof servePgpWorker>[0], (request) => runPgpTool(request));
