import { createWarmWorker } from '@handy-tools/compute';
import { checkResponse, explainNetworkError } from '@handy-tools/ui/kit';
import { proxy } from 'comlink';
import { explainModelError, modelDownloadSize, modelFileUrl, modelInfoUrl, TEXIFY_MODEL, type ModelDownload, type ModelProgressEvent, type OcrModel } from './math-ocr.js';
import type { MathOcrWorkerApi } from './math-ocr.worker.js';
import { ONNX_WASM_PATHS } from './onnx-wasm.js';

/** The Cache Storage cache transformers.js keeps model files in (its `env.cacheKey`). */
export const MODEL_CACHE_NAME = 'transformers-cache';

// One worker, kept five minutes without a job: starting the model takes seconds, a formula less.
const ocrWorker = createWarmWorker<MathOcrWorkerApi>(
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  () => new Worker(new URL('./math-ocr.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-math-ocr' }),
  { idleMs: 5 * 60_000 },
);

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Asks the hub how much the model's files weigh, before anything is downloaded.
 *
 * @param signal - aborts the request.
 * @param model - the model (default {@link TEXIFY_MODEL}).
 * @param fetchImpl - `fetch` (tests pass their own).
 * @returns each file's size and the total, in bytes.
 * @throws NetworkError (offline, unreachable, HTTP status) or ToolInputError (the answer does not
 *   describe the files); an `AbortError` when `signal` aborts.
 */
export async function fetchModelDownloadSize(signal?: AbortSignal, model: OcrModel = TEXIFY_MODEL, fetchImpl: typeof fetch = fetch): Promise<ModelDownload> {
  const url = modelInfoUrl(model);
  let response: Response;
  try {
    response = await fetchImpl(url, { signal, credentials: 'omit' });
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
    throw explainNetworkError(error, url, isOnline());
  }
  checkResponse(response, url);
  let info: unknown;
  try {
    info = await response.json();
  } catch (error) {
    throw explainModelError(new Error(`the hub's answer is not JSON (${error instanceof Error ? error.message : String(error)})`), isOnline());
  }
  return modelDownloadSize(info, model);
}

/**
 * Whether every file of the model is already in this browser's cache (then nothing is downloaded).
 *
 * @param model - the model (default {@link TEXIFY_MODEL}).
 * @param storage - the Cache Storage (`globalThis.caches`; absent in insecure contexts and Node).
 * @returns true when each file's URL is in {@link MODEL_CACHE_NAME}.
 */
export async function isModelCached(model: OcrModel = TEXIFY_MODEL, storage: CacheStorage | undefined = globalThis.caches): Promise<boolean> {
  if (!storage) return false;
  const cache = await storage.open(MODEL_CACHE_NAME);
  const found = await Promise.all(model.files.map((path) => cache.match(modelFileUrl(path, model))));
  return found.every((response) => response !== undefined);
}

/**
 * Removes the model's files from this browser's cache.
 *
 * @param model - the model (default {@link TEXIFY_MODEL}).
 * @param storage - the Cache Storage.
 */
export async function removeCachedModel(model: OcrModel = TEXIFY_MODEL, storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  ocrWorker.terminate();
  if (!storage) return;
  const cache = await storage.open(MODEL_CACHE_NAME);
  await Promise.all(model.files.map((path) => cache.delete(modelFileUrl(path, model))));
}

/**
 * Downloads (or reads from the cache) and starts the model in the tool's worker.
 *
 * @param onProgress - transformers.js' progress reports (see `foldModelProgress`).
 * @param signal - aborting stops the download (the worker is terminated).
 * @throws ToolInputError/NetworkError from {@link explainModelError}; an `AbortError` when `signal` aborts.
 */
export async function loadOcrModel(onProgress: (event: ModelProgressEvent) => void, signal?: AbortSignal): Promise<void> {
  try {
    await ocrWorker.run((api) => api.load(ONNX_WASM_PATHS, proxy(onProgress)), signal);
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
    throw explainModelError(error, isOnline());
  }
}

/**
 * Reads the formula in an image with the loaded model.
 *
 * @param image - the image.
 * @param maxNewTokens - longest answer, in tokens.
 * @param signal - aborting stops the recognition (the worker, and the loaded model, end).
 * @returns the model's text.
 * @throws ToolInputError when the image cannot be read or the model fails; an `AbortError` when `signal` aborts.
 */
export async function recognizeFormula(image: Blob, maxNewTokens: number, signal?: AbortSignal): Promise<string> {
  try {
    return await ocrWorker.run((api) => api.recognize(image, maxNewTokens), signal);
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
    throw explainModelError(error, isOnline());
  }
}
