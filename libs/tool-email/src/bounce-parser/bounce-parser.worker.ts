// The bounce parser's worker: parses large bounces (over MESSAGE_WORKER_SIZE) off the main thread (Comlink).
import { expose } from 'comlink';
import { parseBounce } from './bounce-parser.js';

/** The API the worker exposes. */
export interface BounceParserWorkerApi {
  parseBounce: typeof parseBounce;
}

expose({ parseBounce } satisfies BounceParserWorkerApi);
