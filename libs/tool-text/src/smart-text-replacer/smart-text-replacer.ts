import { ToolInputError } from '@handy-tools/ui/kit';
import { graphemes } from '../shared/graphemes.js';

/** One find-and-replace rule. */
export interface ReplaceRule {
  /** What to find: plain text, or a regular expression (JavaScript syntax with the `u` flag) when `regex`. Empty: the rule does nothing. */
  find: string;
  /** The replacement; with `regex`, `$1`…`$99`, `$<name>`, `$&`, `$$` work as in String.prototype.replace (ECMAScript GetSubstitution). Plain text otherwise. */
  replace: string;
  /** `find` is a regular expression. */
  regex: boolean;
  /** Upper and lower case must match. */
  caseSensitive: boolean;
  /** Only whole words match: no letter, digit, mark or underscore right before or after (Unicode-aware, unlike `\b`). */
  wholeWord: boolean;
  /** The rule is applied (default true). */
  enabled?: boolean;
}

/** Where a line break goes for {@link TextReplaceOptions.breakAt}. */
export type BreakPlace = 'before' | 'after' | 'instead';
/** The break places, in order. */
export const BREAK_PLACES = ['before', 'after', 'instead'] as const satisfies readonly BreakPlace[];

/** The unit of {@link TextReplaceOptions.wrapEvery}. */
export type WrapUnit = 'characters' | 'words';
/** The wrap units, in order. */
export const WRAP_UNITS = ['characters', 'words'] as const satisfies readonly WrapUnit[];

/** Line-break options of {@link replaceText}, applied after the rules, in this order. */
export interface TextReplaceOptions {
  /** Join the lines: every line break becomes a space [false]. */
  joinLines?: boolean;
  /** A regular expression: put a line break before, after or instead of each match ['']. */
  breakAt?: string;
  /** Where the line break goes [`before`]. */
  breakPlace?: BreakPlace;
  /** Break lines every N characters or words; 0: never [0]. */
  wrapEvery?: number;
  /** Count characters (grapheme clusters) or words [`characters`]. */
  wrapUnit?: WrapUnit;
  /** When breaking every N characters, break only between words (a longer word stays whole) [true]. */
  keepWords?: boolean;
}

/** The outcome of one rule. */
export interface RuleOutcome {
  /** How many replacements it made (0 when disabled, empty or invalid). */
  count: number;
  /** Why the rule was skipped (an invalid regular expression), or null. */
  error: string | null;
}

/** What {@link replaceText} returns. */
export interface ReplaceResult {
  /** The text after every rule and the line-break options. */
  text: string;
  /** One outcome per rule, in order. */
  rules: RuleOutcome[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The regular expression a rule searches with (flags `gu`, plus `i` unless case-sensitive).
 *
 * @param rule - the rule.
 * @returns the expression, or null when `find` is empty.
 * @throws ToolInputError with the engine's message when `find` is not a valid regular expression.
 * @see ECMAScript RegExp (ECMA-262 §22.2)
 */
export function ruleRegExp(rule: ReplaceRule): RegExp | null {
  if (rule.find === '') return null;
  let source = rule.regex ? rule.find : escapeRegExp(rule.find);
  if (rule.wholeWord) source = `(?<![\\p{L}\\p{N}\\p{M}_])(?:${source})(?![\\p{L}\\p{N}\\p{M}_])`;
  try {
    return new RegExp(source, rule.caseSensitive ? 'gu' : 'giu');
  } catch (e) {
    throw new ToolInputError(`Invalid regular expression: ${e instanceof Error ? e.message.replace(/^Invalid regular expression: /, '') : String(e)}`);
  }
}

function breakEveryCharacters(line: string, n: number, keepWords: boolean): string {
  const chars = graphemes(line);
  if (chars.length <= n) return line;
  if (!keepWords) {
    const out: string[] = [];
    for (let i = 0; i < chars.length; i += n) out.push(chars.slice(i, i + n).join(''));
    return out.join('\n');
  }
  // Greedy: fill each line with whole words up to n characters; the spaces where a line breaks are dropped.
  const tokens = line.split(/(\s+)/u).filter((t) => t !== '');
  const lines: string[] = [];
  let current = '';
  let currentLength = 0;
  for (const token of tokens) {
    const length = graphemes(token).length;
    if (/^\s+$/u.test(token)) {
      if (currentLength > 0 && currentLength + length < n) {
        current += token;
        currentLength += length;
      } else if (currentLength > 0) {
        lines.push(current);
        current = '';
        currentLength = 0;
      }
      continue;
    }
    if (currentLength > 0 && currentLength + length > n) {
      lines.push(current.trimEnd());
      current = '';
      currentLength = 0;
    }
    current += token;
    currentLength += length;
  }
  if (current !== '' || lines.length === 0) lines.push(current.trimEnd());
  return lines.join('\n');
}

let wordSegmenter: Intl.Segmenter | undefined;

/** The text without its trailing white space other than line breaks (a loop: a regex anchored at the end is quadratic on long runs of spaces). */
function trimEndHorizontal(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] !== '\n' && /\s/u.test(text[end - 1] ?? '')) end--;
  return text.slice(0, end);
}

