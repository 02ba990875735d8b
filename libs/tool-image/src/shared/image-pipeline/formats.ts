import { ToolInputError } from '@handy-tools/ui/kit';

/** Pixels as RGBA bytes, row by row from the top left, 4 bytes a pixel, not premultiplied (like `ImageData`). */
export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/** The formats the pipeline writes. */
export const OUTPUT_FORMATS = ['png', 'jpeg', 'webp', 'avif', 'gif', 'bmp', 'ico'] as const;
/** One of {@link OUTPUT_FORMATS}. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** What the pipeline knows of each output format. */
export const FORMAT_INFO: Record<
  OutputFormat,
  { mime: string; extension: string; label: string; alpha: boolean; lossy: boolean; canvas: boolean }
> = {
  png: { mime: 'image/png', extension: 'png', label: 'PNG', alpha: true, lossy: false, canvas: true },
  jpeg: { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG', alpha: false, lossy: true, canvas: true },
  webp: { mime: 'image/webp', extension: 'webp', label: 'WebP', alpha: true, lossy: true, canvas: true },
  avif: { mime: 'image/avif', extension: 'avif', label: 'AVIF', alpha: true, lossy: true, canvas: true },
  gif: { mime: 'image/gif', extension: 'gif', label: 'GIF', alpha: true, lossy: false, canvas: false },
  bmp: { mime: 'image/bmp', extension: 'bmp', label: 'BMP', alpha: false, lossy: false, canvas: false },
  ico: { mime: 'image/x-icon', extension: 'ico', label: 'ICO', alpha: true, lossy: false, canvas: false },
};

/** The largest canvas side browsers allow (Chromium, Firefox). */
export const MAX_SIDE = 32_767;
/** The largest canvas area Chromium allows (2^28 pixels). */
export const MAX_AREA = 268_435_456;
/** The largest side of an image inside an ICO file (its directory stores 256 as 0). */
export const ICO_MAX_SIDE = 256;

/**
 * Recognises an image file by its first bytes ("magic numbers").
 *
 * @param bytes - the start of the file (16 bytes are enough).
 * @returns the MIME type (`image/png`, `image/jpeg`, `image/gif`, `image/webp`, `image/bmp`,
 *   `image/x-icon`, `image/avif`, `image/heic`, `image/tiff`, `image/svg+xml`) or null when unknown.
 * @see PNG (ISO/IEC 15948 §5.2), JPEG (ITU T.81 SOI), GIF89a, RIFF/WebP, BMP, ICO, ISO BMFF `ftyp` brands.
 */
export function sniffImageType(bytes: Uint8Array): string | null {
  const b = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (b(0) === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'GIF8') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 2) === 'BM' && bytes.length >= 14) return 'image/bmp';
  if (b(0) === 0 && b(1) === 0 && b(2) === 1 && b(3) === 0) return 'image/x-icon';
  if ((b(0) === 0x49 && b(1) === 0x49 && b(2) === 0x2a) || (b(0) === 0x4d && b(1) === 0x4d && b(3) === 0x2a)) return 'image/tiff';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'mif1', 'msf1', 'hevc'].includes(brand)) return 'image/heic';
  }
  const head = ascii(0, Math.min(bytes.length, 256)).trimStart();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'image/svg+xml';
  return null;
}

/**
 * Parses a CSS hex colour.
 *
 * @param text - `#rgb`, `#rrggbb` (the `#` is optional), any case.
 * @returns `[r, g, b]`, each 0–255.
 * @throws ToolInputError when the text is not such a colour.
 * @see CSS Color Module Level 4 §5.2 (hex notation).
 */
export function parseHexColor(text: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!m) throw new ToolInputError(`"${text}" is not a colour: write it as #rrggbb, e.g. #ffffff for white.`);
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * Composites an image over an opaque background colour ("source-over" with straight alpha,
 * rounded to the nearest integer), for formats without transparency (JPEG, 24-bit BMP).
 *
 * @param image - the RGBA image.
 * @param background - `[r, g, b]`, 0–255.
 * @returns a new, fully opaque RGBA image of the same size.
 * @see W3C Compositing and Blending Level 1 §5.1 (simple alpha compositing).
 */
