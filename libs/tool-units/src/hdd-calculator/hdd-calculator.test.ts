import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { DataDecimalConstructor as D, formatDataDecimal, parseDataAmount } from '../data-storage-unit-converter/data-storage-unit-converter.js';
import { hddCalculatorTool } from './meta.js';
import { hddCalculatorState } from './state.js';
import { DISK_UNITS, diskCapacityInAllUnits, displayedCapacity, idemaCapacity, type DiskUnit } from './hdd-calculator.js';

describe('advertised capacity in binary units', () => {
  it('a 1 TB disk (10^12 B) is 931.32 GiB and 0.91 TiB (IEC 80000-13 prefixes)', () => {
    const all = diskCapacityInAllUnits(new D(1), 'TB');
    expect(all.B.toFixed()).toBe('1000000000000');
    expect(all.GiB.toFixed()).toBe('931.3225746154785156250'.replace(/0+$/, ''));
    expect(formatDataDecimal(all.TiB, 4)).toBe('0.9095');
  });

  it('goes back from what the system shows to the advertised capacity', () => {
    const all = diskCapacityInAllUnits(new D('931.3225746154785156250'), 'GiB');
    expect(all.TB.toFixed()).toBe('1');
  });

  it('names the units as file managers do: 931.32 GiB (Windows writes "931 GB") and 1 TB', () => {
    const binary = displayedCapacity(new D(10).pow(12), 'binary');
    expect(binary.unit).toBe('GiB');
    expect(formatDataDecimal(binary.value, 2)).toBe('931.32');
    const decimal = displayedCapacity(new D(10).pow(12), 'decimal');
    expect([decimal.unit, decimal.value.toFixed()]).toEqual(['TB', '1']);
    expect(displayedCapacity(new D(512), 'binary').unit).toBe('B');
  });

  it('round-trips between every pair of units (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.constantFrom(...DISK_UNITS), fc.constantFrom(...DISK_UNITS), (n, a, b) => {
        const there = diskCapacityInAllUnits(new D(n), a)[b];
        return diskCapacityInAllUnits(there, b)[a].equals(n);
      }),
    );
  });
});

describe('IDEMA LBA1-03 sector counts', () => {
  // User sectors per drive, as printed in Western Digital's data sheets (WD5000AAKX, WD10EZEX, WD40EFRX).
  it.each([
    ['500', 976_773_168n],
    ['1000', 1_953_525_168n],
    ['4000', 7_814_037_168n],
  ])('%s GB has %d sectors of 512 bytes', (gb, sectors) => {
    const idema = idemaCapacity(parseDataAmount(gb, 'GB').times(1e9))!;
    expect(idema.sectors512).toBe(sectors);
    expect(idema.bytes).toBe(sectors * 512n);
    expect(idema.sectors4096 * 4096n).toBe(idema.bytes); // the 4Kn formula gives the same bytes
  });

  it('applies from 50 GB, in whole gigabytes', () => {
    expect(idemaCapacity(new D('49e9'))).toBeNull();
    expect(idemaCapacity(new D('50.5e9'))).toBeNull();
    expect(idemaCapacity(new D('50e9'))!.sectors512).toBe(97_696_368n);
  });
});

describe('disk capacity calculator: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(hddCalculatorTool, hddCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const unit = fc.oneof(fc.constantFrom(...DISK_UNITS), fc.string({ maxLength: 4 })) as fc.Arbitrary<DiskUnit>;
    const value = fc.constantFrom('0', '1', '-1', '1e30', '0.5', '123456789.123');
    fuzzToolFunction(([v, u]: [string, DiskUnit]) => diskCapacityInAllUnits(new D(v), u), fc.tuple(value, unit));
    fuzzToolFunction(([v, s]: [string, 'binary' | 'decimal']) => displayedCapacity(new D(v), s), fc.tuple(value, fc.constantFrom('binary' as const, 'decimal' as const)));
    fuzzToolFunction((v: string) => idemaCapacity(new D(v)), value);
  });
});
