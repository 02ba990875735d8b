import { ToolInputError } from '@handy-tools/ui/kit';
import { LOREM_SCRIPTS, LOREM_SOURCES, type LoremScript } from './sources.js';

export { LOREM_SCRIPTS, LOREM_SOURCES, type LoremScript } from './sources.js';

/** The largest count of paragraphs, sentences or words generated at once. */
export const LOREM_MAX_COUNT = 1000;
/** The largest number of sentences per paragraph or words per sentence. */
export const LOREM_MAX_RANGE = 100;

/** Options of {@link generateLorem}. */
export interface LoremOptions {
  /** The word source (default `latin`). */
  script?: LoremScript;
  /** What `count` counts (default `paragraphs`). */
  unit?: 'paragraphs' | 'sentences' | 'words';
  /** How many paragraphs, sentences or words (1–{@link LOREM_MAX_COUNT}). */
  count?: number;
  /** Sentences per paragraph, inclusive range (default 3–8, as it-tools). */
  sentences?: readonly [number, number];
  /** Words per sentence, inclusive range (default 8–15, as it-tools). */
  words?: readonly [number, number];
  /** Start with the classic opening ("Lorem ipsum dolor sit amet, consectetur adipiscing elit"). Default true. */
  classicOpening?: boolean;
  /** Wrap each paragraph in `<p>…</p>` (default false). */
  html?: boolean;
}

/**
 * A deterministic stream of 32-bit words from a seed (SplitMix32-style mixing of a Weyl sequence),
 * so that one seed always gives the same text. The seed itself comes from `crypto.getRandomValues`
 * (see {@link randomSeed}); placeholder text needs no secrecy, only reproducibility.
 *
 * @param seed - Any integer (taken modulo 2^32).
 * @returns A function returning the next unsigned 32-bit integer.
 */
export function seededUint32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * A uniform integer in [min, max] from a 32-bit source, without modulo bias (rejection sampling:
 * draws at or above the largest multiple of the range size below 2^32 are drawn again).
 *
 * @param next - A source of uniform unsigned 32-bit integers.
 * @param min - The smallest value (integer).
 * @param max - The largest value (integer, ≥ min, max − min < 2^32).
 * @returns An integer with min ≤ n ≤ max.
 */
export function uniformInt(next: () => number, min: number, max: number): number {
  const size = max - min + 1;
  if (size <= 1) return min;
  const limit = 2 ** 32 - (2 ** 32 % size);
  let x = next();
  while (x >= limit) x = next();
  return min + (x % size);
}

/**
 * A fresh seed from the browser's (or Node's) cryptographic generator (`crypto.getRandomValues`).
 * Call it in an effect or an event handler, never during render (prerendered pages must match).
 *
 * @returns An integer from 1 to 2^32 − 1.
 */
export function randomSeed(): number {
  const buf = new Uint32Array(1);
  do crypto.getRandomValues(buf);
  while (buf[0] === 0);
  return buf[0]!;
}

function checkRange(name: string, range: readonly [number, number]): void {
  const [min, max] = range;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max > LOREM_MAX_RANGE)
    throw new ToolInputError(`${name}: enter whole numbers from 1 to ${LOREM_MAX_RANGE}.`);
  if (min > max) throw new ToolInputError(`${name}: the minimum (${min}) is above the maximum (${max}).`);
}

/**
 * Generates placeholder text from a seed: paragraphs of sentences of words drawn at random from a
 * public-domain source (Latin Lorem ipsum from Cicero, Chinese from the Thousand Character Classic,
 * Japanese from Sōseki, Russian from Pushkin), sentences capitalised (where the script has
 * capitals) and ended by the script's full stop, with an occasional comma.
 *
 * @param seed - The seed (integer); the same seed and options always give the same text.
 * @param options - {@link LoremOptions}.
 * @returns The text: paragraphs separated by a blank line, or `<p>` elements one per line.
 * @throws ToolInputError when a count or range is out of bounds or a minimum is above its maximum.
 */
export function generateLorem(seed: number, options: LoremOptions = {}): string {
  const script = options.script ?? 'latin';
  if (!LOREM_SCRIPTS.includes(script)) throw new ToolInputError(`Unknown script "${String(script)}".`);
  const src = LOREM_SOURCES[script];
  const unit = options.unit ?? 'paragraphs';
  const count = options.count ?? 1;
  const sentenceRange = options.sentences ?? [3, 8];
  const wordRange = options.words ?? [8, 15];
  const classic = options.classicOpening ?? true;
  if (!Number.isInteger(count) || count < 1 || count > LOREM_MAX_COUNT) throw new ToolInputError(`Count: enter a whole number from 1 to ${LOREM_MAX_COUNT}.`);
  checkRange('Sentences per paragraph', sentenceRange);
  checkRange('Words per sentence', wordRange);

  const next = seededUint32(seed);
  let first = classic;
  const word = () => src.words[uniformInt(next, 0, src.words.length - 1)]!;
  const capital = (w: string) => (src.capitalise ? w.charAt(0).toLocaleUpperCase() + w.slice(1) : w);

  /** One sentence of `n` words (at least the opening for the first, when asked). */
  const sentence = (n: number): string => {
    const words: string[] = [];
    if (first) {
      words.push(...src.opening);
      first = false;
    }
    while (words.length < n) {
      const previous = words[words.length - 1];
      // A comma now and then, never after the first two words or at the end, nor twice in a row.
      if (previous !== undefined && words.length >= 3 && words.length < n - 1 && !previous.endsWith(src.comma) && uniformInt(next, 1, 8) === 1)
        words[words.length - 1] = previous + src.comma;
      words.push(word());
    }
    return capital(words.join(src.space)) + src.stop;
  };
  const paragraph = (sentences: number): string => {
    const out: string[] = [];
    for (let i = 0; i < sentences; i++) out.push(sentence(uniformInt(next, wordRange[0], wordRange[1])));
    return out.join(src.space);
  };

  let paragraphs: string[];
  if (unit === 'paragraphs') {
    paragraphs = [];
    for (let i = 0; i < count; i++) paragraphs.push(paragraph(uniformInt(next, sentenceRange[0], sentenceRange[1])));
  } else if (unit === 'sentences') paragraphs = [paragraph(count)];
  else {
    // Exactly `count` words, written as one sentence (the opening cut to `count` when longer).
    const words = classic ? src.opening.slice(0, count).map((w) => w) : [];
    while (words.length < count) words.push(word());
    const last = words.length - 1;
    words[last] = words[last]!.replace(/[,，、]$/u, '');
    paragraphs = [capital(words.join(src.space)) + src.stop];
  }
  return options.html ? paragraphs.map((p) => `<p>${p}</p>`).join('\n') : paragraphs.join('\n\n');
}
