// The e-mail parser's worker: parses large messages (over MESSAGE_WORKER_SIZE) off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { parseEmail } from './email-parser.js';

/** The API the worker exposes. */
export interface EmailParserWorkerApi {
  parseEmail: typeof parseEmail;
}

exposeWorkerApi({ parseEmail } satisfies EmailParserWorkerApi);
