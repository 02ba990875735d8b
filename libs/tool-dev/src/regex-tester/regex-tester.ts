import { ToolInputError } from '@handy-tools/ui/kit';
import RandExp from 'randexp';
import * as regjsparserModule from 'regjsparser';

/** regjsparser is CommonJS: its `parse` is a named export under Vite, the default's property under Node. */
const parseRegExpSyntax: typeof regjsparserModule.parse =
  (regjsparserModule as { parse?: typeof regjsparserModule.parse }).parse ??
  (regjsparserModule as unknown as { default: { parse: typeof regjsparserModule.parse } }).default.parse;

/** The flags of a JavaScript regular expression (ECMA-262 §22.2.6.4 RegExp.prototype.flags), in canonical order. */
export const REGEX_FLAGS = ['d', 'g', 'i', 'm', 's', 'u', 'v', 'y'] as const;
/** One regular-expression flag. */
export type RegexFlag = (typeof REGEX_FLAGS)[number];

/** Most matches listed; the count goes on up to {@link MAX_COUNTED_MATCHES}. */
export const MAX_LISTED_MATCHES = 1000;
/** Most matches counted before stopping (a pattern matching empty strings in 10 MB would find millions). */
export const MAX_COUNTED_MATCHES = 1_000_000;

/** A capture group of a match. */
export interface RegexGroup {
  /** 1-based group number. */
  number: number;
  /** The group's name, for `(?<name>…)`. */
  name?: string;
  /** The captured text, or undefined when the group did not take part in the match. */
  value?: string;
  /** Start and end indices in the text (UTF-16 code units, end exclusive), from the `d` flag. */
  start?: number;
  end?: number;
}

/** One match. */
export interface RegexMatch {
  /** Start index in the text (UTF-16 code units). */
  index: number;
  /** End index (exclusive). */
  end: number;
  value: string;
  groups: RegexGroup[];
}

/** The matches of a pattern in a text. */
export interface RegexMatches {
  /** The first {@link MAX_LISTED_MATCHES} matches. */
  matches: RegexMatch[];
  /** How many matches there are (up to {@link MAX_COUNTED_MATCHES}). */
  count: number;
  /** True when counting stopped at {@link MAX_COUNTED_MATCHES}. */
  truncated: boolean;
}

/** regjsparser's features: everything ECMAScript 2025 has. */
const PARSER_FEATURES = { lookbehind: true, namedGroups: true, unicodePropertyEscape: true, unicodeSet: true, modifiers: true } as const;

/**
 * Checks flags: only `d g i m s u v y`, each once, not `u` with `v` (ECMA-262 §22.2.3.1).
 *
 * @param flags - the flags as typed.
 * @returns the flags in canonical order.
 * @throws ToolInputError naming the bad or repeated flag.
 */
export function normalizeFlags(flags: string): string {
  const seen = new Set<string>();
  for (const flag of flags) {
    if (!(REGEX_FLAGS as readonly string[]).includes(flag))
      throw new ToolInputError(`"${flag}" is not a regular expression flag (d g i m s u v y).`);
    if (seen.has(flag)) throw new ToolInputError(`The flag "${flag}" is given twice.`);
    seen.add(flag);
  }
  if (seen.has('u') && seen.has('v'))
    throw new ToolInputError('The flags "u" and "v" cannot be used together: "v" is the newer Unicode mode.');
  return REGEX_FLAGS.filter((f) => seen.has(f)).join('');
}

/**
 * Compiles a pattern as `new RegExp(pattern, flags)` would. Compiling does not run the pattern on
 * anything: it is safe on the page. The error's position comes from regjsparser when it finds one.
 *
 * @param pattern - the pattern, without slashes.
 * @param flags - flags (see {@link normalizeFlags}).
 * @returns the RegExp.
 * @throws ToolInputError with the engine's message and, when known, the position (1-based in the message, 0-based in `position`).
 * @see ECMA-262 §22.2 RegExp (Regular Expression) Objects
 */
export function compileRegex(pattern: string, flags: string): RegExp {
  const canonical = normalizeFlags(flags);
  try {
    return new RegExp(pattern, canonical);
  } catch (error) {
    const engine = error instanceof Error ? error.message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '') : String(error);
    let position: number | undefined;
    try {
      parseRegExpSyntax(pattern, canonical, PARSER_FEATURES);
    } catch (parseError) {
      const m = /at position (\d+)/.exec(parseError instanceof Error ? parseError.message : '');
      if (m) position = Number(m[1]);
    }
    const where = position === undefined ? '' : ` (at position ${position + 1})`;
    throw new ToolInputError(`Invalid regular expression: ${engine}${where}.`, { position, cause: error });
  }
}

/** The group names by number, read from the pattern (`(?<name>`), for groups that did not match. */
function groupNames(re: RegExp): Map<number, string> {
  const names = new Map<number, string>();
  let number = 0;
  const src = re.source;
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') {
      if (src[i + 1] !== '?') number++;
      else if (src[i + 2] === '<' && src[i + 3] !== '=' && src[i + 3] !== '!') {
        number++;
        const end = src.indexOf('>', i);
        names.set(number, src.slice(i + 3, end));
      }
    }
  }
  return names;
}

