import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * HEIC/HEIF → JPEG, PNG or WebP. HEIF (ISO/IEC 23008-12) is an ISO base media file (ISO/IEC
 * 14496-12): an `ftyp` box naming its brands, then a `meta` box listing image items. HEIC is
 * HEIF with HEVC-coded images (brands `heic`, `heix`, `heim`, `heis`; sequences `hevc`, `hevx`;
 * the generic `mif1`/`msf1`). Decoding is done by libheif (LGPL, compiled to WebAssembly by
 * libheif-js); this module holds the pure parts and the decode loop, given a loaded libheif.
 */

/** Output formats. */
export const HEIC_OUTPUT_FORMATS = ['jpeg', 'png', 'webp'] as const;

/** One of {@link HEIC_OUTPUT_FORMATS}. */
export type HeicOutputFormat = (typeof HEIC_OUTPUT_FORMATS)[number];

/** MIME type and file extension of each output format. */
export const HEIC_OUTPUT_INFO: Record<HeicOutputFormat, { mime: string; extension: string; label: string; lossy: boolean }> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG', lossy: true },
  png: { mime: 'image/png', extension: 'png', label: 'PNG', lossy: false },
  webp: { mime: 'image/webp', extension: 'webp', label: 'WebP', lossy: true },
};

/** What {@link sniffHeif} finds. */
export interface HeifFileType {
  /** The major brand, e.g. `heic`. */
  majorBrand: string;
  /** All brands of the `ftyp` box (major first). */
  brands: string[];
}

const HEVC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'mif2', 'miaf'];

/** Names a few common non-HEIF file types by their first bytes, for a helpful message. */
function otherType(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (starts(0xff, 0xd8, 0xff)) return 'a JPEG image';
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'a PNG image';
  if (ascii(0, 4) === 'GIF8') return 'a GIF image';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'a WebP image';
  if (ascii(0, 2) === 'BM') return 'a BMP image';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'a TIFF image (or camera raw)';
  if (ascii(0, 5) === '%PDF-') return 'a PDF document';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'a ZIP archive';
  if (starts(0, 0, 1, 0)) return 'an ICO icon';
  return null;
}

/**
 * Checks that bytes are a HEIF file with HEVC images (HEIC) before libheif sees them, and names
 * what they are otherwise: the first box must be `ftyp` (ISO/IEC 14496-12 §4.3) with a HEIC/HEIF
 * brand among its major and compatible brands.
 *
 * @param bytes - the file, or at least its first 64 bytes.
 * @returns the brands found.
 * @throws ToolInputError when the file is empty, not an ISO media file, an AVIF, a video, or another image type (named).
 */
export function sniffHeif(bytes: Uint8Array): HeifFileType {
  if (bytes.length === 0) throw new ToolInputError('The file is empty.');
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 16 || ascii(4, 8) !== 'ftyp') {
    const other = otherType(bytes);
    throw new ToolInputError(other ? `This is ${other}, not a HEIC/HEIF photo: your browser opens it already (the Image converter changes its format).` : 'This is not a HEIC/HEIF file: it does not start with an ISO media "ftyp" box.');
  }
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(bytes.length, size >= 16 ? size : 16);
  const brands = [ascii(8, 12)];
  for (let pos = 16; pos + 4 <= end; pos += 4) brands.push(ascii(pos, pos + 4));
  const has = (list: string[]) => brands.some((b) => list.includes(b));
  if (brands.includes('avif') || brands.includes('avis')) throw new ToolInputError('This is an AVIF image (AV1 in HEIF), not HEIC: your browser opens AVIF directly (the Image converter changes its format).');
  if (!has(HEVC_BRANDS)) {
    const video = has(['isom', 'mp41', 'mp42', 'qt  ', 'M4V ', 'M4A ', '3gp4', '3gp5', 'avc1', 'dash']);
    throw new ToolInputError(`This is ${video ? 'a video or audio (MP4/MOV) file' : `an ISO media file of brand "${brands[0]?.trim() ?? ''}"`}, not a HEIC/HEIF photo.`);
  }
  return { majorBrand: brands[0] ?? '', brands };
}

/** One decoded image of a HEIF file. */
export interface HeifImage {
  /** The item ID in the file. */
  id: number;
  /** Whether it is the file's primary image (the one viewers show). */
  primary: boolean;
  /** Whether it has an alpha plane. */
  hasAlpha: boolean;
  width: number;
  height: number;
  /** Straight RGBA, `width × height × 4` bytes, rows top to bottom (transforms such as rotation and crop applied). */
  data: Uint8ClampedArray;
}

/** The part of libheif-js's module (emscripten + embind) that {@link decodeHeif} uses. */
export interface LibHeif {
  heif_context_alloc(): unknown;
  heif_context_free(ctx: unknown): void;
  heif_context_read_from_memory(ctx: unknown, data: Uint8Array): { code: unknown; message: string };
  heif_js_context_get_list_of_top_level_image_IDs(ctx: unknown): number[] | { code: unknown };
  heif_js_context_get_image_handle(ctx: unknown, id: number): unknown;
  heif_image_handle_get_width(handle: unknown): number;
  heif_image_handle_get_height(handle: unknown): number;
  heif_image_handle_is_primary_image(handle: unknown): number;
  heif_image_handle_has_alpha_channel(handle: unknown): number;
  heif_image_handle_release(handle: unknown): void;
  heif_image_release(image: unknown): void;
  heif_js_decode_image2(handle: unknown, colorspace: unknown, chroma: unknown): unknown;
  heif_error_code: { heif_error_Ok: unknown };
  heif_colorspace: { heif_colorspace_RGB: unknown };
  heif_chroma: { heif_chroma_interleaved_RGBA: unknown };
  heif_channel: { heif_channel_interleaved: unknown };
}

