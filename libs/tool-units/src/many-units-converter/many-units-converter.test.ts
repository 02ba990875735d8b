import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { manyUnitsConverterTool } from './meta.js';
import { manyUnitsConverterState } from './state.js';
import { convertExpression, parseConversion } from './many-units-converter.js';

const text = (expr: string) => convertExpression(expr).result?.text;

describe('convertExpression: published and defined values', () => {
  it('12 ft in m = 3.6576 (NIST SP 811 B.8: foot = 0.3048 m exactly)', () => {
    expect(convertExpression('12 ft in m').result).toEqual({ text: '3.6576', status: 'exact' });
  });
  it('3.5 kWh to MJ = 12.6 (1 kWh = 3.6 MJ)', () => {
    expect(convertExpression('3.5 kWh to MJ').result).toEqual({ text: '12.6', status: 'exact' });
  });
  it('reads "in" as the inch and as the separator: 3 in in cm = 7.62', () => {
    expect(text('3 in in cm')).toBe('7.62');
  });
  it('takes 1 when no number is given, names, plurals and the meter spelling: kilometers in miles', () => {
    expect(convertExpression('kilometers in miles').result).toEqual({ text: '0.621371192237334', status: 'rounded' });
    expect(text('mi in km')).toBe('1.609344');
  });
  it('accepts digit groups, "=", "->" and "→": 1 000 lb = kg (NIST SP 811 B.8: lb = 0.453 592 37 kg)', () => {
    expect(text('1 000 lb = kg')).toBe('453.59237');
    expect(text('1 lb -> g')).toBe('453.59237');
    expect(text('1 lb → oz')).toBe('16');
  });
  it('resolves a symbol shared by two kinds from the other unit: mil', () => {
    expect(text('1 mil in mm')).toBe('0.0254'); // thou: NIST SP 811 B.8 mil = 2.54 E-05 m
    expect(text('1 mil in deg')).toBe('0.05625'); // NATO mil = 360°/6400
  });
  it('reads case-insensitively when unambiguous and powers written m^2, sq ft', () => {
    expect(text('1 KWH to kJ')).toBe('3600');
    expect(text('1 m^2 in sq ft')).toBe('10.7639104167097');
  });
  it('without a target lists every unit of the kind', () => {
    const r = convertExpression('12 ft');
    expect(r.to).toBeNull();
    expect(r.result).toBeNull();
    expect(r.everyUnit.find((row) => row.unit.id === 'm')?.value.text).toBe('3.6576');
    expect(r.everyUnit.find((row) => row.unit.id === 'in')?.value.text).toBe('144');
  });
  it('angles through π: 90 deg in rad', () => {
    expect(convertExpression('90 deg in rad').result).toEqual({ text: '1.5707963267949', status: 'rounded' });
  });
  it('temperatures on their own zero (SI Brochure 2.3.1, NIST SP 811 B.8): °C, °F, K, °R', () => {
    expect(convertExpression('100 °C in °F').result).toEqual({ text: '212', status: 'exact' });
    expect(text('-40 C to F')).toBe('-40');
    expect(text('0 K in °C')).toBe('-273.15');
    expect(text('98.6 °F in °C')).toBe('37');
    expect(text('0 degC in °R')).toBe('491.67');
    expect(text('32 fahrenheit in kelvin')).toBe('273.15');
    expect(convertExpression('1 °F in °C').result).toEqual({ text: '-17.2222222222222', status: 'rounded' });
  });
  it('the historical scales from their fixed points: Réaumur, Newton, Rømer, Delisle', () => {
    for (const [expr, expected] of [
      ['100 °C in °Ré', '80'],
      ['100 °C in °N', '33'],
      ['100 °C in °Rø', '60'],
      ['0 °C in °Rø', '7.5'],
      ['100 °C in °De', '0'],
      ['0 °C in °De', '150'],
      ['-273.15 °C in °De', '559.725'],
    ])
      expect(text(expr!), expr).toBe(expected);
  });
  it('adds up a sum of one kind in its smallest unit: 5 ft 3 in = 63 in = 160.02 cm (NIST SP 811 B.8)', () => {
    expect(parseConversion('5 ft 3 in in cm')).toMatchObject({ value: '63', from: { id: 'in' }, to: { id: 'cm' } });
    expect(convertExpression('5 ft 3 in in cm').result).toEqual({ text: '160.02', status: 'exact' });
    expect(text('5ft 3in to m')).toBe('1.6002');
    expect(text('1 lb 4 oz in kg')).toBe('0.5669904625'); // 20 oz × 28.349523125 g
    expect(text('1 km 250 m in mi')).toBe(text('1250 m in mi'));
    // Without a target, every unit of the kind for the total.
    const r = convertExpression('1 m 5 cm');
    expect(r.everyUnit.find((row) => row.unit.id === 'mm')?.value.text).toBe('1050');
  });
  it('says what is wrong in a sum, and where', () => {
    expect(() => parseConversion('5 ft 3 kg in m')).toThrow('Cannot add mass (kg, column 8) to length (ft).');
    expect(() => parseConversion('20 °C 5 °C in °F')).toThrow(/Temperatures do not add up/);
    expect(() => parseConversion('5 ft 3 in')).not.toThrow();
  });
  it('lists every temperature scale for one value', () => {
    const rows = convertExpression('25 °C').everyUnit;
    expect(Object.fromEntries(rows.map((r) => [r.unit.id, r.value.text]))).toMatchObject({ K: '298.15', degC: '25', degF: '77', degR: '536.67' });
  });
});

describe('parseConversion: errors say which unit and where', () => {
  it('names an unknown unit and its column', () => {
    expect(() => parseConversion('12 fx in m')).toThrow('Unit "fx" (column 4) is not recognised.');
    expect(() => parseConversion('12 ft in mx')).toThrow(/Unit "mx" \(column 10\) is not recognised/);
  });
  it('refuses units of different kinds', () => {
    expect(() => parseConversion('12 ft in kg')).toThrow('Cannot convert length (ft) to mass (kg): pick a unit of the same kind.');
  });
  it('refuses a comma as decimal separator, an empty text, a missing unit', () => {
    expect(() => parseConversion('1,5 ft in m')).toThrow('Use a dot as the decimal separator: 1.5 (column 2).');
    expect(() => parseConversion('  ')).toThrow(/Enter a conversion/);
    expect(() => parseConversion('12')).toThrow(/Enter a unit after the number/);
  });
  it('says when a spelling is ambiguous', () => {
    expect(() => parseConversion('1 MM in m')).toThrow(/ambiguous/);
  });
});

describe('manyUnitsConverter', () => {
  it('round-trips a value through any two units of a kind', () => {
    fc.assert(
      fc.property(fc.constantFrom('ft in m', 'lb in kg', 'psi in kPa', 'BTU in kWh', 'hp in kW', 'gon in deg', 'fc in lx', 'ac in ha', 'US gal in imp gal', '°C in °F', '°F in °De', 'K in °Rø'), fc.integer({ min: -1e9, max: 1e9 }), (pair, n) => {
          const [a, b] = pair.split(' in ');
          const there = convertExpression(`${n} ${a} in ${b}`, { mode: 'significant', digits: 30 }).result!.text;
          return convertExpression(`${there} ${b} in ${a}`, { mode: 'significant', digits: 20 }).result!.text === String(n);
        }),
    );
  });
  it('has examples that are valid states', () => {
    expectExamplesMatchState(manyUnitsConverterTool, manyUnitsConverterState);
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseConversion(s));
    fuzzToolFunction((s: string) => convertExpression(s));
  });
});
