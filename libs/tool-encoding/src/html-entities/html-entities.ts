import { decode, encode } from 'he';
import { assertWellFormed, describeLocation, locate } from '../shared/text.js';

/** Which characters {@link escapeHtmlEntities} turns into character references. */
export type HtmlEscapeMode = 'special' | 'nonAscii' | 'all';

/** Options of {@link escapeHtmlEntities}. */
export interface HtmlEscapeOptions {
  /**
   * `special` (default): only the five characters with a meaning in HTML, `& < > " '`.
   * `nonAscii`: those, the backtick, and every character outside printable ASCII.
   * `all`: every character, ASCII letters included.
   */
  mode?: HtmlEscapeMode;
  /** Use a named reference (`&eacute;`) where the HTML5 list has one. Default true. */
  named?: boolean;
  /** Write numeric references in decimal (`&#233;`) or hexadecimal (`&#xE9;`). Default `hex`. */
  numeric?: 'decimal' | 'hex';
}

const SPECIAL = /[&<>"']/g;
const NAMED_SPECIAL: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Escapes text for HTML with character references (WHATWG HTML §13.5 "Named character
 * references", §13.2.5.72 numeric references). Uses the `he` library for the non-ASCII modes.
 *
 * @param text - any text (well-formed UTF-16).
 * @param options - what to escape and how; see {@link HtmlEscapeOptions}.
 * @returns the escaped HTML text: `&amp;`-style named references where allowed and available,
 *   else `&#233;` / `&#xE9;` numeric ones. Characters that have no valid reference
 *   (e.g. U+0000) stay as they are.
 * @throws ToolInputError when the text holds an unpaired surrogate (no reference can encode it),
 *   naming its position.
 * @see https://html.spec.whatwg.org/multipage/named-characters.html
 * @example escapeHtmlEntities('<a href="x">') // '&lt;a href=&quot;x&quot;&gt;'
 */
export function escapeHtmlEntities(text: string, options: HtmlEscapeOptions = {}): string {
  const { mode = 'special', named = true, numeric = 'hex' } = options;
  assertWellFormed(text);
  if (mode === 'special') {
    return text.replace(SPECIAL, (c) => {
      if (named) return NAMED_SPECIAL[c] as string;
      const code = c.charCodeAt(0);
      return numeric === 'decimal' ? `&#${code};` : `&#x${code.toString(16).toUpperCase()};`;
    });
  }
  return encode(text, { useNamedReferences: named, decimal: numeric === 'decimal', encodeEverything: mode === 'all', allowUnsafeSymbols: false });
}

/** A character reference that is malformed or could not be resolved while unescaping. */
export interface HtmlEntityNotice {
  /** The reference as written, e.g. `&foo;`. */
  reference: string;
  /** 0-based UTF-16 offset of its `&`. */
  index: number;
  /** 1-based line. */
  line: number;
  /** 1-based column (code points). */
  column: number;
  /** What is wrong and what was done with it, for users. */
  message: string;
}

/** Result of {@link unescapeHtmlEntities}. */
export interface HtmlUnescapeResult {
  /** The decoded text. */
  text: string;
  /** Problems found, in order of appearance (at most {@link MAX_ENTITY_NOTICES}). */
  notices: HtmlEntityNotice[];
  /** True when more problems were found than are listed. */
  moreNotices: boolean;
}

/** The most notices {@link unescapeHtmlEntities} lists. */
export const MAX_ENTITY_NOTICES = 50;

const CANDIDATE = /&(?:#[xX][0-9A-Fa-f]*;?|#[0-9]*;?|[A-Za-z][A-Za-z0-9]*;?)/g;

/** Explains one parse error of `he`'s strict decoder for a single reference. */
function explain(reference: string, decoded: string, parseError: string): string {
  if (parseError.includes('not recognized')) return `"${reference}" is not a named character reference of HTML; it was left as it is.`;
  if (parseError.includes('malformed')) return `"${reference}" has no digits after "&#"; it was left as it is.`;
  if (parseError.includes('not terminated by a semicolon')) {
    return reference.startsWith('&#')
      ? `"${reference}" is missing its final ";"; it was decoded anyway, as browsers do.`
      : `"${reference}" starts with a legacy named reference written without ";"; it was decoded anyway, as browsers do.`;
  }
  if (parseError.includes('outside the permissible Unicode range')) {
    return `"${reference}" is a surrogate or beyond U+10FFFF, so it is not a character; it was replaced by U+FFFD "\uFFFD".`;
  }
  if (parseError.includes('disallowed')) {
    const cp = decoded.codePointAt(0) ?? 0;
    const shown = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    return `"${reference}" refers to a control character or noncharacter, which HTML forbids; it was decoded as ${shown}.`;
  }
  return `"${reference}": ${parseError}`;
}

/**
 * Decodes HTML character references — every named one of the HTML5 list (WHATWG HTML §13.5,
 * including legacy ones without `;`), decimal `&#233;` and hexadecimal `&#xE9;` — following the
 * tokenizer's rules for text content (WHATWG HTML §13.2.5.72–80), with the `he` library.
 * Like browsers it never fails: unknown or malformed references are reported as notices.
 *
 * @param html - HTML text with character references.
 * @returns the decoded text and the notices (unknown names such as `&foo;`, `&#` without
 *   digits, missing `;`, out-of-range or forbidden code points), each with its position.
 * @see https://html.spec.whatwg.org/multipage/parsing.html#character-reference-state
 * @example unescapeHtmlEntities('&lt;p&gt; &eacute; &#x1F600;').text // '<p> é 😀'
 */
export function unescapeHtmlEntities(html: string): HtmlUnescapeResult {
  const text = decode(html);
  const notices: HtmlEntityNotice[] = [];
  let moreNotices = false;
  if (html.includes('&')) {
    for (const match of html.matchAll(CANDIDATE)) {
      const reference = match[0];
      let problem: string | null = /^&#[xX]?;?$/.test(reference) ? 'malformed' : null;
      if (problem === null) {
        try {
          decode(reference, { strict: true });
        } catch (e) {
          problem = e instanceof Error ? e.message : String(e);
        }
      }
      // Letters after "&" without ";" are plain text ("AT&T"), not a parse error (WHATWG HTML §13.2.5.73).
      if (problem === null || (problem.includes('not recognized') && !reference.endsWith(';'))) continue;
      if (notices.length >= MAX_ENTITY_NOTICES) {
        moreNotices = true;
        break;
      }
      const at = locate(html, match.index);
      notices.push({
        reference,
        index: match.index,
        line: at.line,
        column: at.column,
        message: `${explain(reference, decode(reference), problem)} (at ${describeLocation(html, match.index)})`,
      });
    }
  }
  return { text, notices, moreNotices };
}
