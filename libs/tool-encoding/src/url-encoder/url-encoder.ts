import { ToolInputError } from '@handy-tools/ui/kit';
import { assertWellFormed, describeLocation, inputErrorAt } from '../shared/text.js';
import { findUtf8Problem } from '../shared/utf8.js';

/** Options of {@link encodeUrlComponent}. */
export interface UrlEncodeOptions {
  /**
   * Also percent-encode `!`, `'`, `(`, `)` and `*`, which `encodeURIComponent` leaves alone but
   * RFC 3986 §2.2 reserves as sub-delimiters; the result then keeps only the unreserved
   * characters of §2.3 (letters, digits, `-`, `.`, `_`, `~`). Default false.
   */
  strict?: boolean;
  /**
   * Encode spaces as `+` instead of `%20`, as HTML forms do
   * (application/x-www-form-urlencoded, WHATWG URL Standard §5.2). Default false.
   */
  spaceAsPlus?: boolean;
}

/** Options of {@link decodeUrlComponent}. */
export interface UrlDecodeOptions {
  /** Read `+` as a space, as in form data (WHATWG URL Standard §5.1). Default false. */
  plusAsSpace?: boolean;
}

/**
 * Percent-encodes text for use in a URI component: every character except the unreserved ones
 * becomes the `%XX` triplets of its UTF-8 bytes, upper-case hex (RFC 3986 §2.1, §2.5). Same
 * result as ECMAScript's `encodeURIComponent` (ECMA-262 §19.2.6.5), which also leaves
 * `! ' ( ) *` as they are unless `strict` is set.
 *
 * @param text - any text.
 * @param options - `strict` (also encode `!'()*`) and `spaceAsPlus` (form encoding).
 * @returns the encoded text, ASCII only.
 * @throws ToolInputError when the text holds an unpaired UTF-16 surrogate, naming its position.
 * @see https://www.rfc-editor.org/rfc/rfc3986#section-2.1
 * @example encodeUrlComponent('a b&c') // 'a%20b%26c'
 */
export function encodeUrlComponent(text: string, options: UrlEncodeOptions = {}): string {
  assertWellFormed(text);
  let out = encodeURIComponent(text);
  if (options.strict) out = out.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  if (options.spaceAsPlus) out = out.replace(/%20/g, '+');
  return out;
}

const isHex = (c: string | undefined) => c !== undefined && /^[0-9A-Fa-f]$/.test(c);

/**
 * Finds the first malformed percent-encoding in a text, as `decodeURIComponent` would reject
 * it, and throws a located error for it.
 */
function reportMalformed(text: string): never {
  const where = (i: number) => describeLocation(text, i);
  /** Checks the escape at `i` (a `%`); returns its byte or throws. */
  const escapeAt = (i: number): number => {
    const a = text[i + 1];
    const b = text[i + 2];
    if (isHex(a) && isHex(b)) return parseInt(`${a}${b}`, 16);
    if (a === undefined) {
      throw inputErrorAt(`"%" at ${where(i)} ends the text: it must be followed by two hexadecimal digits (write "%25" for a literal "%").`, text, i);
    }
    if (isHex(a) && b === undefined) {
      throw inputErrorAt(`Incomplete percent-escape "%${a}" at ${where(i)}: "%" must be followed by two hexadecimal digits (0–9, A–F).`, text, i);
    }
    const shown = Array.from(text.slice(i, i + 4)).slice(0, 3).join('');
    throw inputErrorAt(
      `Invalid percent-escape "${shown}" at ${where(i)}: "%" must be followed by two hexadecimal digits (0–9, A–F); write "%25" for a literal "%".`,
      text,
      i,
    );
  };

  let i = 0;
  while (i < text.length) {
    if (text[i] !== '%') {
      i++;
      continue;
    }
    // A run of consecutive %XX escapes holds UTF-8 bytes that must decode on their own.
    const bytes: number[] = [];
    const starts: number[] = [];
    let malformed: unknown = null;
    while (i < text.length && text[i] === '%') {
      try {
        bytes.push(escapeAt(i));
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
      const end = problem.start + problem.length;
      const seq = text.slice(at, end < starts.length ? (starts[end] as number) : (starts[starts.length - 1] as number) + 3);
      const reason =
        problem.kind === 'lead'
          ? problem.length === 1 && (bytes[problem.start] as number) >= 0x80 && (bytes[problem.start] as number) <= 0xbf
            ? 'it is a continuation byte with no character to continue'
            : 'this byte cannot start a UTF-8 character'
          : problem.kind === 'truncated'
            ? 'the UTF-8 character is incomplete (more %XX bytes should follow)'
            : 'these bytes are not a valid UTF-8 sequence';
      throw inputErrorAt(`Invalid UTF-8 sequence "${seq}" at ${where(at)}: ${reason}.`, text, at);
    }
    if (malformed) throw malformed;
  }
  throw new ToolInputError('Malformed percent-encoding.');
}

/**
 * Decodes a percent-encoded URI component: `%XX` triplets are UTF-8 bytes (RFC 3986 §2.1,
 * §2.5), hex digits in either case (§6.2.2.1); every other character stays as it is. Same
 * result as ECMAScript's `decodeURIComponent` (ECMA-262 §19.2.6.2), with errors that say where.
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