interface DecodedPlane {
  id: unknown;
  width: number;
  height: number;
  stride: number;
  data: Uint8Array;
}

/** Largest image libheif is asked to decode (pixels): 200 megapixels, about 800 MB of RGBA. */
export const HEIF_MAX_PIXELS = 200_000_000;

const isError = (value: unknown): value is { code: unknown; message?: string } => typeof value === 'object' && value !== null && 'code' in value && !Array.isArray(value);

/**
 * Decodes every top-level image of a HEIF/HEIC file (a burst, a Live Photo's still plus others,
 * an edited photo's versions) to RGBA with libheif, one image at a time.
 *
 * @param lib - libheif-js's loaded module (`libheif-js/wasm-bundle.js` in Node; the `.wasm` build in the browser).
 * @param bytes - the whole file.
 * @param onImage - called after each image with its index and the count (for progress).
 * @returns the images, in the file's order.
 * @throws ToolInputError when the file is not HEIC/HEIF (see {@link sniffHeif}), is damaged, or an image cannot be decoded (libheif's reason is given).
 */
export async function decodeHeif(lib: LibHeif, bytes: Uint8Array, onImage: (index: number, count: number) => void = () => undefined): Promise<HeifImage[]> {
  sniffHeif(bytes);
  const ctx = lib.heif_context_alloc();
  if (!ctx) throw new Error('libheif could not allocate a context');
  try {
    const read = lib.heif_context_read_from_memory(ctx, bytes);
    if (read.code !== lib.heif_error_code.heif_error_Ok) throw new ToolInputError(`This HEIC/HEIF file could not be read: ${read.message}.`);
    const ids = lib.heif_js_context_get_list_of_top_level_image_IDs(ctx);
    if (!Array.isArray(ids) || ids.length === 0) throw new ToolInputError('This HEIF file holds no image.');
    const images: HeifImage[] = [];
    for (const [index, id] of ids.entries()) {
      const handle = lib.heif_js_context_get_image_handle(ctx, id);
      if (!handle || isError(handle)) throw new ToolInputError(`Image ${index + 1} of the file could not be opened${isError(handle) && handle.message ? `: ${handle.message}` : ''}.`);
      try {
        const width = lib.heif_image_handle_get_width(handle);
        const height = lib.heif_image_handle_get_height(handle);
        if (width * height > HEIF_MAX_PIXELS) throw new ToolInputError(`Image ${index + 1} is ${width} × ${height} pixels: more than the ${HEIF_MAX_PIXELS / 1e6} megapixels this tool decodes.`);
        const decoded = (await lib.heif_js_decode_image2(handle, lib.heif_colorspace.heif_colorspace_RGB, lib.heif_chroma.heif_chroma_interleaved_RGBA)) as { code?: unknown; message?: string; image?: unknown; channels?: DecodedPlane[] } | null;
        if (!decoded || !decoded.channels) throw new ToolInputError(`Image ${index + 1} could not be decoded${decoded?.message ? `: ${decoded.message}` : ''}.`);
        try {
          const plane = decoded.channels.find((c) => c.id === lib.heif_channel.heif_channel_interleaved);
          if (!plane) throw new ToolInputError(`Image ${index + 1} could not be converted to RGBA.`);
          images.push({
            id,
            primary: lib.heif_image_handle_is_primary_image(handle) !== 0,
            hasAlpha: lib.heif_image_handle_has_alpha_channel(handle) !== 0,
            width: plane.width,
            height: plane.height,
            data: unstride(plane),
          });
        } finally {
          lib.heif_image_release(decoded.image);
        }
      } finally {
        lib.heif_image_handle_release(handle);
      }
      onImage(index, ids.length);
    }
    return images;
  } finally {
    lib.heif_context_free(ctx);
  }
}

/**
 * Copies an interleaved RGBA plane whose rows are `stride` bytes apart into a tight buffer.
 *
 * @param plane - width, height, stride in bytes, data.
 * @returns `width × height × 4` bytes.
 * @throws ToolInputError when the data is shorter than the plane's size says.
 */
export function unstride(plane: { width: number; height: number; stride: number; data: Uint8Array }): Uint8ClampedArray {
  const row = plane.width * 4;
  if (plane.stride < row || plane.data.length < plane.stride * (plane.height - 1) + row) throw new ToolInputError('The decoded image is smaller than its size says.');
  const out = new Uint8ClampedArray(row * plane.height);
  for (let y = 0; y < plane.height; y++) out.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row);
  return out;
}

/**
 * The download name of an output image: the original's name without its extension, a
 * `-2`… suffix for images after the first when there are several, and the format's extension.
 *
 * @param original - the HEIC file's name (may be empty).
 * @param index - 0-based image index.
 * @param count - how many images the file holds.
 * @param format - the output format.
 * @returns e.g. `IMG_0001.jpg`, `IMG_0001-2.jpg`.
 */
export function heicOutputName(original: string, index: number, count: number, format: HeicOutputFormat): string {
  const base = original.replace(/\.[^./\\]*$/, '').replace(/[\\/:*?"<>|]/g, '_') || 'image';
  return `${base}${count > 1 && index > 0 ? `-${index + 1}` : ''}.${HEIC_OUTPUT_INFO[format].extension}`;
}

/**
 * Checks an output quality setting.
 *
 * @param quality - 1–100 (percent; used by JPEG and WebP).
 * @returns the quality as the 0–1 fraction canvas encoders take.
 * @throws ToolInputError when it is not a whole number from 1 to 100.
 */
export function qualityFraction(quality: number): number {
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) throw new ToolInputError(`Quality is a whole number from 1 to 100 (got ${quality}).`);
  return quality / 100;
}
