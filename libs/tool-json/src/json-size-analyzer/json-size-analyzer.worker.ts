// The JSON size analyzer worker: measures big documents off the main thread (Comlink).
// Started by JsonSizeAnalyzerTool through runWorkerJob (useDocumentResult); cancelled by terminating it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { analyzeJsonSize, type AnalyzeJsonSizeOptions, type JsonSizeReport } from './json-size-analyzer.js';

/** The API the worker exposes. */
export interface JsonSizeWorkerApi {
  /** {@link analyzeJsonSize} of a document (a ToolInputError comes back as the job's error). */
  analyze(text: string, options: AnalyzeJsonSizeOptions): JsonSizeReport;
}

const api: JsonSizeWorkerApi = { analyze: analyzeJsonSize };

exposeWorkerApi(api);
