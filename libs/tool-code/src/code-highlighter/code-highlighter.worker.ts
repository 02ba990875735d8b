// The code highlighter's worker: Shiki tokenises off the main thread (Comlink), so a long file never
// freezes the page; Cancel or a newer input terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { highlightCode, type HighlightOptions, type HighlightResult } from './code-highlighter.js';

/** The API the worker exposes. */
export interface CodeHighlighterWorkerApi {
  /** Runs {@link highlightCode}; its ToolInputError reaches the page restored. */
  highlight(code: string, options: Partial<HighlightOptions>): Promise<HighlightResult>;
}

const api: CodeHighlighterWorkerApi = { highlight: (code, options) => highlightCode(code, options) };

exposeWorkerApi(api);