/** One exec result as a {@link RegexMatch}. */
function toMatch(m: RegExpExecArray, names: Map<number, string>): RegexMatch {
  const groups: RegexGroup[] = [];
  for (let n = 1; n < m.length; n++) {
    const span = m.indices?.[n];
    const group: RegexGroup = { number: n };
    const name = names.get(n);
    if (name !== undefined) group.name = name;
    if (m[n] !== undefined) group.value = m[n];
    if (span) {
      group.start = span[0];
      group.end = span[1];
    }
    groups.push(group);
  }
  return { index: m.index, end: m.index + m[0].length, value: m[0], groups };
}

/**
 * Finds the matches of a pattern in a text: all of them with `g` (as `String.prototype.matchAll`),
 * else the first (as `RegExp.prototype.exec`; with `y`, only at index 0). Indices of groups come
 * from the `d` flag (always used here; it does not change what matches).
 * **Runs the pattern**: call it in a worker that can be stopped.
 *
 * @param pattern - the pattern.
 * @param flags - the flags.
 * @param text - the text to search.
 * @returns the first {@link MAX_LISTED_MATCHES} matches and the count.
 * @throws ToolInputError for an invalid pattern or flags.
 * @see ECMA-262 §22.2.7.2 RegExpBuiltinExec, §22.1.3.14 String.prototype.matchAll
 */
export function matchRegex(pattern: string, flags: string, text: string): RegexMatches {
  const re = compileRegex(pattern, normalizeFlags(flags).replace('d', '') + 'd');
  const names = groupNames(re);
  const matches: RegexMatch[] = [];
  if (!re.global) {
    const m = re.exec(text);
    if (m) matches.push(toMatch(m, names));
    return { matches, count: matches.length, truncated: false };
  }
  let count = 0;
  for (const m of text.matchAll(re)) {
    if (count < MAX_LISTED_MATCHES) matches.push(toMatch(m, names));
    count++;
    if (count >= MAX_COUNTED_MATCHES) return { matches, count, truncated: true };
  }
  return { matches, count, truncated: false };
}

/**
 * Replaces as `String.prototype.replace` does: every match with `g`, else the first; the
 * replacement's `$1`, `$<name>`, `$&`, `` $` ``, `$'` and `$$` are expanded (GetSubstitution).
 * **Runs the pattern**: call it in a worker.
 *
 * @param pattern - the pattern.
 * @param flags - the flags.
 * @param text - the text.
 * @param replacement - the replacement pattern.
 * @returns the text after replacement.
 * @throws ToolInputError for an invalid pattern or flags.
 * @see ECMA-262 §22.1.3.19 String.prototype.replace, §22.1.3.19.1 GetSubstitution
 */
export function replaceRegex(pattern: string, flags: string, text: string, replacement: string): string {
  return text.replace(compileRegex(pattern, flags), replacement);
}

/**
 * Splits as `String.prototype.split` does with a RegExp separator (captured groups are included;
 * `g` and `y` make no difference). **Runs the pattern**: call it in a worker.
 *
 * @param pattern - the pattern.
 * @param flags - the flags.
 * @param text - the text.
 * @param limit - at most this many pieces (default 10,000).
 * @returns the pieces (`undefined` for a group that did not take part).
 * @throws ToolInputError for an invalid pattern or flags.
 * @see ECMA-262 §22.2.6.14 RegExp.prototype[@@split]
 */
export function splitRegex(pattern: string, flags: string, text: string, limit = 10_000): (string | undefined)[] {
  return text.split(compileRegex(pattern, flags), limit);
}

/** Sample strings and why some could not be made. */
export interface RegexSamples {
  /** Strings that match the pattern (each checked with the real engine). */
  samples: string[];
  /** Features randexp cannot generate for, found in the pattern (`lookbehind`, `backreference`…); samples are then best effort. */
  unsupported: string[];
}

/**
 * The pattern's features randexp does not honour, read from regjsparser's syntax tree.
 *
 * @param pattern - the pattern.
 * @param flags - the flags.
 * @returns feature names (`lookbehind`, `lookahead`, `backreference`, `Unicode property`, `class set operation`, `word boundary`); empty for an unreadable or very long (over 10,000 characters) pattern.
 * @throws ToolInputError for invalid flags.
 */
