import { runWorkerJob } from '@handy-tools/compute';
import { ToolInputError } from '@handy-tools/ui/kit';
import { proxy, transfer } from 'comlink';
import { checkCanvasSize, sniffImageType, svgIntrinsicSize, svgRenderSize } from './formats.js';
import type { EncoderSupport, PipelineJob, PipelineProgress, PipelineResult } from './pipeline-types.js';
import type { ImagePipelineWorkerApi } from './image-pipeline.worker.js';

const spawn = () =>
  new Worker(new URL('./image-pipeline.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-image-pipeline' });

/** What the page knows of an image file before any heavy work: kind, size in pixels and bytes. */
export interface ImageFacts {
  /** MIME type read from the bytes (falls back to the file's declared type). */
  type: string;
  /** Natural size in pixels (for SVG: its intrinsic size in CSS pixels). */
  width: number;
  height: number;
  /** File size in bytes. */
  size: number;
  /** The SVG's text when the file is an SVG (it is drawn on the page, where SVG renders). */
  svg: string | null;
}

/**
 * Reads an image file's kind and size: the kind from its first bytes, the size from the
 * browser's image loader (the header; pixels are not decoded on the page's thread).
 *
 * @param file - the image file.
 * @returns {@link ImageFacts}.
 * @throws ToolInputError when the file is not an image the browser reads.
 */
export async function readImageFacts(file: Blob): Promise<ImageFacts> {
  const head = new Uint8Array(await file.slice(0, 512).arrayBuffer());
  const type = sniffImageType(head) ?? file.type;
  if (type === 'image/svg+xml') {
    const svg = await file.text();
    return { type, ...svgIntrinsicSize(svg), size: file.size, svg };
  }
  const url = URL.createObjectURL(file);
  try {
    // The load event comes once the header is read; the pixels are decoded later, when (and at the
    // size) the preview is painted, off the main thread.
    const img = new Image();
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('undecodable'));
      img.src = url;
    });
    if (!img.naturalWidth || !img.naturalHeight) throw new Error('empty');
    return { type, width: img.naturalWidth, height: img.naturalHeight, size: file.size, svg: null };
  } catch {
    throw new ToolInputError(`This file${type ? ` (${type})` : ''} is not an image this browser can open.`);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Draws an SVG at a chosen size on the page (workers cannot render SVG) and hands back the
 * bitmap, for the worker to encode. Scripts in the SVG never run (it is loaded as an image).
 *
 * @param svg - the SVG text.
 * @param width - output pixels.
 * @param height - output pixels.
 * @returns the rendered bitmap.
 * @throws ToolInputError when the SVG cannot be rendered or the size is too large.
 */
export async function rasteriseSvg(svg: string, width: number, height: number): Promise<ImageBitmap> {
  checkCanvasSize(width, height);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image(width, height);
    img.src = url;
    await img.decode().catch(() => {
      throw new ToolInputError('The SVG could not be rendered: check that it is well-formed XML with an <svg> root.');
    });
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas.');
    ctx.drawImage(img, 0, 0, width, height);
    return await createImageBitmap(canvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Runs one job of the image pipeline in a fresh worker: decode (any format the browser reads),
 * resize, encode. An SVG source is drawn on the page first, at the job's `resize` size, else at
 * its `svgRender` size (its own by default).
 *
 * @param file - the image file.
 * @param facts - its {@link readImageFacts} (for SVG).
 * @param job - {@link PipelineJob}.
 * @param signal - aborting terminates the worker and rejects with an `AbortError`.
 * @param onProgress - called with each step.
 * @returns {@link PipelineResult}.
 * @throws ToolInputError for an undecodable file, a size out of range or a format this browser
 *   cannot write; an `AbortError` DOMException when cancelled.
 */
export async function processImage(
  file: Blob,
  facts: ImageFacts,
  job: PipelineJob,
  signal: AbortSignal,
  onProgress: (p: PipelineProgress) => void = () => undefined,
): Promise<PipelineResult> {
  let source: Blob | ImageBitmap = file;
  let sendJob = job;
  if (facts.svg !== null) {
    const { width, height } = job.resize ?? svgRenderSize(facts, job.svgRender ?? { scale: 1, width: 0 });
    onProgress({ stage: 'decoding', fraction: 0 });
    source = await rasteriseSvg(facts.svg, width, height);
    sendJob = { ...job, resize: null };
  }
  const result = await runWorkerJob<ImagePipelineWorkerApi, PipelineResult>(
    spawn,
    (api) => api.process(source instanceof Blob ? source : transfer(source, [source]), sendJob, proxy(onProgress)),
    signal,
  );
  if (facts.svg !== null) return { ...result, sourceWidth: Math.round(facts.width), sourceHeight: Math.round(facts.height) };
  return result;
}

let support: Promise<EncoderSupport> | null = null;

/**
 * Which output formats this browser writes, detected once in a worker (OffscreenCanvas
 * `convertToBlob` returns PNG for a type it cannot write, e.g. AVIF in most browsers).
 *
 * @returns {@link EncoderSupport}.
 */
export function encoderSupport(): Promise<EncoderSupport> {
  support ??= runWorkerJob<ImagePipelineWorkerApi, EncoderSupport>(spawn, (api) => api.support()).catch((error: unknown) => {
    support = null;
    throw error;
  });
  return support;
}

/**
 * The built-in sample image as a PNG file, drawn in the worker.
 *
 * @param width - pixels.
 * @param height - pixels.
 * @param signal - aborting ends the worker.
 * @returns a PNG `File` named `sample.png`.
 */
export async function sampleFile(width = 480, height = 320, signal?: AbortSignal): Promise<File> {
  const blob = await runWorkerJob<ImagePipelineWorkerApi, Blob>(spawn, (api) => api.sample(width, height), signal);
  return new File([blob], 'sample.png', { type: 'image/png' });
}
