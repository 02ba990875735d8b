import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * The ICO container as Windows reads it (Microsoft, "Icons", Win32 docs; the ICONDIR /
 * ICONDIRENTRY layout and the DIB format of BITMAPINFOHEADER): a 6-byte ICONDIR, one 16-byte
 * ICONDIRENTRY per image, then each image's data — either a whole PNG file (Windows Vista and
 * later; the usual choice for 256 × 256) or a DIB without its BITMAPFILEHEADER: a 40-byte
 * BITMAPINFOHEADER whose height is twice the icon's (XOR bitmap + AND mask), an optional palette,
 * the bottom-up XOR pixels, then the 1-bit AND mask (rows padded to 32 bits).
 * All multi-byte numbers are little-endian.
 */

/** An RGBA image: `data` holds `width × height × 4` bytes, straight (not premultiplied) alpha, rows top to bottom. */
export interface RgbaPixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/** The icon sizes offered, in pixels a side (Windows uses 16, 24, 32, 48 and 256; 64 and 128 help other apps). */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;

/** One of {@link ICO_SIZES}. */
export type IcoSize = (typeof ICO_SIZES)[number];

/**
 * How entries are stored: `auto` (the Windows convention: BMP up to 128 px for old readers,
 * PNG for 256 px to keep the file small), `png` (every entry a PNG: smallest, Windows Vista+),
 * `bmp` (every entry a 32-bit BMP: what Windows XP and very old readers understand).
 */
export const ICO_ENTRY_FORMATS = ['auto', 'png', 'bmp'] as const;

/** One of {@link ICO_ENTRY_FORMATS}. */
export type IcoEntryFormat = (typeof ICO_ENTRY_FORMATS)[number];

/** How a non-square picture fits the square icon: `contain` (whole picture, transparent bars), `cover` (cropped to fill), `stretch`. */
export const ICO_FITS = ['contain', 'cover', 'stretch'] as const;

/** One of {@link ICO_FITS}. */
export type IcoFit = (typeof ICO_FITS)[number];

/** An image to store in an ICO file: its size and its encoded bytes (a PNG file, or a DIB from {@link encodeBmpIconImage}). */
export interface IcoImageData {
  width: number;
  height: number;
  /** Bits per pixel written in the directory (32 for our PNG and BMP entries). */
  bitCount: number;
  /** The image bytes exactly as stored in the file. */
  bytes: Uint8Array;
}

/** One image of a parsed ICO file. */
export interface IcoImageInfo {
  /** 0-based position in the directory. */
  index: number;
  /** Pixels (a directory byte of 0 means 256; the real size is read from the image header). */
  width: number;
  height: number;
  /** Bits per pixel of the image (for PNG: bit depth × channels, e.g. 32 for 8-bit RGBA). */
  bitCount: number;
  /** `png` when the entry holds a PNG file, `bmp` for a DIB. */
  format: 'png' | 'bmp';
  /** The entry's bytes (a whole PNG file for `png`). */
  bytes: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Whether bytes start with an ICO (or CUR) header: ICONDIR reserved 0, type 1 (icon) or 2 (cursor), at least one image.
 *
 * @param bytes - the file's first bytes (6 are enough).
 * @returns true for an ICO or CUR file.
 */
export function isIco(bytes: Uint8Array): boolean {
  return bytes.length >= 6 && bytes[0] === 0 && bytes[1] === 0 && (bytes[2] === 1 || bytes[2] === 2) && bytes[3] === 0 && ((bytes[4] ?? 0) | ((bytes[5] ?? 0) << 8)) > 0;
}

/**
 * Whether bytes start with the PNG signature (ISO/IEC 15948 §5.2).
 *
 * @param bytes - data.
 * @returns true for a PNG file.
 */
export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

function checkImage(image: RgbaPixels, where: string): void {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > 256 || height > 256) {
    throw new ToolInputError(`${where}: an icon image is 1 to 256 pixels a side (got ${width} × ${height}).`);
  }
  if (data.length !== width * height * 4) throw new ToolInputError(`${where}: expected ${width * height * 4} bytes of RGBA pixels, got ${data.length}.`);
}

/**
 * Encodes an RGBA image as an ICO entry's DIB: a BITMAPINFOHEADER (40 bytes, height doubled,
 * 1 plane, 32 bits per pixel, BI_RGB), the BGRA pixels bottom-up, and the 1-bit AND mask
 * (bit set = transparent, where alpha is 0; rows padded to 4 bytes), as Windows reads icons.
 *
 * @param image - 1–256 px a side.
 * @returns the DIB bytes (no BITMAPFILEHEADER).
 * @throws ToolInputError when the size is out of range or the pixel buffer does not match it.
 */
