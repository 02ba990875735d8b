import { ToolInputError } from '@handy-tools/ui/kit';
import { concatBytes, latin1, sniffContainer, startsWithAt, u16be } from './bytes.js';
import { jpegSegmentKind, walkJpeg, type JpegLayout, type JpegSegmentKind } from './jpeg.js';
import { pngChunk, walkPng } from './png.js';
import { orientationOnlyTiff, readTiffSummary, type TiffSummary } from './tiff.js';
import { walkWebp } from './webp.js';

/** A block of a file that holds metadata (or an image part, when listed as kept). */
export interface MetadataBlock {
  /** The container: 'JPEG', 'PNG' or 'WebP'. */
  container: 'JPEG' | 'PNG' | 'WebP';
  /** The segment or chunk: 'APP1', 'APP13', 'COM', 'tEXt', 'EXIF'… or 'after EOI'. */
  name: string;
  /** What kind of metadata: 'EXIF', 'XMP', 'IPTC', 'ICC profile', 'Comment', 'Text', 'Modification time', … */
  kind: string;
  /** Byte offset in the file. */
  offset: number;
  /** Bytes it takes in the file (headers included). */
  size: number;
  /** What it held, in short phrases: "camera: Canon EOS 5D", "GPS position", "thumbnail"… */
  held: string[];
}

/**
 * Short phrases for what an EXIF/TIFF block holds.
 *
 * @param s - a {@link TiffSummary}, or null when the block could not be read.
 * @returns phrases such as "camera: Canon EOS R5", "GPS position", "orientation 6", "thumbnail".
 */
export function describeTiff(s: TiffSummary | null): string[] {
  if (!s) return ['unreadable EXIF data'];
  const held: string[] = [];
  const camera = [s.make, s.model].filter(Boolean).join(' ');
  if (camera) held.push(`camera: ${camera}`);
  if (s.dateTime) held.push(`date: ${s.dateTime}`);
  if (s.hasGps) held.push('GPS position');
  if (s.artist) held.push(`author: ${s.artist}`);
  if (s.copyright) held.push(`copyright: ${s.copyright}`);
  if (s.software) held.push(`software: ${s.software}`);
  if (s.orientation) held.push(`orientation ${s.orientation}`);
  if (s.hasThumbnail) held.push('thumbnail');
  held.push(`${s.tagCount} tags`);
  return held;
}

const clip = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const utf8 = (b: Uint8Array) => new TextDecoder('utf-8', { fatal: false }).decode(b);

function describeXmp(text: string): string[] {
  const held: string[] = [];
  const tag = (name: string) => new RegExp(`<${name}[^>]*>\\s*(?:<rdf:(?:Seq|Bag|Alt)>\\s*<rdf:li[^>]*>)?([^<]+)`).exec(text)?.[1]?.trim();
  const attr = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(text)?.[1];
  const creator = tag('dc:creator') ?? attr('dc:creator');
  if (creator) held.push(`author: ${clip(creator)}`);
  const tool = tag('xmp:CreatorTool') ?? attr('xmp:CreatorTool');
  if (tool) held.push(`software: ${clip(tool)}`);
  if (/exif:GPSLatitude/.test(text)) held.push('GPS position');
  if (/<xmpMM:History|stEvt:/.test(text)) held.push('edit history');
  held.push(`${text.length} characters of XMP`);
  return held;
}

function describeIptc(b: Uint8Array, start: number, end: number): string[] {
  let datasets = 0;
  for (let i = start; i + 5 <= end; ) {
    if (b[i] !== 0x1c) {
      i++;
      continue;
    }
    datasets++;
    i += 5 + u16be(b, i + 3);
  }
  return datasets ? [`${datasets} IPTC fields (caption, keywords, credit…)`] : ['Photoshop resources'];
}

const JPEG_KIND_NAMES: Record<JpegSegmentKind, string> = {
  jfif: 'JFIF header',
  jfxx: 'JFIF thumbnail',
  exif: 'EXIF',
  xmp: 'XMP',
  'xmp-extended': 'Extended XMP',
  icc: 'ICC profile',
  mpf: 'Multi-picture index (MPF)',
  iptc: 'IPTC / Photoshop',
  adobe: 'Adobe colour transform',
  ducky: 'Photoshop "Save for Web" quality',
  comment: 'Comment',
  app: 'Application data',
  image: 'Image data',
};

