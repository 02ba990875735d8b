import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * One text directive of a URL's fragment directive (URL Fragment Text Directives, WICG, §3.3):
 * `text=[prefix-,]textStart[,textEnd][,-suffix]`. Terms are plain (decoded) text.
 */
export interface TextDirective {
  /** The text to find, or the start of the range to highlight. Required. */
  textStart: string;
  /** The end of the range to highlight (from `textStart` to the first `textEnd` after it); '' for none. */
  textEnd?: string;
  /** Text right before the match, to tell identical matches apart; '' for none. */
  prefix?: string;
  /** Text right after the match; '' for none. */
  suffix?: string;
}

/** The fragment-directive delimiter, U+003A U+007E U+003A (WICG Text Fragments §3.3.1). */
export const FRAGMENT_DIRECTIVE_DELIMITER = ':~:';

/** What to do with a fragment directive already present in the URL. */
export type ExistingDirectives = 'keep' | 'replace';

/** Options of {@link makeTextFragmentUrl}. */
export interface TextFragmentUrlOptions {
  /**
   * `keep` (default) keeps the directives already in the URL (text and unknown ones) and adds the
   * new ones after them, joined by `&`; `replace` drops them.
   */
  existing?: ExistingDirectives;
  /**
   * Split each `textStart` on commas into several text directives, the first with the other
   * terms, the rest alone (how the it-tools version read its start field). Off by default: the
   * specification treats a comma as text, percent-encoded as `%2C`.
   */
  commaSeparatedStarts?: boolean;
}

/** A URL with text directives, as {@link makeTextFragmentUrl} returns it. */
export interface TextFragmentUrl {
  /** The whole URL, serialised by the WHATWG URL Standard with the fragment directive appended. */
  url: string;
  /** The fragment from `#`, e.g. `#section:~:text=foo` (the element fragment is kept). */
  fragment: string;
  /** The directives added, `text=…` each. */
  directives: string[];
  /** True when the URL had no scheme and `https://` was assumed. */
  assumedHttps: boolean;
  /** Directives that were already in the URL and were kept (as written). */
  kept: string[];
}

