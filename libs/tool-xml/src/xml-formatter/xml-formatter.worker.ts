// The XML formatter's worker: formats a large document off the main thread (Comlink), so a
// document of megabytes never freezes the page. Started by the tool through runWorkerJob; a
// newer input or Cancel terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { formatXml, type XmlFormatOptions, type XmlFormatResult } from './xml-formatter.js';

/** The API the worker exposes. */
export interface XmlFormatterWorkerApi {
  /** Runs {@link formatXml}; its ToolInputError reaches the page restored. */
  format(text: string, options: XmlFormatOptions): XmlFormatResult;
}

const api: XmlFormatterWorkerApi = { format: (text, options) => formatXml(text, options) };

exposeWorkerApi(api);
