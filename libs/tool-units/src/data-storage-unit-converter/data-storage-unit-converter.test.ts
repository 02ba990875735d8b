import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { dataStorageUnitConverterTool } from './meta.js';
import { dataStorageUnitConverterState } from './state.js';
import {
  convertDataAmount,
  convertToAllDataUnits,
  DATA_UNITS,
  DataDecimalConstructor,
  dataUnit,
  formatDataDecimal,
  groupDataDigits,
  parseDataAmount,
  parseDataDecimal,
} from './data-storage-unit-converter.js';

const convert = (value: string, from: string, to: string) => formatDataDecimal(convertDataAmount(value, from, to));

describe('published values', () => {
  // NIST, "Prefixes for binary multiples" (physics.nist.gov/cuu/Units/binary.html), after IEC 60027-2:
  // 1 Kibit = 1024 bit, 1 kbit = 1000 bit, 1 MiB = 1 048 576 B, 1 MB = 1 000 000 B; yobi = 2^80 = 1 208 925 819 614 629 174 706 176.
  it('matches the NIST examples of binary and decimal prefixes', () => {
    expect(convert('1', 'Kibit', 'bit')).toBe('1024');
    expect(convert('1', 'kbit', 'bit')).toBe('1000');
    expect(convert('1', 'MiB', 'B')).toBe('1048576');
    expect(convert('1', 'MB', 'B')).toBe('1000000');
    expect(convert('1', 'GiB', 'B')).toBe('1073741824');
    expect(convert('1', 'YiB', 'B')).toBe('1208925819614629174706176');
    expect(convert('1', 'EiB', 'B')).toBe('1152921504606846976'); // 2^60, beyond 2^53: exact
  });

  it('has ronna and quetta (27th CGPM, 2022) and a byte of 8 bits (IEC 80000-13)', () => {
    expect(convert('1', 'QB', 'B')).toBe(`1${'0'.repeat(30)}`);
    expect(convert('1', 'RB', 'bit')).toBe(`8${'0'.repeat(27)}`);
    expect(convert('1', 'B', 'bit')).toBe('8');
  });

  it('gives exact fractions where floating point would round', () => {
    expect(convert('1', 'GB', 'GiB')).toBe('0.931322574615478515625'); // 10^9 / 2^30
    // 1 B = 2^-80 YiB = 5^80 / 10^80: 24 zeros after the point, then the 56 digits of 5^80.
    expect(convert('1', 'B', 'YiB')).toBe(`0.${'0'.repeat(24)}${5n ** 80n}`);
    expect(convert('9007199254740993', 'B', 'bit')).toBe('72057594037927944'); // 2^53 + 1 stays exact
  });

  it('lists every unit once, with its size in bits', () => {
    expect(new Set(DATA_UNITS.map((u) => u.id)).size).toBe(DATA_UNITS.length);
    expect(dataUnit('KiB').bits).toBe(8192n);
    expect(dataUnit('kB').bits).toBe(8000n);
    expect(DATA_UNITS.filter((u) => u.system === 'iec').every((u) => u.power >= 1)).toBe(true);
  });
});

describe('round trips (fast-check)', () => {
  const unit = fc.constantFrom(...DATA_UNITS.map((u) => u.id));
  const amount = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 12 })).map(([n, scale]) => {
    const s = n.toString().padStart(scale + 1, '0');
    return scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
  });

  it('a → b → a gives the same amount exactly', () => {
    fc.assert(
      fc.property(amount, unit, unit, (v, a, b) => {
        const there = convertDataAmount(v, a, b);
        return convertDataAmount(there, b, a).equals(new DataDecimalConstructor(v));
      }),
    );
  });

  it('every column holds the same number of bits', () => {
    fc.assert(
      fc.property(amount, unit, (v, from) => {
        const all = convertToAllDataUnits(parseDataDecimal(v), from);
        const bits = all.bit!;
        return DATA_UNITS.every((u) => all[u.id]!.times(u.bits.toString()).equals(bits));
      }),
      { numRuns: 50 },
    );
  });
});