export function encodeBmpIconImage(image: RgbaPixels): Uint8Array {
  checkImage(image, 'BMP entry');
  const { width, height, data } = image;
  const maskStride = Math.ceil(width / 32) * 4;
  const pixelBytes = width * height * 4;
  const out = new Uint8Array(40 + pixelBytes + maskStride * height);
  const view = new DataView(out.buffer);
  view.setUint32(0, 40, true); // biSize
  view.setInt32(4, width, true);
  view.setInt32(8, height * 2, true); // XOR + AND
  view.setUint16(12, 1, true); // planes
  view.setUint16(14, 32, true); // bit count
  view.setUint32(16, 0, true); // BI_RGB
  view.setUint32(20, pixelBytes + maskStride * height, true); // biSizeImage
  for (let y = 0; y < height; y++) {
    const src = (height - 1 - y) * width * 4;
    const dst = 40 + y * width * 4;
    const maskRow = 40 + pixelBytes + y * maskStride;
    for (let x = 0; x < width; x++) {
      const s = src + x * 4;
      const d = dst + x * 4;
      const a = data[s + 3] ?? 0;
      out[d] = data[s + 2] ?? 0;
      out[d + 1] = data[s + 1] ?? 0;
      out[d + 2] = data[s] ?? 0;
      out[d + 3] = a;
      if (a === 0) out[maskRow + (x >> 3)] = (out[maskRow + (x >> 3)] ?? 0) | (0x80 >> (x & 7));
    }
  }
  return out;
}

/**
 * Decodes an ICO entry's DIB (BITMAPINFOHEADER; 1, 4, 8, 24 or 32 bits per pixel, BI_RGB,
 * bottom-up or top-down) to RGBA, applying the AND mask. A 32-bit image whose alpha bytes are
 * all 0 is read as opaque (pre-Windows-XP icons), with the mask giving transparency.
 *
 * @param bytes - the DIB as stored in the ICO entry.
 * @returns the RGBA pixels (height is half the header's height).
 * @throws ToolInputError when the header is unsupported or the data is truncated.
 */
export function decodeBmpIconImage(bytes: Uint8Array): RgbaPixels {
  if (bytes.length < 40) throw new ToolInputError('BMP entry: shorter than its 40-byte BITMAPINFOHEADER.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = (i: number) => bytes[i] ?? 0;
  const headerSize = view.getUint32(0, true);
  if (headerSize < 40 || headerSize > bytes.length) throw new ToolInputError(`BMP entry: unsupported header size ${headerSize} (expected a BITMAPINFOHEADER, 40 bytes or more).`);
  const width = view.getInt32(4, true);
  const rawHeight = view.getInt32(8, true);
  const bitCount = view.getUint16(14, true);
  const compression = view.getUint32(16, true);
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight) / 2;
  if (width < 1 || width > 1024 || !Number.isInteger(height) || height < 1 || height > 1024) {
    throw new ToolInputError(`BMP entry: unusable size ${width} × ${Math.abs(rawHeight)} (an icon DIB's height is twice the image's).`);
  }
  if (![1, 4, 8, 24, 32].includes(bitCount)) throw new ToolInputError(`BMP entry: ${bitCount} bits per pixel is not an icon depth (1, 4, 8, 24 or 32).`);
  if (compression !== 0 && !(compression === 3 && bitCount === 32)) throw new ToolInputError(`BMP entry: compression ${compression} is not supported (icons use BI_RGB).`);
  let offset = headerSize;
  const palette: number[][] = [];
  if (bitCount <= 8) {
    const used = view.getUint32(32, true) || 1 << bitCount;
    if (offset + used * 4 > bytes.length) throw new ToolInputError('BMP entry: the colour table is cut short.');
    for (let i = 0; i < used; i++) palette.push([at(offset + i * 4 + 2), at(offset + i * 4 + 1), at(offset + i * 4)]);
    offset += used * 4;
  }
  const stride = Math.ceil((width * bitCount) / 32) * 4;
  const maskStride = Math.ceil(width / 32) * 4;
  const maskOffset = offset + stride * height;
  if (maskOffset > bytes.length) throw new ToolInputError(`BMP entry: the pixels are cut short (${bytes.length} bytes, need ${maskOffset}).`);
  const hasMask = maskOffset + maskStride * height <= bytes.length;
  const data = new Uint8ClampedArray(width * height * 4);
  let anyAlpha = false;
  for (let row = 0; row < height; row++) {
    const y = topDown ? row : height - 1 - row;
    const line = offset + row * stride;
    for (let x = 0; x < width; x++) {
      const d = (y * width + x) * 4;
      let rgb: number[];
      let a = 255;
      if (bitCount === 32) {
        const s = line + x * 4;
        rgb = [at(s + 2), at(s + 1), at(s)];
        a = at(s + 3);
        if (a !== 0) anyAlpha = true;
      } else if (bitCount === 24) {
        const s = line + x * 3;
        rgb = [at(s + 2), at(s + 1), at(s)];
      } else {
        const bitPos = x * bitCount;
        const byte = at(line + (bitPos >> 3));
        const index = (byte >> (8 - bitCount - (bitPos & 7))) & ((1 << bitCount) - 1);
        rgb = palette[index] ?? [0, 0, 0];
      }
      data[d] = rgb[0] ?? 0;
      data[d + 1] = rgb[1] ?? 0;
      data[d + 2] = rgb[2] ?? 0;
      data[d + 3] = a;
    }
  }
  const useMaskOnly = bitCount < 32 || !anyAlpha;
  for (let row = 0; row < height; row++) {
    const y = topDown ? row : height - 1 - row;
    for (let x = 0; x < width; x++) {
      const d = (y * width + x) * 4 + 3;
      const masked = hasMask && (at(maskOffset + row * maskStride + (x >> 3)) & (0x80 >> (x & 7))) !== 0;
      if (useMaskOnly) data[d] = masked ? 0 : 255;
    }
  }
  return { data, width, height };
}

