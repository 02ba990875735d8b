import slugify from '@sindresorhus/slugify';
import { ToolInputError } from '@handy-tools/ui/kit';

/** Letter case of a slug: lower case (the usual URL slug), the input's own case, or upper case. */
export type SlugCase = 'lower' | 'keep' | 'upper';

/** The cases {@link slugifyString} accepts, for option lists and schemas. */
export const SLUG_CASES = ['lower', 'keep', 'upper'] as const satisfies readonly SlugCase[];

/**
 * Locales with their own transliteration rules in `@sindresorhus/transliterate` (e.g. German
 * `ä` → `ae` rather than `a`, Swedish `ä` → `a`); '' uses the general table.
 */
export const SLUG_LOCALES = ['', 'de', 'sv', 'da', 'nb', 'tr', 'hu', 'sr'] as const;

/** A locale of {@link SLUG_LOCALES}. */
export type SlugLocale = (typeof SLUG_LOCALES)[number];

/** Options of {@link slugifyString}; every field is optional. */
export interface SlugifyOptions {
  /** Put between words; may be empty or several characters (default `-`). */
  separator?: string;
  /** Letter case of the slug (default `lower`). */
  case?: SlugCase;
  /** Split camel case into words: `fooBar` → `foo-bar` (default true). */
  decamelize?: boolean;
  /** Convert non-Latin letters to ASCII (`Déjà` → `deja`, `я` → `ya`); false keeps Unicode letters (default true). */
  transliterate?: boolean;
  /** Locale-specific transliteration, one of {@link SLUG_LOCALES} (default '': general). */
  locale?: SlugLocale;
  /**
   * Replacements applied to the text before anything else, `[from, to]` pairs, e.g.
   * `['@', ' at ']` (spaces around `to` make it a separate word). They override the built-in
   * ones (`&` → `and`, `♥` → `love`, `🦄` → `unicorn`) with the same `from`.
   */
  replacements?: readonly (readonly [string, string])[];
  /** Characters kept as they are, e.g. `#` or `.`; none may be the separator (default none). */
  preserveCharacters?: string;
  /** Keep a leading `_` of the input (default false). */
  preserveLeadingUnderscore?: boolean;
  /** Keep a trailing `-` of the input (default false). */
  preserveTrailingDash?: boolean;
  /** Slugify each line of the input on its own, one slug per line (default false: the whole text is one slug). */
  perLine?: boolean;
  /** With `perLine`, make repeated slugs unique by appending the separator and 2, 3, … (default false). */
  unique?: boolean;
  /**
   * Longest slug in characters (UTF-16 code units); 0 for no limit (default). A longer slug is cut
   * at the last separator that fits, or at the limit when a single word is longer.
   */
  maxLength?: number;
}

/** Longest separator accepted, in characters. */
export const MAX_SEPARATOR_LENGTH = 16;

/**
 * Reads replacement rules written one per line as `from=to`: the first `=` after the first
 * character splits the line, so `==equals` replaces `=` itself. Spaces in `to` are kept (a space
 * before and after makes the replacement a word of its own); blank lines are skipped.
 *
 * @param text - the rules, one per line (`\n` or `\r\n`).
 * @returns the `[from, to]` pairs, in order.
 * @throws ToolInputError naming the line of a rule with no `=`.
 * @example parseReplacements('@= at \n%=percent') // [['@', ' at '], ['%', 'percent']]
 */
export function parseReplacements(text: string): [string, string][] {
  const rules: [string, string][] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === '') continue;
    const eq = line.indexOf('=', 1);
    if (eq < 0) {
      throw new ToolInputError(
        `Replacement on line ${i + 1} ("${line.length > 40 ? `${line.slice(0, 40)}…` : line}") has no "=": write one rule per line as from=to, e.g. @= at .`,
        {
          line: i + 1,
        },
      );
    }
    rules.push([line.slice(0, eq), line.slice(eq + 1)]);
  }
  return rules;
}

