// The e-mail normaliser's worker: normalises long lists (over WORKER_INPUT_CHARS) off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { normalizeEmails } from './email-normalizer.js';

/** The API the worker exposes. */
export interface EmailNormalizerWorkerApi {
  normalizeEmails: typeof normalizeEmails;
}

exposeWorkerApi({ normalizeEmails } satisfies EmailNormalizerWorkerApi);
