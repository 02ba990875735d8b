import { ToolInputError } from '@handy-tools/ui/kit';
import { assertWellFormed, charAt, describeLocation, inputErrorAt, showChar } from '../shared/text.js';
import { findUtf8Problem } from '../shared/utf8.js';

/**
 * Which characters {@link encodeUrl} leaves as they are:
 * - `component`: the unreserved characters of RFC 3986 §2.3 and `! ' ( ) *`, like ECMAScript's
 *   `encodeURIComponent` (for a query value, a path segment…);
 * - `uri`: a whole URL: the unreserved and the reserved characters of RFC 3986 §2.2
 *   (`: / ? # [ ] @ ! $ & ' ( ) * + , ; =`) stay, like `encodeURI` (which, unlike RFC 3986, also
 *   encodes `[` and `]`, the brackets of IPv6 hosts, §3.2.2);
 * - `encode-uri`: a whole URL exactly as ECMAScript's `encodeURI` writes it (ECMA-262
 *   §19.2.6.4): like `uri`, but `[` and `]` are encoded too (`%5B`, `%5D`);
 * - `strict`: only the unreserved characters of RFC 3986 §2.3 (`A–Z a–z 0–9 - . _ ~`);
 * - `rfc5987`: an RFC 5987 / RFC 8187 ext-value for an HTTP header parameter
 *   (`filename*=UTF-8''…`): only the `attr-char` set (§3.2.1) stays, and the result starts with
 *   the charset `UTF-8` and the language tag.
 */
export type UrlEncodeMode = 'component' | 'uri' | 'encode-uri' | 'strict' | 'rfc5987';

/** The encoding modes, in the order the UI offers them. */
export const URL_ENCODE_MODES: readonly UrlEncodeMode[] = ['component', 'uri', 'encode-uri', 'strict', 'rfc5987'];

/** Options of {@link encodeUrl} and {@link encodeUrlComponent}. */
export interface UrlEncodeOptions {
  /** Which characters stay as they are; see {@link UrlEncodeMode}. Default `component`. */
  mode?: UrlEncodeMode;
  /**
   * Shorthand for `mode: 'strict'` (kept for existing callers): also percent-encode `!`, `'`, `(`,
   * `)` and `*`, which `encodeURIComponent` leaves alone but RFC 3986 §2.2 reserves as
   * sub-delimiters. Ignored when `mode` is given. Default false.
   */
  strict?: boolean;
  /**
   * Encode spaces as `+` instead of `%20`, as HTML forms do (application/x-www-form-urlencoded,
   * WHATWG URL Standard §5.2). Only in the `component` and `strict` modes: in a whole URL and in an
   * RFC 5987 value `+` is a literal character, so it is ignored there. Default false.
   */
  spaceAsPlus?: boolean;
  /**
   * For `rfc5987`: the language tag written between the two `'` (RFC 5646, e.g. `en`, `de-CH`);
   * empty by default.
   */
  language?: string;
}

/** Options of {@link decodeUrlComponent}. */
export interface UrlDecodeOptions {
  /** Read `+` as a space, as in form data (WHATWG URL Standard §5.1). Default false. */
  plusAsSpace?: boolean;
}

/** Characters each mode keeps (besides ASCII letters and digits), percent-encoding every other UTF-8 byte. */
const KEPT: Record<UrlEncodeMode, string> = {
  // RFC 3986 §2.3 unreserved, plus what encodeURIComponent also keeps (ECMA-262 §19.2.6.5).
  component: "-._~!'()*",
  // RFC 3986 §2.3 unreserved and §2.2 reserved (gen-delims and sub-delims).
  uri: "-._~:/?#[]@!$&'()*+,;=",
  // ECMA-262 §19.2.6.4 encodeURI: uriReserved ";/?:@&=+$,", uriMark "-_.!~*'()" and "#".
  'encode-uri': "-._~!'()*;/?:@&=+$,#",
  // RFC 3986 §2.3 unreserved only.
  strict: '-._~',
  // RFC 5987 §3.2.1 attr-char (the same set in RFC 8187 §3.2.1).
  rfc5987: "!#$&+-.^_`|~",
};

/** RFC 5646 §2.1 language tag, in its general shape (subtags of 1–8 letters or digits). */
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;

const encoder = new TextEncoder();

