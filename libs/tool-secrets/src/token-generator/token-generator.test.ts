import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { restoreState, storableInputs } from '@handy-tools/ui';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  CHARACTER_SETS,
  LOOK_ALIKE_CHARACTERS,
  checkTokenCount,
  checkTokenLength,
  generateToken,
  generateTokens,
  tokenAlphabet,
  tokenEntropyBits,
  type TokenOptions,
} from './token-generator.js';
import { tokenGenerator } from './meta.js';
import { tokenGeneratorState } from './state.js';

// Printable ASCII (0x21–0x7E, RFC 20) split by class, built from code points rather than
// copied from the module under test.
const ascii = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i));
const UPPER = ascii.filter((c) => c >= 'A' && c <= 'Z').join('');
const LOWER = ascii.filter((c) => c >= 'a' && c <= 'z').join('');
const DIGITS = ascii.filter((c) => c >= '0' && c <= '9').join('');
const PUNCTUATION = ascii.filter((c) => !/[A-Za-z0-9]/.test(c)).join('');

const sets = fc.record({
  uppercase: fc.boolean(),
  lowercase: fc.boolean(),
  numbers: fc.boolean(),
  symbols: fc.boolean(),
  excludeLookAlike: fc.boolean(),
});

describe('character sets', () => {
  it('are the ASCII letters, digits and the 32 punctuation characters', () => {
    expect(CHARACTER_SETS.uppercase).toBe(UPPER);
    expect(CHARACTER_SETS.lowercase).toBe(LOWER);
    expect(CHARACTER_SETS.numbers).toBe(DIGITS);
    expect([...CHARACTER_SETS.symbols].sort().join('')).toBe([...PUNCTUATION].sort().join(''));
    expect(CHARACTER_SETS.symbols).toHaveLength(32);
  });
});

describe('tokenAlphabet', () => {
  it('joins the chosen sets', () => {
    expect(tokenAlphabet({ uppercase: true, lowercase: false, numbers: true, symbols: false })).toBe(UPPER + DIGITS);
    expect(tokenAlphabet({ uppercase: true, lowercase: true, numbers: true, symbols: true })).toHaveLength(94);
  });

  it('leaves out look-alike characters on request', () => {
    const alphabet = tokenAlphabet({ uppercase: true, lowercase: true, numbers: true, symbols: true, excludeLookAlike: true });
    for (const c of 'Il1|O0o') expect(alphabet).not.toContain(c);
    expect(alphabet).toHaveLength(94 - LOOK_ALIKE_CHARACTERS.length);
    expect(tokenAlphabet({ uppercase: false, lowercase: false, numbers: true, symbols: false, excludeLookAlike: true })).toBe('23456789');
  });

  it('leaves out the excluded characters, besides or with the look-alikes', () => {
    expect(tokenAlphabet({ uppercase: false, lowercase: false, numbers: true, symbols: false, exclude: '13579' })).toBe('02468');
    expect(tokenAlphabet({ uppercase: false, lowercase: false, numbers: true, symbols: false, exclude: '9', excludeLookAlike: true })).toBe('2345678');
    // Repeats and characters of no chosen set are ignored.
    expect(tokenAlphabet({ uppercase: false, lowercase: false, numbers: true, symbols: false, exclude: '99xyzé😀' })).toBe('012345678');
    const all = { uppercase: true, lowercase: true, numbers: true, symbols: true };
    expect(tokenAlphabet({ ...all, exclude: PUNCTUATION })).toBe(UPPER + LOWER + DIGITS);
    fc.assert(
      fc.property(sets, fc.string({ maxLength: 40 }), (chosen, exclude) => {
        fc.pre(chosen.uppercase || chosen.lowercase || chosen.numbers || chosen.symbols);
        let expected = [...((chosen.uppercase ? UPPER : '') + (chosen.lowercase ? LOWER : '') + (chosen.numbers ? DIGITS : '') + (chosen.symbols ? PUNCTUATION : ''))];
        expected = expected.filter((c) => !exclude.includes(c) && !(chosen.excludeLookAlike && 'Il1|O0o`\''.includes(c)));
        fc.pre(expected.length > 0);
        expect([...tokenAlphabet({ ...chosen, exclude })].sort()).toEqual(expected.sort());
      }),
    );
  });

  it('reports exclusions that leave nothing, or too many', () => {
    expect(() => tokenAlphabet({ uppercase: false, lowercase: false, numbers: true, symbols: false, exclude: DIGITS })).toThrow(
      'Every character of the chosen sets is excluded: remove some excluded characters or choose another set.',
    );
    expect(() => tokenAlphabet({ uppercase: false, lowercase: false, numbers: true, symbols: false, exclude: '23456789', excludeLookAlike: true })).toThrow('Every character');
    expect(() => tokenAlphabet({ uppercase: true, lowercase: false, numbers: false, symbols: false, exclude: 'x'.repeat(201) })).toThrow('At most 200 excluded characters (got 201).');
  });

  it('asks for at least one set', () => {
    const none = { uppercase: false, lowercase: false, numbers: false, symbols: false };
    expect(() => tokenAlphabet(none)).toThrow(ToolInputError);
    expect(() => tokenAlphabet({ ...none, excludeLookAlike: true })).toThrow('Choose at least one character set');
  });
});