export function flattenRgba(image: RgbaImage, background: [number, number, number]): RgbaImage {
  const out = new Uint8ClampedArray(image.width * image.height * 4);
  const src = image.data;
  for (let i = 0; i < out.length; i += 4) {
    const a = src[i + 3]! / 255;
    out[i] = Math.round(src[i]! * a + background[0] * (1 - a));
    out[i + 1] = Math.round(src[i + 1]! * a + background[1] * (1 - a));
    out[i + 2] = Math.round(src[i + 2]! * a + background[2] * (1 - a));
    out[i + 3] = 255;
  }
  return { data: out, width: image.width, height: image.height };
}

function checkImage(image: RgbaImage): void {
  if (!Number.isInteger(image.width) || !Number.isInteger(image.height) || image.width < 1 || image.height < 1)
    throw new ToolInputError(`The image must be at least 1 × 1 pixel (got ${image.width} × ${image.height}).`);
  if (image.data.length !== image.width * image.height * 4)
    throw new ToolInputError(`The pixel data holds ${image.data.length} bytes, not ${image.width} × ${image.height} × 4.`);
}

/**
 * Writes a 24-bit uncompressed Windows bitmap (BITMAPINFOHEADER, bottom-up rows padded to 4
 * bytes, BGR order). Transparent pixels are flattened over `background` first.
 *
 * @param image - the RGBA image.
 * @param background - `[r, g, b]` the transparent parts are laid on (default white).
 * @returns the BMP file's bytes.
 * @throws ToolInputError for an empty or inconsistent image.
 * @see Microsoft "Bitmap Storage" (BITMAPFILEHEADER, BITMAPINFOHEADER, BI_RGB).
 */
export function encodeBmp(image: RgbaImage, background: [number, number, number] = [255, 255, 255]): Uint8Array {
  checkImage(image);
  const { width, height } = image;
  const flat = flattenRgba(image, background).data;
  const stride = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + stride * height;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out[0] = 0x42; // B
  out[1] = 0x4d; // M
  view.setUint32(2, size, true);
  view.setUint32(10, 54, true); // pixel data offset
  view.setUint32(14, 40, true); // BITMAPINFOHEADER
  view.setInt32(18, width, true);
  view.setInt32(22, height, true); // positive: bottom-up
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, 24, true); // bits per pixel
  view.setUint32(30, 0, true); // BI_RGB
  view.setUint32(34, stride * height, true);
  view.setInt32(38, 2835, true); // 72 dpi
  view.setInt32(42, 2835, true);
  for (let y = 0; y < height; y++) {
    let o = 54 + (height - 1 - y) * stride;
    let s = y * width * 4;
    for (let x = 0; x < width; x++, s += 4) {
      out[o++] = flat[s + 2]!;
      out[o++] = flat[s + 1]!;
      out[o++] = flat[s]!;
    }
  }
  return out;
}

/** One image of an ICO file: its size and its PNG bytes. */
export interface IcoEntry {
  width: number;
  height: number;
  png: Uint8Array;
}

/**
 * Writes an ICO file whose images are PNG streams (the form Windows Vista and every browser
 * read; sizes up to 256 × 256).
 *
 * @param entries - one or more PNG images, each at most 256 pixels a side.
 * @returns the ICO file's bytes (ICONDIR, one ICONDIRENTRY per image, then the PNGs).
 * @throws ToolInputError when there is no image, a side is out of 1–256, or a payload is not a PNG.
 * @see Microsoft "Icons" (ICONDIR / ICONDIRENTRY), PNG-compressed icons.
 */
export function encodeIco(entries: readonly IcoEntry[]): Uint8Array {
  if (entries.length === 0 || entries.length > 0xffff) throw new ToolInputError('An ICO file needs at least one image.');
  for (const e of entries) {
    if (!(e.width >= 1 && e.width <= ICO_MAX_SIDE && e.height >= 1 && e.height <= ICO_MAX_SIDE))
      throw new ToolInputError(`An icon image must be 1 to 256 pixels a side (got ${e.width} × ${e.height}).`);
    if (sniffImageType(e.png) !== 'image/png') throw new ToolInputError('Each icon image must be a PNG stream.');
  }
  const header = 6 + 16 * entries.length;
  const size = header + entries.reduce((n, e) => n + e.png.length, 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, entries.length, true);
  let offset = header;
  entries.forEach((e, i) => {
    const d = 6 + 16 * i;
    out[d] = e.width === 256 ? 0 : e.width;
    out[d + 1] = e.height === 256 ? 0 : e.height;
    view.setUint16(d + 4, 1, true); // colour planes
    view.setUint16(d + 6, 32, true); // bits per pixel
    view.setUint32(d + 8, e.png.length, true);
    view.setUint32(d + 12, offset, true);
    out.set(e.png, offset);
    offset += e.png.length;
  });
  return out;
}

