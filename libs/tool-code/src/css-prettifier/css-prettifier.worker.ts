// The CSS prettifier's worker: Prettier formats off the main thread (Comlink); Cancel or a newer
// input terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import type { PrettierWorkerApi } from '../shared/PrettierTool.js';
import { prettifyCss, type CssPrettifierOptions } from './css-prettifier.js';

const api: PrettierWorkerApi<Partial<CssPrettifierOptions>> = { prettify: (code, options) => prettifyCss(code, options) };

exposeWorkerApi(api);
