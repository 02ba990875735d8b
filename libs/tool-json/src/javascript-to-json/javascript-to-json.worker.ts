// The JavaScript to JSON worker: converts large documents off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { javascriptToJson } from './javascript-to-json.js';

/** The API the worker exposes. */
export interface JavascriptToJsonWorkerApi {
  javascriptToJson: typeof javascriptToJson;
}

exposeWorkerApi({ javascriptToJson } satisfies JavascriptToJsonWorkerApi);
