import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restoreState } from '@handy-tools/ui';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { decodeUlid, formatUlids, generateUlids, ULID_ALPHABET, ULID_FORMATS } from './ulid-generator.js';
import { ulidGenerator } from './meta.js';
import { ulidGeneratorState } from './state.js';

// The ULID specification, https://github.com/ulid/spec: 26 Crockford Base32 characters,
// 10 of time (48 bits, Unix ms) then 16 of randomness (80 bits); the largest is 7ZZZZZZZZZZZZZZZZZZZZZZZZZ.
const ULID_RE = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
// The reference implementation's README (github.com/ulid/javascript, "Decode time"):
// decodeTime("01ARYZ6S41TSV4RRFFQ69G5FAV") === 1469918176385 and encodeTime(1469918176385) === "01ARYZ6S41".
const README_EXAMPLE = '01ARYZ6S41TSV4RRFFQ69G5FAV';
const README_TIME = 1469918176385;
// The spec's canonical example (github.com/ulid/spec, "Canonical String Representation"); the spec
// gives no time for it. Its time digits 0 1 A R Z 3 N D E K are 0,1,10,24,31,3,21,13,14,19 in
// Crockford's Base32: 1·32^8 + 10·32^7 + 24·32^6 + 31·32^5 + 3·32^4 + 21·32^3 + 13·32^2 + 14·32 + 19.
const SPEC_EXAMPLE = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const SPEC_TIME = 32 ** 8 + 10 * 32 ** 7 + 24 * 32 ** 6 + 31 * 32 ** 5 + 3 * 32 ** 4 + 21 * 32 ** 3 + 13 * 32 ** 2 + 14 * 32 + 19;

/** The spec's encoding of a time: 10 Base32 digits, most significant first (independent of the library). */
function encodeTime(ms: number): string {
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = ULID_ALPHABET[ms % 32]! + out;
    ms = Math.floor(ms / 32);
  }
  return out;
}

describe('decodeUlid', () => {
  it('reads the timestamp of the reference README example, 1469918176385 ms (2016-07-30T22:36:16.385Z)', () => {
    const decoded = decodeUlid(README_EXAMPLE);
    expect(decoded.timestamp).toBe(README_TIME);
    expect(decoded.iso).toBe('2016-07-30T22:36:16.385Z');
    expect(decoded.randomness).toBe('TSV4RRFFQ69G5FAV');
    expect(decoded.ulid).toBe(README_EXAMPLE);
  });

  it('reads the timestamp of the spec example', () => {
    expect(SPEC_TIME).toBe(1469922850259);
    expect(decodeUlid(SPEC_EXAMPLE).timestamp).toBe(SPEC_TIME);
    expect(decodeUlid(SPEC_EXAMPLE).iso).toBe(new Date(Date.UTC(2016, 6, 30, 23, 54, 10, 259)).toISOString());
  });

  it('ignores case and spaces around', () => {
    expect(decodeUlid(`  ${README_EXAMPLE.toLowerCase()}\n`).timestamp).toBe(README_TIME);
  });

  it('reads the smallest and largest ULIDs of the spec', () => {
    expect(decodeUlid('00000000000000000000000000').timestamp).toBe(0);
    expect(decodeUlid('7ZZZZZZZZZZZZZZZZZZZZZZZZZ').timestamp).toBe(2 ** 48 - 1);
    expect(decodeUlid('7ZZZZZZZZZZZZZZZZZZZZZZZZZ').iso).toBe('+010889-08-02T05:31:50.655Z');
  });

  it('writes the same 128 bits as a UUID', () => {
    // All 128 bits set: Max UUID; one bit: the last hex digit.
    expect(decodeUlid('7ZZZZZZZZZZZZZZZZZZZZZZZZZ').uuid).toBe('ffffffff-ffff-ffff-ffff-ffffffffffff');
    expect(decodeUlid('00000000000000000000000001').uuid).toBe('00000000-0000-0000-0000-000000000001');
  });

  it('reads back any time the spec encoding writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 - 1 }), fc.stringMatching(/^[0-9A-HJKMNP-TV-Z]{16}$/), (ms, random) => {
        expect(decodeUlid(encodeTime(ms) + random).timestamp).toBe(ms);
      }),
    );
  });

  it('rejects invalid ULIDs with a message saying where', () => {
    expect(expectToolInputError(() => decodeUlid('')).message).toBe('Enter a ULID to decode, e.g. 01ARZ3NDEKTSV4RRFFQ69G5FAV.');
    expect(expectToolInputError(() => decodeUlid('01ARZ3NDEK')).message).toBe('This is not a ULID: it has 10 characters, expected 26.');
    expect(expectToolInputError(() => decodeUlid(`${SPEC_EXAMPLE}0`)).message).toContain('it has 27 characters');
    const bad = expectToolInputError(() => decodeUlid('01ARZ3NDEKTSV4RRFFQ69G5FAU'));
    expect(bad.message).toBe(
      `This is not a ULID: "U" at position 26 is not a Crockford Base32 digit (0-9, A-Z) (Crockford's Base32 leaves out I, L, O and U).`,
    );
    expect(bad.column).toBe(26);
    expect(expectToolInputError(() => decodeUlid('01ARZ3-DEKTSV4RRFFQ69G5FAV')).message).toContain('"-" at position 7');
    expect(expectToolInputError(() => decodeUlid('80000000000000000000000000')).message).toContain('its first character is "8", but it must be 0 to 7');
    expect(expectToolInputError(() => decodeUlid('ZZZZZZZZZZZZZZZZZZZZZZZZZZ')).column).toBe(1);
  });
});

