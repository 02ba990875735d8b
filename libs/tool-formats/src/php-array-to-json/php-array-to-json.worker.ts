// The PHP array to JSON worker: converts large files off the main thread (Comlink). Its own
// worker (not the family's formats worker) so php-parser loads only for this tool.
import { exposeWorkerApi } from '@handy-tools/compute';
import { phpArrayToJson } from './php-array-to-json.js';

/** The API the worker exposes. */
export interface PhpArrayToJsonWorkerApi {
  phpArrayToJson: typeof phpArrayToJson;
}

exposeWorkerApi({ phpArrayToJson } satisfies PhpArrayToJsonWorkerApi);
