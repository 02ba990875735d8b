// The JavaScript to JSON worker: converts large documents off the main thread (Comlink).
import { expose } from 'comlink';
import { javascriptToJson } from './javascript-to-json.js';

/** The API the worker exposes. */
export interface JavascriptToJsonWorkerApi {
  javascriptToJson: typeof javascriptToJson;
}

expose({ javascriptToJson } satisfies JavascriptToJsonWorkerApi);
