/**
 * Data URIs (RFC 2397) for images, shared by the image family's tools: base64 for any bytes, and
 * the smaller percent-encoded form for SVG text.
 */

/** How an SVG is percent-encoded in a `data:` URI. */
export type SvgUriEncoding = 'strict' | 'compact';

/**
 * Base64 (RFC 4648 §4, with padding) of bytes.
 *
 * @param bytes - any bytes.
 * @returns the base64 text (4 characters per 3 bytes).
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/**
 * A base64 data URI (RFC 2397): `data:<mime>;base64,<data>`.
 *
 * @param bytes - the file's bytes.
 * @param mime - its media type, e.g. `image/png` (lower-cased; parameters are kept).
 * @returns the data URI.
 */
export function base64DataUri(bytes: Uint8Array, mime: string): string {
  return `data:${mime.toLowerCase()};base64,${bytesToBase64(bytes)}`;
}

/**
 * The percent-encoded `data:image/svg+xml,…` URI of an SVG (RFC 2397 with RFC 3986 escaping). Runs
 * of white space between tags are removed and line breaks become spaces, then every character
 * that is not allowed in a URL, or that would end a quoted CSS `url("…")` or HTML attribute, is
 * percent-encoded as UTF-8: `%`, `#`, `&` (so the URI goes into HTML as it is), `<`, `>`, `"`, `{`, `}`, `|`, `\`, `^`, `` ` ``, `[`, `]`,
 * controls and non-ASCII. `decodeURIComponent` of the part after the comma gives the SVG back
 * (with its white space normalised).
 *
 * @param svg - the SVG text.
 * @param encoding - `strict` (default) also encodes spaces as `%20`, as URLs require;
 *   `compact` leaves spaces as they are (browsers accept them; what it-tools and
 *   mini-svg-data-uri produce), a little shorter but not a valid URL outside quotes.
 * @returns the data URI.
 */
export function svgDataUri(svg: string, encoding: SvgUriEncoding = 'strict'): string {
  const normalised = svg
    .toWellFormed() // a lone surrogate cannot be encoded as UTF-8: it becomes U+FFFD
    .trim()
    .replace(/>\s+</g, '><')
    .replace(/[\t\r\n]+/g, ' ');
  let out = '';
  for (const ch of normalised) {
    const code = ch.codePointAt(0) ?? 0;
    const safe = code > 0x20 && code < 0x7f && !/[%#&<>"{}|\\^`[\]]/.test(ch);
    if (safe || (ch === ' ' && encoding === 'compact')) out += ch;
    else out += encodeURIComponent(ch);
  }
  return `data:image/svg+xml,${out}`;
}

/**
 * Rewrites `name="value"` attributes of start tags as `name='value'` when the value holds no `'`:
 * the same XML (XML 1.0 §3.1 allows either quote), but a `'` stays one character in a data URI where
 * a `"` becomes `%22`. Text, comments and values holding `'` are left alone.
 *
 * @param svg - SVG (or any XML) text.
 * @returns the text with single-quoted attributes where that is safe.
 */
export function preferSingleQuotes(svg: string): string {
  return svg.replace(/<[A-Za-z][^<>]*>/g, (tag) => tag.replace(/=\s*"([^"'<>]*)"/g, "='$1'"));
}

/**
 * The base64 data URI of an SVG text (encoded as UTF-8).
 *
 * @param svg - the SVG text.
 * @returns `data:image/svg+xml;base64,…`.
 */
export function svgBase64DataUri(svg: string): string {
  return base64DataUri(new TextEncoder().encode(svg), 'image/svg+xml'); // TextEncoder writes a lone surrogate as U+FFFD
}
