// The tracer's worker: decodes the picked image (the browser's own decoders, in OffscreenCanvas),
// scales it down to the working size when larger, and traces it with potrace (WebAssembly), so a
// 50-megapixel photo never freezes the page. Used through Comlink by PotraceTool.tsx.
import { exposeWorkerApi } from '@handy-tools/compute';
import { ToolInputError } from '@handy-tools/ui/kit';
import { loadPotraceTracer } from './potrace-engine.js';
import { traceImage, type MaskTracer, type RgbaImage, type TraceOptions, type TraceResult } from './potrace.js';

let tracer: Promise<MaskTracer> | null = null;
/** The last decoded file, kept while only the options change. */
let cached: { key: string; image: RgbaImage; original: { width: number; height: number } } | null = null;

async function decode(file: Blob, maxPixels: number): Promise<{ image: RgbaImage; original: { width: number; height: number } }> {
  if (file.type === 'image/svg+xml')
    throw new ToolInputError(
      'This is an SVG file: it is already a vector drawing (and a worker cannot draw SVG). Trace a PNG, JPEG, WebP, GIF, AVIF or BMP image.',
    );
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ToolInputError('This file could not be read as an image: choose a PNG, JPEG, GIF, WebP, AVIF or BMP file.');
  }
  const original = { width: bitmap.width, height: bitmap.height };
  const scale = Math.min(1, Math.sqrt(maxPixels / (bitmap.width * bitmap.height)));
  if (scale < 1) {
    bitmap.close();
    bitmap = await createImageBitmap(file, {
      resizeWidth: Math.max(1, Math.round(original.width * scale)),
      resizeHeight: Math.max(1, Math.round(original.height * scale)),
      resizeQuality: 'high',
    });
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas in this worker.');
  context.drawImage(bitmap, 0, 0);
  const image = context.getImageData(0, 0, bitmap.width, bitmap.height);
  bitmap.close();
  return { image: { data: image.data, width: image.width, height: image.height }, original };
}

/** What the worker exposes. */
export interface PotraceWorkerApi {
  /**
   * Decodes (or reuses, for the same `key`) and traces an image.
   *
   * @param source - an image file, or RGBA pixels (a built-in sample).
   * @param key - identifies the source and working size; the same key reuses the decoded pixels.
   * @param maxPixels - the working size: larger images are scaled down to it first.
   * @param options - the tracing options.
   * @param onProgress - stage ('decode' | 'trace'), layers done, layers in all.
   */
  trace(
    source: Blob | RgbaImage,
    key: string,
    maxPixels: number,
    options: TraceOptions,
    onProgress: (stage: 'decode' | 'trace', done: number, total: number) => void,
  ): Promise<TraceResult & { original: { width: number; height: number } }>;
}

const api: PotraceWorkerApi = {
  async trace(source, key, maxPixels, options, onProgress) {
    tracer ??= loadPotraceTracer();
    if (cached?.key !== key) {
      cached = null;
      onProgress('decode', 0, 1);
      const decoded =
        source instanceof Blob
          ? await decode(source, maxPixels)
          : { image: source, original: { width: source.width, height: source.height } };
      cached = { key, ...decoded };
    }
    const { image, original } = cached;
    const result = await traceImage(image, options, await tracer, (done, total) => onProgress('trace', done, total));
    return { ...result, original };
  },
};

exposeWorkerApi(api);