describe('checkTokenLength', () => {
  it('accepts whole numbers from 1 to 512', () => {
    for (const n of [1, 32, 512]) expect(checkTokenLength(n)).toBe(n);
  });

  it('rejects the rest with a message', () => {
    for (const n of [0, -3, 513, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => checkTokenLength(n), String(n)).toThrow(ToolInputError);
    expect(() => checkTokenLength(513)).toThrow('Length must be a whole number from 1 to 512 (got 513).');
  });
});

describe('checkTokenCount', () => {
  it('accepts whole numbers from 1 to 1000 and rejects the rest', () => {
    for (const n of [1, 10, 1000]) expect(checkTokenCount(n)).toBe(n);
    for (const n of [0, -1, 1001, 2.5, Number.NaN]) expect(() => checkTokenCount(n), String(n)).toThrow(ToolInputError);
    expect(() => checkTokenCount(1001)).toThrow('Number of tokens must be a whole number from 1 to 1000 (got 1001).');
  });
});

describe('tokenEntropyBits', () => {
  it('is length × log2(alphabet size)', () => {
    expect(tokenEntropyBits(8, 256)).toBe(64);
    expect(tokenEntropyBits(32, 16)).toBe(128);
    expect(tokenEntropyBits(20, 1)).toBe(0);
    expect(tokenEntropyBits(64, 94)).toBeCloseTo(419.49, 2);
  });
});

describe('generateToken', () => {
  it('has the requested length and only characters of the chosen sets', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 512 }), sets, (length, chosen) => {
        fc.pre(chosen.uppercase || chosen.lowercase || chosen.numbers || chosen.symbols);
        const options: TokenOptions = { length, ...chosen };
        const token = generateToken(options);
        expect(token).toHaveLength(length);
        let allowed = (chosen.uppercase ? UPPER : '') + (chosen.lowercase ? LOWER : '') + (chosen.numbers ? DIGITS : '') + (chosen.symbols ? PUNCTUATION : '');
        if (chosen.excludeLookAlike) allowed = [...allowed].filter((c) => !'Il1|O0o`\''.includes(c)).join('');
        expect([...token].filter((c) => !allowed.includes(c))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('maps an injected byte source through rejection sampling', () => {
    // Digits only (n = 10): bytes 250..255 are rejected, others give byte % 10.
    const bytes = [3, 250, 255, 17, 249, 0];
    let i = 0;
    const fill = (buffer: Uint8Array) => {
      for (let j = 0; j < buffer.length; j++) buffer[j] = bytes[i++ % bytes.length]!;
      return buffer;
    };
    expect(generateToken({ length: 4, uppercase: false, lowercase: false, numbers: true, symbols: false }, fill)).toBe('3790');
  });

  it('gives every digit about the same share (chi-square, 51 200 draws)', () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100; i++) {
      for (const c of generateToken({ length: 512, uppercase: false, lowercase: false, numbers: true, symbols: false })) counts[Number(c)]!++;
    }
    const expected = 5120;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: P(chi² > 46) ≈ 1e-6.
    expect(chi).toBeLessThan(46);
  });

  it('generateTokens: the requested count, each of the length and alphabet; 1000 long ones all different', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 50 }), sets, fc.string({ maxLength: 20 }), (length, count, chosen, exclude) => {
        const options = { length, count, ...chosen, exclude };
        fc.pre(chosen.uppercase || chosen.lowercase || chosen.numbers || chosen.symbols);
        let allowed: string;
        try {
          allowed = tokenAlphabet(options);
        } catch {
          return; // every character excluded: covered above
        }
        const tokens = generateTokens(options);
        expect(tokens).toHaveLength(count);
        for (const token of tokens) {
          expect(token).toHaveLength(length);
          expect([...token].filter((c) => !allowed.includes(c) || exclude.includes(c))).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
    // 1000 tokens of 512 characters: distinct (a repeat has probability below 2^-2000), and quick.
    const start = performance.now();
    const many = generateTokens({ length: 512, count: 1000, uppercase: true, lowercase: true, numbers: true, symbols: true });
    expect(performance.now() - start).toBeLessThan(5_000); // milliseconds on an idle machine; generous for a busy CI
    expect(many).toHaveLength(1000);
    expect(new Set(many).size).toBe(1000);
    expect(many.every((t) => t.length === 512)).toBe(true);
  });

  it('generateTokens maps an injected byte source token after token, without modulo bias', () => {
    // "0123456789" minus "0" and "5": 8 characters, 256 % 8 = 0, so no byte is rejected and
    // each byte gives "12346789"[byte % 8]; the second token continues the same stream.
    const bytes = [0, 1, 2, 3, 12, 13, 14, 255];
    let i = 0;
    const fill = (buffer: Uint8Array) => {
      for (let j = 0; j < buffer.length; j++) buffer[j] = bytes[i++ % bytes.length]!;
    };
    expect(generateTokens({ length: 4, count: 2, uppercase: false, lowercase: false, numbers: true, symbols: false, exclude: '05' }, fill)).toEqual(['1234', '6789']);
    // With 10 digits (256 % 10 = 6), bytes 250–255 are rejected: 255 is skipped, not turned into "5".
    i = 0;
    const skip = [255, 7, 250, 8];
    expect(generateTokens({ length: 2, count: 1, uppercase: false, lowercase: false, numbers: true, symbols: false }, (b) => b.forEach((_, j) => (b[j] = skip[(i++) % 4]!)))).toEqual(['78']);
  });

  it('differs from one call to the next', () => {
    const options = { length: 32, uppercase: true, lowercase: true, numbers: true, symbols: false };
    expect(generateToken(options)).not.toBe(generateToken(options));
  });

  it('throws ToolInputError for a bad length or no set', () => {
    expect(() => generateToken({ length: 0, uppercase: true, lowercase: false, numbers: false, symbols: false })).toThrow('Length must be');
    expect(() => generateToken({ length: 600, uppercase: true, lowercase: false, numbers: false, symbols: false })).toThrow(ToolInputError);
    expect(() => generateToken({ length: 10, uppercase: false, lowercase: false, numbers: false, symbols: false })).toThrow(
      'Choose at least one character set',
    );
  });
});

