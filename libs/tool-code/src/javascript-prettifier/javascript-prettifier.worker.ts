// The JavaScript prettifier's worker: Prettier formats off the main thread (Comlink), so a
// megabyte of code (seconds of work) never freezes the page; Cancel or a newer input terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import type { PrettierWorkerApi } from '../shared/PrettierTool.js';
import { prettifyJavascript, type JavascriptPrettifierOptions } from './javascript-prettifier.js';

const api: PrettierWorkerApi<Partial<JavascriptPrettifierOptions>> = { prettify: (code, options) => prettifyJavascript(code, options) };

exposeWorkerApi(api);