export function unsupportedForSamples(pattern: string, flags: string): string[] {
  const found = new Set<string>();
  // randexp reads patterns of any length; looking for its gaps in a huge one is not worth the time.
  if (pattern.length > 10_000) return [];
  let tree: unknown;
  try {
    tree = parseRegExpSyntax(pattern, normalizeFlags(flags), PARSER_FEATURES);
  } catch {
    return [];
  }
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; behavior?: string; kind?: string; body?: unknown; min?: unknown; max?: unknown };
    if (n.type === 'group' && (n.behavior === 'lookbehind' || n.behavior === 'negativeLookbehind')) found.add('lookbehind');
    if (n.type === 'group' && (n.behavior === 'lookahead' || n.behavior === 'negativeLookahead')) found.add('lookahead');
    if (n.type === 'reference') found.add('backreference');
    if (n.type === 'unicodePropertyEscape') found.add('Unicode property');
    if (n.type === 'characterClass' && n.kind && n.kind !== 'union') found.add('class set operation');
    if (n.type === 'anchor' && (n.kind === 'boundary' || n.kind === 'not-boundary')) found.add('word boundary');
    for (const value of Object.values(n)) if (Array.isArray(value)) value.forEach(visit);
    if (n.body && !Array.isArray(n.body)) visit(n.body);
    if (n.min && typeof n.min === 'object') visit(n.min);
    if (n.max && typeof n.max === 'object') visit(n.max);
  };
  visit(tree);
  return [...found];
}

/**
 * A random integer in [a, b] from `crypto.getRandomValues`, without modulo bias (rejection sampling).
 *
 * @param a - lowest value.
 * @param b - highest value (b ≥ a, b − a < 2³²).
 * @returns the integer.
 */
export function secureRandInt(a: number, b: number): number {
  const span = b - a + 1;
  if (span <= 1) return a;
  const limit = Math.floor(0x1_0000_0000 / span) * span;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return a + (value % span);
  }
}

/**
 * Generates strings that match a pattern with randexp (repetitions capped at `max`), keeping only
 * those the real engine accepts. Named groups are read as plain groups (randexp predates them).
 * **Runs the pattern** (to check the samples): call it in a worker.
 *
 * @param pattern - the pattern.
 * @param flags - the flags (`i` gives mixed case; `m`… as randexp reads them).
 * @param count - how many samples to try (1–50).
 * @param randInt - random integers in [a, b]; default {@link secureRandInt}.
 * @returns the samples that match and the unsupported features found.
 * @throws ToolInputError for an invalid pattern or flags.
 * @see https://github.com/fent/randexp.js
 */
export function regexSamples(
  pattern: string,
  flags: string,
  count: number,
  randInt: (a: number, b: number) => number = secureRandInt,
): RegexSamples {
  const re = compileRegex(pattern, flags);
  const unsupported = unsupportedForSamples(pattern, flags);
  const check = new RegExp(re.source, re.flags.replace(/[gy]/g, ''));
  const samples: string[] = [];
  let generator: RandExp;
  try {
    generator = new RandExp(pattern.replace(/\(\?<([A-Za-z_$][\w$]*)>/g, '('), re.ignoreCase ? 'i' : '');
  } catch {
    return { samples, unsupported: unsupported.length ? unsupported : ['syntax randexp does not read'] };
  }
  generator.max = 8;
  generator.randInt = randInt;
  const tries = Math.max(1, Math.min(50, count));
  for (let i = 0; i < tries * 3 && samples.length < tries; i++) {
    let sample: string;
    try {
      sample = generator.gen();
    } catch {
      break;
    }
    if (check.test(sample) && !samples.includes(sample)) samples.push(sample);
  }
  return { samples, unsupported };
}

/** What the worker computes for the page. */
export interface RegexReport {
  matches: RegexMatches;
  /** The replace preview, or null when no replacement is asked for. */
  replaced: string | null;
  /** The split preview (first 1,000 pieces), or null when not asked for. */
  split: (string | undefined)[] | null;
  samples: RegexSamples;
}

/** What the page asks the worker for. */
export interface RegexJob {
  pattern: string;
  flags: string;
  text: string;
  /** The replacement pattern; null for no replace preview. */
  replacement: string | null;
  split: boolean;
  /** How many samples (0 for none). */
  samples: number;
}

/**
 * Everything the tester shows, in one call (what the worker runs). **Runs the pattern.**
 *
 * @param job - pattern, flags, text, replacement, whether to split, how many samples.
 * @returns matches, replace and split previews, samples.
 * @throws ToolInputError for an invalid pattern or flags.
 */
export function runRegexJob(job: RegexJob): RegexReport {
  const matches = matchRegex(job.pattern, job.flags, job.text);
  return {
    matches,
    replaced: job.replacement === null ? null : replaceRegex(job.pattern, job.flags, job.text, job.replacement),
    split: job.split ? splitRegex(job.pattern, job.flags, job.text, 1000) : null,
    samples: job.samples > 0 ? regexSamples(job.pattern, job.flags, job.samples) : { samples: [], unsupported: [] },
  };
}

/**
 * The pattern as a JavaScript literal: `/pattern/flags`, with `/` and line breaks escaped.
 *
 * @param pattern - the pattern.
 * @param flags - the flags.
 * @returns the literal, e.g. `/a\/b/gi`.
 * @throws ToolInputError for an invalid pattern or flags.
 */
export function regexLiteral(pattern: string, flags: string): string {
  const re = compileRegex(pattern, flags);
  return `/${re.source}/${re.flags}`;
}