describe('parsing', () => {
  it("reads numbers with digit groups, exponents and the field's own symbol", () => {
    expect(parseDataAmount(' 1.5 ', 'GB').toString()).toBe('1.5');
    expect(parseDataAmount('1 000 000', 'B').toString()).toBe('1000000');
    expect(parseDataAmount('2e3', 'kB').toString()).toBe('2000');
    expect(parseDataAmount('1.5 GiB', 'GiB').toString()).toBe('1.5');
    expect(parseDataAmount('8bit', 'bit').toString()).toBe('8');
  });

  it.each([
    ['', 'GB', 'Enter a number.'],
    ['abc', 'GB', '"abc" is not a number'],
    ['1,5', 'GB', 'Use a dot as the decimal separator: 1.5.'],
    ['-1', 'GB', 'A data size cannot be negative.'],
    ['1 MB', 'GB', 'This field takes GB; type MB values in the MB field.'],
    ['1 apples', 'GB', '"apples" is not the unit of this field'],
    ['1e5000', 'B', 'The exponent is too large'],
    ['1'.repeat(300), 'B', 'too long'],
  ])('rejects %j in the %s field', (text, unit, message) => {
    expect(() => parseDataAmount(text, unit)).toThrow(ToolInputError);
    expect(() => parseDataAmount(text, unit)).toThrow(message);
  });

  it('rejects unknown units', () => {
    expect(() => dataUnit('KB')).toThrow('Unknown data unit "KB".');
  });
});

describe('formatting', () => {
  it('writes plain decimals, rounds half to even when asked, and groups digits', () => {
    const v = new DataDecimalConstructor('0.931322574615478515625');
    expect(formatDataDecimal(v)).toBe('0.931322574615478515625');
    expect(formatDataDecimal(v, 3)).toBe('0.931');
    expect(formatDataDecimal(new DataDecimalConstructor('2.5'), 0)).toBe('2');
    expect(formatDataDecimal(new DataDecimalConstructor('1.50'), 3, true)).toBe('1.500');
    expect(formatDataDecimal(new DataDecimalConstructor('1e40'))).toBe(`1${'0'.repeat(40)}`);
    expect(formatDataDecimal(new DataDecimalConstructor('-0.0001'), 2)).toBe('0');
    expect(groupDataDigits('1073741824.5', ' ')).toBe('1 073 741 824.5');
  });
});

describe('data storage converter: examples and robustness', () => {
  it('has examples that are valid states, which all convert', () => {
    expectExamplesMatchState(dataStorageUnitConverterTool, dataStorageUnitConverterState);
    for (const { state } of dataStorageUnitConverterTool.examples ?? []) {
      const { unit, value } = state as { unit: string; value: string };
      expect(Object.keys(convertToAllDataUnits(parseDataAmount(value, unit), unit))).toHaveLength(DATA_UNITS.length);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const unit = fc.oneof(fc.constantFrom(...DATA_UNITS.map((u) => u.id)), fc.string({ maxLength: 6 }));
    fuzzToolFunction(([text, u]: [string, string]) => parseDataAmount(text, u), fc.tuple(hostileText, unit));
    fuzzToolFunction((text: string) => parseDataDecimal(text));
    fuzzToolFunction(([text, a, b]: [string, string, string]) => convertDataAmount(text, a, b), fc.tuple(hostileText, unit, unit), 100);
    fuzzToolFunction((u: string) => dataUnit(u), unit);
    fuzzToolFunction(([n, d]: [number, number]) => formatDataDecimal(new DataDecimalConstructor(n), d), fc.tuple(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer()));
    fuzzToolFunction(([v, u]: [string, string]) => convertToAllDataUnits(new DataDecimalConstructor(v), u), fc.tuple(fc.constantFrom('0', '1', '1e300'), unit));
    fuzzToolFunction((text: string) => groupDataDigits(text));
  });
});
