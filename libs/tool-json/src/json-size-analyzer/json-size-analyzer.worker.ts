// The JSON size analyzer worker: measures big documents off the main thread (Comlink).
// Loaded on demand by json-size-client.ts; cancelled by terminating the worker.
import { expose } from 'comlink';
import { analyzeJsonSizeOutcome, type AnalyzeJsonSizeOptions, type JsonSizeOutcome } from './json-size-analyzer.js';

/** The API the worker exposes. */
export interface JsonSizeWorkerApi {
  /** {@link analyzeJsonSizeOutcome} of a document. */
  analyze(text: string, options: AnalyzeJsonSizeOptions): JsonSizeOutcome;
}

const api: JsonSizeWorkerApi = { analyze: analyzeJsonSizeOutcome };

expose(api);
