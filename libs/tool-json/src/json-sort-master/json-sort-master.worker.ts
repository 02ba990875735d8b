// The JSON sort master worker: sorts large documents off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { sortJson } from './json-sort-master.js';

/** The API the worker exposes. */
export interface JsonSortMasterWorkerApi {
  sortJson: typeof sortJson;
}

exposeWorkerApi({ sortJson } satisfies JsonSortMasterWorkerApi);
