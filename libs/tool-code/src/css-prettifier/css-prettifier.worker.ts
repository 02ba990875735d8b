// The CSS prettifier's worker: Prettier formats off the main thread (Comlink); Cancel or a newer
// input terminates it.
import { expose } from 'comlink';
import type { PrettierWorkerApi } from '../shared/PrettierTool.js';
import { prettifyCss, type CssPrettifierOptions } from './css-prettifier.js';

const api: PrettierWorkerApi<Partial<CssPrettifierOptions>> = { prettify: (code, options) => prettifyCss(code, options) };

expose(api);