/** How a resize is asked for. */
export interface ResizeRequest {
  /** `px`: `width`/`height` are pixels; `percent`: they are percentages of the source. */
  unit: 'px' | 'percent';
  width: number;
  height: number;
  /** Keep the source's aspect ratio: the height follows the width (`height` is ignored). */
  keepAspect: boolean;
}

/**
 * Works out the output size of a resize.
 *
 * @param source - the source's size in pixels.
 * @param request - {@link ResizeRequest}.
 * @returns the output's `width` and `height` in whole pixels (at least 1), and `upscaled` when
 *   either side grows.
 * @throws ToolInputError when a number is not positive or the result exceeds what a browser
 *   canvas holds (32,767 px a side, 268 megapixels).
 */
export function targetSize(
  source: { width: number; height: number },
  request: ResizeRequest,
): { width: number; height: number; upscaled: boolean } {
  const { unit, keepAspect } = request;
  if (!(request.width > 0) || !Number.isFinite(request.width))
    throw new ToolInputError(`The width must be a positive number (got ${request.width}).`);
  if (!keepAspect && (!(request.height > 0) || !Number.isFinite(request.height)))
    throw new ToolInputError(`The height must be a positive number (got ${request.height}).`);
  let width: number;
  let height: number;
  if (unit === 'percent') {
    width = (source.width * request.width) / 100;
    height = keepAspect ? (source.height * request.width) / 100 : (source.height * request.height) / 100;
  } else {
    width = request.width;
    height = keepAspect ? (request.width * source.height) / source.width : request.height;
  }
  width = Math.max(1, Math.round(width));
  height = Math.max(1, Math.round(height));
  checkCanvasSize(width, height);
  return { width, height, upscaled: width > source.width || height > source.height };
}

/**
 * Checks that an image fits in a browser canvas.
 *
 * @param width - pixels.
 * @param height - pixels.
 * @throws ToolInputError when a side exceeds {@link MAX_SIDE} or the area {@link MAX_AREA}.
 */
export function checkCanvasSize(width: number, height: number): void {
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw new ToolInputError(`${width} × ${height} px is too large: browsers draw at most ${MAX_SIDE.toLocaleString('en')} px a side.`);
  if (width * height > MAX_AREA)
    throw new ToolInputError(
      `${width} × ${height} px is too large: browsers draw at most ${MAX_AREA / 1_048_576} megapixels (2^28 pixels).`,
    );
}

/**
 * Fits a size inside a square box, keeping the aspect ratio; a size already inside is kept.
 *
 * @param size - pixels.
 * @param max - the box's side in pixels.
 * @returns the fitted size (whole pixels, at least 1).
 */
export function fitInside(size: { width: number; height: number }, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/**
 * Reads the intrinsic size of an SVG document from its root element: `width`/`height` in
 * px (or unitless), else the `viewBox`, else 300 × 150 (the CSS default for replaced elements).
 *
 * @param svg - the SVG text.
 * @returns `width` and `height` in CSS pixels.
 * @throws ToolInputError when the text has no `<svg` root.
 * @see SVG 2 §8.2 (the `viewBox` attribute), CSS 2 §10.3.2 (default 300 × 150).
 */
export function svgIntrinsicSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) throw new ToolInputError('This is not an SVG image: no <svg> element was found.');
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const length = (v: string | undefined) => {
    const m = v ? /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(v) : null;
    return m ? Number(m[1]) : null;
  };
  const w = length(attr('width'));
  const h = length(attr('height'));
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const bw = box && box.length === 4 && box[2]! > 0 ? box[2]! : null;
  const bh = box && box.length === 4 && box[3]! > 0 ? box[3]! : null;
  if (w && h) return { width: w, height: h };
  if (w && bw && bh) return { width: w, height: (w * bh) / bw };
  if (h && bw && bh) return { width: (h * bw) / bh, height: h };
  if (bw && bh) return { width: bw, height: bh };
  return { width: w ?? 300, height: h ?? 150 };
}

/**
 * How the output's size compares with the original's.
 *
 * @param original - bytes.
 * @param output - bytes.
 * @returns the change in percent of the original, rounded to one decimal (−40 means 40 % smaller).
 */
