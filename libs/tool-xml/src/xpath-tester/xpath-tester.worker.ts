// The XPath tester's worker: parses a large document and evaluates the expression off the main
// thread (Comlink). Started by the tool through runWorkerJob; a newer input or Cancel terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { testXPath, type XPathTestOptions, type XPathTestResult } from './xpath-tester.js';

/** The API the worker exposes. */
export interface XpathTesterWorkerApi {
  /** Runs {@link testXPath}; its ToolInputError reaches the page restored. */
  test(xml: string, expression: string, options: XPathTestOptions): XPathTestResult;
}

const api: XpathTesterWorkerApi = { test: (xml, expression, options) => testXPath(xml, expression, options) };

exposeWorkerApi(api);
