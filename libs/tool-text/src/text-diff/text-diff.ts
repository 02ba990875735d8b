import { ToolInputError } from '@handy-tools/ui/kit';
import { createTwoFilesPatch, diffArrays, diffLines, diffWords, diffWordsWithSpace, type ChangeObject } from 'diff';
import { graphemes } from '../shared/graphemes.js';

/** What a difference is made of: whole lines, words (UAX #29 word boundaries) or characters (grapheme clusters). */
export type DiffGranularity = 'lines' | 'words' | 'characters';

/** The granularities, in the order the tool offers them. */
export const DIFF_GRANULARITIES = ['lines', 'words', 'characters'] as const satisfies readonly DiffGranularity[];

/** Options of {@link diffTexts}. */
export interface DiffTextsOptions {
  /** Lines, words or characters (default lines). */
  granularity?: DiffGranularity;
  /** Upper and lower case compare equal (default false). */
  ignoreCase?: boolean;
  /**
   * White space does not count (default false): lines compare without their leading and trailing
   * white space; words compare without the white space between them; characters: any white-space
   * character equals any other.
   */
  ignoreWhitespace?: boolean;
  /**
   * Give up after this many milliseconds (default 10,000): a pathological pair of texts (megabytes
   * with nothing in common, compared character by character) would otherwise run for minutes.
   */
  timeoutMs?: number;
  /** Give up when more than this many tokens were added or removed (default 1,000,000). */
  maxEditLength?: number;
}

/** One run of the diff: text both have (`kind: 'same'`), only the first has (`removed`) or only the second (`added`). */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  /** The text of the run (for `same` runs with ignored case or white space: as in the second text). */
  value: string;
  /** Lines, words or characters in the run, by the granularity compared. */
  count: number;
}

/** What {@link diffTexts} returns. */
export interface TextDiff {
  /** The runs in order; joining the `same` and `removed` ones gives the first text, `same` and `added` the second (unless white space or case was ignored). */
  parts: DiffPart[];
  /** Lines, words or characters added (in the second text only). */
  added: number;
  /** … removed (in the first text only). */
  removed: number;
  /** … in both. */
  unchanged: number;
  /**
   * The comparison ran out of time or edits: `parts` is then the whole first text removed and the
   * whole second added, not a minimal difference.
   */
  cut: boolean;
}

const WORD_LIKE = /[\p{L}\p{N}\p{M}]/u;
const WHITESPACE = /^\s+$/u;

function checkLimits(options: DiffTextsOptions): { timeout: number; maxEditLength: number } {
  const timeout = options.timeoutMs ?? 10_000;
  const maxEditLength = options.maxEditLength ?? 1_000_000;
  if (!(timeout > 0) || !(maxEditLength > 0)) throw new ToolInputError('Time limit and edit limit must be positive numbers.');
  return { timeout, maxEditLength };
}

function countOf(granularity: DiffGranularity, change: ChangeObject<string>, wordSegmenter: Intl.Segmenter): number {
  if (granularity === 'lines') return change.count;
  let words = 0;
  for (const s of wordSegmenter.segment(change.value)) if (s.isWordLike || WORD_LIKE.test(s.segment)) words++;
  return words;
}

/** Splits a text into lines (each with its line break). */
function lineCount(text: string): number {
  if (text === '') return 0;
  const breaks = text.match(/\r\n|\r|\n/g)?.length ?? 0;
  return /(\r\n|\r|\n)$/.test(text) ? breaks : breaks + 1;
}

/**
 * Compares two texts with jsdiff's implementation of Myers' O(ND) difference algorithm, by line,
 * word or character (grapheme cluster: an emoji or an accented letter is never split), and counts
 * what was added, removed and kept. Long or very different texts are bounded by `timeoutMs` and
 * `maxEditLength`: past them the result says `cut`.
 *
 * @param a - the first (old) text.
 * @param b - the second (new) text.
 * @param options - {@link DiffTextsOptions}.
 * @returns {@link TextDiff}.
 * @throws ToolInputError when a limit is not a positive number.
 * @see E. W. Myers, "An O(ND) Difference Algorithm and Its Variations", Algorithmica 1 (1986); https://github.com/kpdecker/jsdiff
 */
