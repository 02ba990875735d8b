// The browser side of OCR: pdf.js renders PDF pages (its own worker parses the file), tesseract.js
// recognises text in its own Web Worker. Every file comes from the app's origin — the tesseract
// worker, the WASM core and the English model are emitted by the build — except the models of
// other languages, downloaded from LANGUAGE_DATA_HOST only when the visitor picks one.
import { ToolInputError } from '@handy-tools/ui/kit';
import engDataUrl from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import tesseractWorkerUrl from 'tesseract.js/dist/worker.min.js?url';
import coreLstmUrl from 'tesseract.js-core/tesseract-core-lstm.wasm.js?url';
import coreRelaxedSimdLstmUrl from 'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js?url';
import coreSimdLstmUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { Worker as TesseractWorker } from 'tesseract.js';
import { inputKind, languageDataUrl, pickCoreVariant, PSM_NUMBERS, renderScale, type CoreVariant, type OcrPage, type OcrWord, type PageSegmentationMode } from './ocr-image.js';

/** The size of the English model shipped with the app, in bytes (@tesseract.js-data/eng 4.0.0_best_int). */
export const ENGLISH_MODEL_BYTES = 2_952_873;

/** The largest canvas a PDF page is rendered to (pixels); larger pages are rendered at a lower resolution. */
const MAX_PAGE_PIXELS = 40_000_000;

const CORE_URLS: Record<CoreVariant, string> = { 'relaxedsimd-lstm': coreRelaxedSimdLstmUrl, 'simd-lstm': coreSimdLstmUrl, lstm: coreLstmUrl };

// Feature probes of wasm-feature-detect (MIT): the smallest modules that use a SIMD instruction.
const SIMD_PROBE = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11];
const RELAXED_SIMD_PROBE = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 15, 1, 13, 0, 65, 1, 253, 15, 65, 2, 253, 15, 253, 128, 2, 11];

/** The tesseract.js-core build this browser runs best. */
export function coreUrl(): string {
  const validate = (bytes: number[]) => {
    try {
      return WebAssembly.validate(new Uint8Array(bytes));
    } catch {
      return false;
    }
  };
  return CORE_URLS[pickCoreVariant({ simd: validate(SIMD_PROBE), relaxedSimd: validate(RELAXED_SIMD_PROBE) })];
}

/** Where the run is. `progress` is 0–1 for the step; `page`/`of` count the pages being read. */
export interface OcrStage {
  step: 'opening' | 'downloading' | 'loading' | 'rendering' | 'recognizing';
  progress: number;
  page?: number;
  of?: number;
  /** While downloading a language: bytes received and the total when the server says it. */
  bytes?: number;
  total?: number;
}

/** A file opened for OCR: an image, or a PDF with its page count. */
export type OpenedInput = { kind: 'image'; file: Blob } | { kind: 'pdf'; file: Blob; pageCount: number; pdf: PDFDocumentProxy; close: () => void };

const abortError = () => new DOMException('The OCR was cancelled.', 'AbortError');

/**
 * Opens a file: sniffs whether it is a PDF and, if so, loads it with pdf.js for its page count.
 *
 * @throws ToolInputError when the PDF cannot be read (damaged, encrypted with a password).
 */
