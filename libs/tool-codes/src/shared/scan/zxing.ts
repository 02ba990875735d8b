// zxing-wasm (reader build) set up to load its WebAssembly from where we say — never from the
// jsDelivr CDN its default `locateFile` points at — plus the read call the decoder tools share.
import { ToolInputError } from '@handy-tools/ui/kit';
import { prepareZXingModule, readBarcodes, type ReaderOptions, type ReadResult } from 'zxing-wasm/reader';

/** Where the reader's `zxing_reader.wasm` comes from: a URL (browser) or its bytes (Node). */
export type ZXingWasmSource = { url: string } | { bytes: Uint8Array };

let configured = false;

/**
 * Tells zxing-wasm where its reader WASM is. Call once before {@link readCodes} in a browser (the
 * worker does, with the URL Vite emits for `zxing-wasm/reader/zxing_reader.wasm?url`); in Node the
 * file is found in `node_modules` without this call.
 *
 * @param source - `{ url }` of the served `zxing_reader.wasm`, or `{ bytes }` of it.
 */
export function configureZXingWasm(source: ZXingWasmSource): void {
  const overrides =
    'url' in source
      ? { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? source.url : prefix + path) }
      : { wasmBinary: source.bytes.buffer.slice(source.bytes.byteOffset, source.bytes.byteOffset + source.bytes.byteLength) as ArrayBuffer };
  prepareZXingModule({ overrides, fireImmediately: false });
  configured = true;
}

const isNode = () => typeof process !== 'undefined' && typeof process.versions?.node === 'string' && typeof window === 'undefined';

async function ensureConfigured(): Promise<void> {
  if (configured) return;
  if (!isNode()) throw new Error('zxing-wasm is not configured: call useZXingWasm({ url }) first (the app never loads it from a CDN).');
  // Plain Node: read the WASM file that ships in the zxing-wasm package.
  const fsName = 'node:fs/promises';
  const { readFile } = (await import(/* @vite-ignore */ fsName)) as typeof import('node:fs/promises');
  const url = import.meta.resolve('zxing-wasm/reader/zxing_reader.wasm');
  configureZXingWasm({ bytes: new Uint8Array(await readFile(new URL(url))) });
}

/** Image file formats zxing's built-in decoder (stb_image) reads, by their first bytes. */
const SIGNATURES: [string, number[]][] = [
  ['PNG', [0x89, 0x50, 0x4e, 0x47]],
  ['JPEG', [0xff, 0xd8, 0xff]],
  ['GIF', [0x47, 0x49, 0x46, 0x38]],
  ['BMP', [0x42, 0x4d]],
];

/**
 * The image format of a file from its signature, among those zxing decodes itself.
 *
 * @param bytes - the file's first bytes (at least 4).
 * @returns `PNG`, `JPEG`, `GIF` or `BMP`, or null for anything else (WebP, AVIF, SVG… which a browser
 *   decodes to pixels first).
 */
export function builtInImageFormat(bytes: Uint8Array): string | null {
  for (const [name, sig] of SIGNATURES) if (sig.every((b, i) => bytes[i] === b)) return name;
  return null;
}

/** Which codes to look for and how hard (a subset of zxing-cpp's reader options). */
export interface ReadCodesOptions {
  /** zxing format names (`QRCode`, `EAN13`, …, or `All`, `AllLinear`, `AllMatrix`); default all readable. */
  formats?: NonNullable<ReaderOptions['formats']>;
  /** Spend more time looking: also rotated, inverted (light on dark) and downscaled images (default true). */
  tryHarder?: boolean;
  /** At most this many symbols (default 255). */
  maxSymbols?: number;
}

