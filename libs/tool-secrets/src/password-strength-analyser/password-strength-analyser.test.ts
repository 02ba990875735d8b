import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { restoreState, storableInputs } from '@handy-tools/ui';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  ATTACK_SCENARIOS,
  BRUTE_FORCE_GUESSES_PER_SECOND,
  bruteForceEstimate,
  formatDuration,
  loadPasswordAnalyser,
  parseUserInputs,
  PASSWORD_MAX_LENGTH,
  truncatePassword,
  type PasswordAnalyser,
} from './password-strength-analyser.js';
import { createPasswordAnalysisClient } from './password-strength-client.js';
import { passwordStrengthAnalyser } from './meta.js';
import { passwordStrengthAnalyserState } from './state.js';

let analyser: PasswordAnalyser;
beforeAll(async () => {
  analyser = await loadPasswordAnalyser();
});

describe('zxcvbn reference results', () => {
  it('"test": 116 guesses, score 0, the published crack times (zxcvbn-ts main.spec.ts "should check without userInputs")', () => {
    // zxcvbn-ts packages/libraries/main/test/main.spec.ts: guesses 116, guessesLog10 2.064457989226918,
    // one dictionary match "test" (rank 115, passwords list), crack times 4176 s / 11.6 s / 0.0116 s /
    // 1.16e-8 s shown as "1 hour", "12 seconds", "less than a second" twice, score 0,
    // warning "This is a commonly used password.", suggestion "Add more words that are less common."
    const r = analyser.analyse('test');
    expect(r.guesses).toBe(116);
    expect(r.guessesLog10).toBeCloseTo(2.064457989226918, 12);
    expect(r.score).toBe(0);
    expect(r.crackTimes.map((c) => c.seconds)).toEqual([4176, 11.6, 0.0116, 1.16e-8].map((s) => expect.closeTo(s, 10)));
    expect(r.crackTimes.map((c) => c.display)).toEqual(['1 hour', '12 seconds', 'less than a second', 'less than a second']);
    expect(r.matches).toEqual([expect.objectContaining({ pattern: 'dictionary', token: 'test', start: 0, end: 3 })]);
    expect(r.matches[0]!.explanation).toContain('rank 115');
    expect(r.suggestions).toContain('Add more words that are less common.');
  });

  it('"password" scores 0 (zxcvbn README: the most common password)', () => {
    const r = analyser.analyse('password');
    expect(r.score).toBe(0);
    expect(r.matches).toEqual([expect.objectContaining({ pattern: 'dictionary', token: 'password' })]);
    expect(r.warning).not.toBeNull();
  });

  it('"correcthorsebatterystaple" scores at least 3 (xkcd 936, the zxcvbn paper\'s example), as four dictionary words', () => {
    const r = analyser.analyse('correcthorsebatterystaple');
    expect(r.score).toBeGreaterThanOrEqual(3);
    expect(r.matches.map((m) => m.token)).toEqual(['correct', 'horse', 'battery', 'staple']);
  });

  it('"Tr0ub4dour&3" (xkcd 936) is found to hide a l33t dictionary word', () => {
    const r = analyser.analyse('Tr0ub4dour&3');
    expect(r.matches.some((m) => m.pattern === 'l33t')).toBe(true);
  });

  it('names the pattern that weakens each password', () => {
    const first = (p: string) => analyser.analyse(p).matches[0]!;
    expect(first('p@ssw0rd')).toMatchObject({ pattern: 'l33t' });
    expect(first('p@ssw0rd').explanation).toContain('"password"');
    expect(first('drowssap').explanation).toContain('reversed');
    expect(first('qwER43@!')).toMatchObject({ pattern: 'spatial', token: 'qwER43@!' });
    expect(first('qwER43@!').explanation).toContain('qwerty');
    expect(first('abcabcabcabc')).toMatchObject({ pattern: 'repeat' });
    expect(first('abcabcabcabc').explanation).toBe('"abc" repeated 4 times.');
    expect(first('zyxwvu')).toMatchObject({ pattern: 'sequence' });
    expect(first('zyxwvu').explanation).toContain('descending');
    expect(first('1990-05-12')).toMatchObject({ pattern: 'date', token: '1990-05-12' });
    expect(first('xV8#kq')).toMatchObject({ pattern: 'bruteforce', token: 'xV8#kq' });
  });

  it('penalises personal words', () => {
    const without = analyser.analyse('alicewonder');
    const withWords = analyser.analyse('alicewonder', parseUserInputs('alicewonder, 1990'));
    expect(withWords.guesses).toBeLessThan(without.guesses);
    expect(withWords.matches[0]!.explanation).toContain('your personal words');
  });

  it('crack times are guesses ÷ the scenario rate (100/h, 10/s, 10⁴/s, 10¹⁰/s)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (p) => {
        const r = analyser.analyse(p);
        r.crackTimes.forEach((c, i) => expect(c.seconds).toBeCloseTo(r.guesses / ATTACK_SCENARIOS[i]!.guessesPerSecond, 6));
      }),
      { numRuns: 50 },
    );
  });

  it('the score follows the guesses thresholds 10³, 10⁶, 10⁸, 10¹⁰ (+5)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (p) => {
        const { guesses, score } = analyser.analyse(p);
        const expected = guesses < 1e3 + 5 ? 0 : guesses < 1e6 + 5 ? 1 : guesses < 1e8 + 5 ? 2 : guesses < 1e10 + 5 ? 3 : 4;
        expect(score).toBe(expected);
      }),
      { numRuns: 50 },
    );
  });
});

