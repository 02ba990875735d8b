// The URL cleaner's worker: runs the tidy-url rules over a long text off the main thread. Started by
// the tool through runWorkerJob; a newer input or Cancel terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { cleanUrls, type CleanOptions, type CleanUrlsResult } from './url-cleaner.js';

/** The API the worker exposes. */
export interface UrlCleanerWorkerApi {
  /** Runs {@link cleanUrls}; its ToolInputError reaches the page restored. */
  clean(text: string, options: CleanOptions): CleanUrlsResult;
}

const api: UrlCleanerWorkerApi = { clean: (text, options) => cleanUrls(text, options) };

exposeWorkerApi(api);