/** Options of {@link stripMetadata}. */
export interface StripOptions {
  /** Keep the ICC colour profile (JPEG APP2, PNG iCCP, WebP ICCP) so colours display as meant. Default true. */
  keepColourProfile?: boolean;
  /** Write a minimal EXIF block with only the Orientation of the original (when it had one), so a turned photo stays turned. Default false (the standard: all EXIF removed). */
  keepOrientation?: boolean;
}

/** What {@link stripMetadata} did. */
export interface StripResult {
  container: 'JPEG' | 'PNG' | 'WebP';
  /** The stripped file. */
  output: Uint8Array;
  /** The blocks removed, in file order. */
  removed: MetadataBlock[];
  /** Metadata blocks kept on purpose (JFIF, ICC profile, Adobe APP14). */
  kept: MetadataBlock[];
  /** The orientation written into the minimal EXIF block, or null when none was written. */
  orientation: number | null;
}

/**
 * Removes metadata from a JPEG, PNG or WebP file without re-encoding the image: whole segments or
 * chunks are dropped and the image data is copied byte for byte.
 *
 * - JPEG: APP1 (EXIF, XMP), APP13 (IPTC), COM, JFXX thumbnails, MPF and every other APPn, and data
 *   after EOI; kept: APP0 JFIF, APP14 Adobe (needed to decode the colours right) and, by option,
 *   APP2 ICC profiles.
 * - PNG: tEXt, zTXt, iTXt, eXIf, tIME and data after IEND; iCCP by option.
 * - WebP: EXIF and XMP chunks (and ICCP by option), with the VP8X flags and RIFF size fixed.
 *
 * @param bytes - the image file.
 * @param options - {@link StripOptions}.
 * @returns {@link StripResult}.
 * @throws ToolInputError when the file is not a JPEG, PNG or WebP, or is damaged (see the walkers).
 * @see ITU-T T.81 Annex B; PNG 3rd edition §4.1, §11.3; RFC 9649 §2.7; CIPA DC-008 (EXIF 2.32).
 */
export function stripMetadata(bytes: Uint8Array, options: StripOptions = {}): StripResult {
  const keepIcc = options.keepColourProfile ?? true;
  const container = sniffContainer(bytes);
  if (container === 'jpeg') return stripJpeg(bytes, keepIcc, !!options.keepOrientation);
  if (container === 'png') return stripPng(bytes, keepIcc, !!options.keepOrientation);
  if (container === 'webp') return stripWebp(bytes, keepIcc, !!options.keepOrientation);
  if (container === 'unknown') throw new ToolInputError('This file is not an image this tool can clean: choose a JPEG, PNG or WebP file.');
  throw new ToolInputError(`${container.toUpperCase()} files are not supported here: choose a JPEG, PNG or WebP file.`);
}

function stripJpeg(bytes: Uint8Array, keepIcc: boolean, keepOrientation: boolean): StripResult {
  const layout = walkJpeg(bytes);
  const parts: Uint8Array[] = [];
  const removed: MetadataBlock[] = [];
  const kept: MetadataBlock[] = [];
  let orientation: number | undefined;
  let exifAt = -1; // where the orientation-only APP1 goes: after SOI and APP0 JFIF
  for (const s of layout.segments) {
    const kind = jpegSegmentKind(bytes, s);
    const block = (held: string[]): MetadataBlock => ({ container: 'JPEG', name: s.name, kind: JPEG_KIND_NAMES[kind], offset: s.offset, size: s.length, held });
    const body = bytes.subarray(s.payloadOffset, s.payloadOffset + s.payloadLength);
    if (kind === 'image' || kind === 'jfif' || kind === 'adobe' || (kind === 'icc' && keepIcc)) {
      parts.push(bytes.subarray(s.offset, s.offset + s.length));
      if (s.marker === 0xd8 || kind === 'jfif') exifAt = parts.length;
      if (kind !== 'image') kept.push(block(kind === 'icc' ? [`colour profile part ${body[12]} of ${body[13]}`] : []));
      continue;
    }
    let held: string[];
    if (kind === 'exif') {
      const summary = readTiffSummary(body.subarray(6));
      orientation ??= summary?.orientation;
      held = describeTiff(summary);
    } else if (kind === 'xmp') held = describeXmp(utf8(body.subarray(29)));
    else if (kind === 'xmp-extended') held = ['the rest of a long XMP packet'];
    else if (kind === 'iptc') held = describeIptc(bytes, s.payloadOffset + 14, s.payloadOffset + s.payloadLength);
    else if (kind === 'comment') held = [`"${clip(utf8(body))}"`];
    else if (kind === 'icc') held = ['colour profile'];
    else if (kind === 'jfxx') held = ['thumbnail'];
    else if (kind === 'mpf') held = ['index of further images (previews, depth or gain maps) after the main image'];
    else held = [clip((latin1(body, 0, 24).split('\0')[0] ?? '').replace(/[^\x20-\x7e]/g, '')) || 'unknown data'];
    removed.push(block(held));
  }
  if (layout.trailer)
    removed.push({ container: 'JPEG', name: 'after EOI', kind: 'Trailing data', offset: layout.trailer.offset, size: layout.trailer.length, held: ['bytes after the end of the image (further images, or junk)'] });
  let written: number | null = null;
  if (keepOrientation && orientation && orientation >= 1 && orientation <= 8) {
    const tiff = orientationOnlyTiff(orientation);
    const seg = new Uint8Array(4 + 6 + tiff.length);
    seg.set([0xff, 0xe1, (seg.length - 2) >> 8, (seg.length - 2) & 0xff, 0x45, 0x78, 0x69, 0x66, 0, 0]);
    seg.set(tiff, 10);
    parts.splice(Math.max(1, exifAt), 0, seg);
    written = orientation;
  }
  return { container: 'JPEG', output: concatBytes(parts), removed, kept, orientation: written };
}

