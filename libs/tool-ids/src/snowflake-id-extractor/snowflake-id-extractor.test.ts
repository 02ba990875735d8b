import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restoreState } from '@handy-tools/ui';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { checkEpoch, decodeSnowflake, epochOf, parseSnowflake, SNOWFLAKE_EPOCHS, SNOWFLAKE_PLATFORMS } from './snowflake-id-extractor.js';
import { snowflakeIdExtractor } from './meta.js';
import { snowflakeIdExtractorState } from './state.js';
import { formatLocalTime } from '../shared/local-time.js';

describe('epochs', () => {
  it('are the published ones', () => {
    // twitter-archive/snowflake IdWorker.scala: twepoch = 1288834974657L.
    expect(SNOWFLAKE_EPOCHS.twitter).toBe(1288834974657);
    // Discord API reference, "Snowflakes": the first second of 2015, 1420070400000.
    expect(SNOWFLAKE_EPOCHS.discord).toBe(Date.UTC(2015, 0, 1));
  });
});

describe('decodeSnowflake', () => {
  it('matches the Discord documentation example', () => {
    // https://discord.com/developers/docs/reference#snowflakes: 175928847299117063 →
    // 2016-04-30 11:18:25.796 UTC, internal worker ID 1, internal process ID 0, increment 7.
    const d = decodeSnowflake('175928847299117063', SNOWFLAKE_EPOCHS.discord);
    expect(d.iso).toBe('2016-04-30T11:18:25.796Z');
    expect(d.sinceEpoch).toBe(41944705796);
    expect(d.high5).toBe(1);
    expect(d.low5).toBe(0);
    expect(d.sequence).toBe(7);
  });

  it('matches the Wikipedia "Snowflake ID" example (a tweet by @Wikipedia)', () => {
    // https://en.wikipedia.org/wiki/Snowflake_ID#Example: 1541815603606036480 has the timestamp
    // 367597485448 + 1288834974657 = 1656432460105 (June 28, 2022 16:07:40.105 UTC), machine ID
    // 0b0101111010 (378) and sequence 0.
    const d = decodeSnowflake('1541815603606036480', SNOWFLAKE_EPOCHS.twitter);
    expect(d.sinceEpoch).toBe(367597485448);
    expect(d.timestamp).toBe(1656432460105);
    expect(d.iso).toBe('2022-06-28T16:07:40.105Z');
    expect(d.machine).toBe(378);
    expect([d.high5, d.low5]).toEqual([0b01011, 0b11010]);
    expect(d.sequence).toBe(0);
  });

  it('reads back the fields it is built from', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: (1n << 42n) - 1n }),
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 0, max: 4095 }),
        fc.constantFrom(...Object.values(SNOWFLAKE_EPOCHS)),
        (time, a, b, seq, epoch) => {
          const id = (time << 22n) | (BigInt(a) << 17n) | (BigInt(b) << 12n) | BigInt(seq);
          const d = decodeSnowflake(id.toString(), epoch);
          expect([d.sinceEpoch, d.high5, d.low5, d.machine, d.sequence]).toEqual([Number(time), a, b, a * 32 + b, seq]);
          expect(d.timestamp).toBe(epoch + Number(time));
        },
      ),
    );
  });

  it('accepts 0, 2^64 − 1, leading zeros and spaces', () => {
    expect(decodeSnowflake('0', 0).iso).toBe('1970-01-01T00:00:00.000Z');
    const max = decodeSnowflake('18446744073709551615', 0);
    expect([max.sinceEpoch, max.high5, max.low5, max.sequence]).toEqual([2 ** 42 - 1, 31, 31, 4095]);
    expect(decodeSnowflake(' 000175928847299117063 ', SNOWFLAKE_EPOCHS.discord).id).toBe('175928847299117063');
  });

  it('rejects input that is not a 64-bit decimal number', () => {
    expect(expectToolInputError(() => parseSnowflake('')).message).toContain('Enter a Snowflake ID');
    const e = expectToolInputError(() => parseSnowflake('17592884729911706x'));
    expect(e.message).toBe('A Snowflake ID is a decimal number: "x" at position 18 is not a digit.');
    expect(e.column).toBe(18);
    expect(expectToolInputError(() => parseSnowflake('-1')).message).toContain('"-" at position 1');
    expect(expectToolInputError(() => parseSnowflake('1.5')).message).toContain('"." at position 2');
    expect(expectToolInputError(() => parseSnowflake('18446744073709551616')).message).toBe(
      'This number is too large for a Snowflake ID: the largest 64-bit value is 18446744073709551615.',
    );
    expectToolInputError(() => parseSnowflake('1'.repeat(50)));
  });

  it('rejects a custom epoch out of range', () => {
    expect(expectToolInputError(() => checkEpoch(-1)).message).toContain('from 0 to 4102444800000 (got -1)');
    expectToolInputError(() => checkEpoch(1.5));
    expectToolInputError(() => epochOf('custom', Number.NaN));
    expect(epochOf('discord', Number.NaN)).toBe(SNOWFLAKE_EPOCHS.discord);
    expect(epochOf('custom', 1)).toBe(1);
  });
});

