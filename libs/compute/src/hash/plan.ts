import { HASH_ALGORITHM_INFO, type HashAlgorithm } from './algorithms.js';
import { DEFAULT_WEBCRYPTO_MAX_BYTES } from './constants.js';

/** Inputs smaller than this are hashed by one worker: starting more costs more than it saves. */
export const MIN_PARALLEL_BYTES = 32 * 1024 * 1024;

/** Rough cost in ns per byte of one WebCrypto digest (SHA-NI / AVX2 native code). */
const WEBCRYPTO_COST = 1;

/** Options of {@link planHashJobs}. */
export interface HashPlanOptions {
  /** How many workers may run at once (at least 1). */
  workers: number;
  /** Whether WebCrypto may be used for inputs of this size (see `webCryptoAlgorithms`). */
  webCrypto: boolean;
  /** The size limit of the WebCrypto path. */
  webCryptoMaxBytes?: number;
  /** Inputs below this size use one job (default {@link MIN_PARALLEL_BYTES}). */
  minParallelBytes?: number;
}

/**
 * Splits the algorithms of one file into jobs, one per worker, so that the slowest job is as
 * short as possible (greedy longest-processing-time scheduling on estimated costs). The
 * WebCrypto algorithms stay together: they share one in-memory copy of the input.
 *
 * @param algorithms - distinct algorithms, in canonical order.
 * @param size - input size in bytes.
 * @param options - worker count and WebCrypto settings.
 * @returns non-empty jobs, each a non-empty list of algorithms in canonical order; together
 *   they hold every algorithm exactly once.
 */
export function planHashJobs<A extends HashAlgorithm>(algorithms: readonly A[], size: number, options: HashPlanOptions): A[][] {
  const workers = Math.max(1, Math.floor(options.workers));
  if (workers === 1 || algorithms.length <= 1 || size < (options.minParallelBytes ?? MIN_PARALLEL_BYTES)) return [[...algorithms]];
  const useWebCrypto = options.webCrypto && size <= (options.webCryptoMaxBytes ?? DEFAULT_WEBCRYPTO_MAX_BYTES);
  const items: { algorithms: A[]; cost: number }[] = [];
  const native = useWebCrypto ? algorithms.filter((a) => HASH_ALGORITHM_INFO[a].webCrypto !== undefined) : [];
  if (native.length > 0) items.push({ algorithms: native, cost: native.length * WEBCRYPTO_COST });
  for (const a of algorithms) if (!native.includes(a)) items.push({ algorithms: [a], cost: HASH_ALGORITHM_INFO[a].wasmCost });
  items.sort((x, y) => y.cost - x.cost);
  const bins = Array.from({ length: Math.min(workers, items.length) }, () => ({ algorithms: [] as A[], cost: 0 }));
  for (const item of items) {
    const bin = bins.reduce((min, b) => (b.cost < min.cost ? b : min));
    bin.algorithms.push(...item.algorithms);
    bin.cost += item.cost;
  }
  const order = (a: A) => algorithms.indexOf(a);
  return bins.map((b) => b.algorithms.sort((x, y) => order(x) - order(y)));
}
