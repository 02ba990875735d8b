import { graphemes } from '../shared/graphemes.js';

/** Options of {@link numeronym}. */
export interface NumeronymOptions {
  /**
   * Words with at most this many characters (graphemes) are kept as they are; the standard (and
   * default) is 3, since a numeronym of "cat" ("c1t") is no shorter.
   */
  keepUpTo?: number;
  /**
   * `word` (default): each word of the text is shortened on its own, punctuation and spaces kept.
   * `whole`: the whole text is one "word" (the old it-tools behaviour: "Hello world" → "H9d").
   */
  scope?: 'word' | 'whole';
}

/** A word: a run of letters, marks and digits (Unicode properties L, M, N). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The numeronym of one word (counted in graphemes): first, count of those between, last. */
function shortenWord(word: string, keepUpTo: number): string {
  const chars = graphemes(word);
  if (chars.length <= keepUpTo || chars.length < 3) return word;
  return `${chars[0]}${chars.length - 2}${chars[chars.length - 1]}`;
}

/**
 * Turns words into numeronyms: the first character, the number of characters between, and the
 * last character ("internationalization" → "i18n", "Kubernetes" → "K8s", "accessibility" → "a11y").
 * Characters are user-perceived characters (UAX #29 grapheme clusters), so "Ångström" written with
 * a combining ring still counts 8. Spaces and punctuation are kept as they are.
 *
 * @param text - Any text; the empty string gives the empty string.
 * @param options - {@link NumeronymOptions}: `keepUpTo` (default 3), `scope` (default `word`).
 * @returns The text with each word (or, with `scope: 'whole'`, the whole trimmed text) shortened.
 * @see https://en.wikipedia.org/wiki/Numeronym (the i18n / l10n / a11y / K8s convention)
 */
export function numeronym(text: string, options: NumeronymOptions = {}): string {
  const keepUpTo = Math.max(0, Math.floor(options.keepUpTo ?? 3));
  if (options.scope === 'whole') {
    const trimmed = text.trim();
    return trimmed === '' ? '' : shortenWord(trimmed, keepUpTo);
  }
  return text.replace(WORD, (word) => shortenWord(word, keepUpTo));
}
