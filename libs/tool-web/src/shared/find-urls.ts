/**
 * Finding absolute URLs in free text (an e-mail, a chat log, a list), shared by the URL cleaner,
 * the URL fanger and the Safe Links decoder of this family.
 *
 * A URL starts at a scheme followed by `://` (RFC 3986 §3: `scheme ":" "//" authority`) and runs
 * until white space or a character that cannot appear unencoded in a URL written in text
 * (`<`, `>`, `"`, `` ` ``, `{`, `}`, `|`, `\`, `^` — RFC 3986 Appendix C, "Delimiting a URI in
 * Context"). Punctuation that ends a sentence (`.`, `,`, `;`, `:`, `!`, `?`, quotes) is not part
 * of the URL when it is last, nor is a closing bracket that has no opening one inside the URL,
 * as GitHub Flavored Markdown's extended autolinks decide (GFM spec §6.9).
 */

/** One URL found in a text. */
export interface FoundUrl {
  /** The URL as written in the text. */
  url: string;
  /** 0-based offset (UTF-16 code units) of its first character in the text. */
  start: number;
  /** 0-based offset just past its last character. */
  end: number;
}

const SCHEME_CHAR = /[A-Za-z0-9+.-]/;
const LETTER = /[A-Za-z]/;
const STOP = /[\s<>"`{}|\\^]/;
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '*', '_', '~']);
const CLOSERS: Record<string, string> = { ')': '(', ']': '[' };

/** Cuts sentence punctuation and unbalanced closing brackets off the end of a candidate (linear time). */
function trimEnd(candidate: string): string {
  const count: Record<string, number> = { '(': 0, ')': 0, '[': 0, ']': 0 };
  for (const ch of candidate) if (ch in count) count[ch] = (count[ch] as number) + 1;
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1] as string;
    if (TRAILING_PUNCTUATION.has(last)) {
      end--;
      continue;
    }
    const opener = CLOSERS[last];
    if (opener !== undefined && (count[last] as number) > (count[opener] as number)) {
      count[last] = (count[last] as number) - 1;
      end--;
      continue;
    }
    break;
  }
  return candidate.slice(0, end);
}

/**
 * Finds every absolute URL (`scheme://…`) in a text, in order.
 *
 * @param text - any text; URLs may sit in sentences, in angle brackets or in parentheses.
 * @returns the URLs with their offsets, see {@link FoundUrl}; empty when there are none. A URL
 *   is not checked for validity here (its parser does that).
 * @see https://www.rfc-editor.org/rfc/rfc3986#appendix-C
 * @see https://github.github.com/gfm/#extended-autolink
 * @example findUrls('See <https://example.com/a>.') // [{ url: 'https://example.com/a', start: 5, end: 26 }]
 */
export function findUrls(text: string): FoundUrl[] {
  const found: FoundUrl[] = [];
  // Linear scan: find each "://", walk back over the scheme (RFC 3986 §3.1: a letter, then
  // letters, digits, "+", "-", "."), forward to the first delimiter.
  let from = 0;
  for (let sep = text.indexOf('://', from); sep >= 0; sep = text.indexOf('://', from)) {
    let start = sep;
    while (start > 0 && SCHEME_CHAR.test(text[start - 1] as string)) start--;
    while (start < sep && !LETTER.test(text[start] as string)) start++;
    from = sep + 3;
    if (start === sep) continue;
    let end = sep + 3;
    while (end < text.length && !STOP.test(text[end] as string)) end++;
    if (end === sep + 3) continue;
    const url = trimEnd(text.slice(start, end));
    if (url.length <= sep + 3 - start) continue;
    found.push({ url, start, end: start + url.length });
    from = start + url.length;
  }
  return found;
}

/**
 * Rewrites every URL of a text, keeping the text around them as it is.
 *
 * @param text - any text.
 * @param replace - gives the new text for one URL found by {@link findUrls} (return `found.url`
 *   to keep it).
 * @returns the text with each URL replaced.
 * @example replaceUrls('a https://x.test b', (f) => f.url.toUpperCase()) // 'a HTTPS://X.TEST b'
 */
export function replaceUrls(text: string, replace: (found: FoundUrl, index: number) => string): string {
  let out = '';
  let at = 0;
  findUrls(text).forEach((found, index) => {
    out += text.slice(at, found.start) + replace(found, index);
    at = found.end;
  });
  return out + text.slice(at);
}

/**
 * Decodes percent-encoding like `decodeURIComponent` (ECMA-262 §19.2.6.2), but never throws: a
 * malformed escape sequence is left as it is.
 *
 * @param text - percent-encoded text.
 * @returns the decoded text.
 */
export function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/**
 * Parses an absolute URL with the WHATWG URL parser, or returns `null` when it is not one.
 *
 * @param text - the URL.
 * @returns the parsed URL or `null`.
 * @see https://url.spec.whatwg.org/#concept-url-parser
 */
export function tryParseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
