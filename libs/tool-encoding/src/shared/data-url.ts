import { base64ToBytesIn, type Base64Alphabet } from './base64.js';
import { assertWellFormed, describeLocation, inputErrorAt } from './text.js';

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

/** Bytes decoded from a Base64 converter's input. */
export interface DecodedInput {
  /** The decoded bytes. */
  bytes: Uint8Array<ArrayBuffer>;
  /** The media type a data URL declares (`text/plain` when it names none); undefined for plain Base64. */
  declaredType?: string;
  /** The data URL's parts (media type, parameters such as `charset`); undefined for plain Base64. */
  dataUrl?: DataUrl;
}

/**
 * Decodes the input of a Base64 decoder: plain Base64 (RFC 4648 §4 or §5, whitespace ignored,
 * padding optional), or a data URL (RFC 2397) whose data is Base64 (`;base64`, which may itself
 * be percent-encoded) or percent-encoded bytes.
 *
 * @param text - the user's input.
 * @param alphabet - the Base64 alphabet to accept (default `any`: standard or URL-safe, not mixed).
 * @returns the bytes and, for a data URL, its declared media type and parts.
 * @throws ToolInputError for invalid Base64 or a malformed data URL, naming the position in `text`.
 * @see https://www.rfc-editor.org/rfc/rfc2397
 */
export function decodeBase64Input(text: string, alphabet: Base64Alphabet = 'any'): DecodedInput {
  if (!isDataUrl(text)) {
    return { bytes: base64ToBytesIn(text, alphabet, { source: text, toSource: (i) => i }) };
  }
  const url = parseDataUrl(text);
  const declared = { declaredType: url.mimeType, dataUrl: url };
  if (url.base64) {
    if (!url.data.includes('%')) {
      const toSource = (i: number) => url.dataOffset + i;
      return { bytes: base64ToBytesIn(url.data, alphabet, { source: text, toSource }), ...declared };
    }
    const { text: clean, map } = percentDecodeWithMap(url.data, url.dataOffset);
    const toSource = (i: number) => map[i] ?? url.dataOffset + url.data.length;
    return { bytes: base64ToBytesIn(clean, alphabet, { source: text, toSource }), ...declared };
  }
  assertWellFormed(text);
  return { bytes: percentDecodeBytes(new TextEncoder().encode(url.data)), ...declared };
}
