// The nginx formatter's worker: formats big files off the main thread (Comlink).
import { expose } from 'comlink';
import { formatNginxConfig } from './nginx-formatter.js';

/** The API the worker exposes. */
export interface NginxFormatterWorkerApi {
  formatNginxConfig: typeof formatNginxConfig;
}

expose({ formatNginxConfig } satisfies NginxFormatterWorkerApi);