/** One code found in an image. */
export interface ScannedCode {
  /** zxing's canonical format name, e.g. `QRCode`, `EAN13`, `Code128`. */
  format: string;
  /** The content as text (bytes decoded as the symbol's character set / ECI says); UPC-E as printed (8 digits). */
  text: string;
  /** Another reading of the same content: a UPC-E or UPC-A code's EAN-13 (GTIN-13) form, else ''. */
  gtin13: string;
  /** The raw content bytes, as hex (space-separated pairs). */
  bytesHex: string;
  /** Corners in image pixels: top-left, top-right, bottom-right, bottom-left. */
  position: { x: number; y: number }[];
  /** Rotation of the symbol in the image, in degrees. */
  rotation: number;
  /** Error-correction level or percentage (QR: L/M/Q/H), empty when the format has none. */
  ecLevel: string;
  /** Symbol version or size (QR: 1–40; Data Matrix: rows×columns), empty when none. */
  version: string;
  /** ISO/IEC 15424 symbology identifier, e.g. `]Q1`. */
  symbologyIdentifier: string;
  /** Content type hint from zxing: `Text`, `Binary`, `Mixed`, `GS1`, `ISO15434`, `UnknownECI`. */
  contentType: string;
  /** Whether the symbol was mirrored or printed light on dark. */
  mirrored: boolean;
  inverted: boolean;
  /** Structured append: position (1-based) and count, or null when not part of a sequence. */
  sequence: { index: number; size: number; id: string } | null;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');

function parseExtra(extra: string): Record<string, unknown> {
  try {
    const value: unknown = extra ? JSON.parse(extra) : {};
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Converts a zxing-wasm result to a {@link ScannedCode}.
 *
 * @param r - a valid zxing-wasm read result.
 * @returns the fields a tool shows.
 */
export function toScannedCode(r: ReadResult): ScannedCode {
  const extra = parseExtra(r.extra);
  const p = r.position;
  return {
    format: r.format,
    text: r.format === 'UPCE' && typeof extra.UPCE === 'string' ? extra.UPCE : r.text,
    gtin13: r.format === 'UPCE' || (r.format === 'EAN13' && r.text.startsWith('0')) ? r.text : '',
    bytesHex: hex(r.bytes),
    position: [p.topLeft, p.topRight, p.bottomRight, p.bottomLeft].map(({ x, y }) => ({ x, y })),
    rotation: r.rotation,
    ecLevel: typeof extra.ECLevel === 'string' ? extra.ECLevel : r.ecLevel || '',
    version: typeof extra.Version === 'string' ? extra.Version : r.version || '',
    symbologyIdentifier: r.symbologyIdentifier,
    contentType: String(r.contentType),
    mirrored: r.isMirrored,
    inverted: r.isInverted,
    sequence: r.sequenceSize > 0 ? { index: r.sequenceIndex + 1, size: r.sequenceSize, id: r.sequenceId } : null,
  };
}

/** A grey or RGBA pixel image (what a canvas's `getImageData` gives). */
export interface PixelImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, row by row. */
  data: Uint8ClampedArray;
}

/**
 * Finds and decodes every barcode in an image with zxing-cpp (zxing-wasm's reader build).
 *
 * @param image - an encoded image file's bytes (PNG, JPEG, GIF, BMP, TGA, PNM, PSD: decoded by
 *   zxing's built-in stb_image) or RGBA pixels ({@link PixelImage}).
 * @param options - {@link ReadCodesOptions}.
 * @returns the codes found, in zxing's order (top to bottom); empty when there are none.
 * @throws ToolInputError when the bytes are empty, not an image zxing can decode, or damaged.
 * @see ISO/IEC 18004 (QR), 15417 (Code 128), 15420 (EAN/UPC), 16022 (Data Matrix), 15438 (PDF417), 24778 (Aztec).
 */
export async function readCodes(image: Uint8Array | PixelImage, options: ReadCodesOptions = {}): Promise<ScannedCode[]> {
  const isPixels = !(image instanceof Uint8Array);
  if (isPixels ? image.width < 1 || image.height < 1 || image.data.length < image.width * image.height * 4 : image.length === 0)
    throw new ToolInputError('The image is empty.');
  if (!isPixels && builtInImageFormat(image) === null)
    throw new ToolInputError('This file is not an image this reader can open: choose a PNG, JPEG, GIF, BMP or (in a browser) WebP or AVIF image.');
  await ensureConfigured();
  const tryHarder = options.tryHarder ?? true;
  const readerOptions: ReaderOptions = {
    formats: options.formats ?? [],
    tryHarder,
    tryRotate: tryHarder,
    tryInvert: tryHarder,
    tryDownscale: tryHarder,
    tryDenoise: tryHarder,
    maxNumberOfSymbols: options.maxSymbols ?? 255,
    returnErrors: false,
  };
  let results: ReadResult[];
  try {
    const input = isPixels
      ? ({ width: image.width, height: image.height, data: image.data, colorSpace: 'srgb' } as unknown as ImageData)
      : image;
    results = await readBarcodes(input, readerOptions);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ToolInputError(`This image could not be decoded (${message}); it may be damaged or truncated.`);
  }
  return results.filter((r) => r.isValid).map(toScannedCode);
}
