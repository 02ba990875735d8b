import { ToolInputError, utf8ByteLength } from '@handy-tools/ui/kit';
import { ENGLISH_STOP_WORDS } from './stop-words.js';

/**
 * Default reading speed: 238 words a minute, the mean silent-reading rate of adults for
 * non-fiction in English (Brysbaert, "How many words do we read per minute? A review and
 * meta-analysis of reading rate", Journal of Memory and Language 109, 2019).
 */
export const DEFAULT_WORDS_PER_MINUTE = 238;

/** Options of {@link textStatistics}. */
export interface TextStatisticsOptions {
  /** Reading speed in words per minute (an integer from 1 to 10,000; default {@link DEFAULT_WORDS_PER_MINUTE}). */
  wordsPerMinute?: number;
  /** How many of the most frequent words to list (0 to 1,000; default 10). */
  topWords?: number;
  /** Leave English stop words ("the", "and", "of"…) out of the most frequent words (default false). */
  ignoreStopWords?: boolean;
  /** BCP 47 language tag for the word and sentence rules (e.g. `en`, `ja`, `th`); empty for the runtime's default. */
  locale?: string;
}

/** A word and how often it occurs. */
export interface WordCount {
  /** The word, lower-cased (Unicode default case mapping of the locale). */
  word: string;
  /** How many times it occurs. */
  count: number;
}

/** Statistics of a text: every count is a whole number. */
export interface TextStatistics {
  /** User-perceived characters (UAX #29 extended grapheme clusters). */
  characters: number;
  /** Characters that are not white space (`\s`). */
  charactersWithoutSpaces: number;
  /** White-space characters (spaces, tabs, line breaks…). */
  whitespace: number;
  /** Characters that start with a letter (`\p{L}`). */
  letters: number;
  /** … with an uppercase letter (`\p{Lu}`). */
  uppercase: number;
  /** … with a lowercase letter (`\p{Ll}`). */
  lowercase: number;
  /** … with a decimal digit (`\p{Nd}`). */
  digits: number;
  /** … with punctuation (`\p{P}`). */
  punctuation: number;
  /** Words: the word-like segments of UAX #29 word boundaries (Intl.Segmenter, granularity "word"). */
  words: number;
  /** Distinct words, lower-cased. */
  uniqueWords: number;
  /** Sentences: UAX #29 sentence segments holding something other than white space. */
  sentences: number;
  /** Lines: line breaks (CRLF, LF, CR) + 1; 0 for an empty text. */
  lines: number;
  /** Paragraphs: runs of lines with text, separated by blank lines. */
  paragraphs: number;
  /** Size in UTF-8, bytes. */
  utf8Bytes: number;
  /** Size in UTF-16 code units (JavaScript's `length`). */
  utf16Units: number;
  /** Reading time in seconds at the given speed (words ÷ words per minute × 60, rounded up). */
  readingSeconds: number;
  /** The most frequent words, most frequent first (ties in code-point order). */
  topWords: WordCount[];
}

const WHITESPACE = /^\s/u;
const LETTER = /^\p{L}/u;
const UPPER = /^\p{Lu}/u;
const LOWER = /^\p{Ll}/u;
const DIGIT = /^\p{Nd}/u;
const PUNCT = /^\p{P}/u;

function segmenter(locale: string, granularity: 'grapheme' | 'word' | 'sentence'): Intl.Segmenter {
  try {
    return new Intl.Segmenter(locale.trim() === '' ? undefined : locale.trim(), { granularity });
  } catch {
    throw new ToolInputError(`Language: "${locale}" is not a valid BCP 47 language tag (e.g. en, fr, ja).`);
  }
}

function integerIn(value: number, min: number, max: number, what: string): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new ToolInputError(`${what}: enter a whole number from ${min} to ${max.toLocaleString('en')}.`);
  return value;
}

/**
 * Counts the characters, words, sentences, lines, paragraphs and bytes of a text, its reading time
 * and its most frequent words. Characters are grapheme clusters, words and sentences follow Unicode
 * text segmentation (UAX #29, through `Intl.Segmenter`), so "é" written e + U+0301 or a family emoji
 * is one character, and Chinese or Thai words are found without spaces.
 *
 * @param text - the text (any string; the empty text has every count 0).
 * @param options - {@link TextStatisticsOptions}.
 * @returns {@link TextStatistics}.
 * @throws ToolInputError when `wordsPerMinute` or `topWords` is out of range or `locale` is not a language tag.
 * @see https://unicode.org/reports/tr29/ (UAX #29: grapheme, word and sentence boundaries)
 */
export function textStatistics(text: string, options: TextStatisticsOptions = {}): TextStatistics {
  const wordsPerMinute = integerIn(options.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE, 1, 10_000, 'Words per minute');
  const topN = integerIn(options.topWords ?? 10, 0, 1000, 'Most frequent words');
  const locale = options.locale ?? '';
  const graphemeSegmenter = segmenter(locale, 'grapheme');
  const wordSegmenter = segmenter(locale, 'word');
  const sentenceSegmenter = segmenter(locale, 'sentence');

  let characters = 0;
  let whitespace = 0;
  let letters = 0;
  let uppercase = 0;
  let lowercase = 0;
  let digits = 0;
  let punctuation = 0;
  for (const { segment } of graphemeSegmenter.segment(text)) {
    characters++;
    if (WHITESPACE.test(segment)) whitespace++;
    else if (LETTER.test(segment)) {
      letters++;
      if (UPPER.test(segment)) uppercase++;
      else if (LOWER.test(segment)) lowercase++;
    } else if (DIGIT.test(segment)) digits++;
    else if (PUNCT.test(segment)) punctuation++;
  }

  const lang = locale.trim() === '' ? undefined : locale.trim();
  const counts = new Map<string, number>();
  let words = 0;
  for (const { segment, isWordLike } of wordSegmenter.segment(text)) {
    if (!isWordLike) continue;
    words++;
    const word = segment.toLocaleLowerCase(lang);
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }

  let sentences = 0;
  for (const { segment } of sentenceSegmenter.segment(text)) if (/\S/u.test(segment)) sentences++;

  let lines = 0;
  let paragraphs = 0;
  if (text !== '') {
    let inParagraph = false;
    for (const line of text.split(/\r\n|\r|\n/)) {
      lines++;
      const blank = line.trim() === '';
      if (!blank && !inParagraph) paragraphs++;
      inParagraph = !blank;
    }
  }

  const ranked: WordCount[] = [];
  for (const [word, count] of counts) if (!(options.ignoreStopWords && ENGLISH_STOP_WORDS.has(word))) ranked.push({ word, count });
  ranked.sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));

  return {
    characters,
    charactersWithoutSpaces: characters - whitespace,
    whitespace,
    letters,
    uppercase,
    lowercase,
    digits,
    punctuation,
    words,
    uniqueWords: counts.size,
    sentences,
    lines,
    paragraphs,
    utf8Bytes: utf8ByteLength(text),
    utf16Units: text.length,
    readingSeconds: Math.ceil((words / wordsPerMinute) * 60),
    topWords: ranked.slice(0, topN),
  };
}

/**
 * A duration in seconds written as minutes and seconds, e.g. `4 min 5 s`, `45 s`, `0 s`.
 *
 * @param seconds - a whole, non-negative number of seconds.
 * @returns the duration in English abbreviations (the UI formats its own).
 */
export function formatReadingTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
