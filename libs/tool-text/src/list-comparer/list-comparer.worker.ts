// List comparer's worker: compares long lists off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { compareLists, type CompareListsOptions, type ListComparison } from './list-comparer.js';

/** The API the worker exposes. */
export interface ListComparerWorkerApi {
  /** {@link compareLists}. */
  compareLists(a: string, b: string, options: CompareListsOptions): Promise<ListComparison>;
}

exposeWorkerApi({ compareLists: async (a: string, b: string, options: CompareListsOptions) => compareLists(a, b, options) } satisfies ListComparerWorkerApi);
