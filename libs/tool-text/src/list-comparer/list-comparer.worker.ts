// List comparer's worker: compares long lists off the main thread (Comlink).
import { expose } from 'comlink';
import { compareLists, type CompareListsOptions, type ListComparison } from './list-comparer.js';

/** The API the worker exposes. */
export interface ListComparerWorkerApi {
  /** {@link compareLists}. */
  compareLists(a: string, b: string, options: CompareListsOptions): Promise<ListComparison>;
}

expose({ compareLists: async (a: string, b: string, options: CompareListsOptions) => compareLists(a, b, options) } satisfies ListComparerWorkerApi);