const PNG_REMOVE: Record<string, string> = { tEXt: 'Text', zTXt: 'Compressed text', iTXt: 'International text', eXIf: 'EXIF', tIME: 'Modification time' };

function stripPng(bytes: Uint8Array, keepIcc: boolean, keepOrientation: boolean): StripResult {
  const { chunks, trailer } = walkPng(bytes);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  const removed: MetadataBlock[] = [];
  const kept: MetadataBlock[] = [];
  let orientation: number | undefined;
  let beforeIdat = -1;
  for (const c of chunks) {
    const data = bytes.subarray(c.dataOffset, c.dataOffset + c.dataLength);
    const block = (kind: string, held: string[]): MetadataBlock => ({ container: 'PNG', name: c.type, kind, offset: c.offset, size: c.length, held });
    if (c.type === 'iCCP') {
      const name = latin1(data, 0, 80).split('\0')[0];
      if (keepIcc) {
        kept.push(block('ICC profile', [`colour profile "${name}"`]));
        parts.push(bytes.subarray(c.offset, c.offset + c.length));
      } else removed.push(block('ICC profile', [`colour profile "${name}"`]));
      continue;
    }
    const kind = PNG_REMOVE[c.type];
    if (!kind) {
      if (c.type === 'IDAT' && beforeIdat < 0) beforeIdat = parts.length;
      parts.push(bytes.subarray(c.offset, c.offset + c.length));
      continue;
    }
    let held: string[];
    if (c.type === 'eXIf') {
      const summary = readTiffSummary(data);
      orientation ??= summary?.orientation;
      held = describeTiff(summary);
    } else if (c.type === 'tIME') held = [`${u16be(data, 0)}-${String(data[2]).padStart(2, '0')}-${String(data[3]).padStart(2, '0')} ${data[4]}:${String(data[5]).padStart(2, '0')}:${String(data[6]).padStart(2, '0')} UTC`];
    else {
      const nul = data.indexOf(0);
      const keyword = latin1(data, 0, nul < 0 ? data.length : nul);
      let text = '';
      if (c.type === 'tEXt' && nul >= 0) text = latin1(data, nul + 1, data.length - nul - 1);
      if (c.type === 'iTXt' && nul >= 0 && data[nul + 1] === 0) {
        let p = nul + 3;
        for (let k = 0; k < 2; k++) p = data.indexOf(0, p) + 1 || data.length; // language tag, translated keyword
        text = utf8(data.subarray(p));
      }
      held = [text ? `${keyword}: ${clip(text)}` : keyword];
    }
    removed.push(block(kind, held));
  }
  if (trailer) removed.push({ container: 'PNG', name: 'after IEND', kind: 'Trailing data', offset: trailer.offset, size: trailer.length, held: ['bytes after the end of the image'] });
  let written: number | null = null;
  if (keepOrientation && orientation && orientation >= 1 && orientation <= 8 && beforeIdat > 0) {
    parts.splice(beforeIdat, 0, pngChunk('eXIf', orientationOnlyTiff(orientation)));
    written = orientation;
  }
  return { container: 'PNG', output: concatBytes(parts), removed, kept, orientation: written };
}