describe('generateUlids', () => {
  it('makes valid ULIDs stamped with the current time', () => {
    const before = Date.now();
    const list = generateUlids({ quantity: 1000 });
    const after = Date.now();
    expect(list).toHaveLength(1000);
    expect(new Set(list).size).toBe(1000);
    for (const id of list) {
      expect(id).toMatch(ULID_RE);
      const { timestamp } = decodeUlid(id);
      expect(timestamp).toBeGreaterThanOrEqual(before);
      expect(timestamp).toBeLessThanOrEqual(after);
    }
  });

  it('stamps a given time, and uses every Base32 digit in the random part', () => {
    const list = generateUlids({ quantity: 1000, time: README_TIME });
    for (const id of list) expect(id.slice(0, 10)).toBe('01ARYZ6S41');
    const digits = new Set(list.flatMap((id) => [...id.slice(10)]));
    expect([...digits].sort().join('')).toBe(ULID_ALPHABET);
  });

  it('orders a monotonic batch within the same millisecond: each is the previous plus one', () => {
    const list = generateUlids({ quantity: 1000, monotonic: true, time: README_TIME });
    expect([...list].sort()).toEqual(list);
    expect(new Set(list).size).toBe(1000);
    const value = (id: string) => [...id.slice(10)].reduce((n, c) => n * 32n + BigInt(ULID_ALPHABET.indexOf(c)), 0n);
    for (let i = 1; i < list.length; i++) {
      expect(list[i]!.slice(0, 10)).toBe('01ARYZ6S41');
      expect(value(list[i]!) - value(list[i - 1]!)).toBe(1n);
    }
  });

  it('orders a monotonic batch at the current time', () => {
    const list = generateUlids({ quantity: 1000, monotonic: true });
    expect([...list].sort()).toEqual(list);
    expect(new Set(list).size).toBe(1000);
  });

  it('rejects a bad quantity or time', () => {
    expect(expectToolInputError(() => generateUlids({ quantity: 0 })).message).toBe('Quantity must be a whole number from 1 to 1000 (got 0).');
    expectToolInputError(() => generateUlids({ quantity: 1001 }));
    expectToolInputError(() => generateUlids({ quantity: 1, time: 2 ** 48 }));
    expectToolInputError(() => generateUlids({ quantity: 1, time: 1.5 }));
  });
});

describe('formatUlids', () => {
  it('writes lines or a JSON array', () => {
    expect(formatUlids([SPEC_EXAMPLE, '01ARZ3NDEKTSV4RRFFQ69G5FAW'], 'lines')).toBe(`${SPEC_EXAMPLE}\n01ARZ3NDEKTSV4RRFFQ69G5FAW`);
    expect(JSON.parse(formatUlids([SPEC_EXAMPLE], 'json'))).toEqual([SPEC_EXAMPLE]);
  });
});

describe('ulid generator: examples and robustness', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(ulidGenerator, ulidGeneratorState));

  it('has examples that each show a result', () => {
    const [batch, decode] = (ulidGenerator.examples ?? []).map((e) => ulidGeneratorState.schema.parse(e.state));
    expect(JSON.parse(formatUlids(generateUlids(batch!), batch!.format))).toHaveLength(10);
    expect(decodeUlid(decode!.ulid).timestamp).toBe(README_TIME);
  });

  it('keeps hostile link values out of the state', () => {
    const { state } = restoreState(ulidGeneratorState, { search: '?quantity=5000&format=xml&monotonic=maybe' });
    expect(state).toEqual({ quantity: 1, format: 'lines', monotonic: false, ulid: '' });
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => decodeUlid(s));
    fuzzToolFunction((s: string) => decodeUlid(s), fc.stringMatching(/^[0-9A-Za-z]{24,28}$/));
    fuzzToolFunction(
      (o: { quantity: number; monotonic: boolean; time?: number }) => generateUlids(o),
      fc.record(
        {
          quantity: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.double(), fc.constant(1001)),
          monotonic: fc.boolean(),
          time: fc.oneof(fc.integer({ min: -1, max: 2 ** 49 }), fc.double()),
        },
        { requiredKeys: ['quantity', 'monotonic'] },
      ),
    );
    fuzzToolFunction(([list, format]: [string[], (typeof ULID_FORMATS)[number]]) => formatUlids(list, format), fc.tuple(fc.array(hostileText, { maxLength: 5 }), fc.constantFrom(...ULID_FORMATS)));
  });
});