describe('brute-force estimate (H = L × log2 N, NIST SP 800-63-2 Appendix A.1)', () => {
  it('counts the length, the classes used and the character-set size', () => {
    expect(bruteForceEstimate('password')).toMatchObject({ length: 8, charsetSize: 26 });
    expect(bruteForceEstimate('Password1')).toMatchObject({ length: 9, charsetSize: 62 });
    // xkcd 936: upper, lower, digits and "&" = all 95 printable ASCII characters (94 + space).
    const troubadour = bruteForceEstimate('Tr0ub4dour&3');
    expect(troubadour).toMatchObject({ length: 12, charsetSize: 95 });
    expect(troubadour.classes.map((c) => c.key)).toEqual(['lowercase', 'uppercase', 'digits', 'symbols']);
    expect(bruteForceEstimate(' ').charsetSize).toBe(33); // the space is in the ASCII symbols class
    // Non-ASCII: code points, each distinct one counted once.
    expect(bruteForceEstimate('😀😀é')).toMatchObject({ length: 3, charsetSize: 2 });
    expect(bruteForceEstimate('')).toMatchObject({ length: 0, charsetSize: 0, entropyBits: 0, display: 'less than a second' });
  });

  it('gives the entropy in bits and the time to try all N^L candidates at 10^10 per second', () => {
    expect(BRUTE_FORCE_GUESSES_PER_SECOND).toBe(1e10);
    // 26^8 = 208 827 064 576 candidates: 37.60 bits, 20.9 s at 10^10 per second.
    const lower8 = bruteForceEstimate('password');
    expect(lower8.entropyBits).toBeCloseTo(8 * Math.log2(26), 10);
    expect(lower8.entropyBits).toBeCloseTo(37.6035, 4);
    expect(lower8.seconds).toBeCloseTo(20.8827064576, 6);
    expect(lower8.display).toBe('21 seconds');
    // 95^12 ≈ 5.40 × 10^23: 78.84 bits, 5.40 × 10^13 s = 1.7 million years: "centuries".
    const troubadour = bruteForceEstimate('Tr0ub4dour&3');
    expect(troubadour.entropyBits).toBeCloseTo(78.8383, 4);
    expect(troubadour.guessesLog10).toBeCloseTo(23.7327, 4); // 12 × log10(95)
    expect(troubadour.display).toBe('centuries');
    // 10 digits: 10^10 candidates, exactly 1 s.
    expect(bruteForceEstimate('0123456789').seconds).toBeCloseTo(1, 10);
    expect(bruteForceEstimate('0123456789').display).toBe('1 second');
    // Longer than any double: still an answer.
    expect(bruteForceEstimate('Zq7!'.repeat(2500)).display).toBe('centuries');
    expect(bruteForceEstimate('Zq7!'.repeat(2500)).entropyBits).toBeCloseTo(10_000 * Math.log2(95), 6);
  });

  it('is far above zxcvbn for human passwords and close for random ones', () => {
    expect(bruteForceEstimate('password').guessesLog10 - analyser.analyse('password').guessesLog10).toBeGreaterThan(8);
    // A random 12-character lower-case string: zxcvbn sees no pattern (about 10^12 guesses), brute force 26^12 ≈ 10^17.
    expect(bruteForceEstimate('xqzvjkwpmbtr').guessesLog10 - analyser.analyse('xqzvjkwpmbtr').guessesLog10).toBeLessThan(5.5);
  });

  it('formatDuration words durations exactly as zxcvbn-ts does its crack times', () => {
    expect(formatDuration(0.5)).toBe('less than a second');
    expect(formatDuration(1)).toBe('1 second');
    expect(formatDuration(11.6)).toBe('12 seconds');
    expect(formatDuration(4176)).toBe('1 hour');
    expect(formatDuration(86_400 * 31 * 12 * 100)).toBe('centuries');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('centuries');
    expect(formatDuration(Number.NaN)).toBe('less than a second');
    // Against zxcvbn's own wording of its four crack times, over many passwords.
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (p) => {
        for (const c of analyser.analyse(p).crackTimes) expect(formatDuration(c.seconds)).toBe(c.display);
      }),
      { numRuns: 60 },
    );
    for (const p of ['test', 'correcthorsebatterystaple', 'Tr0ub4dour&3', 'qwerty123', 'a', 'ab1!']) {
      for (const c of analyser.analyse(p).crackTimes) expect(formatDuration(c.seconds), `${p}: ${c.label}`).toBe(c.display);
    }
  });
});