function stripWebp(bytes: Uint8Array, keepIcc: boolean, keepOrientation: boolean): StripResult {
  const chunks = walkWebp(bytes);
  const parts: Uint8Array[] = [];
  const removed: MetadataBlock[] = [];
  const kept: MetadataBlock[] = [];
  let orientation: number | undefined;
  let vp8x: Uint8Array | null = null;
  for (const c of chunks) {
    const data = bytes.subarray(c.dataOffset, c.dataOffset + c.dataLength);
    const block = (kind: string, held: string[]): MetadataBlock => ({ container: 'WebP', name: c.type.trim(), kind, offset: c.offset, size: c.length, held });
    if (c.type === 'EXIF') {
      // Some writers put "Exif\0\0" before the TIFF header (against the specification): accept both.
      const summary = readTiffSummary(startsWithAt(data, 0, 'Exif\0\0') ? data.subarray(6) : data);
      orientation ??= summary?.orientation;
      removed.push(block('EXIF', describeTiff(summary)));
    } else if (c.type === 'XMP ') removed.push(block('XMP', describeXmp(utf8(data))));
    else if (c.type === 'ICCP' && !keepIcc) removed.push(block('ICC profile', ['colour profile']));
    else {
      const copy = bytes.slice(c.offset, c.offset + c.length);
      if (c.type === 'VP8X') vp8x = copy;
      if (c.type === 'ICCP') kept.push(block('ICC profile', ['colour profile']));
      parts.push(copy);
    }
  }
  let written: number | null = null;
  if (vp8x) {
    // VP8X flags (RFC 9649 §2.7): ICC 0x20, EXIF 0x08, XMP 0x04.
    vp8x[8] = (vp8x[8] ?? 0) & ~(0x08 | 0x04 | (keepIcc ? 0 : 0x20));
    if (keepOrientation && orientation && orientation >= 1 && orientation <= 8) {
      const tiff = orientationOnlyTiff(orientation);
      const chunk = new Uint8Array(8 + tiff.length);
      chunk.set([0x45, 0x58, 0x49, 0x46, tiff.length, 0, 0, 0]);
      chunk.set(tiff, 8);
      parts.push(chunk);
      vp8x[8] = (vp8x[8] ?? 0) | 0x08;
      written = orientation;
    }
  }
  const body = concatBytes(parts);
  const out = new Uint8Array(12 + body.length);
  out.set([0x52, 0x49, 0x46, 0x46]);
  new DataView(out.buffer).setUint32(4, 4 + body.length, true);
  out.set([0x57, 0x45, 0x42, 0x50], 8);
  out.set(body, 12);
  return { container: 'WebP', output: out, removed, kept, orientation: written };
}

/**
 * A copy of a file with only what a metadata reader needs: for a JPEG every segment but the scans
 * (the entropy-coded image data) and the bytes after EOI; for a PNG every chunk but IDAT. A 50 MB
 * photo becomes a few kilobytes, so the tags can be read on the page in milliseconds. Other
 * formats are returned as they are.
 *
 * @param bytes - the image file.
 * @param jpegLayout - the file's walked JPEG layout, when the caller has it (saves a second walk).
 * @returns the reduced file (a valid container without its image data).
 * @throws ToolInputError when a JPEG or PNG is damaged (see {@link walkJpeg}, {@link walkPng}).
 */
export function metadataSkeleton(bytes: Uint8Array, jpegLayout?: JpegLayout): Uint8Array {
  const container = sniffContainer(bytes);
  if (container === 'jpeg') {
    const { segments } = jpegLayout ?? walkJpeg(bytes);
    const parts = segments.filter((s) => s.marker !== 0xda && s.marker !== 0xd9 && !(s.marker >= 0xd0 && s.marker <= 0xd7)).map((s) => bytes.subarray(s.offset, s.offset + s.length));
    parts.push(Uint8Array.of(0xff, 0xd9));
    return concatBytes(parts);
  }
  if (container === 'png') {
    const { chunks } = walkPng(bytes);
    return concatBytes([bytes.subarray(0, 8), ...chunks.filter((c) => c.type !== 'IDAT').map((c) => bytes.subarray(c.offset, c.offset + c.length))]);
  }
  return bytes;
}

/**
 * The image data of a JPEG or PNG, for checking that stripping left it untouched: every JPEG
 * segment that is not APPn or COM (tables, frame, scans with their entropy-coded data), or the
 * concatenated IDAT data of a PNG.
 *
 * @param bytes - a JPEG or PNG file.
 * @returns the image-data bytes.
 * @throws ToolInputError when the file is not a JPEG or PNG, or is damaged.
 */
