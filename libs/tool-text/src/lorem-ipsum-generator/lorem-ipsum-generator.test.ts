import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { loremIpsumGeneratorTool } from './meta.js';
import { loremIpsumGeneratorState } from './state.js';
import { generateLorem, LOREM_SCRIPTS, LOREM_SOURCES, randomSeed, seededUint32, uniformInt } from './lorem-ipsum-generator.js';

const seed = fc.integer({ min: 0, max: 0xffffffff });

describe('uniformInt', () => {
  it('rejects draws in the biased tail (no modulo bias)', () => {
    // Range of 3: 2^32 mod 3 = 1, so 2^32 − 1 is the one value redrawn.
    const draws = [0xffffffff, 0xfffffffe, 4];
    let i = 0;
    expect(uniformInt(() => draws[i++]!, 0, 2)).toBe(0xfffffffe % 3);
    expect(i).toBe(2);
  });

  it('stays in range and reaches both ends', () => {
    fc.assert(fc.property(seed, fc.integer({ min: -50, max: 50 }), fc.nat(20), (s, min, span) => {
      const next = seededUint32(s);
      for (let k = 0; k < 20; k++) {
        const n = uniformInt(next, min, min + span);
        if (n < min || n > min + span || !Number.isInteger(n)) return false;
      }
      return true;
    }));
    const next = seededUint32(1);
    const seen = new Set(Array.from({ length: 200 }, () => uniformInt(next, 1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('draws seeds from crypto.getRandomValues, never 0', () => {
    const s = randomSeed();
    expect(Number.isInteger(s) && s > 0 && s <= 0xffffffff).toBe(true);
  });
});

describe('generateLorem', () => {
  it('starts with the classic opening (the usual Lorem ipsum passage)', () => {
    expect(generateLorem(1)).toMatch(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\b/);
    expect(generateLorem(1, { script: 'chinese' })).toMatch(/^天地玄黄，宇宙洪荒/);
    expect(generateLorem(1, { script: 'japanese' })).toMatch(/^吾輩は猫である/);
    expect(generateLorem(1, { script: 'cyrillic' })).toMatch(/^Я помню чудное мгновенье/);
    expect(generateLorem(1, { classicOpening: false })).not.toMatch(/^Lorem ipsum dolor sit amet, consectetur/);
  });

  it('is the same for the same seed and options', () => {
    fc.assert(fc.property(seed, (s) => generateLorem(s, { count: 2 }) === generateLorem(s, { count: 2 })));
    expect(generateLorem(1, { classicOpening: false })).not.toBe(generateLorem(2, { classicOpening: false }));
  });

  it('gives the counts and ranges asked for', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.boolean(), (s, count, sMin, wMin, classic) => {
        const text = generateLorem(s, { count, sentences: [sMin, sMin + 2], words: [wMin, wMin + 3], classicOpening: classic });
        const paragraphs = text.split('\n\n');
        if (paragraphs.length !== count) return false;
        return paragraphs.every((p) => {
          const sentences = p.split(/(?<=\.) /);
          return sentences.length >= sMin && sentences.length <= sMin + 2;
        });
      }),
    );
    const words = generateLorem(3, { unit: 'words', count: 50 });
    expect(words.split(' ')).toHaveLength(50);
    expect(words).toMatch(/^Lorem .*[a-z]\.$/);
    expect(generateLorem(3, { unit: 'words', count: 2 })).toBe('Lorem ipsum.');
    expect(generateLorem(3, { unit: 'sentences', count: 4, classicOpening: false }).match(/\./g)).toHaveLength(4);
  });

  it('draws only words of the source', () => {
    for (const script of LOREM_SCRIPTS) {
      const src = LOREM_SOURCES[script];
      const text = generateLorem(9, { script, unit: 'words', count: 200, classicOpening: false });
      const words = src.space === ' ' ? text.slice(0, -1).toLocaleLowerCase().split(/,? /) : null;
      if (words) for (const w of words) expect(src.words).toContain(w);
      else expect(text.endsWith('。')).toBe(true);
    }
  });

  it('wraps paragraphs in <p>', () => {
    const html = generateLorem(4, { count: 3, html: true });
    expect(html.split('\n')).toHaveLength(3);
    expect(html.split('\n').every((line) => /^<p>[^<>]+<\/p>$/.test(line))).toBe(true);
  });

  it('names the range that is wrong', () => {
    expect(() => generateLorem(1, { words: [9, 3] })).toThrow('Words per sentence: the minimum (9) is above the maximum (3).');
    expect(() => generateLorem(1, { sentences: [0, 3] })).toThrow(/Sentences per paragraph/);
    expect(() => generateLorem(1, { count: 0 })).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(loremIpsumGeneratorTool, loremIpsumGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => generateLorem(s.length, { script: 'japanese', unit: 'words', count: Math.max(1, s.length % 1000) }));
    fuzzToolFunction((s: string) => generateLorem(s.length, { script: s as 'latin' }));
  });
});
