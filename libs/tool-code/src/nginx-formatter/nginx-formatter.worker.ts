// The nginx formatter's worker: formats big files off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { formatNginxConfig } from './nginx-formatter.js';

/** The API the worker exposes. */
export interface NginxFormatterWorkerApi {
  formatNginxConfig: typeof formatNginxConfig;
}

exposeWorkerApi({ formatNginxConfig } satisfies NginxFormatterWorkerApi);