/** Cuts `slug` to at most `max` characters, at the last separator that fits when there is one. */
function truncateSlug(slug: string, max: number, separator: string): string {
  if (max <= 0 || slug.length <= max) return slug;
  let cut = slug.slice(0, max);
  // A surrogate pair split in two would leave half a character.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  if (separator !== '') {
    // The whole slug breaks at a separator right after the cut: the cut ends a word.
    if (slug.startsWith(separator, cut.length)) return cut;
    const at = cut.lastIndexOf(separator);
    if (at > 0) return cut.slice(0, at);
  }
  return cut;
}

/** Checks the options' user-typed parts, naming the wrong one. */
function checkOptions(options: SlugifyOptions): void {
  const separator = options.separator ?? '-';
  if (separator.length > MAX_SEPARATOR_LENGTH)
    throw new ToolInputError(`The separator is ${separator.length} characters long: use at most ${MAX_SEPARATOR_LENGTH}.`);
  if (/[\r\n]/.test(separator)) throw new ToolInputError('The separator cannot hold a line break.');
  const preserved = Array.from(options.preserveCharacters ?? '');
  if (separator !== '' && preserved.some((c) => separator.includes(c))) {
    throw new ToolInputError(`Characters to keep cannot include the separator "${separator}" (or a character of it).`);
  }
  const max = options.maxLength ?? 0;
  if (!Number.isInteger(max) || max < 0)
    throw new ToolInputError('The maximum length must be a whole number of characters, 0 for no limit.');
}

function slugifyOne(text: string, options: SlugifyOptions): string {
  const separator = options.separator ?? '-';
  const slugCase = options.case ?? 'lower';
  let slug = slugify(text, {
    separator,
    lowercase: slugCase === 'lower',
    decamelize: options.decamelize ?? true,
    transliterate: options.transliterate ?? true,
    locale: options.locale || undefined,
    customReplacements: (options.replacements ?? []).map(([from, to]) => [from, to] as [string, string]),
    preserveCharacters: Array.from(options.preserveCharacters ?? ''),
    preserveLeadingUnderscore: options.preserveLeadingUnderscore ?? false,
    preserveTrailingDash: options.preserveTrailingDash ?? false,
  });
  if (slugCase === 'upper') slug = slug.toUpperCase();
  return truncateSlug(slug, options.maxLength ?? 0, separator);
}

/**
 * Turns text into a URL slug with `@sindresorhus/slugify`: letters transliterated to ASCII
 * (`Déjà Vu` → `deja-vu`, `я люблю` → `ya-lyublyu`), `&` → `and`, camel case split into words,
 * every run of other characters replaced by the separator, no separator at either end.
 * The result uses only the URL path's unreserved characters (RFC 3986 §2.3) when the separator
 * and kept characters do and transliteration is on.
 *
 * @param input - the text; with `perLine`, one text per line.
 * @param options - separator, case, transliteration, replacements…; see {@link SlugifyOptions}.
 * @returns the slug (with `perLine`, one slug per input line, joined by `\n`); '' for empty input
 *   or input with no letter or digit.
 * @throws ToolInputError for a separator longer than {@link MAX_SEPARATOR_LENGTH} or with a line
 *   break, characters to keep that include the separator, or a negative or fractional maximum length.
 * @see https://github.com/sindresorhus/slugify
 * @see https://www.rfc-editor.org/rfc/rfc3986#section-2.3
 * @example slugifyString('I ♥ Dogs') // 'i-love-dogs'
 * @example slugifyString('BAR and baz', { separator: '_' }) // 'bar_and_baz'
 */
export function slugifyString(input: string, options: SlugifyOptions = {}): string {
  checkOptions(options);
  if (!options.perLine) return slugifyOne(input, options);
  const separator = options.separator ?? '-';
  const seen = new Map<string, number>();
  return input
    .split(/\r?\n/)
    .map((line) => {
      const slug = slugifyOne(line, options);
      if (!options.unique || slug === '') return slug;
      const key = slug.toLowerCase();
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      if (count === 1) return slug;
      // The suffixed slug itself may be taken by a later line ("a" twice, then "a-2"): count on.
      let n = count;
      let candidate = `${slug}${separator || '-'}${n}`;
      while (seen.has(candidate.toLowerCase())) candidate = `${slug}${separator || '-'}${++n}`;
      seen.set(key, n);
      seen.set(candidate.toLowerCase(), 1);
      return candidate;
    })
    .join('\n');
}
