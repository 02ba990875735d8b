// The iCalendar merger's worker: parses and merges large calendars off the main thread. Started by
// the tool through runWorkerJob; a newer input or Cancel terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { mergeIcs, type IcsMergeInput, type IcsMergeOptions, type IcsMergeReport } from './ical-merger.js';

/** The API the worker exposes. */
export interface IcalMergerWorkerApi {
  /** Runs {@link mergeIcs} (options without `newUid`: a function does not cross to a worker); its ToolInputError reaches the page restored. */
  merge(inputs: readonly IcsMergeInput[], options: Omit<IcsMergeOptions, 'newUid'>): { ics: string; report: IcsMergeReport };
}

const api: IcalMergerWorkerApi = { merge: (inputs, options) => mergeIcs(inputs, options) };

exposeWorkerApi(api);