/** TextDirectiveExplicitChar (WICG Text Fragments §3.3.2): the characters left as they are. */
const EXPLICIT_CHAR = /^[A-Za-z0-9!$'()*+./:;=?@_~]$/;

const utf8 = new TextEncoder();

/**
 * Percent-encodes a text directive term: every character outside TextDirectiveExplicitChar —
 * `[a-zA-Z0-9] ! $ ' ( ) * + . / : ; = ? @ _ ~` — becomes the `%XX` triplets of its UTF-8 bytes
 * (upper-case hex). So `-`, `,` and `&`, which the directive syntax uses, become `%2D`, `%2C`
 * and `%26`; a space becomes `%20`; `%` becomes `%25`.
 *
 * @param text - a term (prefix, textStart, textEnd or suffix) as plain text.
 * @returns the encoded term, ASCII only.
 * @throws ToolInputError when the text holds an unpaired UTF-16 surrogate (no UTF-8 form), naming its position.
 * @see https://wicg.github.io/scroll-to-text-fragment/#textdirectiveexplicitchar
 * @example encodeTextDirectiveTerm('an example') // 'an%20example'
 * @example encodeTextDirectiveTerm('e-mail, fax & phone') // 'e%2Dmail%2C%20fax%20%26%20phone'
 */
export function encodeTextDirectiveTerm(text: string): string {
  let out = '';
  let position = 0;
  for (const ch of text) {
    if (EXPLICIT_CHAR.test(ch)) out += ch;
    else {
      const code = ch.codePointAt(0) as number;
      if (code >= 0xd800 && code <= 0xdfff)
        throw new ToolInputError(
          `The text has an unpaired surrogate (U+${code.toString(16).toUpperCase()}) at position ${position + 1}, which has no UTF-8 form.`,
          { position },
        );
      for (const byte of utf8.encode(ch)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    position += ch.length;
  }
  return out;
}

/** Trims a term; '' when absent. */
const term = (text: string | undefined) => (text ?? '').trim();

/**
 * Writes one text directive: `text=[prefix-,]textStart[,textEnd][,-suffix]`, each term trimmed
 * and percent-encoded by {@link encodeTextDirectiveTerm}; empty optional terms are left out.
 *
 * @param directive - the terms; `textStart` is required. See {@link TextDirective}.
 * @param label - names the directive in error messages (e.g. "Text 2"); default "The text".
 * @returns the directive, e.g. `text=this%20is-,an%20example,-text%20fragment`.
 * @throws ToolInputError when `textStart` is empty (after trimming), or a term has an unpaired surrogate.
 * @see https://wicg.github.io/scroll-to-text-fragment/#syntax
 * @example buildTextDirective({ textStart: 'an example', textEnd: 'text fragment' }) // 'text=an%20example,text%20fragment'
 */
export function buildTextDirective(directive: TextDirective, label = 'The text'): string {
  const start = term(directive.textStart);
  if (start === '')
    throw new ToolInputError(`${label}: the start text is empty. Enter the text to find (the end, prefix and suffix are optional).`);
  let out = `text=`;
  const prefix = term(directive.prefix);
  if (prefix !== '') out += `${encodeTextDirectiveTerm(prefix)}-,`;
  out += encodeTextDirectiveTerm(start);
  const end = term(directive.textEnd);
  if (end !== '') out += `,${encodeTextDirectiveTerm(end)}`;
  const suffix = term(directive.suffix);
  if (suffix !== '') out += `,-${encodeTextDirectiveTerm(suffix)}`;
  return out;
}

/** Splits a URL's serialisation into what precedes `#` and the fragment (null when there is none). */
function splitHash(href: string): { base: string; fragment: string | null } {
  const at = href.indexOf('#');
  return at < 0 ? { base: href, fragment: null } : { base: href.slice(0, at), fragment: href.slice(at + 1) };
}

/** Parses the page address; a host name without a scheme gets `https://`. */
function parseBase(input: string): { url: URL; assumedHttps: boolean } {
  const text = input.trim();
  if (text === '') throw new ToolInputError('Enter the address of the page, e.g. https://example.com/article.');
  const hasScheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.test(text) && !/^[^:/?#]+:\d+(?:[/?#]|$)/.test(text);
  const candidate = hasScheme ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new ToolInputError(
      `"${text.length > 60 ? `${text.slice(0, 60)}…` : text}" is not a valid URL: write a web address such as https://example.com/page.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ToolInputError(`Text fragments work on web pages: the address starts with "${url.protocol}", use http:// or https://.`);
  }
  return { url, assumedHttps: !hasScheme };
}

/** Applies the it-tools reading of the start field: comma-separated starts are separate directives. */
function expandCommaStarts(directives: readonly TextDirective[]): TextDirective[] {
  return directives.flatMap((d) => {
    const [first = '', ...others] = d.textStart.split(',');
    return [{ ...d, textStart: first }, ...others.filter((s) => s.trim() !== '').map((textStart) => ({ textStart }))];
  });
}

/** Whether a directive has any term filled in. */
const isBlank = (d: TextDirective) => [d.textStart, d.textEnd, d.prefix, d.suffix].every((s) => term(s) === '');

/**
 * Adds text directives to a page's URL. The URL is parsed by the WHATWG URL Standard; an
 * element fragment already there stays (`#section` → `#section:~:text=…`, §3.3.1 example
 * `https://example.org/#test:~:text=foo`); directives already in the URL are kept or replaced;
 * several directives are joined by `&` (FragmentDirective grammar, §3.3.2). Directives with no
 * term at all are skipped.
 *
 * @param pageUrl - the page's address (http or https; a bare host name gets `https://`).
 * @param directives - the texts to highlight, in order. See {@link TextDirective}.
 * @param options - what to do with existing directives, comma-separated starts; see {@link TextFragmentUrlOptions}.
 * @returns the URL, its fragment and the directives; see {@link TextFragmentUrl}.
 * @throws ToolInputError for an empty or invalid URL, a scheme other than http/https, no
 *   directive with a start text, a directive with terms but no start text (naming it "Text N"),
 *   or a term with an unpaired surrogate.
 * @see https://wicg.github.io/scroll-to-text-fragment/
 * @see https://url.spec.whatwg.org/
 * @example makeTextFragmentUrl('https://example.org/#test', [{ textStart: 'foo' }]).url // 'https://example.org/#test:~:text=foo'
 */
export function makeTextFragmentUrl(
  pageUrl: string,
  directives: readonly TextDirective[],
  options: TextFragmentUrlOptions = {},
): TextFragmentUrl {
  const { url, assumedHttps } = parseBase(pageUrl);
  const { base, fragment } = splitHash(url.href);
  let elementFragment = fragment ?? '';
  let kept: string[] = [];
  const at = elementFragment.indexOf(FRAGMENT_DIRECTIVE_DELIMITER);
  if (at >= 0) {
    kept = elementFragment
      .slice(at + FRAGMENT_DIRECTIVE_DELIMITER.length)
      .split('&')
      .filter((d) => d !== '');
    elementFragment = elementFragment.slice(0, at);
  }
  if ((options.existing ?? 'keep') === 'replace') kept = [];
  const list = options.commaSeparatedStarts ? expandCommaStarts(directives) : [...directives];
  const added: string[] = [];
  list.forEach((d, i) => {
    if (isBlank(d)) return;
    added.push(buildTextDirective(d, list.length > 1 ? `Text ${i + 1}` : 'The text'));
  });
  if (added.length === 0) throw new ToolInputError('Enter the text to highlight (the start text).');
  const all = [...kept, ...added];
  const hash = `#${elementFragment}${FRAGMENT_DIRECTIVE_DELIMITER}${all.join('&')}`;
  return { url: base + hash, fragment: hash, directives: added, assumedHttps, kept };
}

/** A directive read back from a URL by {@link parseFragmentDirectives}. */
export type ParsedDirective = ({ kind: 'text' } & Required<TextDirective>) | { kind: 'unknown'; raw: string };

/** What {@link parseFragmentDirectives} reads from a URL. */
export interface ParsedFragmentDirectives {
  /** The element fragment before `:~:` ('' when empty, null when the URL has no `#`). */
  fragment: string | null;
  /** The directives after `:~:`, in order; `[]` when there is no fragment directive. */
  directives: ParsedDirective[];
}

const TERM = String.raw`(?:[A-Za-z0-9!$'()*+./:;=?@_~]|%[0-9A-Fa-f]{2})+`;
/** TextDirective production (§3.3.2), with the prefix, start, end and suffix captured. */
const TEXT_DIRECTIVE = new RegExp(`^text=(?:(${TERM})-,)?(${TERM})(?:,(${TERM}))?(?:,-(${TERM}))?$`);

function decodeTerm(encoded: string | undefined): string | null {
  if (encoded === undefined) return '';
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * Reads the fragment directive of a URL (WICG Text Fragments §3.3.2 grammar, §3.4 "parse a
 * text directive"): the directives after `:~:`, split on `&`; those matching the TextDirective
 * production are decoded into their terms, any other (including a text directive whose terms
 * are not UTF-8) is returned as `unknown`, as browsers ignore it.
 *
 * @param text - a URL, or a fragment starting with `#`.
 * @returns the element fragment and the directives; see {@link ParsedFragmentDirectives}.
 * @throws never: any text gives a result (no `#` → `{ fragment: null, directives: [] }`).
 * @see https://wicg.github.io/scroll-to-text-fragment/#parse-a-text-directive
 * @example parseFragmentDirectives('#:~:text=this%20is-,an%20example,-text%20fragment').directives[0]
 *   // { kind: 'text', prefix: 'this is', textStart: 'an example', textEnd: '', suffix: 'text fragment' }
 */
export function parseFragmentDirectives(text: string): ParsedFragmentDirectives {
  const { fragment } = splitHash(text.trim());
  if (fragment === null) return { fragment: null, directives: [] };
  const at = fragment.indexOf(FRAGMENT_DIRECTIVE_DELIMITER);
  if (at < 0) return { fragment, directives: [] };
  const directives = fragment
    .slice(at + FRAGMENT_DIRECTIVE_DELIMITER.length)
    .split('&')
    .filter((raw) => raw !== '')
    .map((raw): ParsedDirective => {
      const m = TEXT_DIRECTIVE.exec(raw);
      if (!m) return { kind: 'unknown', raw };
      const [prefix, textStart, textEnd, suffix] = [m[1], m[2], m[3], m[4]].map(decodeTerm);
      if (
        prefix === null ||
        textStart === null ||
        textEnd === null ||
        suffix === null ||
        prefix === undefined ||
        textStart === undefined ||
        textEnd === undefined ||
        suffix === undefined
      ) {
        return { kind: 'unknown', raw };
      }
      return { kind: 'text', prefix, textStart, textEnd, suffix };
    });
  return { fragment: fragment.slice(0, at), directives };
}
