// The HMAC worker: the HMAC of a long message (a pasted 2 MB text) off the main thread
// (Comlink). Started by HmacGeneratorTool through runWorkerJob; a newer input terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { computeHmac, type HmacRequest } from './hmac-generator.js';

/** The API the worker exposes. */
export interface HmacWorkerApi {
  /** {@link computeHmac}; its ToolInputError reaches the page restored. */
  computeHmac(request: HmacRequest): string;
}

const api: HmacWorkerApi = { computeHmac: (request) => computeHmac(request) };

exposeWorkerApi(api);
