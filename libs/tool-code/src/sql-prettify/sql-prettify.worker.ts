// The SQL formatter's worker: formats big inputs off the main thread (Comlink).
import { expose } from 'comlink';
import { sqlPrettify } from './sql-prettify.js';

/** The API the worker exposes. */
export interface SqlPrettifyWorkerApi {
  sqlPrettify: typeof sqlPrettify;
}

expose({ sqlPrettify } satisfies SqlPrettifyWorkerApi);
