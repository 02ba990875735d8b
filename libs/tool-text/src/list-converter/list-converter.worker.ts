// List converter's worker: converts long lists off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { convertList, type ConvertedList, type ListConverterOptions } from './list-converter.js';

/** The API the worker exposes. */
export interface ListConverterWorkerApi {
  /** {@link convertList}. */
  convertList(text: string, options: ListConverterOptions): Promise<ConvertedList>;
}

exposeWorkerApi({
  convertList: async (text: string, options: ListConverterOptions) => convertList(text, options),
} satisfies ListConverterWorkerApi);
