import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { textStatisticsTool } from './meta.js';
import { textStatisticsState } from './state.js';
import { formatReadingTime, textStatistics } from './text-statistics.js';

describe('textStatistics', () => {
  it('counts characters as grapheme clusters (UAX #29 examples: combining marks, emoji ZWJ sequences, flags, Hangul jamo)', () => {
    // UAX #29 §3 Table 1a: "g̈" (g + U+0308), "각" as jamo (U+1100 U+1161 U+11A8), "ก" … are single clusters.
    expect(textStatistics('g\u0308').characters).toBe(1);
    expect(textStatistics('\u1100\u1161\u11A8').characters).toBe(1);
    expect(textStatistics('👨‍👩‍👧‍👦').characters).toBe(1);
    expect(textStatistics('🇫🇷🇩🇪').characters).toBe(2);
    expect(textStatistics('\r\n').characters).toBe(1); // GB3: CR LF is one cluster
    expect(textStatistics('e\u0301').utf16Units).toBe(2);
  });

  it('counts UTF-8 bytes (RFC 3629: 1 to 4 bytes a code point)', () => {
    expect(textStatistics('A').utf8Bytes).toBe(1);
    expect(textStatistics('é').utf8Bytes).toBe(2);
    expect(textStatistics('€').utf8Bytes).toBe(3);
    expect(textStatistics('😀').utf8Bytes).toBe(4);
  });

  it('counts words by UAX #29 word boundaries, not spaces', () => {
    // UAX #29 §4.1: "can't" and "3.14" stay one word; punctuation is not a word.
    expect(textStatistics("The quick (“brown”) fox can't jump 32.3 feet, right?").words).toBe(9);
    expect(textStatistics('').words).toBe(0);
    expect(textStatistics('   ').words).toBe(0);
  });

  it('finds sentences, lines and paragraphs', () => {
    const text = 'First sentence. Second one! Third?\n\nNew paragraph here.\r\nSame paragraph.';
    const stats = textStatistics(text);
    expect(stats.sentences).toBe(5);
    expect(stats.lines).toBe(4);
    expect(stats.paragraphs).toBe(2);
    expect(textStatistics('').lines).toBe(0);
    expect(textStatistics('one line').lines).toBe(1);
    expect(textStatistics('a\n').lines).toBe(2);
  });

  it('classifies characters', () => {
    const s = textStatistics('Ab 1, É!');
    expect(s).toMatchObject({ characters: 8, whitespace: 2, charactersWithoutSpaces: 6, letters: 3, uppercase: 2, lowercase: 1, digits: 1, punctuation: 2 });
  });

  it('computes reading time at the given speed, rounded up to the second', () => {
    const words = Array(238).fill('word').join(' ');
    expect(textStatistics(words).readingSeconds).toBe(60); // Brysbaert (2019): 238 wpm
    expect(textStatistics(words, { wordsPerMinute: 200 }).readingSeconds).toBe(72); // 238 / 200 × 60 = 71.4 → 72
    expect(formatReadingTime(0)).toBe('0 s');
    expect(formatReadingTime(72)).toBe('1 min 12 s');
    expect(formatReadingTime(120)).toBe('2 min');
  });

  it('lists the most frequent words, lower-cased, ties in code-point order, stop words optional', () => {
    const s = textStatistics('The cat and the dog. THE CAT! A bird', { topWords: 3 });
    expect(s.topWords).toEqual([
      { word: 'the', count: 3 },
      { word: 'cat', count: 2 },
      { word: 'a', count: 1 },
    ]);
    expect(s.uniqueWords).toBe(6);
    expect(textStatistics('The cat and the dog. THE CAT! A bird', { topWords: 2, ignoreStopWords: true }).topWords).toEqual([
      { word: 'cat', count: 2 },
      { word: 'bird', count: 1 },
    ]);
  });

  it('segments words without spaces (Japanese, by ICU dictionary)', () => {
    expect(textStatistics('日本語のテキスト', { locale: 'ja' }).words).toBeGreaterThan(1);
  });

  it('rejects out-of-range options and a bad language tag', () => {
    expect(() => textStatistics('a', { wordsPerMinute: 0 })).toThrow(ToolInputError);
    expect(() => textStatistics('a', { topWords: 1.5 })).toThrow(/Most frequent words/);
    expect(() => textStatistics('a', { locale: 'not a tag!' })).toThrow(/Language/);
  });

  it('counts add up, and concatenation adds bytes and characters (ASCII letters)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = textStatistics(s);
        return r.characters === r.charactersWithoutSpaces + r.whitespace && r.utf8Bytes === new TextEncoder().encode(s).length;
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]*$/), fc.stringMatching(/^[a-z]*$/), (a, b) => textStatistics(`${a} ${b}`).characters === a.length + b.length + 1),
    );
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(textStatisticsTool, textStatisticsState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => textStatistics(s));
    fuzzToolFunction((s: string) => textStatistics('text', { locale: s }));
  });
});
