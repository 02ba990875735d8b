import { ToolInputError } from '@handy-tools/ui/kit';
import { separatorText, splitList, type ListSeparator } from '../shared/list-items.js';

/** How items are sorted: not at all, naturally (numbers by value: item2 < item10), alphabetically, or by code point (binary). */
export type ListSort = 'none' | 'natural' | 'alphabetical' | 'codepoint';
/** The sort orders, in the order the tool offers them. */
export const LIST_SORTS = ['none', 'natural', 'alphabetical', 'codepoint'] as const satisfies readonly ListSort[];

/** A case change applied to every item. */
export type ListCase = 'none' | 'lower' | 'upper';
/** The case changes, in order. */
export const LIST_CASES = ['none', 'lower', 'upper'] as const satisfies readonly ListCase[];

/** The quote put around items, if any. */
export type ListQuote = 'none' | 'double' | 'single' | 'backtick';
/** The quotes, in order. */
export const LIST_QUOTES = ['none', 'double', 'single', 'backtick'] as const satisfies readonly ListQuote[];

/** How a quote inside a quoted item is escaped: with a backslash (JSON, JavaScript, C) or doubled (SQL, CSV). */
export type QuoteEscape = 'backslash' | 'double';
/** The escapes, in order. */
export const QUOTE_ESCAPES = ['backslash', 'double'] as const satisfies readonly QuoteEscape[];

/** Options of {@link convertList}; every field is optional (defaults in brackets). */
export interface ListConverterOptions {
  /** What separates the input's items besides line breaks [`newline`]. */
  inputSeparator?: ListSeparator;
  /** The custom input separator (escapes `\n`, `\t`). */
  inputCustom?: string;
  /** Remove white space around items [true]. */
  trim?: boolean;
  /** Drop empty items [true]. */
  dropEmpty?: boolean;
  /** Keep the first of equal items only [false]. */
  dedupe?: boolean;
  /** Case change [`none`]. */
  letterCase?: ListCase;
  /** Keep only items matching this regular expression (JavaScript syntax, `u` flag) ['']. */
  keepMatching?: string;
  /** Drop items matching this regular expression ['']. */
  dropMatching?: string;
  /** Remove this regular expression at the start of each item (unwrap) ['']. */
  removePrefix?: string;
  /** Remove this regular expression at the end of each item ['']. */
  removeSuffix?: string;
  /** Sort [`none`]. */
  sort?: ListSort;
  /** Upper and lower case differ when sorting and de-duplicating [true]; off: "a" and "A" are equal. */
  caseSensitive?: boolean;
  /** Sort descending (Z to A, 9 to 1) [false]. */
  descending?: boolean;
  /** Reverse the order (after sorting) [false]. */
  reverse?: boolean;
  /** Quote each item [`none`]. */
  quote?: ListQuote;
  /** How quotes inside an item are escaped [`backslash`]. */
  quoteEscape?: QuoteEscape;
  /** Text put before each item (after quoting) ['']. */
  itemPrefix?: string;
  /** Text put after each item ['']. */
  itemSuffix?: string;
  /** What separates the output's items [`comma`, written `, `]. */
  outputSeparator?: ListSeparator;
  /** The custom output separator (escapes `\n`, `\t`). */
  outputCustom?: string;
  /** A line break after each separator [false]. */
  lineBreakAfterSeparator?: boolean;
  /** Text before the whole list, e.g. `[` ['']. */
  listPrefix?: string;
  /** Text after the whole list, e.g. `]` ['']. */
  listSuffix?: string;
  /** Language tag for case changes and alphabetical order (empty: the runtime's default) ['']. */
  locale?: string;
}

/** What {@link convertList} returns. */
export interface ConvertedList {
  /** The converted list. */
  text: string;
  /** Items read from the input. */
  inputItems: number;
  /** Items written. */
  outputItems: number;
}

const QUOTE_CHAR: Record<Exclude<ListQuote, 'none'>, string> = { double: '"', single: "'", backtick: '`' };

function regex(source: string, field: string, wrap: (s: string) => string = (s) => s): RegExp | null {
  if (source === '') return null;
  try {
    return new RegExp(wrap(source), 'u');
  } catch (e) {
    throw new ToolInputError(`${field}: ${e instanceof Error ? e.message : 'invalid regular expression'}.`);
  }
}

function collatorFor(options: ListConverterOptions, locale: string | undefined): ((a: string, b: string) => number) | null {
  const sort = options.sort ?? 'none';
  const caseSensitive = options.caseSensitive ?? true;
  if (sort === 'none') return null;
  if (sort === 'codepoint') {
    const key = caseSensitive ? (s: string) => s : (s: string) => s.toLowerCase();
    return (a, b) => {
      const x = key(a);
      const y = key(b);
      return x < y ? -1 : x > y ? 1 : 0;
    };
  }
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(locale, { numeric: sort === 'natural', sensitivity: caseSensitive ? 'variant' : 'accent', caseFirst: caseSensitive ? 'upper' : 'false' });
  } catch {
    throw new ToolInputError(`Language: "${locale}" is not a valid BCP 47 language tag.`);
  }
  return (a, b) => collator.compare(a, b);
}

