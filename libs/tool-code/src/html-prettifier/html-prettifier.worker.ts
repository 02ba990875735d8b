// The HTML prettifier's worker: Prettier formats off the main thread (Comlink); Cancel or a newer
// input terminates it.
import { expose } from 'comlink';
import type { PrettierWorkerApi } from '../shared/PrettierTool.js';
import { prettifyHtml, type HtmlPrettifierOptions } from './html-prettifier.js';

const api: PrettierWorkerApi<Partial<HtmlPrettifierOptions>> = { prettify: (code, options) => prettifyHtml(code, options) };

expose(api);