describe('createPasswordAnalysisClient', () => {
  it('analyses in this thread where Worker does not exist (Node)', async () => {
    expect(() => createPasswordAnalysisClient()).toThrow(/Web Workers are not available/);
    const client = createPasswordAnalysisClient(loadPasswordAnalyser);
    await client.ready;
    await expect(client.analyse('test', [])).resolves.toMatchObject({ guesses: 116, score: 0 });
    client.dispose();
  });
});

describe('edge cases', () => {
  it('an empty password: score 0, 1 guess, no match', () => {
    const r = analyser.analyse('');
    expect(r).toMatchObject({ score: 0, guesses: 1, matches: [], truncated: false, analysedLength: 0 });
  });

  it('a very long password is cut to 64 characters, with a flag', () => {
    const long = 'Zq7!'.repeat(500);
    const start = performance.now();
    const r = analyser.analyse(long);
    expect(performance.now() - start).toBeLessThan(10_000);
    expect(r.truncated).toBe(true);
    expect(r.analysedLength).toBe(PASSWORD_MAX_LENGTH);
    expect(r.matches.at(-1)!.end).toBe(PASSWORD_MAX_LENGTH - 1);
  });

  it('truncatePassword counts code points and never splits a surrogate pair', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(64);
    expect(truncatePassword('a'.repeat(64))).toEqual({ text: 'a'.repeat(64), truncated: false });
    const emoji = truncatePassword('😀'.repeat(300));
    expect(emoji.truncated).toBe(true);
    expect(emoji.text).toBe('😀'.repeat(64));
  });

  it('parseUserInputs splits on commas and lines and limits the count', () => {
    expect(parseUserInputs(' alice , 1990;\nexample.com,, ')).toEqual(['alice', '1990', 'example.com']);
    expect(parseUserInputs('')).toEqual([]);
    expect(expectToolInputError(() => parseUserInputs(Array.from({ length: 51 }, (_, i) => `w${i}`).join(','))).message).toBe('At most 50 personal words (got 51).');
  });
});

describe('password strength analyser: examples, state and robustness', () => {
  it('has examples that are valid states, none holding a password', () => {
    expectExamplesMatchState(passwordStrengthAnalyser, passwordStrengthAnalyserState);
    for (const example of passwordStrengthAnalyser.examples ?? []) expect(example.state).not.toHaveProperty('password');
  });

  it('never stores the password', () => {
    const { state } = restoreState(passwordStrengthAnalyserState, { search: '?show=true', hash: '', stored: { password: 'hunter2', userInputs: 'bob' } });
    expect(state).toEqual({ password: '', userInputs: 'bob', show: true });
    expect(storableInputs(passwordStrengthAnalyserState, { ...state, password: 'hunter2' })).toEqual({ userInputs: 'bob' });
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => analyser.analyse(s), undefined, 60);
    fuzzToolFunction((s: string) => parseUserInputs(s));
    fuzzToolFunction((s: string) => truncatePassword(s));
    fuzzToolFunction((s: string) => bruteForceEstimate(s));
    fuzzToolFunction((n: number) => formatDuration(n), fc.double());
    fuzzToolFunction(([p, u]: [string, string]) => analyser.analyse(p, parseUserInputs(u)), fc.tuple(fc.string({ maxLength: 40 }), fc.string({ maxLength: 80 })), 50);
  });
});