export async function openInput(file: Blob, signal: AbortSignal): Promise<OpenedInput> {
  const head = new Uint8Array(await file.slice(0, 1029).arrayBuffer());
  if (inputKind(head) === 'image') return { kind: 'image', file };
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
  const task = pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()), verbosity: 0 });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  try {
    const pdf = await task.promise;
    return { kind: 'pdf', file, pageCount: pdf.numPages, pdf, close: () => void task.destroy() };
  } catch (error) {
    if (signal.aborted) throw abortError();
    const name = (error as { name?: string } | null)?.name;
    if (name === 'PasswordException') throw new ToolInputError('This PDF is protected by a password: remove it first (PDF decrypt), then read it here.');
    throw new ToolInputError(`This PDF could not be read: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

/** Downloaded language models of this session, by code (the browser's HTTP cache keeps them longer). */
const languageCache = new Map<string, Uint8Array>();

/** Size and origin of each model downloaded in this session. */
export const downloadedModels = new Map<string, { bytes: number; url: string }>();

async function fetchModel(url: string, signal: AbortSignal, onBytes?: (bytes: number, total?: number) => void): Promise<Uint8Array> {
  const inline = /^data:[^,]*;base64,(.*)$/.exec(url);
  if (inline) return Uint8Array.from(atob(inline[1] ?? ''), (c) => c.charCodeAt(0));
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) throw new ToolInputError(`The language model could not be downloaded from ${new URL(url, location.href).host} (HTTP ${response.status}).`);
  const total = Number(response.headers.get('content-length')) || undefined;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onBytes?.(received, total);
  }
  const data = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    data.set(chunk, at);
    at += chunk.length;
  }
  return data;
}

async function languageData(code: string, signal: AbortSignal, onStage: (stage: OcrStage) => void): Promise<Uint8Array> {
  const cached = languageCache.get(code);
  if (cached) return cached;
  const url = code === 'eng' ? engDataUrl : languageDataUrl(code);
  let data: Uint8Array;
  try {
    data = await fetchModel(url, signal, code === 'eng' ? undefined : (bytes, total) => onStage({ step: 'downloading', progress: total ? bytes / total : 0, bytes, total }));
  } catch (error) {
    if (signal.aborted) throw abortError();
    if (error instanceof ToolInputError) throw error;
    throw new ToolInputError(`The language model could not be downloaded (${error instanceof Error ? error.message : String(error)}). Check the connection, or choose English, which works offline.`);
  }
  languageCache.set(code, data);
  if (code !== 'eng') downloadedModels.set(code, { bytes: data.length, url });
  return data;
}

/**
 * Where tesseract.js's worker looks for models before fetching them: idb-keyval's default store
 * (IndexedDB database `keyval-store`, object store `keyval`), key `<cachePath>/<code>.traineddata`.
 * tesseract.js 7 cannot take a model's bytes directly (its `initialize` joins the bytes instead of
 * the codes), and a `langPath` directory does not fit the build's hashed file names, so the page
 * puts the model there itself and the worker reads it (`cacheMethod: 'readOnly'`).
 */
const MODEL_CACHE_PATH = 'handy-tools-ocr';
const modelsStored = new Set<string>();

async function storeModel(code: string, data: Uint8Array): Promise<void> {
  if (modelsStored.has(code)) return;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('keyval-store');
    request.onupgradeneeded = () => request.result.createObjectStore('keyval');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('keyval', 'readwrite');
      tx.objectStore('keyval').put(data, `${MODEL_CACHE_PATH}/${code}.traineddata`);
      tx.oncomplete = () => resolve();
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('the model could not be stored'));
    });
  } finally {
    db.close();
  }
  modelsStored.add(code);
}

/** The tesseract worker kept between runs, with the language it was set up for. */
let live: { worker: Promise<TesseractWorker>; language: string } | null = null;
/** Receives the progress of the job running in the worker. */
let report: ((status: string, progress: number) => void) | null = null;

async function tesseractFor(language: string, data: Uint8Array): Promise<TesseractWorker> {
  if (live?.language === language) return live.worker;
  if (live) {
    const old = live.worker;
    live = null;
    void old.then((w) => w.terminate()).catch(() => undefined);
  }
  const start = async () => {
    try {
      await storeModel(language, data);
    } catch (error) {
      throw new ToolInputError(`The browser's storage (IndexedDB) is not available, which the OCR engine needs for its model (${error instanceof Error ? error.message : String(error)}).`);
    }
    const { createWorker, OEM } = await import('tesseract.js');
    return createWorker(language, OEM.LSTM_ONLY, {
      workerPath: tesseractWorkerUrl,
      corePath: coreUrl(),
      workerBlobURL: false,
      cacheMethod: 'readOnly',
      cachePath: MODEL_CACHE_PATH,
      // Never the CDN: a model missing from the store is looked for on our own origin (and not found).
      langPath: new URL('./ocr-models-are-in-indexeddb', location.href).href,
      gzip: true,
      logger: (m: { status: string; progress: number }) => report?.(m.status, m.progress),
      errorHandler: () => undefined,
    });
  };
  const worker = start();
  live = { worker, language };
  worker.catch(() => {
    if (live?.worker === worker) live = null;
  });
  return worker;
}

/** Ends the kept tesseract worker (when the tool closes, or to cancel a run). */
export function stopOcrWorker(): void {
  const old = live?.worker;
  live = null;
  void old?.then((w) => w.terminate()).catch(() => undefined);
}

