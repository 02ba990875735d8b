// The Outlook parser's worker: reads big .msg files (over MESSAGE_WORKER_SIZE bytes) off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { parseOutlookMessage } from './outlook-parser.js';

/** The API the worker exposes. */
export interface OutlookParserWorkerApi {
  parseOutlookMessage: typeof parseOutlookMessage;
}

exposeWorkerApi({ parseOutlookMessage } satisfies OutlookParserWorkerApi);
