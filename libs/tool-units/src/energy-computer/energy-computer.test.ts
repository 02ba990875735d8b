import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { DataDecimalConstructor as D } from '../data-storage-unit-converter/data-storage-unit-converter.js';
import { energyComputerTool } from './meta.js';
import { energyComputerState } from './state.js';
import { computeEnergyCost, formatEnergyMoney, type EnergyPowerUnit } from './energy-computer.js';

describe('computeEnergyCost', () => {
  // U.S. Department of Energy, "Estimating Appliance and Home Electronic Energy Use" (energy.gov):
  // a 200 W window fan used 4 hours a day for 120 days uses 96 kWh; at 11 cents per kWh it costs $10.56.
  it('matches the energy.gov window fan example', () => {
    const r = computeEnergyCost({ power: '200', powerUnit: 'W', hoursPerDay: '4', days: '120', pricePerKwh: '0.11' });
    expect(r.kwhTotal.toFixed()).toBe('96');
    expect(r.costTotal.toFixed()).toBe('10.56');
    expect(r.kwhPerDay.toFixed()).toBe('0.8');
  });

  it('keeps money exact where binary floating point does not (0.1 + 0.2)', () => {
    // 1 kW for 1 h a day over 3 days at 0.1 per kWh: 0.3 exactly (0.1 × 3 is 0.30000000000000004 in binary64).
    const r = computeEnergyCost({ power: '1', powerUnit: 'kW', hoursPerDay: '1', days: '3', pricePerKwh: '0.1' });
    expect(r.costTotal.toFixed()).toBe('0.3');
    expect(r.costPerYear.toFixed()).toBe('36.5');
  });

  it('rounds money half away from zero, to the decimals asked', () => {
    expect(formatEnergyMoney(new D('10.565'))).toBe('10.57');
    expect(formatEnergyMoney(new D('10.5'), 2)).toBe('10.50');
    expect(formatEnergyMoney(new D('0.125'), 2)).toBe('0.13');
    expect(formatEnergyMoney(new D('7'), 0)).toBe('7');
  });

  it('cost is linear in each input (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 6 }), fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 0, max: 1000 }), (w, h, d, cents) => {
        const r = computeEnergyCost({ power: String(w), powerUnit: 'W', hoursPerDay: String(h), days: String(d), pricePerKwh: (cents / 100).toFixed(2) });
        return r.costTotal.times(100_000).equals(new D(w).times(h).times(d).times(cents));
      }),
    );
  });

  it.each([
    [{ power: '', powerUnit: 'W', hoursPerDay: '1', days: '1', pricePerKwh: '1' }, 'Enter a number.'],
    [{ power: '-5', powerUnit: 'W', hoursPerDay: '1', days: '1', pricePerKwh: '1' }, 'The power cannot be negative.'],
    [{ power: '5', powerUnit: 'W', hoursPerDay: '25', days: '1', pricePerKwh: '1' }, 'A day has 24 hours'],
    [{ power: '5', powerUnit: 'W', hoursPerDay: '1', days: 'x', pricePerKwh: '1' }, '"x" is not a number'],
    [{ power: '5', powerUnit: 'MW', hoursPerDay: '1', days: '1', pricePerKwh: '1' }, 'The power unit must be W or kW.'],
  ] as const)('rejects %j', (input, message) => {
    expect(() => computeEnergyCost(input as never)).toThrow(message);
  });
});

describe('energy cost calculator: examples and robustness', () => {
  it('has examples that are valid states, which compute', () => {
    expectExamplesMatchState(energyComputerTool, energyComputerState);
    for (const { state } of energyComputerTool.examples ?? []) {
      expect(() => computeEnergyCost(state as never)).not.toThrow();
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const unit = fc.oneof(fc.constantFrom('W', 'kW'), fc.string({ maxLength: 3 })) as fc.Arbitrary<EnergyPowerUnit>;
    fuzzToolFunction(
      ([power, powerUnit, hoursPerDay, days, pricePerKwh]: [string, EnergyPowerUnit, string, string, string]) => computeEnergyCost({ power, powerUnit, hoursPerDay, days, pricePerKwh }),
      fc.tuple(hostileText, unit, fc.oneof(hostileText, fc.constant('2')), fc.oneof(hostileText, fc.constant('3')), fc.oneof(hostileText, fc.constant('0.1'))),
    );
    fuzzToolFunction(([v, d]: [number, number]) => formatEnergyMoney(new D(v), d), fc.tuple(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer()));
  });
});