describe('local time of a Snowflake ID', () => {
  it('writes the documented creation times in other zones (IANA tz rules: EDT −04:00, CEST +02:00)', () => {
    const discord = decodeSnowflake('175928847299117063', SNOWFLAKE_EPOCHS.discord);
    expect(formatLocalTime(discord.timestamp, 'America/New_York').rfc3339).toBe('2016-04-30T07:18:25.796-04:00');
    const tweet = decodeSnowflake('1541815603606036480', SNOWFLAKE_EPOCHS.twitter);
    expect(formatLocalTime(tweet.timestamp, 'Europe/Paris').rfc3339).toBe('2022-06-28T18:07:40.105+02:00');
  });

  it('is the same moment as the UTC timestamp for any ID and epoch', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), fc.constantFrom(...Object.values(SNOWFLAKE_EPOCHS), 0, 4102444800000), (id, epoch) => {
        const d = decodeSnowflake(id.toString(), epoch);
        expect(Date.parse(formatLocalTime(d.timestamp, 'Asia/Kolkata').rfc3339)).toBe(Date.parse(d.iso));
      }),
    );
  });
});

describe('snowflake id extractor: examples and robustness', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(snowflakeIdExtractor, snowflakeIdExtractorState));

  it('has examples that each decode', () => {
    for (const example of snowflakeIdExtractor.examples ?? []) {
      const s = snowflakeIdExtractorState.schema.parse(example.state);
      expect(decodeSnowflake(s.id, epochOf(s.platform, s.epoch)).iso).toMatch(/^20\d\d-/);
    }
  });

  it('keeps hostile link values out of the state', () => {
    const { state } = restoreState(snowflakeIdExtractorState, { search: '?platform=myspace&epoch=-5' });
    expect(state).toEqual({ platform: 'twitter', epoch: SNOWFLAKE_EPOCHS.twitter, id: '' });
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseSnowflake(s));
    const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.NaN, 4102444800000, 4102444800001));
    fuzzToolFunction(
      ([s, e]: [string, number]) => decodeSnowflake(s, e),
      fc.tuple(fc.oneof(hostileText, fc.bigInt({ min: 0n, max: 1n << 65n }).map(String)), fc.oneof(number, fc.integer({ min: 0, max: 4102444800000 }))),
    );
    fuzzToolFunction(([p, e]: [(typeof SNOWFLAKE_PLATFORMS)[number], number]) => epochOf(p, e), fc.tuple(fc.constantFrom(...SNOWFLAKE_PLATFORMS), number));
    fuzzToolFunction((n: number) => checkEpoch(n), number);
  });
});
