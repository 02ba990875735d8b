import { ToolInputError } from '@handy-tools/ui/kit';
import { base64ToBytes, bytesToBase64, type Base64DecodeOptions, type Base64EncodeOptions } from '../shared/base64.js';
import { decodeBase64Input, type DecodedInput } from '../shared/data-url.js';
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

/** Text decoded from Base64 or from a Base64 data URL; see {@link decodeBase64Text}. */
export interface DecodedBase64Text {
  /** The decoded text. */
  text: string;
  /** For a data URL: the media type it declares (`text/plain` when it names none, RFC 2397 §2); undefined for plain Base64. */
  mediaType?: string;
  /** The charset the bytes were read with: the data URL's `charset` parameter, or `utf-8`. */
  charset: string;
}

// Charsets read as UTF-8: US-ASCII is a subset of it (RFC 3629 §1; RFC 2397 §2 makes it the default).
const UTF8_CHARSETS = /^(?:utf-?8|us-ascii|ascii)$/i;

/**
 * Reads the bytes of a decoded Base64 input as text: UTF-8, strictly (RFC 3629), unless the data
 * URL names another `charset`, which is then read as browsers do (a WHATWG Encoding Standard
 * label, e.g. `iso-8859-1`, `windows-1252`, `shift_jis`).
 *
 * @param decoded - what {@link decodeBase64Input} returned.
 * @returns the text, the media type of a data URL and the charset used.
 * @throws ToolInputError when the bytes are not valid in the charset (naming the first bad byte
 *   for UTF-8), or the charset is not one the Encoding Standard knows.
 * @see https://encoding.spec.whatwg.org/#names-and-labels
 */
export function decodedInputToText(decoded: DecodedInput): DecodedBase64Text {
  const mediaType = decoded.declaredType;
  const declared = decoded.dataUrl?.parameters['charset']?.trim().replace(/^"(.*)"$/, '$1');
  if (declared === undefined || declared === '' || UTF8_CHARSETS.test(declared)) {
    return { text: decodeUtf8(decoded.bytes), mediaType, charset: declared || 'utf-8' };
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared, { fatal: true, ignoreBOM: true });
  } catch (cause) {
    throw new ToolInputError(`The data URL's charset "${declared}" is unknown: use a name of the WHATWG Encoding Standard, such as utf-8, iso-8859-1 or shift_jis.`, { cause });
  }
  try {
    return { text: decoder.decode(decoded.bytes), mediaType, charset: declared };
  } catch (cause) {
    throw new ToolInputError(`The decoded bytes are not valid ${declared} text (the charset the data URL declares).`, { cause });
  }
}

/**
 * Decodes Base64 to text, or a data URL (RFC 2397, `data:[<mediatype>][;base64],<data>`): its
 * header is read (media type, `charset`) and its data decoded, Base64 or percent-encoded. Plain
 * Base64 is read as {@link decodeBase64} does.
 *
 * @param input - Base64 text or a data URL, e.g. `data:text/plain;charset=utf-8;base64,SGk=`.
 * @param options - which alphabet to accept: `standard`, `url-safe` or `any` (default; not mixed).
 * @returns the text, the data URL's media type and the charset used; see {@link DecodedBase64Text}.
 * @throws ToolInputError for invalid Base64 or a malformed data URL (naming the position), or
 *   bytes that are not valid text in the charset.
 * @see https://www.rfc-editor.org/rfc/rfc2397
 * @see https://www.rfc-editor.org/rfc/rfc4648
 * @example decodeBase64Text('data:text/plain;base64,SGk=') // { text: 'Hi', mediaType: 'text/plain', charset: 'utf-8' }
 */
export function decodeBase64Text(input: string, options: Base64DecodeOptions = {}): DecodedBase64Text {
  return decodedInputToText(decodeBase64Input(input, options.alphabet ?? 'any'));
}
