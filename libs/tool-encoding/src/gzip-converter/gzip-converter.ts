import { ToolInputError } from '@handy-tools/ui/kit';
import { Deflate, Gunzip, Gzip, Inflate, Unzlib, Zlib, type FlateError } from 'fflate';
import { bytesToHex, hexToBytes } from '../hex-converter/hex-converter.js';
import { base64ToBytes, bytesToBase64, type ChunkOptions } from '../shared/base64.js';
import { assertWellFormed } from '../shared/text.js';
import { decodeUtf8, encodeUtf8 } from '../shared/utf8.js';

/** The three DEFLATE containers: gzip (RFC 1952), zlib (RFC 1950), raw DEFLATE (RFC 1951). */
export type DeflateFormat = 'gzip' | 'zlib' | 'deflate-raw';

/** How compressed bytes are written as text. */
export type ByteEncoding = 'base64' | 'hex';

/** A DEFLATE compression level: 0 stores, 1 is fastest, 9 compresses best. */
export type CompressionLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Options of {@link compressBytes}. */
export interface CompressOptions {
  /** Container; default `gzip`. */
  format?: DeflateFormat;
  /** Level 0–9; default 6 (as gzip and zlib). */
  level?: CompressionLevel;
  /** gzip only: the original file name, stored in the header's FNAME field (RFC 1952 §2.3.1). */
  fileName?: string;
}

/** What a gzip header says (RFC 1952 §2.3.1). */
export interface GzipHeader {
  /** FNAME: the original file name, if stored. */
  fileName: string | null;
  /** FCOMMENT, if stored. */
  comment: string | null;
  /** MTIME as a date, or null when 0 (no time stamp). */
  modified: Date | null;
  /** OS: the file system the data came from (0 FAT, 3 Unix, 11 NTFS, 255 unknown…). */
  os: number;
}

/** Result of {@link decompressBytes}. */
export interface DecompressResult {
  /** The decompressed bytes. */
  bytes: Uint8Array<ArrayBuffer>;
  /** The container that was read. */
  format: DeflateFormat;
  /** gzip only: the first member's header. */
  gzipHeader: GzipHeader | null;
  /** gzip only: the number of members (concatenated gzip files, RFC 1952 §2.2). */
  members: number;
}

/** Largest output {@link decompressBytes} produces (a guard against decompression bombs): 256 MiB. */
export const MAX_DECOMPRESSED_BYTES = 256 * 1024 * 1024;

/** Bytes pushed through the (de)compressor per step. */
const CHUNK = 512 * 1024;

const FORMAT_NAMES: Record<DeflateFormat, string> = { gzip: 'gzip', zlib: 'zlib', 'deflate-raw': 'raw DEFLATE' };

const hex2 = (b: number | undefined) => (b ?? 0).toString(16).toUpperCase().padStart(2, '0');

