// The math OCR's worker: transformers.js' image-to-text pipeline with the texify model, off the
// main thread (Comlink). Model files come from the Hugging Face Hub once, then from the browser's
// Cache Storage (transformers.js' `transformers-cache`); ONNX Runtime's WASM comes from the app.
import { env, pipeline, RawImage, type ImageToTextPipeline } from '@huggingface/transformers';
import { exposeWorkerApi } from '@handy-tools/compute';
import { TEXIFY_MODEL, type ModelProgressEvent } from './math-ocr.js';

/** The API the worker exposes. */
export interface MathOcrWorkerApi {
  /**
   * Downloads (or reads from the cache) and starts the model.
   *
   * @param wasmPaths - URLs of ONNX Runtime's WASM factory and binary.
   * @param onProgress - called with transformers.js' progress reports (a Comlink proxy).
   */
  load(wasmPaths: { mjs: string; wasm: string }, onProgress: (event: ModelProgressEvent) => void): Promise<void>;
  /**
   * Reads the formula in an image.
   *
   * @param image - the image file (PNG, JPEG, WebP…).
   * @param maxNewTokens - longest answer, in tokens.
   * @returns the model's text (Markdown with the math between `$` signs).
   */
  recognize(image: Blob, maxNewTokens: number): Promise<string>;
}

let loading: Promise<ImageToTextPipeline> | undefined;

const api: MathOcrWorkerApi = {
  async load(wasmPaths, onProgress) {
    env.allowLocalModels = false;
    env.useBrowserCache = true;
    // The factory is imported from the app's origin (a blob: URL would need script-src blob:).
    env.useWasmCache = false;
    const wasm = env.backends.onnx.wasm;
    if (wasm) wasm.wasmPaths = wasmPaths;
    loading ??= pipeline('image-to-text', TEXIFY_MODEL.id, {
      revision: TEXIFY_MODEL.revision,
      dtype: 'q8',
      device: 'wasm',
      progress_callback: (info: ModelProgressEvent) => onProgress({ status: info.status, file: info.file, loaded: info.loaded, total: info.total }),
    }) as Promise<ImageToTextPipeline>;
    try {
      await loading;
    } catch (error) {
      loading = undefined;
      throw error;
    }
  },
  async recognize(image, maxNewTokens) {
    if (!loading) throw new Error('The model is not loaded.');
    const ocr = await loading;
    const output = await ocr(await RawImage.fromBlob(image), { max_new_tokens: maxNewTokens });
    const results = (Array.isArray(output) ? output.flat() : [output]) as { generated_text?: string }[];
    return results.map((r) => r.generated_text ?? '').join('\n');
  },
};

exposeWorkerApi(api);
