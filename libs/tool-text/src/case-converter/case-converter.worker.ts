// The case converter's worker: converts texts over CASE_WORKER_CHARS into every case off the
// main thread (Comlink), so a pasted or restored 2 MB text never freezes the page (the 14 cases of a
// 2 MB text take about half a second). Started by CaseConverterTool through runWorkerJob; a newer input terminates it.
// The results go back packed (bytes transferred, not copied).
import { exposeWorkerApi, packText } from '@handy-tools/compute';
import type { PackedText } from '@handy-tools/ui/kit';
import { transfer } from 'comlink';
import { CASE_NAMES, convertAllCases, type CaseName } from './case-converter.js';

/** The API the worker exposes. */
export interface CaseConverterWorkerApi {
  /** {@link convertAllCases}, each result packed. */
  convertAllCases(input: string): Promise<Record<CaseName, PackedText>>;
}

const api: CaseConverterWorkerApi = {
  async convertAllCases(input) {
    const texts = convertAllCases(input);
    const results = Object.fromEntries(CASE_NAMES.map((name) => [name, packText(texts[name], 0)])) as Record<CaseName, PackedText>;
    // Comlink transfers what the returned object itself is marked with, not its members: list
    // every result's buffer here, or the 14 results would be copied.
    return transfer(results, CASE_NAMES.map((name) => results[name].bytes.buffer as ArrayBuffer));
  },
};

exposeWorkerApi(api);
