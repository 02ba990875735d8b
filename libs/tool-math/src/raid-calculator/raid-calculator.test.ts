import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { raidCalculatorTool } from './meta.js';
import { raidCalculatorState } from './state.js';
import { calculateRaid, RAID_LEVELS, raidRequirement, type RaidLevel, type RaidSizeUnit } from './raid-calculator.js';

// Formulas: "Standard RAID levels" and "Nested RAID levels" (Wikipedia), SNIA Dictionary:
// RAID 0 n·S; RAID 1 S; RAID 5 (n−1)·S; RAID 6 (n−2)·S; RAID 10 n·S/2; RAID 50/60 per group.
describe('usable capacity and fault tolerance', () => {
  it.each([
    ['0', 4, 4, '16', 0, 0, '100'],
    ['1', 2, 4, '4', 1, 1, '50'],
    ['1', 3, 4, '4', 2, 2, '33.33'],
    ['5', 4, 4, '12', 1, 1, '75'],
    ['6', 8, 12, '72', 2, 2, '75'],
    ['10', 6, 2, '6', 1, 3, '50'],
    ['7', 6, 10, '30', 3, 3, '50'],
  ] as const)('RAID %s with %d × %d TB: %s TB, %d to %d failures, %s %%', (level, disks, size, usable, min, max, eff) => {
    const r = calculateRaid(level, disks, String(size), 'TB');
    expect(r.usable.text).toBe(usable);
    expect([r.faultToleranceMin, r.faultToleranceMax]).toEqual([min, max]);
    expect(r.efficiency.text).toBe(eff);
  });

  it('RAID 50 and 60 count parity per group', () => {
    const r50 = calculateRaid('50', 12, '4', 'TB', 4); // 3 groups of 4: 3 × 3 × 4
    expect([r50.usable.text, r50.groups, r50.faultToleranceMin, r50.faultToleranceMax]).toEqual(['36', 3, 1, 3]);
    const r60 = calculateRaid('60', 12, '8', 'TB', 6); // 2 groups of 6: 2 × 4 × 8
    expect([r60.usable.text, r60.groups, r60.faultToleranceMin, r60.faultToleranceMax]).toEqual(['64', 2, 2, 4]);
  });

  it('gives bytes exactly and the speed figures', () => {
    const r = calculateRaid('5', 4, '4', 'TB');
    expect(r.usableBytes).toBe(12n * 10n ** 12n);
    expect([r.readGain, r.writeGain, r.writePenalty]).toEqual([4, 3, 4]);
    expect(calculateRaid('6', 6, '1', 'TiB').usableBytes).toBe(4n * 2n ** 40n);
    expect(calculateRaid('10', 4, '1', 'TB').writePenalty).toBe(2);
    expect(calculateRaid('6', 6, '1', 'TB').writePenalty).toBe(6);
  });

  it('usable never exceeds raw, and tolerance never exceeds the disks (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RAID_LEVELS), fc.integer({ min: 1, max: 64 }), fc.integer({ min: 3, max: 8 }), (level, n, g) => {
        try {
          const r = calculateRaid(level, n, '1', 'TB', g);
          return Number(r.usable.text) <= Number(r.raw.text) && r.faultToleranceMax < n && r.faultToleranceMin <= r.faultToleranceMax;
        } catch {
          return true;
        }
      }),
    );
  });
});

describe('impossible arrays', () => {
  it.each([
    ['0', 1, 'RAID 0 needs at least 2 disks. You have 1.'],
    ['5', 2, 'RAID 5 needs at least 3 disks. You have 2.'],
    ['6', 3, 'RAID 6 needs at least 4 disks. You have 3.'],
    ['10', 5, 'RAID 10 needs an even number of disks, at least 4'],
    ['50', 7, 'RAID 50 needs at least 2 RAID 5 groups'],
    ['60', 8, 'RAID 60 needs at least 2 RAID 6 groups'],
  ] as const)('RAID %s with %d disks', (level, n, message) => {
    expect(() => calculateRaid(level, n, '1', 'TB', 3)).toThrow(message);
  });

  it('rejects bad sizes and counts', () => {
    expect(() => calculateRaid('5', 4, '0', 'TB')).toThrow('The disk size must be greater than zero.');
    expect(() => calculateRaid('5', 2.5, '1', 'TB')).toThrow('Enter a number of disks from 1 to 10,000.');
    expect(raidRequirement('60')).toContain('at least 8 disks');
  });
});

describe('RAID calculator: examples and robustness', () => {
  it('has examples that are valid states, which compute', () => {
    expectExamplesMatchState(raidCalculatorTool, raidCalculatorState);
    for (const { state } of raidCalculatorTool.examples ?? []) {
      const { level, disks, diskSize, unit, groupSize } = state as { level: RaidLevel; disks: string; diskSize: string; unit: RaidSizeUnit; groupSize?: string };
      expect(calculateRaid(level, Number(disks), diskSize, unit, Number(groupSize ?? '3')).usableBytes).toBeGreaterThan(0n);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const level = fc.oneof(fc.constantFrom(...RAID_LEVELS), fc.string({ maxLength: 3 })) as fc.Arbitrary<RaidLevel>;
    const unit = fc.oneof(fc.constantFrom<RaidSizeUnit>('GB', 'TB', 'TiB'), fc.string({ maxLength: 3 })) as fc.Arbitrary<RaidSizeUnit>;
    fuzzToolFunction(
      ([l, n, s, u, g]: [RaidLevel, number, string, RaidSizeUnit, number]) => calculateRaid(l, n, s, u, g),
      fc.tuple(level, fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double()), fc.oneof(hostileText, fc.constant('4')), unit, fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double())),
    );
    fuzzToolFunction((l: RaidLevel) => raidRequirement(l), level);
  });
});
