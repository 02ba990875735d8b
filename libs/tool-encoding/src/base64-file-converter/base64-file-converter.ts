import { fileTypeFromBuffer } from 'file-type';
import { base64ToBytesIn, bytesToBase64Async, type ChunkOptions } from '../shared/base64.js';
import { assertWellFormed, describeLocation, inputErrorAt } from '../shared/text.js';

/** A data URL split into its parts (RFC 2397 §3). */
export interface DataUrl {
  /** The media type, lower-cased `type/subtype`; `text/plain` when the URL gives none (RFC 2397 §2). */
  mimeType: string;
  /** Whether the URL names a media type itself (false for `data:,…` and `data:;charset=…,…`). */
  hasMediaType: boolean;
  /** The parameters (`charset=utf-8` → `{ charset: 'utf-8' }`), names lower-cased, values as written. */
  parameters: Record<string, string>;
  /** Whether the data is Base64 (`;base64`) rather than percent-encoded. */
  base64: boolean;
  /** The data part, after the first `,`, as written. */
  data: string;
  /** 0-based UTF-16 offset of `data` in the parsed input. */
  dataOffset: number;
}

// RFC 2045 §5.1 token characters (tspecials excluded).
const TOKEN = "[!#$%&'*+.^_`{|}~0-9A-Za-z-]+";
const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}$`);

const isDataUrlStart = (text: string, at: number) => text.slice(at, at + 5).toLowerCase() === 'data:';

/**
 * Whether a text (ignoring leading whitespace) is a data URL rather than plain Base64.
 *
 * @param text - the user's input.
 * @returns true when it starts with `data:` (any case, RFC 3986 §3.1: schemes are case-insensitive).
 */
export function isDataUrl(text: string): boolean {
  return isDataUrlStart(text, text.length - text.trimStart().length);
}

/**
 * Parses a data URL (RFC 2397 §3):
 * `data:[<mediatype>][;base64],<data>` where `mediatype := [type "/" subtype] *(";" attribute "=" value)`.
 * Whitespace around the URL is ignored.
 *
 * @param text - the data URL.
 * @returns its parts; see {@link DataUrl}.
 * @throws ToolInputError when it does not start with `data:`, has no `,`, or has a malformed
 *   media type or parameter (naming its position).
 * @see https://www.rfc-editor.org/rfc/rfc2397#section-3
 */
export function parseDataUrl(text: string): DataUrl {
  const start = text.length - text.trimStart().length;
  const end = text.trimEnd().length;
  if (!isDataUrlStart(text, start)) {
    throw inputErrorAt(`A data URL starts with "data:" (at ${describeLocation(text, start)}).`, text, start);
  }
  const headerStart = start + 5;
  const comma = text.indexOf(',', headerStart);
  if (comma < 0 || comma >= end) {
    throw inputErrorAt(
      `The data URL has no "," after its header (RFC 2397: data:[<mediatype>][;base64],<data>); the header starts at ${describeLocation(text, headerStart)}.`,
      text,
      headerStart,
    );
  }

  // Split the header at ";" and remember where each segment starts.
  const segments: { text: string; at: number }[] = [];
  let at = headerStart;
  for (const part of text.slice(headerStart, comma).split(';')) {
    segments.push({ text: part, at });
    at += part.length + 1;
  }
  let base64 = false;
  const last = segments[segments.length - 1];
  if (segments.length > 1 && last && last.text.trim().toLowerCase() === 'base64') {
    base64 = true;
    segments.pop();
  }

  let mimeType = 'text/plain';
  let hasMediaType = false;
  const parameters: Record<string, string> = {};
  segments.forEach((segment, index) => {
    const value = segment.text.trim();
    if (index === 0 && !value.includes('=')) {
      if (value === '') return;
      if (!MEDIA_TYPE.test(value)) {
        throw inputErrorAt(
          `Invalid media type "${value}" at ${describeLocation(text, segment.at)}: expected type/subtype, such as image/png.`,
          text,
          segment.at,
        );
      }
      mimeType = value.toLowerCase();
      hasMediaType = true;
      return;
    }
    const eq = value.indexOf('=');
    if (eq <= 0) {
      throw inputErrorAt(
        `Invalid parameter "${value}" at ${describeLocation(text, segment.at)}: expected attribute=value, such as charset=utf-8.`,
        text,
        segment.at,
      );
    }
    parameters[value.slice(0, eq).toLowerCase()] = value.slice(eq + 1);
  });

  return { mimeType, hasMediaType, parameters, base64, data: text.slice(comma + 1, end), dataOffset: comma + 1 };
}

const hexValue = (c: number) =>
  c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;

/**
 * Percent-decodes bytes the lenient way of the WHATWG URL Standard §1.3 ("percent-decode"):
 * `%XX` becomes the byte XX, and a `%` not followed by two hex digits stays as it is.
 */
function percentDecodeBytes(input: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(input.length);
  let n = 0;
  for (let i = 0; i < input.length; i++) {
    const b = input[i] as number;
    if (b === 0x25 && i + 2 < input.length) {
      const hi = hexValue(input[i + 1] as number);
      const lo = hexValue(input[i + 2] as number);
      if (hi >= 0 && lo >= 0) {
        out[n++] = hi * 16 + lo;
        i += 2;
        continue;
      }
    }
    out[n++] = b;
  }
  return out.slice(0, n);
}

/** Percent-decodes Base64 text (e.g. `%3D` → `=`) and remembers where each character came from. */
function percentDecodeWithMap(data: string, offset: number): { text: string; map: number[] } {
  let text = '';
  const map: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const hi = hexValue(data.charCodeAt(i + 1));
    const lo = hexValue(data.charCodeAt(i + 2));
    if (data[i] === '%' && hi >= 0 && lo >= 0) {
      text += String.fromCharCode(hi * 16 + lo);
      map.push(offset + i);
      i += 2;
    } else {
      text += data[i];
      map.push(offset + i);
    }
  }
  return { text, map };
}

/** Bytes decoded from the Base64 converter's input. */
export interface DecodedInput {
  /** The file's bytes. */
  bytes: Uint8Array<ArrayBuffer>;
  /** The media type a data URL declares (`text/plain` when it names none); undefined for plain Base64. */
  declaredType?: string;
}

/**
 * Decodes the input of the "Base64 to file" side: plain Base64 (RFC 4648 §4 or §5, whitespace
 * ignored, padding optional), or a data URL (RFC 2397) whose data is Base64 (`;base64`, which
 * may itself be percent-encoded) or percent-encoded bytes.
 *
 * @param text - the user's input.
 * @returns the bytes and, for a data URL, its declared media type.
 * @throws ToolInputError for invalid Base64 or a malformed data URL, naming the position in `text`.
 * @see https://www.rfc-editor.org/rfc/rfc2397
 */
export function decodeBase64Input(text: string): DecodedInput {
  if (!isDataUrl(text)) {
    return { bytes: base64ToBytesIn(text, 'any', { source: text, toSource: (i) => i }) };
  }
  const url = parseDataUrl(text);
  if (url.base64) {
    if (!url.data.includes('%')) {
      const toSource = (i: number) => url.dataOffset + i;
      return { bytes: base64ToBytesIn(url.data, 'any', { source: text, toSource }), declaredType: url.mimeType };
    }
    const { text: clean, map } = percentDecodeWithMap(url.data, url.dataOffset);
    const toSource = (i: number) => map[i] ?? url.dataOffset + url.data.length;
    return { bytes: base64ToBytesIn(clean, 'any', { source: text, toSource }), declaredType: url.mimeType };
  }
  assertWellFormed(text);
  return { bytes: percentDecodeBytes(new TextEncoder().encode(url.data)), declaredType: url.mimeType };
}

/** A file type, as detected from the bytes or taken from a declaration. */
export interface DetectedFileType {
  /** MIME type, e.g. `image/png`. */
  mimeType: string;
  /** File name extension without the dot, e.g. `png`. */
  extension: string;
  /**
   * `content`: found from the bytes' magic numbers by file-type; `declared`: taken from the data
   * URL's media type; `default`: neither, so `application/octet-stream`.
   */
  source: 'content' | 'declared' | 'default';
}

// Extensions of common types file-type cannot find from content (text formats) or names differently.
const EXTENSIONS: Record<string, string> = {
  'application/gzip': 'gz',
  'application/javascript': 'js',
  'application/json': 'json',
  'application/ld+json': 'jsonld',
  'application/octet-stream': 'bin',
  'application/pdf': 'pdf',
  'application/rtf': 'rtf',
  'application/wasm': 'wasm',
  'application/x-sh': 'sh',
  'application/x-yaml': 'yaml',
  'application/xhtml+xml': 'xhtml',
  'application/xml': 'xml',
  'application/yaml': 'yaml',
  'application/zip': 'zip',
  'audio/mpeg': 'mp3',
  'font/otf': 'otf',
  'font/ttf': 'ttf',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/vnd.microsoft.icon': 'ico',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
  'text/calendar': 'ics',
  'text/css': 'css',
  'text/csv': 'csv',
  'text/html': 'html',
  'text/javascript': 'js',
  'text/markdown': 'md',
  'text/plain': 'txt',
  'text/tab-separated-values': 'tsv',
  'text/vcard': 'vcf',
  'text/xml': 'xml',
  'text/yaml': 'yaml',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/**
 * A file name extension for a MIME type (RFC 6838 names): a table of common types, else the
 * subtype when it is a short plain word (`image/avif` → `avif`), else `bin`.
 *
 * @param mimeType - e.g. `text/plain` (parameters after `;` are ignored).
 * @returns the extension without the dot.
 */
export function extensionForMimeType(mimeType: string): string {
  const essence = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  const known = EXTENSIONS[essence];
  if (known) return known;
  const subtype = essence.split('/')[1] ?? '';
  return /^[a-z0-9]{1,8}$/.test(subtype) ? subtype : 'bin';
}

/**
 * Detects a file's type from its magic numbers with the `file-type` library; falls back to the
 * declared type (a data URL's media type), then to `application/octet-stream`.
 *
 * @param bytes - the file's bytes (detection reads the first few KiB; ZIP-based formats more).
 * @param declaredType - the type the source claims, if any.
 * @returns the type, its extension and where it came from. Never rejects: bytes that
 *   file-type cannot read count as undetected.
 * @see https://github.com/sindresorhus/file-type
 */
export async function detectFileType(bytes: Uint8Array, declaredType?: string): Promise<DetectedFileType> {
  let found: { mime: string; ext: string } | undefined;
  try {
    found = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  } catch {
    found = undefined; // truncated or odd data: treat as unknown rather than failing
  }
  if (found) return { mimeType: found.mime, extension: found.ext, source: 'content' };
  const declared = declaredType?.split(';')[0]?.trim().toLowerCase();
  if (declared) return { mimeType: declared, extension: extensionForMimeType(declared), source: 'declared' };
  return { mimeType: 'application/octet-stream', extension: 'bin', source: 'default' };
}

/**
 * A file name for downloaded data.
 *
 * @param extension - the extension without the dot (e.g. from {@link detectFileType}).
 * @param stem - the name before the extension; `file` by default.
 * @returns e.g. `file.png`.
 */
export function suggestFileName(extension: string, stem = 'file'): string {
  return extension ? `${stem}.${extension}` : stem;
}

/**
 * Builds a data URL (RFC 2397) from Base64 data.
 *
 * @param base64 - Base64 in the standard alphabet (RFC 4648 §4).
 * @param mimeType - the media type; `application/octet-stream` when empty.
 * @returns `data:<mimeType>;base64,<base64>`.
 * @see https://www.rfc-editor.org/rfc/rfc2397
 */
export function toDataUrl(base64: string, mimeType: string): string {
  return `data:${mimeType || 'application/octet-stream'};base64,${base64}`;
}

/** A file encoded by {@link encodeFile}. */
export interface EncodedFile {
  /** The bytes as Base64 (RFC 4648 §4, padded, no line breaks). */
  base64: string;
  /** The same as a data URL (RFC 2397). */
  dataUrl: string;
  /** The media type used in the data URL. */
  mimeType: string;
}

/**
 * Encodes a file's bytes as Base64 and as a data URL, in chunks (yielding between them) so a
 * page stays responsive on large files.
 *
 * @param bytes - the file's content.
 * @param declaredType - the type the browser reports for the file (`File.type`), may be empty;
 *   when empty the type is detected from the content (see {@link detectFileType}).
 * @param options - progress callback and abort signal.
 * @returns the Base64, the data URL and the media type.
 * @throws the signal's reason when aborted.
 */
export async function encodeFile(bytes: Uint8Array, declaredType = '', options: ChunkOptions = {}): Promise<EncodedFile> {
  const mimeType = declaredType || (await detectFileType(bytes)).mimeType;
  const base64 = await bytesToBase64Async(bytes, options);
  return { base64, dataUrl: toDataUrl(base64, mimeType), mimeType };
}

/** Outputs longer than this many characters are shown cut short (copying still copies all). */
export const DISPLAY_LIMIT = 1024 * 1024;

/**
 * Cuts a long text for display.
 *
 * @param text - the full text.
 * @param limit - the most characters to show; {@link DISPLAY_LIMIT} by default.
 * @returns the text to show and whether it was cut.
 */
export function truncateForDisplay(text: string, limit = DISPLAY_LIMIT): { text: string; truncated: boolean } {
  return text.length > limit ? { text: text.slice(0, limit), truncated: true } : { text, truncated: false };
}