export function diffTexts(a: string, b: string, options: DiffTextsOptions = {}): TextDiff {
  const granularity = options.granularity ?? 'lines';
  const ignoreCase = options.ignoreCase ?? false;
  const ignoreWhitespace = options.ignoreWhitespace ?? false;
  const { timeout, maxEditLength } = checkLimits(options);
  const limits = { timeout, maxEditLength };
  const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  let parts: DiffPart[] | undefined;

  if (granularity === 'characters') {
    const fold = (s: string) => (ignoreCase ? s.toLowerCase() : s);
    const changes = diffArrays(graphemes(a), graphemes(b), {
      ...limits,
      comparator: (x: string, y: string) => fold(x) === fold(y) || (ignoreWhitespace && WHITESPACE.test(x) && WHITESPACE.test(y)),
    });
    parts = changes?.map((c) => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', value: c.value.join(''), count: c.value.length }));
  } else {
    // diffLines' types omit ignoreCase, but its token comparison (Diff.equals in jsdiff's base.js) honours it.
    const lineOptions = { ...limits, ignoreCase, ignoreWhitespace };
    const changes =
      granularity === 'lines'
        ? diffLines(a, b, lineOptions)
        : ignoreWhitespace
          ? diffWords(a, b, { ...limits, ignoreCase, intlSegmenter: wordSegmenter })
          : diffWordsWithSpace(a, b, { ...limits, ignoreCase });
    parts = changes?.map((c) => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', value: c.value, count: countOf(granularity, c, wordSegmenter) }));
  }

  const cut = parts === undefined;
  if (parts === undefined) {
    const size = (text: string) =>
      granularity === 'lines' ? lineCount(text) : granularity === 'characters' ? graphemes(text).length : countOf('words', { value: text, count: 0, added: false, removed: false }, wordSegmenter);
    parts = [];
    if (a !== '') parts.push({ kind: 'removed', value: a, count: size(a) });
    if (b !== '') parts.push({ kind: 'added', value: b, count: size(b) });
  }
  let added = 0;
  let removed = 0;
  let unchanged = 0;
  for (const part of parts) {
    if (part.kind === 'added') added += part.count;
    else if (part.kind === 'removed') removed += part.count;
    else unchanged += part.count;
  }
  return { parts, added, removed, unchanged, cut };
}

/** Options of {@link unifiedDiff}. */
export interface UnifiedDiffOptions {
  /** Name of the first file in the `---` header (default `a`). */
  oldName?: string;
  /** Name of the second file in the `+++` header (default `b`). */
  newName?: string;
  /** Unchanged lines around each change (default 3, as `diff -u`). */
  context?: number;
  /** As {@link DiffTextsOptions.timeoutMs}. */
  timeoutMs?: number;
}

/**
 * The unified diff (patch) that turns the first text into the second, as `diff -u` and
 * `git diff` write it (POSIX diff's unified format: `---`/`+++` headers, `@@ -l,s +l,s @@` hunks).
 * It records every difference — case and white space included — so `patch` or `git apply` can apply it.
 *
 * @param a - the first (old) text.
 * @param b - the second (new) text.
 * @param options - {@link UnifiedDiffOptions}.
 * @returns the patch text (headers only when the texts are equal), or null when it ran out of time.
 * @throws ToolInputError when `context` is not a whole number from 0 to 1,000 or a name has a line break.
 * @see https://pubs.opengroup.org/onlinepubs/9799919799/utilities/diff.html (diff -u); https://github.com/kpdecker/jsdiff
 */
export function unifiedDiff(a: string, b: string, options: UnifiedDiffOptions = {}): string | null {
  const context = options.context ?? 3;
  if (!Number.isInteger(context) || context < 0 || context > 1000) throw new ToolInputError('Context lines: enter a whole number from 0 to 1,000.');
  const oldName = options.oldName ?? 'a';
  const newName = options.newName ?? 'b';
  if (/[\r\n]/.test(oldName + newName)) throw new ToolInputError('File names: a name cannot contain a line break.');
  const { timeout } = checkLimits({ timeoutMs: options.timeoutMs });
  return createTwoFilesPatch(oldName, newName, a, b, undefined, undefined, { context, timeout }) ?? null;
}
