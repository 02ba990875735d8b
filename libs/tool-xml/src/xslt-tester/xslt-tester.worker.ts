// The XSLT tester's worker: every transformation runs here, never on the page — a stylesheet is a
// program (recursion, loops over large documents). Started by the tool through runWorkerJob; a
// newer input, Cancel or the time limit terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { transformXml, type XsltTestOptions, type XsltTestResult } from './xslt-tester.js';

/** The API the worker exposes. */
export interface XsltTesterWorkerApi {
  /** Runs {@link transformXml}; its ToolInputError reaches the page restored. */
  transform(xml: string, xslt: string, options: XsltTestOptions): XsltTestResult;
}

const api: XsltTesterWorkerApi = { transform: (xml, xslt, options) => transformXml(xml, xslt, options) };

exposeWorkerApi(api);