describe('token generator: examples, state and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(tokenGenerator, tokenGeneratorState);
  });

  it('has examples that each generate a token of the promised length and sets', () => {
    const tokens = (tokenGenerator.examples ?? []).map((example) => generateToken(tokenGeneratorState.schema.parse(example.state)));
    expect(tokens.map((t) => t.length)).toEqual([64, 32, 12, 6, 32, 20]);
    expect(tokens[0]).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(tokens[2]).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{12}$/); // no I, O, l, o, 0, 1
    expect(tokens[3]).toMatch(/^[0-9]{6}$/);
    const hex = generateTokens(tokenGeneratorState.schema.parse(tokenGenerator.examples![4]!.state));
    expect(hex).toHaveLength(10);
    for (const key of hex) expect(key).toMatch(/^[0-9a-f]{32}$/);
    const noQuotes = generateTokens(tokenGeneratorState.schema.parse(tokenGenerator.examples![5]!.state));
    expect(noQuotes).toHaveLength(20);
    for (const password of noQuotes) expect(password).toMatch(/^[^"'`\\]{20}$/);
  });

  it('keeps the settings only: no field can hold a token, and none is a secret to store', () => {
    const fields = Object.keys(tokenGeneratorState.schema.shape);
    expect(fields.sort()).toEqual(['count', 'exclude', 'excludeLookAlike', 'length', 'lowercase', 'numbers', 'symbols', 'uppercase']);
    expect([...tokenGeneratorState.options].sort()).toEqual(fields);
    for (const example of tokenGenerator.examples ?? []) {
      // The only text field is the list of excluded characters: a setting, never a token.
      for (const [key, value] of Object.entries(example.state)) expect(typeof value === 'string' && key !== 'exclude', example.label).toBe(false);
    }
    // Nothing of this tool is written to storage, and a link or saved value cannot slip a token in.
    const { state, notices } = restoreState(tokenGeneratorState, { search: '?length=0&symbols=yes&token=abc', hash: '', stored: { token: 'abc' } });
    expect(storableInputs(tokenGeneratorState, state)).toEqual({});
    expect(state).toEqual({ length: 64, uppercase: true, lowercase: true, numbers: true, symbols: false, excludeLookAlike: false, exclude: '', count: 1 });
    expect(notices.map((n) => n.field).sort()).toEqual(['length', 'symbols']);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const number = fc.oneof(fc.integer({ min: -5, max: 600 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, 0.5, 1e21));
    fuzzToolFunction((n: number) => checkTokenLength(n), number);
    fuzzToolFunction((s: Omit<TokenOptions, 'length'>) => tokenAlphabet(s), sets);
    fuzzToolFunction(([s, exclude]: [Omit<TokenOptions, 'length'>, string]) => tokenAlphabet({ ...s, exclude }), fc.tuple(sets, fc.string({ maxLength: 300 })));
    fuzzToolFunction((n: number) => checkTokenCount(n), number);
    fuzzToolFunction(
      ([length, count, chosen, exclude]: [number, number, Omit<TokenOptions, 'length'>, string]) => generateTokens({ length, count, ...chosen, exclude }),
      fc.tuple(fc.oneof(number, fc.integer({ min: 1, max: 64 })), fc.oneof(number, fc.integer({ min: 1, max: 20 })), sets, fc.string({ maxLength: 100 })),
    );
    fuzzToolFunction(([length, size]: [number, number]) => tokenEntropyBits(length, size), fc.tuple(number, number));
    fuzzToolFunction(
      ([length, chosen]: [number, Omit<TokenOptions, 'length'>]) => generateToken({ length, ...chosen }),
      fc.tuple(fc.oneof(number, fc.integer({ min: 1, max: 512 })), sets),
    );
  });
});
