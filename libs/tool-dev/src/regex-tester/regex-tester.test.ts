import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { regexTesterTool } from './meta.js';
import { regexTesterState } from './state.js';
import { regexDiagram } from './regex-diagram.js';
import {
  compileRegex,
  matchRegex,
  normalizeFlags,
  regexLiteral,
  regexSamples,
  replaceRegex,
  runRegexJob,
  secureRandInt,
  splitRegex,
  unsupportedForSamples,
} from './regex-tester.js';

const values = (pattern: string, flags: string, text: string) => {
  const first = matchRegex(pattern, flags, text).matches[0];
  return first ? [first.value, ...first.groups.map((g) => g.value)] : null;
};

describe('matches: ECMA-262 §22.2.2 (Pattern Semantics) examples', () => {
  it('/a[a-z]{2,4}/ and its lazy form on "abcdefghi"', () => {
    expect(values('a[a-z]{2,4}', '', 'abcdefghi')).toEqual(['abcde']);
    expect(values('a[a-z]{2,4}?', '', 'abcdefghi')).toEqual(['abc']);
  });

  it('/(aa|aabaac|ba|b|c)*/ on "aabaac" is ["aaba", "ba"]', () => {
    expect(values('(aa|aabaac|ba|b|c)*', '', 'aabaac')).toEqual(['aaba', 'ba']);
  });

  it('/(z)((a+)?(b+)?(c))*/ on "zaacbbbcac": groups reset on each iteration', () => {
    expect(values('(z)((a+)?(b+)?(c))*', '', 'zaacbbbcac')).toEqual(['zaacbbbcac', 'z', 'ac', 'a', undefined, 'c']);
  });

  it('/(a*)b\\1+/ on "baaaac" is ["b", ""]', () => {
    expect(values('(a*)b\\1+', '', 'baaaac')).toEqual(['b', '']);
  });

  it('lookaheads: /(?=(a+))/ and /(?=(a+))a*b\\1/ on "baaabac"', () => {
    const m = matchRegex('(?=(a+))', '', 'baaabac').matches[0];
    expect(m?.index).toBe(1);
    expect(values('(?=(a+))', '', 'baaabac')).toEqual(['', 'aaa']);
    expect(values('(?=(a+))a*b\\1', '', 'baaabac')).toEqual(['aba', 'a']);
  });

  it('/(.*?)a(?!(a+)b\\2c)\\2(.*)/ on "baaabaac"', () => {
    expect(values('(.*?)a(?!(a+)b\\2c)\\2(.*)', '', 'baaabaac')).toEqual(['baaabaac', 'ba', undefined, 'abaac']);
  });
});

describe('matches: global, indices, named groups (MDN)', () => {
  it('lists every match with g (String.prototype.matchAll), only the first without', () => {
    expect(matchRegex('foo', 'g', 'foo bar foo').matches.map((m) => [m.index, m.end])).toEqual([
      [0, 3],
      [8, 11],
    ]);
    expect(matchRegex('foo', '', 'foo bar foo').count).toBe(1);
  });

  it('gives group indices from the d flag (MDN RegExp.prototype.hasIndices: /(?<Z>z)|(?<Y>y)/d on "xyz")', () => {
    const m = matchRegex('(?<Z>z)|(?<Y>y)', '', 'xyz').matches[0];
    expect(m?.groups).toEqual([
      { number: 1, name: 'Z' },
      { number: 2, name: 'Y', value: 'y', start: 1, end: 2 },
    ]);
  });

  it('a sticky regex only matches at lastIndex 0', () => {
    expect(matchRegex('b', 'y', 'ab').count).toBe(0);
    expect(matchRegex('a', 'gy', 'aab').count).toBe(2);
  });

  it('advances over empty matches (matchAll), and counts up to the cap', () => {
    expect(matchRegex('x*', 'g', 'ab').matches.map((m) => m.index)).toEqual([0, 1, 2]);
    const big = matchRegex('', 'g', 'a'.repeat(2000));
    expect(big.count).toBe(2001);
    expect(big.matches).toHaveLength(1000);
  });

  it('counts by UTF-16 code units; with u, "." takes a whole astral character', () => {
    expect(matchRegex('.', 'g', '😀').count).toBe(2);
    expect(matchRegex('.', 'gu', '😀').matches[0]).toMatchObject({ index: 0, end: 2, value: '😀' });
  });
});

