// Smart text replacer's worker: applies the rules to long texts off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { replaceText, type ReplaceResult, type ReplaceRule, type TextReplaceOptions } from './smart-text-replacer.js';

/** The API the worker exposes. */
export interface SmartTextReplacerWorkerApi {
  /** {@link replaceText}. */
  replaceText(text: string, rules: ReplaceRule[], options: TextReplaceOptions): Promise<ReplaceResult>;
}

exposeWorkerApi({ replaceText: async (text: string, rules: ReplaceRule[], options: TextReplaceOptions) => replaceText(text, rules, options) } satisfies SmartTextReplacerWorkerApi);