export function sizeChangePercent(original: number, output: number): number {
  if (original <= 0) return 0;
  return Math.round(((output - original) / original) * 1000) / 10;
}

/**
 * A byte count for people: `512 B`, `1.5 KB`, `12.3 MB` (1 KB = 1,024 bytes).
 *
 * @param bytes - a count of bytes.
 * @returns the text.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/**
 * The download name of an output: the original's name without its extension, an optional
 * suffix, and the format's extension.
 *
 * @param original - the original file's name (may be empty).
 * @param format - the output format.
 * @param suffix - added before the extension, e.g. `-800x600`.
 * @returns e.g. `photo-800x600.webp`.
 */
export function outputFileName(original: string, format: OutputFormat, suffix = ''): string {
  const base = original.replace(/\.[^./\\]*$/, '').replace(/[\\/:*?"<>|]/g, '_') || 'image';
  return `${base}${suffix}.${FORMAT_INFO[format].extension}`;
}

/**
 * Draws the built-in sample image: a colour wheel-like gradient with a half-transparent disc and
 * a fully transparent corner, so format changes (alpha, palettes, lossy coding) show.
 *
 * @param width - pixels (1–4096).
 * @param height - pixels (1–4096).
 * @returns the RGBA image.
 * @throws ToolInputError for a size out of range.
 */
export function sampleImage(width = 480, height = 320): RgbaImage {
  if (!(width >= 1 && width <= 4096 && height >= 1 && height <= 4096))
    throw new ToolInputError('The sample image is 1 to 4096 pixels a side.');
  const data = new Uint8ClampedArray(width * height * 4);
  const cx = width * 0.62;
  const cy = height * 0.5;
  const r = Math.min(width, height) * 0.3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const u = x / width;
      const v = y / height;
      data[i] = Math.round(255 * u);
      data[i + 1] = Math.round(255 * v);
      data[i + 2] = Math.round(255 * (1 - u) * (1 - v) + 64 * u * v);
      data[i + 3] = 255;
      const d = Math.hypot(x - cx, y - cy);
      if (d < r) {
        // A white disc with a soft edge, half transparent.
        data[i] = data[i + 1] = data[i + 2] = 250;
        data[i + 3] = 160;
      }
      if (x < width * 0.12 && y < height * 0.18) data[i + 3] = 0;
      if ((Math.floor(x / 16) + Math.floor(y / 16)) % 2 === 0 && y > height * 0.85) data[i] = data[i + 1] = data[i + 2] = 20;
    }
  }
  return { data, width, height };
}

/** How an SVG is rendered: at a scale of its own size, or at a width (the height follows). */
export interface SvgRenderSize {
  /** Zoom of the SVG's intrinsic size, e.g. 2 for twice as large (0.01–64). */
  scale: number;
  /** Output width in pixels; 0 to use `scale`. */
  width: number;
}

/**
 * The pixel size an SVG is rendered at.
 *
 * @param intrinsic - the SVG's own size in CSS pixels (see `svgIntrinsicSize`).
 * @param render - {@link SvgRenderSize}.
 * @returns whole pixels, at least 1 a side, keeping the SVG's aspect ratio.
 * @throws ToolInputError for a scale out of 0.01–64 or a size larger than a browser canvas.
 * @see SVG 2 §8.2 (the intrinsic size from width/height or viewBox).
 */
export function svgRenderSize(intrinsic: { width: number; height: number }, render: SvgRenderSize): { width: number; height: number } {
  if (!(intrinsic.width > 0 && intrinsic.height > 0))
    throw new ToolInputError('The SVG has no size: give its root a width and height or a viewBox.');
  let width: number;
  let height: number;
  if (render.width > 0) {
    if (!Number.isInteger(render.width)) throw new ToolInputError(`The SVG width must be a whole number of pixels (got ${render.width}).`);
    width = render.width;
    height = Math.max(1, Math.round((render.width * intrinsic.height) / intrinsic.width));
  } else {
    if (!(render.scale >= 0.01 && render.scale <= 64))
      throw new ToolInputError(`The SVG scale must be from 0.01 to 64 (got ${render.scale}).`);
    width = Math.max(1, Math.round(intrinsic.width * render.scale));
    height = Math.max(1, Math.round(intrinsic.height * render.scale));
  }
  checkCanvasSize(width, height);
  return { width, height };
}
