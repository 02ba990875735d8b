// The ICO converter's worker (Comlink): decodes the picture (createImageBitmap, off the page's
// thread, so a 50-megapixel photo never freezes it), scales it to each size, encodes the
// entries and writes the ICO; or reads an ICO and turns each of its images into a PNG.
import { ToolInputError } from '@handy-tools/ui/kit';
import { exposeWorkerApi } from '@handy-tools/compute';
import { sampleImage, type RgbaImage } from '../shared/image-pipeline/formats.js';
import { decodeBmpIconImage, encodeBmpIconImage, entryFormatFor, isIco, placeInSquare, readIco, writeIco, type IcoEntryFormat, type IcoFit, type IcoImageData } from './ico-converter.js';

/** Options of {@link IcoWorkerApi.make}. */
export interface IcoMakeOptions {
  sizes: number[];
  entryFormat: IcoEntryFormat;
  fit: IcoFit;
}

/** One image of an ICO, ready to show and download. */
export interface IcoListedImage {
  index: number;
  width: number;
  height: number;
  bitCount: number;
  format: 'png' | 'bmp';
  /** Bytes the entry takes in the ICO file. */
  storedBytes: number;
  /** The image as a PNG file. */
  png: Blob;
}

/** What {@link IcoWorkerApi.make} returns. */
export interface IcoMakeResult {
  kind: 'made';
  ico: Blob;
  sourceWidth: number;
  sourceHeight: number;
  sourceBytes: number;
  images: IcoListedImage[];
}

/** What {@link IcoWorkerApi.read} returns. */
export interface IcoReadResult {
  kind: 'read';
  sourceBytes: number;
  images: IcoListedImage[];
}

/** The worker's API. */
export interface IcoWorkerApi {
  /** Image file (or the built-in sample picture when null) → ICO. */
  make(file: Blob | null, options: IcoMakeOptions, onProgress: (fraction: number) => void): Promise<IcoMakeResult>;
  /** ICO file (or a sample ICO made from the sample picture when null) → its images as PNG. */
  read(file: Blob | null, onProgress: (fraction: number) => void): Promise<IcoReadResult>;
}

const canvas2d = (width: number, height: number) => {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas in this worker');
  return { canvas, ctx };
};

const toImageData = (image: RgbaImage) => new ImageData(new Uint8ClampedArray(image.data), image.width, image.height);

async function decodeSource(file: Blob | null): Promise<{ bitmap: ImageBitmap; bytes: number }> {
  if (!file) return { bitmap: await createImageBitmap(toImageData(sampleImage(480, 320))), bytes: 0 };
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  if (head[0] === 0x3c || (head[0] === 0xef && head[3] === 0x3c)) throw new ToolInputError('SVG pictures cannot be decoded in the worker: convert it to PNG first (the Image converter does that).');
  try {
    return { bitmap: await createImageBitmap(file), bytes: file.size };
  } catch (error) {
    throw new ToolInputError('This file is not an image this browser can decode (PNG, JPEG, WebP, GIF, BMP, AVIF or ICO).', { cause: error });
  }
}

/** Scales a bitmap down step by step (halving) to about `target` px on its longer side: a 50 MP photo becomes small fast and without aliasing. */
async function shrinkTo(bitmap: ImageBitmap, target: number): Promise<ImageBitmap> {
  let current = bitmap;
  while (Math.max(current.width, current.height) > target * 2) {
    const next = await createImageBitmap(current, { resizeWidth: Math.max(1, Math.round(current.width / 2)), resizeHeight: Math.max(1, Math.round(current.height / 2)), resizeQuality: 'high' });
    if (current !== bitmap) current.close();
    current = next;
  }
  return current;
}

async function renderSize(source: ImageBitmap, size: number, fit: IcoFit): Promise<{ canvas: OffscreenCanvas; rgba: RgbaImage }> {
  const place = placeInSquare(source.width, source.height, size, fit);
  const scaled = await createImageBitmap(source, { resizeWidth: place.width, resizeHeight: place.height, resizeQuality: 'high' });
  const { canvas, ctx } = canvas2d(size, size);
  ctx.drawImage(scaled, place.x, place.y);
  scaled.close();
  const data = ctx.getImageData(0, 0, size, size).data;
  return { canvas, rgba: { data, width: size, height: size } };
}

async function pngOf(canvas: OffscreenCanvas): Promise<Blob> {
  return canvas.convertToBlob({ type: 'image/png' });
}

async function make(file: Blob | null, options: IcoMakeOptions, onProgress: (fraction: number) => void): Promise<IcoMakeResult> {
  onProgress(0);
  const { bitmap, bytes } = await decodeSource(file);
  const sourceWidth = bitmap.width;
  const sourceHeight = bitmap.height;
  onProgress(0.3);
  const largest = Math.max(...options.sizes);
  const base = await shrinkTo(bitmap, largest);
  onProgress(0.5);
  const stored: IcoImageData[] = [];
  const images: IcoListedImage[] = [];
  for (const [i, size] of options.sizes.entries()) {
    const { canvas, rgba } = await renderSize(base, size, options.fit);
    const png = await pngOf(canvas);
    const format = entryFormatFor(size, options.entryFormat);
    const entryBytes = format === 'png' ? new Uint8Array(await png.arrayBuffer()) : encodeBmpIconImage(rgba);
    stored.push({ width: size, height: size, bitCount: 32, bytes: entryBytes });
    images.push({ index: i, width: size, height: size, bitCount: 32, format, storedBytes: entryBytes.length, png });
    onProgress(0.5 + (0.5 * (i + 1)) / options.sizes.length);
  }
  if (base !== bitmap) base.close();
  bitmap.close();
  const ico = new Blob([writeIco(stored) as Uint8Array<ArrayBuffer>], { type: 'image/x-icon' });
  return { kind: 'made', ico, sourceWidth, sourceHeight, sourceBytes: bytes, images };
}

async function read(file: Blob | null, onProgress: (fraction: number) => void): Promise<IcoReadResult> {
  onProgress(0);
  const blob = file ?? (await make(null, { sizes: [16, 32, 48, 256], entryFormat: 'auto', fit: 'contain' }, () => undefined)).ico;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (!isIco(bytes)) throw new ToolInputError('This is not an ICO file: it does not start with the ICONDIR header (00 00 01 00).');
  const entries = readIco(bytes);
  const images: IcoListedImage[] = [];
  for (const entry of entries) {
    let png: Blob;
    if (entry.format === 'png') png = new Blob([entry.bytes.slice() as Uint8Array<ArrayBuffer>], { type: 'image/png' });
    else {
      let rgba: RgbaImage;
      try {
        rgba = decodeBmpIconImage(entry.bytes);
      } catch (error) {
        throw error instanceof ToolInputError ? new ToolInputError(`Image ${entry.index + 1}: ${error.message}`) : error;
      }
      const { canvas, ctx } = canvas2d(rgba.width, rgba.height);
      ctx.putImageData(toImageData(rgba), 0, 0);
      png = await pngOf(canvas);
    }
    images.push({ index: entry.index, width: entry.width, height: entry.height, bitCount: entry.bitCount, format: entry.format, storedBytes: entry.bytes.length, png });
    onProgress((entry.index + 1) / entries.length);
  }
  return { kind: 'read', sourceBytes: blob.size, images };
}

const api: IcoWorkerApi = { make, read };

exposeWorkerApi(api);
