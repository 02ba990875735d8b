import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { DataDecimalConstructor as D } from '../data-storage-unit-converter/data-storage-unit-converter.js';
import { dataTransferRateConverterTool } from './meta.js';
import { dataTransferRateConverterState } from './state.js';
import {
  convertToAllRateUnits,
  DATA_RATE_UNITS,
  dataRateUnit,
  formatTransferDuration,
  parseDataRate,
  parseTransferDuration,
  requiredRate,
  splitTransferDuration,
  transferableAmount,
  transferTime,
} from './data-transfer-rate-converter.js';

describe('rate units', () => {
  // IEEE 802.3: 1 Gbit/s = 10^9 bit/s; 1 byte = 8 bits (IEC 80000-13), so 1 Gbit/s = 125 MB/s.
  it('converts a gigabit per second to 125 MB/s and about 119.2 MiB/s', () => {
    const all = convertToAllRateUnits(new D(1), 'Gbit/s');
    expect(all['bit/s']!.toFixed()).toBe('1000000000');
    expect(all['MB/s']!.toFixed()).toBe('125');
    expect(all['MiB/s']!.toFixed()).toBe('119.20928955078125'); // 1.25e8 / 2^20
    expect(all['Gibit/s']!.toFixed()).toBe('0.931322574615478515625');
  });

  it('reads bps-style suffixes of its own unit and rejects others', () => {
    expect(parseDataRate('100 Mbps', 'Mbit/s').toString()).toBe('100');
    expect(parseDataRate('100 Mbit/s', 'Mbit/s').toString()).toBe('100');
    expect(parseDataRate('12.5 MB/s', 'MB/s').toString()).toBe('12.5');
    expect(() => parseDataRate('100 MB/s', 'Mbit/s')).toThrow('This field takes Mbit/s; type MB/s values in the MB/s field.');
    expect(() => parseDataRate('-1', 'Mbit/s')).toThrow('A data rate cannot be negative.');
    expect(() => dataRateUnit('Mbps')).toThrow(ToolInputError);
  });
});

describe('transfer time, rate needed, amount transferable', () => {
  it('1 GB at 100 Mbit/s takes 80 s (8 × 10^9 bit ÷ 10^8 bit/s)', () => {
    const s = transferTime(new D(1), 'GB', new D(100), 'Mbit/s');
    expect(s.toFixed()).toBe('80');
    expect(formatTransferDuration(s)).toBe('1 min 20 s');
  });

  it('a 4.7 GB DVD at 1x DVD speed (1.385 MB/s, ECMA-267) takes about 56.6 minutes', () => {
    const s = transferTime(new D('4.7'), 'GB', new D('1.385'), 'MB/s');
    expect(s.toDecimalPlaces(0).toFixed()).toBe('3394');
    expect(formatTransferDuration(s, 0)).toBe('56 min 34 s');
  });

  it('1 TiB in 1 hour needs 2^43 bit ÷ 3600 s', () => {
    const r = requiredRate(new D(1), 'TiB', parseTransferDuration('1', '', ''), 'bit/s');
    expect(r.times(3600).toDecimalPlaces(100).toFixed()).toBe((2n ** 43n).toString());
  });

  it('100 Mbit/s for an hour moves 45 GB', () => {
    expect(transferableAmount(new D(100), 'Mbit/s', new D(3600), 'GB').toFixed()).toBe('45');
  });

  it('time × rate gives the size back (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 1, max: 10 ** 6 }), fc.constantFrom(...DATA_RATE_UNITS.map((u) => u.id)), (size, rate, unit) => {
        const t = transferTime(new D(size), 'B', new D(rate), unit);
        return transferableAmount(new D(rate), unit, t, 'B').toDecimalPlaces(6).equals(size);
      }),
    );
  });

  it('rejects a zero rate or duration', () => {
    expect(() => transferTime(new D(1), 'GB', new D(0), 'Mbit/s')).toThrow('The rate is zero');
    expect(() => requiredRate(new D(1), 'GB', new D(0), 'Mbit/s')).toThrow('The duration is zero');
    expect(() => parseTransferDuration('x', '', '')).toThrow('"x" is not a number');
  });
});

describe('durations', () => {
  it('splits and formats days, hours, minutes and seconds', () => {
    const p = splitTransferDuration(new D('90061.5'));
    expect([p.days, p.hours, p.minutes, p.seconds.toString()]).toEqual([1n, 1, 1, '1.5']);
    expect(formatTransferDuration(new D(0))).toBe('0 s');
    expect(formatTransferDuration(new D('3600'))).toBe('1 h');
    expect(formatTransferDuration(new D('0.0004'))).toBe('0 s');
    expect(parseTransferDuration('1', '30', '15').toFixed()).toBe('5415');
  });
});

describe('data transfer rate calculator: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(dataTransferRateConverterTool, dataTransferRateConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const rateUnit = fc.oneof(fc.constantFrom(...DATA_RATE_UNITS.map((u) => u.id)), fc.string({ maxLength: 8 }));
    const sizeUnit = fc.oneof(fc.constantFrom('B', 'GB', 'TiB', 'kbit'), fc.string({ maxLength: 5 }));
    const num = fc.constantFrom('0', '1', '0.5', '1e300', '7');
    fuzzToolFunction(([t, u]: [string, string]) => parseDataRate(t, u), fc.tuple(hostileText, rateUnit));
    fuzzToolFunction(([a, b, c]: [string, string, string]) => parseTransferDuration(a, b, c), fc.tuple(hostileText, hostileText, hostileText), 50);
    fuzzToolFunction(([s, su, r, ru]: [string, string, string, string]) => transferTime(new D(s), su, new D(r), ru), fc.tuple(num, sizeUnit, num, rateUnit));
    fuzzToolFunction(([s, su, t, ru]: [string, string, string, string]) => requiredRate(new D(s), su, new D(t), ru), fc.tuple(num, sizeUnit, num, rateUnit));
    fuzzToolFunction(([r, ru, t, su]: [string, string, string, string]) => transferableAmount(new D(r), ru, new D(t), su), fc.tuple(num, rateUnit, num, sizeUnit));
    fuzzToolFunction(([v, u]: [string, string]) => convertToAllRateUnits(new D(v), u), fc.tuple(num, rateUnit));
    fuzzToolFunction((u: string) => dataRateUnit(u), rateUnit);
    fuzzToolFunction(([v, d]: [string, number]) => formatTransferDuration(new D(v), d), fc.tuple(num, fc.integer({ min: 0, max: 20 })));
  });
});
