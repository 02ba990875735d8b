// The JSON sort master worker: sorts large documents off the main thread (Comlink).
import { expose } from 'comlink';
import { sortJson } from './json-sort-master.js';

/** The API the worker exposes. */
export interface JsonSortMasterWorkerApi {
  sortJson: typeof sortJson;
}

expose({ sortJson } satisfies JsonSortMasterWorkerApi);