// CRC-32 of ISO 3309 / ITU-T V.42, as gzip uses it (RFC 1952 §8 gives the same table-driven code).
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/**
 * CRC-32 (ISO 3309, polynomial 0xEDB88320 reflected), the checksum of gzip members (RFC 1952 §8).
 *
 * @param bytes - the data.
 * @returns the CRC as an unsigned 32-bit number; `crc32("123456789")` is 0xCBF43926.
 */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * Adler-32, the checksum of zlib streams (RFC 1950 §8.2 and §9).
 *
 * @param bytes - the data.
 * @returns the checksum as an unsigned 32-bit number; `adler32("Wikipedia")` is 0x11E60398.
 */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; ) {
    const end = Math.min(bytes.length, i + 3800); // keeps the sums below 2^53 before the modulo
    for (; i < end; i++) {
      a += bytes[i] as number;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * Recognises a container from its first bytes: gzip by its magic number 1F 8B (RFC 1952 §2.3.1),
 * zlib by a valid CMF/FLG pair — method 8 (deflate), window ≤ 32 KiB and `(CMF·256 + FLG) mod 31 = 0`
 * (RFC 1950 §2.2). Raw DEFLATE (RFC 1951) has no signature.
 *
 * @param bytes - the start of the data (two bytes are enough).
 * @returns `gzip`, `zlib`, or null when neither header is there.
 */
export function detectFormat(bytes: Uint8Array): 'gzip' | 'zlib' | null {
  const [b0, b1] = bytes;
  if (b0 === undefined || b1 === undefined) return null;
  if (b0 === 0x1f && b1 === 0x8b) return 'gzip';
  if ((b0 & 0x0f) === 8 && b0 >> 4 <= 7 && ((b0 << 8) | b1) % 31 === 0) return 'zlib';
  return null;
}

/**
 * Reads the header of a gzip member (RFC 1952 §2.3.1).
 *
 * @param bytes - gzip data.
 * @returns the header's fields, or null when the bytes do not start with a complete gzip header.
 */
export function readGzipHeader(bytes: Uint8Array): GzipHeader | null {
  if (bytes.length < 10 || bytes[0] !== 0x1f || bytes[1] !== 0x8b || bytes[2] !== 8) return null;
  const flags = bytes[3] as number;
  const mtime = ((bytes[4] as number) | ((bytes[5] as number) << 8) | ((bytes[6] as number) << 16) | ((bytes[7] as number) << 24)) >>> 0;
  let at = 10;
  if (flags & 0x04) {
    if (at + 2 > bytes.length) return null;
    at += 2 + ((bytes[at] as number) | ((bytes[at + 1] as number) << 8));
  }
  // FNAME and FCOMMENT are zero-terminated ISO 8859-1 strings.
  const readString = (): string | null => {
    const end = bytes.indexOf(0, at);
    if (end < 0) return null;
    const s = new TextDecoder('latin1').decode(bytes.subarray(at, end));
    at = end + 1;
    return s;
  };
  const fileName = flags & 0x08 ? readString() : null;
  const comment = flags & 0x10 ? readString() : null;
  return { fileName, comment, modified: mtime === 0 ? null : new Date(mtime * 1000), os: bytes[9] as number };
}

/** One step-wise run of a fflate stream over the data; yields between chunks. */
function* pump(push: (chunk: Uint8Array, final: boolean) => void, data: Uint8Array): Generator<number, void> {
  if (data.length === 0) {
    push(data, true);
    return;
  }
  for (let start = 0; start < data.length; start += CHUNK) {
    const end = Math.min(data.length, start + CHUNK);
    push(data.subarray(start, end), end >= data.length);
    yield end;
  }
}

function concat(chunks: Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function* compressSteps(data: Uint8Array, options: CompressOptions, done: (out: Uint8Array<ArrayBuffer>) => void): Generator<number, void> {
  const { format = 'gzip', level = 6, fileName } = options;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const ondata = (d: Uint8Array) => {
    chunks.push(d);
    total += d.length;
  };
  const stream =
    format === 'gzip'
      ? new Gzip({ level, mtime: 0, ...(fileName ? { filename: fileName } : {}) }, ondata)
      : format === 'zlib'
        ? new Zlib({ level }, ondata)
        : new Deflate({ level }, ondata);
  yield* pump((c, f) => stream.push(c, f), data);
  done(concat(chunks, total));
}

/**
 * Compresses bytes with DEFLATE (RFC 1951) in a gzip (RFC 1952), zlib (RFC 1950) or raw
 * container, with the `fflate` library. gzip output has MTIME 0 (no time stamp) and, when
 * given, the file name.
 *
 * @param data - the bytes to compress.
 * @param options - container, level and file name; see {@link CompressOptions}.
 * @returns the compressed bytes.
 * @see https://www.rfc-editor.org/rfc/rfc1952
 */
export function compressBytes(data: Uint8Array, options: CompressOptions = {}): Uint8Array<ArrayBuffer> {
  let out: Uint8Array<ArrayBuffer> = new Uint8Array(0);
  for (const _ of compressSteps(data, options, (o) => (out = o)));
  return out;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * {@link compressBytes} in chunks, yielding to the event loop between them so a page stays
 * responsive on large files; same output.
 *
 * @param data - the bytes to compress.
 * @param options - as {@link compressBytes}, plus progress (input bytes done, total) and an abort signal.
 * @returns the compressed bytes.
 * @throws the signal's reason when aborted.
 */
export async function compressBytesAsync(data: Uint8Array, options: CompressOptions & ChunkOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  let out: Uint8Array<ArrayBuffer> = new Uint8Array(0);
  for (const done of compressSteps(data, options, (o) => (out = o))) {
    options.signal?.throwIfAborted();
    options.onProgress?.(done, data.length);
    await nextTask();
  }
  options.signal?.throwIfAborted();
  return out;
}

/** Turns a fflate error into a message for users. */
function flateError(e: unknown, format: DeflateFormat): ToolInputError {
  if (e instanceof ToolInputError) return e;
  const name = FORMAT_NAMES[format];
  const code = (e as Partial<FlateError> | null)?.code;
  const reason =
    code === 0
      ? 'the data ends too early (it is truncated)'
      : code === 1
        ? 'a block has an invalid type: the data is corrupt or not DEFLATE-compressed'
        : code === 2 || code === 3
          ? 'it holds an invalid Huffman code or back-reference: the data is corrupt'
          : code === 6
            ? `the ${name} header is invalid, or extra bytes follow the data`
            : code === 14
              ? 'it uses a compression method other than DEFLATE'
              : `the data is corrupt (${e instanceof Error ? e.message : String(e)})`;
  return new ToolInputError(`Cannot decompress the ${name} data: ${reason}.`, { cause: e });
}

function checkHeader(data: Uint8Array, format: DeflateFormat): void {
  if (data.length === 0) throw new ToolInputError(`There is no ${FORMAT_NAMES[format]} data to decompress.`);
  const start = Array.from(data.subarray(0, 2), hex2).join(' ');
  if (format === 'gzip') {
    if (detectFormat(data) !== 'gzip') throw new ToolInputError(`This is not gzip data: gzip starts with the bytes 1F 8B (RFC 1952 §2.3.1), this starts with ${start}.`);
    if (data[2] !== 8) throw new ToolInputError(`Unsupported gzip compression method ${data[2] ?? '(missing)'}: only 8 (DEFLATE) exists (RFC 1952 §2.3.1).`);
  }
  if (format === 'zlib') {
    if (detectFormat(data) !== 'zlib') {
      throw new ToolInputError(
        `This is not zlib data: a zlib stream starts with a CMF/FLG pair such as 78 9C, 78 01 or 78 DA (method 8, (CMF·256+FLG) divisible by 31; RFC 1950 §2.2), this starts with ${start}.`,
      );
    }
    if ((data[1] as number) & 0x20) throw new ToolInputError('This zlib stream needs a preset dictionary (FDICT is set, RFC 1950 §2.2), which is not available here.');
  }
}

const readUint32LE = (b: Uint8Array, at: number) => ((b[at] as number) | ((b[at + 1] as number) << 8) | ((b[at + 2] as number) << 16) | ((b[at + 3] as number) << 24)) >>> 0;
const readUint32BE = (b: Uint8Array, at: number) => (((b[at] as number) << 24) | ((b[at + 1] as number) << 16) | ((b[at + 2] as number) << 8) | (b[at + 3] as number)) >>> 0;

function* decompressSteps(data: Uint8Array, format: DeflateFormat, done: (r: DecompressResult) => void): Generator<number, void> {
  checkHeader(data, format);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const ondata = (d: Uint8Array) => {
    total += d.length;
    if (total > MAX_DECOMPRESSED_BYTES) {
      throw new ToolInputError(`The decompressed data is larger than ${MAX_DECOMPRESSED_BYTES / 1024 / 1024} MiB; stopped (a guard against decompression bombs).`);
    }
    chunks.push(d);
  };
  // Member starts (input offset) and where their output begins, to check each gzip trailer.
  const members = [{ start: 0, outStart: 0 }];
  let push: (chunk: Uint8Array, final: boolean) => void;
  if (format === 'gzip') {
    const s = new Gunzip(ondata);
    s.onmember = (offset) => members.push({ start: offset, outStart: total });
    push = (c, f) => s.push(c, f);
  } else if (format === 'zlib') {
    const s = new Unzlib(ondata);
    push = (c, f) => s.push(c, f);
  } else {
    const s = new Inflate(ondata);
    push = (c, f) => s.push(c, f);
  }
  const steps = pump(push, data);
  for (;;) {
    let step: IteratorResult<number, void>;
    try {
      step = steps.next();
    } catch (e) {
      throw flateError(e, format);
    }
    if (step.done) break;
    yield step.value;
  }
  const bytes = concat(chunks, total);

  // fflate does not verify the checksums: check them here (RFC 1952 §2.3.1 CRC32 and ISIZE, RFC 1950 §2.2 ADLER32).
  if (format === 'gzip') {
    for (let i = 0; i < members.length; i++) {
      const m = members[i] as { start: number; outStart: number };
      const end = members[i + 1]?.start ?? data.length;
      const outEnd = members[i + 1]?.outStart ?? total;
      const which = members.length > 1 ? ` of member ${i + 1}` : '';
      if (end - m.start < 18) throw new ToolInputError(`The gzip data${which} is truncated: its 8-byte trailer (CRC-32 and size) is missing.`);
      const part = bytes.subarray(m.outStart, outEnd);
      const expected = readUint32LE(data, end - 8);
      const actual = crc32(part);
      if (expected !== actual) {
        throw new ToolInputError(
          `The gzip CRC-32${which} does not match: the trailer says ${expected.toString(16).toUpperCase().padStart(8, '0')}, the data gives ${actual.toString(16).toUpperCase().padStart(8, '0')}. The data is corrupt or truncated.`,
        );
      }
      const size = readUint32LE(data, end - 4);
      if (size !== part.length % 2 ** 32) throw new ToolInputError(`The gzip size${which} does not match: the trailer says ${size} bytes, the data gives ${part.length}.`);
    }
  } else if (format === 'zlib') {
    const expected = data.length >= 6 ? readUint32BE(data, data.length - 4) : -1;
    const actual = adler32(bytes);
    if (expected !== actual) {
      throw new ToolInputError(
        `The zlib Adler-32 checksum does not match (the stream says ${expected < 0 ? 'nothing' : expected.toString(16).toUpperCase().padStart(8, '0')}, the data gives ${actual.toString(16).toUpperCase().padStart(8, '0')}): the data is corrupt, truncated, or has extra bytes at the end.`,
      );
    }
  }
  done({ bytes, format, gzipHeader: format === 'gzip' ? readGzipHeader(data) : null, members: format === 'gzip' ? members.length : 0 });
}

function resolveFormat(data: Uint8Array, format: DeflateFormat | 'auto'): DeflateFormat {
  return format === 'auto' ? (detectFormat(data) ?? 'deflate-raw') : format;
}

/**
 * Decompresses gzip (RFC 1952, every member of a multi-member file), zlib (RFC 1950) or raw
 * DEFLATE (RFC 1951) data with the `fflate` library, and verifies the gzip CRC-32 and size and
 * the zlib Adler-32 (which fflate skips).
 *
 * @param data - the compressed bytes.
 * @param format - the container, or `auto` to recognise gzip and zlib by their headers (see
 *   {@link detectFormat}) and read anything else as raw DEFLATE.
 * @returns the bytes, the container, and for gzip the header and number of members.
 * @throws ToolInputError for empty input, a wrong header, corrupt or truncated data, a checksum
 *   mismatch, or output over {@link MAX_DECOMPRESSED_BYTES}.
 * @see https://www.rfc-editor.org/rfc/rfc1951
 */
export function decompressBytes(data: Uint8Array, format: DeflateFormat | 'auto' = 'auto'): DecompressResult {
  const chosen = resolveFormat(data, format);
  let result: DecompressResult | null = null;
  for (const _ of decompressSteps(data, chosen, (r) => (result = r)));
  return result as unknown as DecompressResult;
}

/**
 * {@link decompressBytes} in chunks, yielding to the event loop between them; same result.
 *
 * @param data - the compressed bytes.
 * @param format - the container or `auto`.
 * @param options - progress (input bytes done, total) and an abort signal.
 * @returns as {@link decompressBytes}.
 * @throws as {@link decompressBytes}; the signal's reason when aborted.
 */
export async function decompressBytesAsync(data: Uint8Array, format: DeflateFormat | 'auto' = 'auto', options: ChunkOptions = {}): Promise<DecompressResult> {
  const chosen = resolveFormat(data, format);
  let result: DecompressResult | null = null;
  for (const done of decompressSteps(data, chosen, (r) => (result = r))) {
    options.signal?.throwIfAborted();
    options.onProgress?.(done, data.length);
    await nextTask();
  }
  options.signal?.throwIfAborted();
  return result as unknown as DecompressResult;
}

/**
 * Writes bytes as text: Base64 (RFC 4648 §4) or upper-case hex (RFC 4648 §8).
 *
 * @param bytes - the bytes.
 * @param encoding - `base64` or `hex`.
 * @returns the text.
 */
export function encodeBytes(bytes: Uint8Array, encoding: ByteEncoding): string {
  return encoding === 'hex' ? bytesToHex(bytes) : bytesToBase64(bytes);
}

/**
 * Reads bytes written as Base64 (standard or URL-safe, RFC 4648 §4–5; white space ignored) or
 * hex (RFC 4648 §8; spaces, `:` and `0x` allowed).
 *
 * @param text - the encoded bytes.
 * @param encoding - `base64` or `hex`.
 * @returns the bytes.
 * @throws ToolInputError naming the bad character and its position.
 */
export function decodeBytes(text: string, encoding: ByteEncoding): Uint8Array<ArrayBuffer> {
  return encoding === 'hex' ? hexToBytes(text) : base64ToBytes(text);
}

/**
 * Compresses text (as UTF-8) and writes the result as Base64 or hex.
 *
 * @param text - any well-formed text.
 * @param options - container and level (see {@link CompressOptions}), and the output `encoding` (default `base64`).
 * @returns the compressed bytes as text ('' for empty text).
 * @throws ToolInputError when the text holds an unpaired surrogate.
 */
export function compressText(text: string, options: CompressOptions & { encoding?: ByteEncoding } = {}): string {
  return compressTextToBytes(text, options).encoded;
}

/** Result of {@link compressTextToBytes}. */
export interface CompressedText {
  /** The compressed bytes as Base64 or hex ('' for empty text). */
  encoded: string;
  /** The compressed bytes (empty for empty text). */
  bytes: Uint8Array<ArrayBuffer>;
  /** Size of the text in UTF-8, in bytes. */
  textBytes: number;
}

/**
 * {@link compressText}, also returning the compressed bytes and the text's UTF-8 size (a page
 * offering the bytes as a download need not decode the Base64 again).
 *
 * @param text - any well-formed text.
 * @param options - container and level (see {@link CompressOptions}), and the output `encoding` (default `base64`).
 * @returns see {@link CompressedText}.
 * @throws ToolInputError when the text holds an unpaired surrogate.
 */
export function compressTextToBytes(text: string, options: CompressOptions & { encoding?: ByteEncoding } = {}): CompressedText {
  if (text === '') return { encoded: '', bytes: new Uint8Array(0), textBytes: 0 };
  assertWellFormed(text);
  const utf8 = encodeUtf8(text);
  const bytes = compressBytes(utf8, options);
  return { encoded: encodeBytes(bytes, options.encoding ?? 'base64'), bytes, textBytes: utf8.length };
}

/** Result of {@link decompressText}. */
export interface DecompressTextResult extends DecompressResult {
  /** The bytes read as UTF-8, or null when they are not UTF-8 text. */
  text: string | null;
  /** Why the bytes are not text, when `text` is null. */
  textError: string | null;
}

/**
 * Decompresses Base64 or hex input and reads the result as UTF-8 text when it is text.
 *
 * @param input - the compressed bytes as Base64 or hex.
 * @param options - `encoding` of the input (default `base64`) and `format` (default `auto`).
 * @returns see {@link DecompressTextResult}.
 * @throws ToolInputError for bad Base64/hex (with its position) or data that does not decompress.
 */
export function decompressText(input: string, options: { encoding?: ByteEncoding; format?: DeflateFormat | 'auto' } = {}): DecompressTextResult {
  const bytes = decodeBytes(input, options.encoding ?? 'base64');
  const result = decompressBytes(bytes, options.format ?? 'auto');
  try {
    return { ...result, text: decodeUtf8(result.bytes), textError: null };
  } catch (e) {
    if (!(e instanceof ToolInputError)) throw e;
    return { ...result, text: null, textError: e.message };
  }
}

/**
 * The usual file extension of a container: `.gz` (RFC 1952 §2.3.1 note), `.zz` (zlib), `.deflate`.
 *
 * @param format - the container.
 * @returns the extension with its dot.
 */
export function extensionOf(format: DeflateFormat): string {
  return format === 'gzip' ? '.gz' : format === 'zlib' ? '.zz' : '.deflate';
}
