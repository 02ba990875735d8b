// The bounce parser's worker: parses large bounces (over MESSAGE_WORKER_SIZE) off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { parseBounce } from './bounce-parser.js';

/** The API the worker exposes. */
export interface BounceParserWorkerApi {
  parseBounce: typeof parseBounce;
}

exposeWorkerApi({ parseBounce } satisfies BounceParserWorkerApi);
