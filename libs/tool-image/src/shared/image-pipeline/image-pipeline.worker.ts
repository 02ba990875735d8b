// The image pipeline's worker: decodes, resizes and encodes off the main thread (Comlink).
// Started by ./client.ts through runWorkerJob, one worker a job; cancelling terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { ToolInputError } from '@handy-tools/ui/kit';
import { encodeGif, resizeRgba } from './encode-rgba.js';
import {
  checkCanvasSize,
  encodeBmp,
  encodeIco,
  FORMAT_INFO,
  fitInside,
  flattenRgba,
  ICO_MAX_SIDE,
  OUTPUT_FORMATS,
  parseHexColor,
  sampleImage,
  type RgbaImage,
} from './formats.js';
import type { EncoderSupport, PipelineJob, PipelineNote, PipelineProgress, PipelineResult } from './pipeline-types.js';

/** The API the worker exposes. */
export interface ImagePipelineWorkerApi {
  /** Which formats this browser's OffscreenCanvas really writes (AVIF mostly not). */
  support(): Promise<EncoderSupport>;
  /** Decodes `source` (an image file, or a bitmap the page drew), resizes and encodes it. */
  process(source: Blob | ImageBitmap, job: PipelineJob, onProgress: (p: PipelineProgress) => void): Promise<PipelineResult>;
  /** The built-in sample image ({@link sampleImage}) as a PNG file. */
  sample(width: number, height: number): Promise<Blob>;
}

function context(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('No 2D canvas in this worker.');
  return ctx;
}

function pixelsOf(bitmap: ImageBitmap): RgbaImage {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = context(canvas);
  ctx.drawImage(bitmap, 0, 0);
  const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
  return { data, width: bitmap.width, height: bitmap.height };
}

async function bitmapOf(image: RgbaImage): Promise<ImageBitmap> {
  const data = new ImageData(
    new Uint8ClampedArray(image.data.buffer as ArrayBuffer, image.data.byteOffset, image.data.length),
    image.width,
    image.height,
  );
  return createImageBitmap(data, { premultiplyAlpha: 'none' });
}

async function decode(source: Blob | ImageBitmap): Promise<ImageBitmap> {
  if (!(source instanceof Blob)) return source;
  try {
    return await createImageBitmap(source, { imageOrientation: 'from-image', premultiplyAlpha: 'none' });
  } catch (error) {
    const kind = source.type ? ` (${source.type})` : '';
    throw new ToolInputError(`This browser cannot decode the file${kind}: it is damaged or not an image format the browser reads.`, {
      cause: error,
    });
  }
}

async function resize(bitmap: ImageBitmap, job: NonNullable<PipelineJob['resize']>): Promise<ImageBitmap> {
  const { width, height, method } = job;
  checkCanvasSize(width, height);
  if (width === bitmap.width && height === bitmap.height) return bitmap;
  if (method === 'browser' || method === 'nearest') {
    return createImageBitmap(bitmap, {
      resizeWidth: width,
      resizeHeight: height,
      resizeQuality: method === 'nearest' ? 'pixelated' : 'high',
      premultiplyAlpha: 'none',
    });
  }
  // A big reduction (a 50 MP photo to a thumbnail) first halves with the browser's box-like
  // scaler down to twice the target, then pica's filter does the last step: the same output
  // quality, a fraction of the memory and time.
  let source = bitmap;
  if (bitmap.width > width * 4 && bitmap.height > height * 4) {
    source = await createImageBitmap(bitmap, {
      resizeWidth: width * 2,
      resizeHeight: height * 2,
      resizeQuality: 'high',
      premultiplyAlpha: 'none',
    });
  }
  const resized = await resizeRgba(pixelsOf(source), width, height, method);
  return bitmapOf(resized);
}

async function canvasBlob(bitmap: ImageBitmap, mime: string, quality: number | undefined, background: string | null): Promise<Blob> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = context(canvas);
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.drawImage(bitmap, 0, 0);
  return canvas.convertToBlob({ type: mime, quality });
}

async function encode(
  bitmap: ImageBitmap,
  job: PipelineJob,
  notes: PipelineNote[],
): Promise<{ blob: Blob; width: number; height: number }> {
  const info = FORMAT_INFO[job.format];
  const rgb = parseHexColor(job.background);
  const hex = `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const { width, height } = bitmap;
  if (info.canvas) {
    const blob = await canvasBlob(
      bitmap,
      info.mime,
      info.lossy ? Math.min(100, Math.max(0, job.quality)) / 100 : undefined,
      info.alpha ? null : hex,
    );
    if (blob.type !== info.mime)
      throw new ToolInputError(
        `This browser cannot write ${info.label} images (its canvas returned ${blob.type || 'nothing'}). Choose another format, or use a browser that encodes ${info.label}.`,
      );
    return { blob, width, height };
  }
  if (job.format === 'ico') {
    let icon = bitmap;
    if (width > ICO_MAX_SIDE || height > ICO_MAX_SIDE) {
      const fit = fitInside({ width, height }, ICO_MAX_SIDE);
      icon = await createImageBitmap(bitmap, {
        resizeWidth: fit.width,
        resizeHeight: fit.height,
        resizeQuality: 'high',
        premultiplyAlpha: 'none',
      });
      notes.push('ico-downscaled');
    }
    const png = new Uint8Array(await (await canvasBlob(icon, 'image/png', undefined, null)).arrayBuffer());
    const bytes = encodeIco([{ width: icon.width, height: icon.height, png }]);
    return { blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: info.mime }), width: icon.width, height: icon.height };
  }
  const pixels = pixelsOf(bitmap);
  const keepAlpha = job.gifTransparency ?? true;
  const bytes =
    job.format === 'gif'
      ? await encodeGif(keepAlpha ? pixels : flattenRgba(pixels, rgb), { transparent: keepAlpha })
      : encodeBmp(pixels, rgb);
  return { blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: info.mime }), width, height };
}

const api: ImagePipelineWorkerApi = {
  async support() {
    const entries = await Promise.all(
      OUTPUT_FORMATS.map(async (format) => {
        const info = FORMAT_INFO[format];
        if (!info.canvas) return [format, true] as const;
        try {
          // convertToBlob needs a rendering context; a type the canvas cannot write comes back as PNG.
          const canvas = new OffscreenCanvas(2, 2);
          context(canvas).fillRect(0, 0, 1, 1);
          const blob = await canvas.convertToBlob({ type: info.mime });
          return [format, blob.type === info.mime] as const;
        } catch {
          return [format, false] as const;
        }
      }),
    );
    return Object.fromEntries(entries) as EncoderSupport;
  },

  async process(source, job, onProgress) {
    const notes: PipelineNote[] = [];
    onProgress({ stage: 'decoding', fraction: 0 });
    const decoded = await decode(source);
    const sourceWidth = decoded.width;
    const sourceHeight = decoded.height;
    let bitmap = decoded;
    if (job.resize) {
      onProgress({ stage: 'resizing', fraction: 0.25 });
      if (job.resize.width > sourceWidth || job.resize.height > sourceHeight) notes.push('upscaled');
      bitmap = await resize(decoded, job.resize);
    }
    onProgress({ stage: 'encoding', fraction: 0.7 });
    const out = await encode(bitmap, job, notes);
    onProgress({ stage: 'encoding', fraction: 1 });
    return { ...out, format: job.format, sourceWidth, sourceHeight, notes };
  },

  async sample(width, height) {
    const bitmap = await bitmapOf(sampleImage(width, height));
    return canvasBlob(bitmap, 'image/png', undefined, null);
  },
};

exposeWorkerApi(api);