function percentEncode(text: string, kept: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    const alnum = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
    if (ch.length === 1 && (alnum || kept.includes(ch))) {
      out += ch;
      continue;
    }
    for (const b of encoder.encode(ch)) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * Percent-encodes text: every character the mode does not keep becomes the `%XX` triplets of its
 * UTF-8 bytes, upper-case hex (RFC 3986 §2.1, §2.5).
 *
 * - `component` (default) gives the same result as `encodeURIComponent` (ECMA-262 §19.2.6.5);
 * - `uri` encodes a whole URL, keeping its delimiters (RFC 3986 §2.2): the result of `encodeURI`
 *   (ECMA-262 §19.2.6.4) except that `[` and `]` stay, as RFC 3986 reserves them;
 * - `encode-uri` gives exactly the result of `encodeURI`, `[` and `]` encoded;
 * - `strict` keeps only the unreserved characters of RFC 3986 §2.3;
 * - `rfc5987` writes an ext-value for an HTTP header parameter (RFC 5987 §3.2, RFC 8187 §3.2):
 *   `UTF-8'<language>'` followed by the value, keeping only `attr-char`, e.g.
 *   `UTF-8''%C2%A3%20and%20%E2%82%AC%20rates`.
 *
 * @param text - any text.
 * @param options - the mode, form encoding of spaces and the RFC 5987 language; see {@link UrlEncodeOptions}.
 * @returns the encoded text, ASCII only.
 * @throws ToolInputError when the text holds an unpaired UTF-16 surrogate (naming its position),
 *   or when the RFC 5987 language is not a language tag.
 * @see https://www.rfc-editor.org/rfc/rfc3986#section-2
 * @see https://www.rfc-editor.org/rfc/rfc5987#section-3.2
 * @example encodeUrl('a b&c') // 'a%20b%26c'
 * @example encodeUrl('https://example.com/café?q=1', { mode: 'uri' }) // 'https://example.com/caf%C3%A9?q=1'
 */
export function encodeUrl(text: string, options: UrlEncodeOptions = {}): string {
  assertWellFormed(text);
  const mode = options.mode ?? (options.strict ? 'strict' : 'component');
  let out = percentEncode(text, KEPT[mode]);
  if (mode === 'rfc5987') {
    const language = (options.language ?? '').trim();
    if (language !== '' && !LANGUAGE_TAG.test(language)) {
      throw new ToolInputError(
        `"${language}" is not a language tag: write letters and digits in subtags of 1 to 8 characters joined by "-", such as en, de-CH or zh-Hant (RFC 5646).`,
      );
    }
    return `UTF-8'${language}'${out}`;
  }
  if (options.spaceAsPlus && (mode === 'component' || mode === 'strict')) out = out.replace(/%20/g, '+');
  return out;
}

/**
 * Percent-encodes text for use in a URI component; {@link encodeUrl} with the `component` mode
 * (or `strict` with `{ strict: true }`). Same result as ECMAScript's `encodeURIComponent`
 * (ECMA-262 §19.2.6.5), which leaves `! ' ( ) *` as they are unless `strict` is set.
 *
 * @param text - any text.
 * @param options - `strict` (also encode `!'()*`) and `spaceAsPlus` (form encoding); any `mode` is honoured.
 * @returns the encoded text, ASCII only.
 * @throws ToolInputError when the text holds an unpaired UTF-16 surrogate, naming its position.
 * @see https://www.rfc-editor.org/rfc/rfc3986#section-2.1
 * @example encodeUrlComponent('a b&c') // 'a%20b%26c'
 */
export function encodeUrlComponent(text: string, options: UrlEncodeOptions = {}): string {
  return encodeUrl(text, options);
}

const isHex = (c: string | undefined) => c !== undefined && /^[0-9A-Fa-f]$/.test(c);

/**
 * Reads the escape at `i` (a `%`) of `text`, whose encoded part ends at `end`; returns its byte
 * or throws a located error.
 */
function escapeAt(text: string, i: number, end: number): number {
  const where = describeLocation(text, i);
  const a = i + 1 < end ? text[i + 1] : undefined;
  const b = i + 2 < end ? text[i + 2] : undefined;
  if (isHex(a) && isHex(b)) return parseInt(`${a}${b}`, 16);
  if (a === undefined) {
    throw inputErrorAt(`"%" at ${where} ends the text: it must be followed by two hexadecimal digits (write "%25" for a literal "%").`, text, i);
  }
  if (isHex(a) && b === undefined) {
    throw inputErrorAt(`Incomplete percent-escape "%${a}" at ${where}: "%" must be followed by two hexadecimal digits (0–9, A–F).`, text, i);
  }
  const shown = Array.from(text.slice(i, Math.min(end, i + 4))).slice(0, 3).join('');
  throw inputErrorAt(
    `Invalid percent-escape "${shown}" at ${where}: "%" must be followed by two hexadecimal digits (0–9, A–F); write "%25" for a literal "%".`,
    text,
    i,
  );
}

/**
 * Finds the first malformed percent-encoding in `text` between `start` and `end`, as
 * `decodeURIComponent` would reject it, and throws a located error for it.
 */
function reportMalformed(text: string, start = 0, end = text.length): never {
  let i = start;
  while (i < end) {
    if (text[i] !== '%') {
      i++;
      continue;
    }
    // A run of consecutive %XX escapes holds UTF-8 bytes that must decode on their own.
    const bytes: number[] = [];
    const starts: number[] = [];
    let malformed: unknown = null;
    while (i < end && text[i] === '%') {
      try {
        bytes.push(escapeAt(text, i, end));
      } catch (e) {
        malformed = e;
        break;
      }
      starts.push(i);
      i += 3;
    }
    const problem = findUtf8Problem(bytes);
    // A multi-byte character cut short by a malformed escape: the escape is the real fault.
    if (problem && !(problem.kind === 'truncated' && malformed)) {
      const at = starts[problem.start] as number;
      const last = problem.start + problem.length;
      const seq = text.slice(at, last < starts.length ? (starts[last] as number) : (starts[starts.length - 1] as number) + 3);
      const reason =
        problem.kind === 'lead'
          ? problem.length === 1 && (bytes[problem.start] as number) >= 0x80 && (bytes[problem.start] as number) <= 0xbf
            ? 'it is a continuation byte with no character to continue'
            : 'this byte cannot start a UTF-8 character'
          : problem.kind === 'truncated'
            ? 'the UTF-8 character is incomplete (more %XX bytes should follow)'
            : 'these bytes are not a valid UTF-8 sequence';
      throw inputErrorAt(`Invalid UTF-8 sequence "${seq}" at ${describeLocation(text, at)}: ${reason}.`, text, at);
    }
    if (malformed) throw malformed;
  }
  throw new ToolInputError('Malformed percent-encoding.');
}

/**
 * Decodes a percent-encoded URI component: `%XX` triplets are UTF-8 bytes (RFC 3986 §2.1,
 * §2.5), hex digits in either case (§6.2.2.1); every other character stays as it is. Same
 * result as ECMAScript's `decodeURIComponent` (ECMA-262 §19.2.6.2), with errors that say where.
 * It also decodes what the `uri` and `strict` modes of {@link encodeUrl} write.
 *
 * @param text - the encoded text.
 * @param options - `plusAsSpace` to read `+` as a space (form data).
 * @returns the decoded text.
 * @throws ToolInputError for a `%` not followed by two hex digits, or escapes whose bytes are
 *   not UTF-8, naming the position of the bad sequence.
 * @see https://www.rfc-editor.org/rfc/rfc3986#section-2.1
 * @example decodeUrlComponent('%E3%82%A2') // 'ア'
 */
export function decodeUrlComponent(text: string, options: UrlDecodeOptions = {}): string {
  const input = options.plusAsSpace ? text.replace(/\+/g, ' ') : text;
  try {
    return decodeURIComponent(input);
  } catch (e) {
    if (!(e instanceof URIError)) throw e;
    reportMalformed(input);
  }
}

/** An RFC 5987 / RFC 8187 ext-value, decoded. */
export interface ExtValue {
  /** The charset, as RFC 5987 §3.2.1 names it: `UTF-8` or `ISO-8859-1` (written in any case in the input). */
  charset: 'UTF-8' | 'ISO-8859-1';
  /** The language tag between the two `'` (RFC 5646), as written; '' when there is none. */
  language: string;
  /** The decoded value. */
  value: string;
}

// RFC 5987 §3.2.1: mime-charsetc and attr-char.
const MIME_CHARSET = /^[A-Za-z0-9!#$%&+\-^_`{}~]+$/;
const ATTR_CHAR = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;
// A header parameter name before the value, as pasted from a header: `filename*=`.
const PARAMETER_NAME = /^[A-Za-z0-9!#$&+\-.^_`|~]+\*=\s*/;

/**
 * Decodes an ext-value of an HTTP header parameter (RFC 5987 §3.2, updated by RFC 8187 §3.2):
 * `charset'language'value-chars`, e.g. `UTF-8''%c2%a3%20and%20%e2%82%ac%20rates` → `£ and € rates`.
 * A leading `name*=` (as copied from a header, `filename*=UTF-8''…`) and surrounding white space
 * are ignored. The charset may be `UTF-8` or `ISO-8859-1`, the two RFC 5987 requires (RFC 8187
 * requires only UTF-8); ISO-8859-1 bytes are the code points U+0000–U+00FF.
 *
 * @param text - the ext-value.
 * @returns the charset, the language tag and the decoded value; see {@link ExtValue}.
 * @throws ToolInputError naming the position of: a missing `'`, an unsupported charset, a
 *   malformed language tag, a character outside `attr-char` in the value, a bad `%` escape, or
 *   escapes whose bytes are not UTF-8 when the charset is UTF-8.
 * @see https://www.rfc-editor.org/rfc/rfc5987#section-3.2
 * @see https://www.rfc-editor.org/rfc/rfc8187#section-3.2
 * @example decodeExtValue("iso-8859-1'en'%A3%20rates") // { charset: 'ISO-8859-1', language: 'en', value: '£ rates' }
 */
export function decodeExtValue(text: string): ExtValue {
  const end = text.trimEnd().length;
  let start = text.length - text.trimStart().length;
  const name = PARAMETER_NAME.exec(text.slice(start, end));
  if (name) start += name[0].length;
  const first = text.indexOf("'", start);
  const second = first < 0 || first >= end ? -1 : text.indexOf("'", first + 1);
  if (first < 0 || first >= end || second < 0 || second >= end) {
    throw inputErrorAt(
      `An RFC 5987 value starts with its charset and a language between two apostrophes, such as UTF-8''%E2%82%AC or iso-8859-1'en'%A3; ${first < 0 || first >= end ? 'no "\'"' : 'only one "\'"'} was found after ${describeLocation(text, start)}.`,
      text,
      start,
    );
  }
  const rawCharset = text.slice(start, first);
  const charset = rawCharset.toUpperCase();
  if (charset !== 'UTF-8' && charset !== 'ISO-8859-1') {
    const what = rawCharset === '' ? 'The charset is missing' : MIME_CHARSET.test(rawCharset) ? `Charset "${rawCharset}" is not supported` : `"${rawCharset}" is not a charset name`;
    throw inputErrorAt(`${what} at ${describeLocation(text, start)}: RFC 5987 values use UTF-8 or ISO-8859-1 (RFC 8187: UTF-8).`, text, start);
  }
  const language = text.slice(first + 1, second);
  if (language !== '' && !LANGUAGE_TAG.test(language)) {
    throw inputErrorAt(
      `"${language}" at ${describeLocation(text, first + 1)} is not a language tag: subtags of 1 to 8 letters or digits joined by "-", such as en or de-CH (RFC 5646).`,
      text,
      first + 1,
    );
  }
  const from = second + 1;
  for (let i = from; i < end; i++) {
    const ch = charAt(text, i);
    if (ch !== '%' && !ATTR_CHAR.test(ch)) {
      throw inputErrorAt(
        `Character ${showChar(ch)} at ${describeLocation(text, i)} must be percent-encoded in an RFC 5987 value: only letters, digits, ! # $ & + - . ^ _ \` | ~ and %XX escapes are allowed.`,
        text,
        i,
      );
    }
  }
  let value = '';
  if (charset === 'UTF-8') {
    try {
      value = decodeURIComponent(text.slice(from, end));
    } catch (e) {
      if (!(e instanceof URIError)) throw e;
      reportMalformed(text, from, end);
    }
  } else {
    for (let i = from; i < end; i++) {
      if (text[i] === '%') {
        value += String.fromCharCode(escapeAt(text, i, end));
        i += 2;
      } else value += text[i];
    }
  }
  return { charset, language, value };
}
