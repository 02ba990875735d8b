// Text statistics' worker: counts texts of more than STATS_INLINE_CHARS characters off the main
// thread (Comlink), so a 10 MB text (about 5 s of segmentation) never freezes the page.
import { exposeWorkerApi } from '@handy-tools/compute';
import { textStatistics, type TextStatistics, type TextStatisticsOptions } from './text-statistics.js';

/** The API the worker exposes. */
export interface TextStatisticsWorkerApi {
  /** {@link textStatistics}. */
  textStatistics(text: string, options: TextStatisticsOptions): Promise<TextStatistics>;
}

const api: TextStatisticsWorkerApi = {
  async textStatistics(text, options) {
    return textStatistics(text, options);
  },
};

exposeWorkerApi(api);
