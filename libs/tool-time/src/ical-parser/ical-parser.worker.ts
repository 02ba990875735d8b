// The iCalendar parser's worker: parses a large .ics text off the main thread (Comlink), so a
// calendar of megabytes (ical.js needs ~0.5 s per MB) never freezes the page. Started by the
// tool through runWorkerJob; a newer input or Cancel terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { parseIcs, type IcsParseOptions, type IcsParseResult } from './ical-parser.js';

/** The API the worker exposes. */
export interface IcalParserWorkerApi {
  /** Runs {@link parseIcs}; its ToolInputError reaches the page restored. */
  parse(text: string, options: IcsParseOptions): IcsParseResult;
}

const api: IcalParserWorkerApi = { parse: (text, options) => parseIcs(text, options) };

exposeWorkerApi(api);
