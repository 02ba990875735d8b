/**
 * Text split into user-perceived characters (extended grapheme clusters, Unicode UAX #29), the
 * unit in which the text tools count and cut: "é" written as e + U+0301, a flag, a family emoji
 * or a Hangul syllable in jamo are each one character, never cut in the middle.
 */

let segmenter: Intl.Segmenter | undefined;

/**
 * The grapheme clusters of a text, in order (UAX #29 extended grapheme clusters, by `Intl.Segmenter`).
 *
 * @param text - Any string, lone surrogates included (each is a cluster of its own).
 * @returns The clusters; joining them gives `text` back.
 */
export function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/**
 * How many user-perceived characters a text has (UAX #29 extended grapheme clusters).
 *
 * @param text - Any string.
 * @returns The count of clusters (0 for the empty string); not the UTF-16 `length`.
 */
export function graphemeCount(text: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}
