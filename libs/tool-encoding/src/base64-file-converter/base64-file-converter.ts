import { fileTypeFromBuffer } from 'file-type';
import { bytesToBase64Async, type ChunkOptions } from '../shared/base64.js';

export { decodeBase64Input, isDataUrl, parseDataUrl, type DataUrl, type DecodedInput } from '../shared/data-url.js';

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
