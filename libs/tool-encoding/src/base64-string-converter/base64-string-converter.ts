import { base64ToBytes, bytesToBase64, type Base64DecodeOptions, type Base64EncodeOptions } from '../shared/base64.js';
import { assertWellFormed } from '../shared/text.js';
import { decodeUtf8 } from '../shared/utf8.js';

export type { Base64Alphabet, Base64DecodeOptions, Base64EncodeOptions } from '../shared/base64.js';

/**
 * Encodes text as Base64: the text's UTF-8 bytes (RFC 3629), in the standard alphabet of
 * RFC 4648 §4 or the URL and filename safe alphabet of §5.
 *
 * @param text - any text; an empty text gives an empty result.
 * @param options - `urlSafe` (default false) and `padding` (default true).
 * @returns the Base64 text, without line breaks.
 * @throws ToolInputError when the text holds an unpaired UTF-16 surrogate (it has no UTF-8 form),
 *   naming its position.
 * @see https://www.rfc-editor.org/rfc/rfc4648
 * @example encodeBase64('foobar') // 'Zm9vYmFy'
 */
export function encodeBase64(text: string, options: Base64EncodeOptions = {}): string {
  assertWellFormed(text);
  return bytesToBase64(new TextEncoder().encode(text), options);
}

/**
 * Decodes Base64 to text: the bytes (RFC 4648 §4 or §5, strictly checked) must be valid UTF-8
 * (RFC 3629); they are never shown with replacement characters.
 *
 * Spaces and line breaks in the input are ignored; `=` padding may be omitted but, when given,
 * must be right.
 *
 * @param base64 - the Base64 text.
 * @param options - which alphabet to accept: `standard`, `url-safe` or `any` (default; not mixed).
 * @returns the decoded text.
 * @throws ToolInputError for invalid Base64 (bad character and its position, wrong padding,
 *   impossible length) or bytes that are not UTF-8 (naming the first bad byte).
 * @see https://www.rfc-editor.org/rfc/rfc4648
 * @example decodeBase64('Zm9vYmFy') // 'foobar'
 */
export function decodeBase64(base64: string, options: Base64DecodeOptions = {}): string {
  return decodeUtf8(base64ToBytes(base64, options));
}
