// The HTML text extractor's worker: converts a large page off the main thread (Comlink). Started
// by the tool through runWorkerJob; a newer input or Cancel terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { extractTextFromHtml, type ExtractTextOptions, type ExtractTextResult } from './extract-text-from-html.js';

/** The API the worker exposes. */
export interface ExtractTextWorkerApi {
  /** Runs {@link extractTextFromHtml}; its ToolInputError reaches the page restored. */
  extract(html: string, options: ExtractTextOptions): ExtractTextResult;
}

const api: ExtractTextWorkerApi = { extract: (html, options) => extractTextFromHtml(html, options) };

exposeWorkerApi(api);