/** What to read and how. */
export interface OcrRequest {
  input: OpenedInput;
  /** 1-based pages to read (PDF); ignored for an image. */
  pages: readonly number[];
  language: string;
  psm: PageSegmentationMode;
  preserveSpaces: boolean;
  dpi: number;
}

async function renderPage(pdf: PDFDocumentProxy, page: number, dpi: number): Promise<Blob> {
  const p = await pdf.getPage(page);
  let viewport = p.getViewport({ scale: renderScale(dpi) });
  const pixels = viewport.width * viewport.height;
  if (pixels > MAX_PAGE_PIXELS) viewport = p.getViewport({ scale: renderScale(dpi) * Math.sqrt(MAX_PAGE_PIXELS / pixels) });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  await p.render({ canvas, viewport, background: 'white' }).promise;
  p.cleanup();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  canvas.width = canvas.height = 0;
  if (!blob) throw new ToolInputError(`Page ${page} could not be rendered.`);
  return blob;
}

function wordsOf(data: { blocks?: { paragraphs: { lines: { words: { text: string; confidence: number }[] }[] }[] }[] | null }): OcrWord[] {
  return (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.map((w) => ({ text: w.text, confidence: w.confidence })))));
}

/**
 * Reads the text of an image or of PDF pages with Tesseract (LSTM engine), in tesseract.js's Web
 * Worker. Cancelling (the signal) terminates the worker at once.
 *
 * @returns the pages read, in order.
 * @throws ToolInputError when the image cannot be decoded or a model cannot be downloaded; an
 *   AbortError DOMException when cancelled.
 */
export async function runOcr(request: OcrRequest, signal: AbortSignal, onStage: (stage: OcrStage) => void): Promise<OcrPage[]> {
  const onAbort = () => stopOcrWorker();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const data = await languageData(request.language, signal, onStage);
    if (signal.aborted) throw abortError();
    onStage({ step: 'loading', progress: 0 });
    const pageNumbers = request.input.kind === 'pdf' ? request.pages : [1];
    let current = { page: 1, index: 0 };
    report = (status, progress) => {
      if (status === 'recognizing text') onStage({ step: 'recognizing', progress, page: current.page, of: pageNumbers.length });
      else if (current.index === 0) onStage({ step: 'loading', progress });
    };
    const worker = await tesseractFor(request.language, data);
    if (signal.aborted) throw abortError();
    await worker.setParameters({
      tessedit_pageseg_mode: String(PSM_NUMBERS[request.psm]),
      preserve_interword_spaces: request.preserveSpaces ? '1' : '0',
      // Tesseract's diagnostics ("Estimating resolution as 359") go nowhere instead of the console.
      debug_file: '/dev/null',
    } as never);
    const out: OcrPage[] = [];
    for (const [index, page] of pageNumbers.entries()) {
      current = { page, index };
      let image: Blob;
      if (request.input.kind === 'pdf') {
        onStage({ step: 'rendering', progress: 0, page, of: pageNumbers.length });
        image = await renderPage(request.input.pdf, page, request.dpi);
      } else image = request.input.file;
      if (signal.aborted) throw abortError();
      onStage({ step: 'recognizing', progress: 0, page, of: pageNumbers.length });
      const { data: result } = await worker.recognize(image, {}, { text: true, blocks: true });
      if (signal.aborted) throw abortError();
      out.push({ page, text: result.text, confidence: result.confidence, words: wordsOf(result as never) });
    }
    return out;
  } catch (error) {
    if (signal.aborted) throw abortError();
    if (error instanceof ToolInputError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    stopOcrWorker();
    throw new ToolInputError(`Tesseract could not read this file (${message}). Use a PNG, JPEG, WebP, BMP, GIF or TIFF image, or a PDF.`);
  } finally {
    report = null;
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Draws the "letter" sample in code: a white page with a few lines of known text (the e2e spec and
 * the guard rails read it without a file).
 *
 * @returns a PNG.
 */
export async function drawSampleLetter(): Promise<Blob> {
  const lines = ['Handy Tools reads text', 'from images and PDF pages.', 'Everything stays in your browser.'];
  const canvas = document.createElement('canvas');
  canvas.width = 760;
  canvas.height = 60 + lines.length * 52;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111';
  context.font = '36px sans-serif';
  context.textBaseline = 'top';
  lines.forEach((line, i) => context.fillText(line, 30, 30 + i * 52));
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new ToolInputError('The sample image could not be drawn.');
  return blob;
}