describe('replace and split (ECMA-262 GetSubstitution, @@split)', () => {
  it('MDN: "John Smith" with /(\\w+)\\s(\\w+)/ and "$2, $1" gives "Smith, John"', () => {
    expect(replaceRegex('(\\w+)\\s(\\w+)', '', 'John Smith', '$2, $1')).toBe('Smith, John');
  });

  it("expands $<name>, $&, $`, $' and $$", () => {
    expect(replaceRegex('(?<y>\\d{4})-(?<m>\\d\\d)', 'g', '2024-01 and 1999-12', '$<m>/$<y>')).toBe('01/2024 and 12/1999');
    expect(replaceRegex('b', '', 'abc', "[$&|$`|$'|$$]")).toBe('a[b|a|c|$]c');
    expect(replaceRegex('o', '', 'foo', '0')).toBe('f0o');
    expect(replaceRegex('o', 'g', 'foo', '0')).toBe('f00');
  });

  it('ECMA-262 §22.2.6.14 example: split keeps captured groups, undefined where they did not match', () => {
    expect(splitRegex('<(\\/)?([^<>]+)>', '', 'A<B>bold</B>and<CODE>coded</CODE>')).toEqual([
      'A',
      undefined,
      'B',
      'bold',
      '/',
      'B',
      'and',
      undefined,
      'CODE',
      'coded',
      '/',
      'CODE',
      '',
    ]);
    expect(splitRegex('a*?', '', 'ab')).toEqual(['a', 'b']);
    expect(splitRegex('a*', '', 'ab')).toEqual(['', 'b']);
  });

  it('replace with g equals split+join for a literal pattern', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 'c') }), fc.string({ unit: fc.constantFrom('x', 'y') }), (text, by) => {
        expect(replaceRegex('b', 'g', text, by)).toBe(text.split('b').join(by));
      }),
    );
  });
});

describe('errors', () => {
  it('names the problem and its position', () => {
    const error = expectToolInputError(() => compileRegex('a(*b', ''));
    expect(error.message).toBe('Invalid regular expression: Nothing to repeat (at position 3).');
    expect(error.position).toBe(2);
    expect(expectToolInputError(() => compileRegex('[a', '')).message).toMatch(/^Invalid regular expression: Unterminated character class/);
    expect(expectToolInputError(() => compileRegex('a{2,1}', '')).message).toMatch(/numbers out of order/i);
  });

  it('checks flags', () => {
    expect(normalizeFlags('yig')).toBe('giy');
    expect(expectToolInputError(() => normalizeFlags('gx')).message).toMatch(/"x" is not a regular expression flag/);
    expect(expectToolInputError(() => normalizeFlags('gg')).message).toMatch(/given twice/);
    expect(expectToolInputError(() => normalizeFlags('uv')).message).toMatch(/cannot be used together/);
  });

  it('writes the literal with / escaped', () => {
    expect(regexLiteral('a/b', 'ig')).toBe('/a\\/b/gi');
  });
});