function breakEveryWords(line: string, n: number): string {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const out: string[] = [];
  let held: string[] = []; // what follows the Nth word, until the next word starts a new line
  let words = 0;
  let pendingBreak = false;
  for (const { segment, isWordLike } of wordSegmenter.segment(line)) {
    if (pendingBreak) {
      if (!isWordLike) {
        held.push(segment);
        continue;
      }
      out.push(trimEndHorizontal(held.join('')), '\n');
      held = [];
      pendingBreak = false;
    }
    out.push(segment);
    if (isWordLike && ++words % n === 0) pendingBreak = true;
  }
  out.push(...held);
  return out.join('');
}

/**
 * Applies find-and-replace rules in order (each to the result of the previous one), then the
 * line-break options. A rule whose regular expression is invalid is skipped and reported; the
 * others still apply. Characters are counted as grapheme clusters (UAX #29) and words by UAX #29
 * word boundaries, so a line is never broken inside an emoji or an accented letter.
 *
 * @param text - the text.
 * @param rules - the rules, in order.
 * @param options - {@link TextReplaceOptions}.
 * @returns {@link ReplaceResult}: the text and, per rule, how many replacements it made or its error.
 * @throws ToolInputError when `breakAt` is not a valid regular expression or `wrapEvery` is not a whole number from 0 to 100,000.
 * @see ECMAScript String.prototype.replace (ECMA-262 §22.1.3.19, GetSubstitution); https://unicode.org/reports/tr29/
 */
export function replaceText(text: string, rules: readonly ReplaceRule[], options: TextReplaceOptions = {}): ReplaceResult {
  const wrapEvery = options.wrapEvery ?? 0;
  if (!Number.isInteger(wrapEvery) || wrapEvery < 0 || wrapEvery > 100_000) throw new ToolInputError('Break every: enter a whole number from 0 to 100,000.');
  let breakRe: RegExp | null = null;
  if (options.breakAt) {
    try {
      breakRe = new RegExp(options.breakAt, 'gu');
    } catch (e) {
      throw new ToolInputError(`Line break at: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  let result = text;
  const outcomes: RuleOutcome[] = rules.map((rule) => {
    if (rule.enabled === false) return { count: 0, error: null };
    let re: RegExp | null;
    try {
      re = ruleRegExp(rule);
    } catch (e) {
      return { count: 0, error: e instanceof ToolInputError ? e.message : String(e) };
    }
    if (!re) return { count: 0, error: null };
    let count = 0;
    try {
      if (rule.regex) {
        // The engine's own substitution ($1, $<name>, $&, $`, $', $$), counted by a first pass.
        for (const _ of result.matchAll(re)) count++;
        if (count > 0) result = result.replace(re, rule.replace);
      } else {
        result = result.replace(re, () => {
          count++;
          return rule.replace;
        });
      }
    } catch (e) {
      // V8 compiles an expression when first run: "Regular expression too large" or a stack overflow arrive here.
      return { count: 0, error: `Invalid regular expression: ${e instanceof Error ? e.message : String(e)}` };
    }
    return { count, error: null };
  });

  if (options.joinLines) result = result.replace(/\r\n|\r|\n/g, ' ');
  if (breakRe) {
    const place = options.breakPlace ?? 'before';
    const re = breakRe;
    try {
      result = result.replace(re, (m) => (place === 'before' ? `\n${m}` : place === 'after' ? `${m}\n` : '\n'));
    } catch (e) {
      throw new ToolInputError(`Line break at: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (wrapEvery > 0) {
    const unit = options.wrapUnit ?? 'characters';
    const keepWords = options.keepWords ?? true;
    result = result
      .split('\n')
      .map((line) => (unit === 'words' ? breakEveryWords(line, wrapEvery) : breakEveryCharacters(line, wrapEvery, keepWords)))
      .join('\n');
  }
  return { text: result, rules: outcomes };
}
