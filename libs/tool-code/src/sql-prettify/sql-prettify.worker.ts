// The SQL formatter's worker: formats big inputs off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { sqlPrettify } from './sql-prettify.js';

/** The API the worker exposes. */
export interface SqlPrettifyWorkerApi {
  sqlPrettify: typeof sqlPrettify;
}

exposeWorkerApi({ sqlPrettify } satisfies SqlPrettifyWorkerApi);