describe('samples (randexp)', () => {
  it('generates strings the pattern matches', () => {
    const { samples, unsupported } = regexSamples('^\\d{3}-[a-z]{2,4}$', '', 5);
    expect(samples.length).toBeGreaterThan(0);
    for (const s of samples) expect(s).toMatch(/^\d{3}-[a-z]{2,4}$/);
    expect(unsupported).toEqual([]);
  });

  it('reads named groups and keeps only real matches for any simple pattern', () => {
    const atom = fc.constantFrom('a', 'b', '\\d', '[x-z]', '(c|d)', '(?:e|f)', '.');
    const quant = fc.constantFrom('', '?', '*', '+', '{2}', '{1,3}');
    const pattern = fc
      .array(
        fc.tuple(atom, quant).map(([a, q]) => a + q),
        { minLength: 1, maxLength: 5 },
      )
      .map((parts) => `^${parts.join('')}$`);
    fc.assert(
      fc.property(pattern, (p) => {
        const re = new RegExp(p);
        for (const s of regexSamples(p, '', 3).samples) expect(re.test(s)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('reads named groups as plain groups', () => {
    const { samples } = regexSamples('^(?<y>\\d{2})-(?<m>[ab])$', '', 3);
    expect(samples.length).toBeGreaterThan(0);
    for (const s of samples) expect(s).toMatch(/^\d{2}-[ab]$/);
  });

  it('flags what randexp cannot honour', () => {
    expect(unsupportedForSamples('(?<=\\$)\\d+', '')).toEqual(['lookbehind']);
    expect(unsupportedForSamples('(a)\\1', '')).toEqual(['backreference']);
    expect(unsupportedForSamples('\\p{L}+', 'u')).toEqual(['Unicode property']);
  });

  it('draws random integers in range without bias', () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) {
      const n = secureRandInt(4, 6);
      expect(n).toBeGreaterThanOrEqual(4);
      expect(n).toBeLessThanOrEqual(6);
      counts[n - 4]!++;
    }
    for (const c of counts) expect(c).toBeGreaterThan(800);
  });
});

describe('railroad diagram', () => {
  const texts = (pattern: string, flags = '') =>
    regexDiagram(pattern, flags)
      .prims.filter((p) => p.kind === 'text')
      .map((p) => (p.kind === 'text' ? p.text : ''));

  it('draws literals, alternatives, classes and anchors', () => {
    expect(texts('^ab|c$')).toEqual(['start', '"ab"', '"c"', 'end']);
    expect(texts('[^a-z]\\d.')).toEqual(['none of a-z', 'digit', 'any character']);
  });

  it('numbers groups by their opening parenthesis, names named groups, boxes lookarounds', () => {
    expect(texts('((a)(?<x>b))')).toEqual(['group #1', 'group #2', '"a"', 'group #3 <x>', '"b"']);
    expect(texts('(?<=\\$)x(?!y)')).toEqual(['preceded by', '"$"', '"x"', 'not followed by', '"y"']);
  });

  it('labels repetitions', () => {
    expect(texts('a{2,4}?')).toEqual(['"a"', '2–4 times (lazy)']);
    expect(texts('a{3}')).toEqual(['"a"', '3 times']);
    expect(texts('a+')).toEqual(['"a"']);
  });

  it('has a size that holds every primitive', () => {
    const d = regexDiagram('(a|bc|d)+x?(?<n>[0-9]{2,})', '');
    for (const p of d.prims) {
      if (p.kind === 'rect') {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.x + p.w).toBeLessThanOrEqual(d.width);
        expect(p.y + p.h).toBeLessThanOrEqual(d.height);
      }
    }
  });
});

describe('tool contract', () => {
  it('has examples that are valid states, with matches', () => {
    expectExamplesMatchState(regexTesterTool, regexTesterState);
    for (const example of regexTesterTool.examples ?? []) {
      const s = { ...regexTesterState.schema.parse({}), ...example.state };
      const report = runRegexJob({
        pattern: s.pattern,
        flags: s.flags,
        text: s.text,
        replacement: s.replace ? s.replacement : null,
        split: s.split,
        samples: 2,
      });
      expect(report.matches.count).toBeGreaterThan(0);
      expect(() => regexDiagram(s.pattern, s.flags)).not.toThrow();
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => compileRegex(s, 'g'));
    fuzzToolFunction((s: string) => normalizeFlags(s));
    fuzzToolFunction((s: string) => regexDiagram(s, ''));
    fuzzToolFunction((s: string) => regexDiagram(s, 'v'));
    fuzzToolFunction((s: string) => unsupportedForSamples(s, 'u'));
    // Patterns from arbitrary text could backtrack for ages: run them on short texts only.
    fuzzToolFunction(
      (s: string) => runRegexJob({ pattern: s.slice(0, 40), flags: 'g', text: 'abc 123', replacement: '$1', split: true, samples: 1 }),
      undefined,
      100,
    );
    fuzzToolFunction((s: string) => matchRegex('a|b', 'g', s));
    fuzzToolFunction((s: string) => replaceRegex('(a)', 'g', s, '[$1]'));
    fuzzToolFunction((s: string) => splitRegex(',', '', s));
    fuzzToolFunction((s: string) => regexSamples('[a-c]{2}', '', 2, (a) => a + s.length * 0));
  });
});