/**
 * Writes an ICO file: ICONDIR (reserved 0, type 1 = icon, count), one ICONDIRENTRY per image
 * (width and height bytes with 0 meaning 256, no palette, planes 1, bit count, byte size,
 * offset), then the images in order.
 *
 * @param images - 1 to 65,535 images of 1–256 px a side, each a PNG file or a DIB.
 * @returns the ICO file's bytes.
 * @throws ToolInputError when there is no image, too many, or a size is out of range.
 */
export function writeIco(images: readonly IcoImageData[]): Uint8Array {
  if (images.length === 0) throw new ToolInputError('Choose at least one icon size.');
  if (images.length > 0xffff) throw new ToolInputError('An ICO file holds at most 65,535 images.');
  for (const [i, image] of images.entries()) {
    if (!(image.width >= 1 && image.width <= 256 && image.height >= 1 && image.height <= 256 && Number.isInteger(image.width) && Number.isInteger(image.height))) {
      throw new ToolInputError(`Image ${i + 1}: an icon image is 1 to 256 pixels a side (got ${image.width} × ${image.height}).`);
    }
  }
  const headerSize = 6 + 16 * images.length;
  const total = images.reduce((sum, image) => sum + image.bytes.length, headerSize);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true);
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  for (const [i, image] of images.entries()) {
    const e = 6 + 16 * i;
    out[e] = image.width & 0xff; // 256 → 0
    out[e + 1] = image.height & 0xff;
    view.setUint16(e + 4, 1, true); // planes
    view.setUint16(e + 6, image.bitCount, true);
    view.setUint32(e + 8, image.bytes.length, true);
    view.setUint32(e + 12, offset, true);
    out.set(image.bytes, offset);
    offset += image.bytes.length;
  }
  return out;
}

/**
 * Reads a PNG's size and bits per pixel from its IHDR chunk (ISO/IEC 15948 §11.2.2).
 *
 * @param bytes - a PNG file.
 * @returns width, height and bits per pixel (bit depth × channels of the colour type).
 * @throws ToolInputError when the IHDR chunk is missing.
 */