function quoteItem(item: string, quote: ListQuote, escape: QuoteEscape): string {
  if (quote === 'none') return item;
  const q = QUOTE_CHAR[quote];
  const escaped = escape === 'double' ? item.split(q).join(q + q) : item.replace(/\\/g, '\\\\').split(q).join(`\\${q}`);
  return q + escaped + q;
}

/**
 * Converts a list: splits it into items, then in this order trims them, changes their case,
 * filters them by regular expressions, unwraps a prefix/suffix, drops empty ones, removes
 * duplicates, sorts (natural order with `Intl.Collator`'s numeric collation, alphabetical by the
 * Unicode Collation Algorithm, or by code point), reverses, quotes (escaping inner quotes), wraps
 * each item and joins them with the output separator between a list prefix and suffix.
 *
 * @param text - the list (items separated by line breaks and the input separator).
 * @param options - {@link ListConverterOptions}.
 * @returns {@link ConvertedList}.
 * @throws ToolInputError naming the field when a regular expression, the custom separator or the language tag is invalid.
 * @see https://unicode.org/reports/tr10/ (UTS #10 collation, used by Intl.Collator); ECMA-402 Intl.Collator `numeric`
 */
export function convertList(text: string, options: ListConverterOptions = {}): ConvertedList {
  const locale = options.locale?.trim() ? options.locale.trim() : undefined;
  if (locale) {
    try {
      Intl.getCanonicalLocales(locale);
    } catch {
      throw new ToolInputError(`Language: "${locale}" is not a valid BCP 47 language tag.`);
    }
  }
  const keep = regex(options.keepMatching ?? '', 'Keep items matching');
  const drop = regex(options.dropMatching ?? '', 'Drop items matching');
  const prefix = regex(options.removePrefix ?? '', 'Remove prefix', (s) => `^(?:${s})`);
  const suffix = regex(options.removeSuffix ?? '', 'Remove suffix', (s) => `(?:${s})$`);
  const outputSeparator = separatorText(options.outputSeparator ?? 'comma', options.outputCustom ?? '');
  const joiner = (options.outputSeparator ?? 'comma') === 'comma' ? ', ' : outputSeparator;
  const compare = collatorFor(options, locale);

  const raw = splitList(text, options.inputSeparator ?? 'newline', options.inputCustom ?? '');
  let items = raw;
  if (options.trim ?? true) items = items.map((s) => s.trim());
  const letterCase = options.letterCase ?? 'none';
  if (letterCase === 'lower') items = items.map((s) => s.toLocaleLowerCase(locale));
  else if (letterCase === 'upper') items = items.map((s) => s.toLocaleUpperCase(locale));
  // V8 compiles an expression when first run: "Regular expression too large" or a stack overflow arrive here.
  const run = <T>(field: string, fn: () => T): T => {
    try {
      return fn();
    } catch (e) {
      throw new ToolInputError(`${field}: ${e instanceof Error ? e.message : String(e)}.`);
    }
  };
  if (keep) items = run('Keep items matching', () => items.filter((s) => keep.test(s)));
  if (drop) items = run('Drop items matching', () => items.filter((s) => !drop.test(s)));
  if (prefix) items = run('Remove prefix', () => items.map((s) => s.replace(prefix, '')));
  if (suffix) items = run('Remove suffix', () => items.map((s) => s.replace(suffix, '')));
  if (options.dropEmpty ?? true) items = items.filter((s) => s !== '');
  if (options.dedupe) {
    const caseSensitive = options.caseSensitive ?? true;
    const seen = new Set<string>();
    items = items.filter((s) => {
      const key = caseSensitive ? s : s.toLocaleLowerCase(locale);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  if (compare) {
    items = [...items].sort(options.descending ? (a, b) => compare(b, a) : compare);
  }
  if (options.reverse) items = [...items].reverse();
  const quote = options.quote ?? 'none';
  const escape = options.quoteEscape ?? 'backslash';
  const itemPrefix = options.itemPrefix ?? '';
  const itemSuffix = options.itemSuffix ?? '';
  const written = items.map((s) => itemPrefix + quoteItem(s, quote, escape) + itemSuffix);
  const separator = options.lineBreakAfterSeparator && !joiner.endsWith('\n') ? `${joiner.replace(/ +$/, '')}\n` : joiner;
  const body = written.join(separator);
  return { text: (options.listPrefix ?? '') + body + (options.listSuffix ?? ''), inputItems: raw.length, outputItems: written.length };
}
