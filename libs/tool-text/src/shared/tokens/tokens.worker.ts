// Tokenises a large text off the main thread (Comlink): the encoding's ranks load in the worker,
// so the page never parses them. Started through runWorkerJob; a newer input or Cancel terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { loadTokenizer, type EncodingName } from './tokens.js';

/** The API the worker exposes. */
export interface TokensWorkerApi {
  /** The token ids of `text` in `encoding`. */
  encode(text: string, encoding: EncodingName): Promise<number[]>;
}

const api: TokensWorkerApi = { encode: async (text, encoding) => (await loadTokenizer(encoding)).encode(text) };

exposeWorkerApi(api);