export function imageDataBytes(bytes: Uint8Array): Uint8Array {
  const container = sniffContainer(bytes);
  if (container === 'jpeg') {
    const { segments } = walkJpeg(bytes);
    return concatBytes(segments.filter((s) => jpegSegmentKind(bytes, s) === 'image').map((s) => bytes.subarray(s.offset, s.offset + s.length)));
  }
  if (container === 'png') {
    const { chunks } = walkPng(bytes);
    return concatBytes(chunks.filter((c) => c.type === 'IDAT').map((c) => bytes.subarray(c.dataOffset, c.dataOffset + c.dataLength)));
  }
  throw new ToolInputError('Only JPEG and PNG image data can be extracted.');
}

/** One segment or chunk of a file's layout. */
export interface StructureEntry {
  /** Segment or chunk name: 'APP1', 'DQT', 'SOS', 'tEXt', 'IDAT', 'VP8X'… */
  name: string;
  /** What it is, in words. */
  kind: string;
  /** Byte offset in the file. */
  offset: number;
  /** Bytes it takes (headers included; a JPEG scan includes its entropy-coded data). */
  size: number;
}

const JPEG_IMAGE_PART: Record<string, string> = { SOI: 'Start of image', EOI: 'End of image', DQT: 'Quantisation tables', DHT: 'Huffman tables', DRI: 'Restart interval', SOS: 'Scan (compressed image data)', DAC: 'Arithmetic coding conditioning', DNL: 'Number of lines' };
const PNG_KINDS: Record<string, string> = {
  IHDR: 'Image header',
  PLTE: 'Palette',
  IDAT: 'Image data',
  IEND: 'End of image',
  tRNS: 'Transparency',
  gAMA: 'Gamma',
  cHRM: 'Chromaticities',
  sRGB: 'sRGB rendering intent',
  iCCP: 'ICC profile',
  cICP: 'Coding-independent code points',
  pHYs: 'Pixel size',
  bKGD: 'Background colour',
  sBIT: 'Significant bits',
  hIST: 'Histogram',
  sPLT: 'Suggested palette',
  acTL: 'Animation control',
  fcTL: 'Frame control',
  fdAT: 'Frame data',
  ...PNG_REMOVE,
};
const WEBP_KINDS: Record<string, string> = { VP8X: 'Extended header', 'VP8 ': 'Lossy image data', VP8L: 'Lossless image data', ALPH: 'Alpha', ANIM: 'Animation', ANMF: 'Animation frame', ICCP: 'ICC profile', EXIF: 'EXIF', 'XMP ': 'XMP' };

/**
 * The layout of a JPEG, PNG or WebP file: every segment or chunk with what it is, its offset and size.
 *
 * @param bytes - the image file.
 * @param jpegLayout - the walked JPEG layout, when the caller has it.
 * @returns the entries in file order; empty for other containers.
 * @throws ToolInputError when a JPEG, PNG or WebP is damaged.
 * @see ITU-T T.81 Table B.1; PNG 3rd edition §4.1; RFC 9649 §2.
 */
export function listStructure(bytes: Uint8Array, jpegLayout?: JpegLayout): StructureEntry[] {
  const container = sniffContainer(bytes);
  if (container === 'jpeg') {
    const layout = jpegLayout ?? walkJpeg(bytes);
    const entries = layout.segments.map((s) => {
      const kind = jpegSegmentKind(bytes, s);
      const words = kind !== 'image' ? JPEG_KIND_NAMES[kind] : (JPEG_IMAGE_PART[s.name] ?? (s.name.startsWith('SOF') ? 'Frame header' : s.name.startsWith('RST') ? 'Restart marker' : 'Other'));
      return { name: s.name, kind: words, offset: s.offset, size: s.length };
    });
    if (layout.trailer) entries.push({ name: 'after EOI', kind: 'Trailing data', offset: layout.trailer.offset, size: layout.trailer.length });
    return entries;
  }
  if (container === 'png') {
    const { chunks, trailer } = walkPng(bytes);
    const entries = chunks.map((c) => ({ name: c.type, kind: PNG_KINDS[c.type] ?? 'Other', offset: c.offset, size: c.length }));
    if (trailer) entries.push({ name: 'after IEND', kind: 'Trailing data', offset: trailer.offset, size: trailer.length });
    return entries;
  }
  if (container === 'webp') return walkWebp(bytes).map((c) => ({ name: c.type.trim(), kind: WEBP_KINDS[c.type] ?? 'Other', offset: c.offset, size: c.length }));
  return [];
}