export function pngHeader(bytes: Uint8Array): { width: number; height: number; bitCount: number } {
  if (!isPng(bytes) || bytes.length < 33 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') throw new ToolInputError('PNG entry: no IHDR chunk after the signature.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const channels: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
  return { width: view.getUint32(16), height: view.getUint32(20), bitCount: (bytes[24] ?? 0) * (channels[bytes[25] ?? 0] ?? 1) };
}

/**
 * Parses an ICO (or CUR) file into its images, as Windows reads it: the directory's sizes are
 * hints, the real size and depth come from each image's own header (PNG IHDR or BITMAPINFOHEADER).
 *
 * @param bytes - the whole file.
 * @returns the images in directory order.
 * @throws ToolInputError when the file is not an ICO, or an entry points outside the file or holds neither a PNG nor a DIB.
 */
export function readIco(bytes: Uint8Array): IcoImageInfo[] {
  if (bytes.length < 6 || bytes[0] !== 0 || bytes[1] !== 0 || (bytes[2] !== 1 && bytes[2] !== 2) || bytes[3] !== 0) {
    throw new ToolInputError('This is not an ICO file: it does not start with the ICONDIR header (00 00 01 00).');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4, true);
  if (count === 0) throw new ToolInputError('This ICO file lists no image.');
  if (6 + count * 16 > bytes.length) throw new ToolInputError(`This ICO file is cut short: its directory of ${count} images needs ${6 + count * 16} bytes, the file has ${bytes.length}.`);
  const images: IcoImageInfo[] = [];
  for (let i = 0; i < count; i++) {
    const e = 6 + 16 * i;
    const size = view.getUint32(e + 8, true);
    const offset = view.getUint32(e + 12, true);
    if (size === 0 || offset + size > bytes.length) throw new ToolInputError(`Image ${i + 1}: its data (${size} bytes at offset ${offset}) lies outside the ${bytes.length}-byte file.`);
    const data = bytes.subarray(offset, offset + size);
    if (isPng(data)) {
      const header = pngHeader(data);
      images.push({ index: i, ...header, format: 'png', bytes: data });
    } else {
      if (data.length < 40) throw new ToolInputError(`Image ${i + 1}: neither a PNG nor a BMP (DIB) image.`);
      const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
      if (dv.getUint32(0, true) < 40) throw new ToolInputError(`Image ${i + 1}: neither a PNG nor a BMP (DIB) image.`);
      images.push({ index: i, width: dv.getInt32(4, true), height: Math.abs(dv.getInt32(8, true)) / 2, bitCount: dv.getUint16(14, true), format: 'bmp', bytes: data });
    }
  }
  return images;
}

/**
 * The entry format used for one size under a {@link IcoEntryFormat} choice.
 *
 * @param size - pixels a side.
 * @param choice - the visitor's choice.
 * @returns `png` or `bmp`.
 */
export function entryFormatFor(size: number, choice: IcoEntryFormat): 'png' | 'bmp' {
  if (choice === 'auto') return size >= 256 ? 'png' : 'bmp';
  return choice;
}

/**
 * Parses the sizes option (comma-separated pixels, e.g. `16,32,256`) into sorted, unique sizes from {@link ICO_SIZES}.
 *
 * @param text - the option's text.
 * @returns the sizes, smallest first.
 * @throws ToolInputError when a value is not one of the offered sizes or none is chosen.
 */
export function parseIcoSizes(text: string): IcoSize[] {
  const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
  const sizes = new Set<IcoSize>();
  for (const part of parts) {
    const n = Number(part);
    if (!(ICO_SIZES as readonly number[]).includes(n)) throw new ToolInputError(`"${part}" is not an icon size: choose from ${ICO_SIZES.join(', ')}.`);
    sizes.add(n as IcoSize);
  }
  if (sizes.size === 0) throw new ToolInputError('Choose at least one icon size.');
  return [...sizes].sort((a, b) => a - b);
}

/**
 * Where a `sourceW × sourceH` picture is drawn inside a `size × size` square for a {@link IcoFit}.
 *
 * @param sourceW - source pixels.
 * @param sourceH - source pixels.
 * @param size - the icon's side.
 * @param fit - contain, cover or stretch.
 * @returns the destination rectangle (may extend past the square for `cover`), whole pixels, at least 1×1.
 */
export function placeInSquare(sourceW: number, sourceH: number, size: number, fit: IcoFit): { x: number; y: number; width: number; height: number } {
  if (fit === 'stretch' || sourceW <= 0 || sourceH <= 0) return { x: 0, y: 0, width: size, height: size };
  const scale = fit === 'contain' ? Math.min(size / sourceW, size / sourceH) : Math.max(size / sourceW, size / sourceH);
  const width = Math.max(1, Math.round(sourceW * scale));
  const height = Math.max(1, Math.round(sourceH * scale));
  return { x: Math.floor((size - width) / 2), y: Math.floor((size - height) / 2), width, height };
}
