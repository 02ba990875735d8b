// The HTML prettifier's worker: Prettier formats off the main thread (Comlink); Cancel or a newer
// input terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import type { PrettierWorkerApi } from '../shared/PrettierTool.js';
import { prettifyHtml, type HtmlPrettifierOptions } from './html-prettifier.js';

const api: PrettierWorkerApi<Partial<HtmlPrettifierOptions>> = { prettify: (code, options) => prettifyHtml(code, options) };

exposeWorkerApi(api);
