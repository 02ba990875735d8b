import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  convertOfKind,
  convertToAll,
  convertValue,
  formatNumber,
  parseFieldValue,
  parseNumber,
  resolveUnit,
  SI_UNIT_OF_KIND,
  unitById,
  UNIT_KINDS,
  UNITS,
  unitsOfKind,
  unitToken,
} from './unit-converter.js';

describe('the unit table', () => {
  it('has unique ids, each kind its SI unit first with factor 1, and a source on every row', () => {
    expect(new Set(UNITS.map((u) => u.id)).size).toBe(UNITS.length);
    for (const kind of UNIT_KINDS) {
      const [first] = unitsOfKind(kind);
      expect(first!.id).toBe(SI_UNIT_OF_KIND[kind]);
      expect([first!.num, first!.den, first!.pi]).toEqual(['1', '1', 0]);
    }
    for (const u of UNITS) {
      expect(u.source.length, u.id).toBeGreaterThan(5);
      // Factors are positive but the Delisle scale's, which runs backwards (0 °De = 100 °C).
      expect(new Decimal(u.num).isPositive() === (u.id !== 'degDe') && new Decimal(u.den).isPositive(), u.id).toBe(true);
      // Only temperature scales have an offset (their zero is not absolute zero).
      if (u.kind !== 'temperature') expect(u.offset, u.id).toBe('0');
      expect(u.exact || (u.precision ?? '').length > 0, u.id).toBe(true);
    }
  });

  it('SI prefixes (SI Brochure, Table 7) apply before squaring and cubing', () => {
    expect(convertValue('1', 'km', 'm').text).toBe('1000');
    expect(convertValue('1', 'km2', 'm2').text).toBe('1000000');
    expect(convertValue('1', 'cm3', 'mL')).toEqual({ text: '1', status: 'exact' });
    expect(convertValue('1', 'dm3', 'L')).toEqual({ text: '1', status: 'exact' });
    expect(convertValue('1', 'ug', 'kg').text).toBe('1e-9');
    expect(convertValue('1', 'mbar', 'hPa').text).toBe('1');
    expect(convertValue('1', 'GWh', 'TJ').text).toBe('3.6');
  });

  it('exact definitions give exact results (12 in = 1 ft, not 0.9999999)', () => {
    expect(convertValue('12', 'in', 'ft')).toEqual({ text: '1', status: 'exact' });
    expect(convertValue('0.1', 'ft', 'in')).toEqual({ text: '1.2', status: 'exact' });
    expect(convertValue('1', 'us-gal', 'in3')).toEqual({ text: '231', status: 'exact' });
    expect(convertValue('1', 'imp-gal', 'L')).toEqual({ text: '4.54609', status: 'exact' });
    expect(convertValue('1', 'lbf', 'N')).toEqual({ text: '4.4482216152605', status: 'exact' });
    expect(convertValue('1', 'btu', 'J', { mode: 'significant', digits: 30 })).toEqual({ text: '1055.05585262', status: 'exact' });
    expect(convertValue('1', 'mmHg', 'Pa')).toEqual({ text: '133.322387415', status: 'exact' });
  });

  it('says when a result is rounded (exact ratio, endless decimals) or approximate (measured factor)', () => {
    // NIST SP 811 B.8: torr = 1.333 224 E+02 Pa (101 325/760 exactly).
    expect(convertValue('1', 'torr', 'Pa')).toEqual({ text: '133.322368421053', status: 'rounded' });
    expect(convertValue('1', 'us-ft', 'm', { mode: 'significant', digits: 7 })).toEqual({ text: '0.3048006', status: 'rounded' });
    expect(convertValue('1', 'Da', 'kg').status).toBe('approximate');
    expect(convertValue('1', 'hp-boiler', 'W').status).toBe('approximate');
    expect(convertValue('1', 'deg', 'rad').status).toBe('rounded');
    expect(convertValue('360', 'deg', 'turn')).toEqual({ text: '1', status: 'exact' });
  });

  it('round-trips every pair of exactly defined units of a kind', () => {
    const exact = UNITS.filter((u) => u.exact);
    fc.assert(
      fc.property(fc.constantFrom(...exact), fc.nat({ max: 1000 }), fc.integer({ min: -1e9, max: 1e9 }), (a, pick, n) => {
        const same = exact.filter((u) => u.kind === a.kind);
        const b = same[pick % same.length]!;
        const there = convertValue(String(n), a.id, b.id, { mode: 'significant', digits: 30 }).text;
        return convertValue(there, b.id, a.id, { mode: 'significant', digits: 20 }).text === String(n);
      }),
    );
  });

  it('refuses units of different kinds', () => {
    expect(() => convertValue('1', 'm', 'kg')).toThrow('Cannot convert length (m) to mass (kg).');
    expect(() => convertOfKind('length', '1', 'kg', 'g')).toThrow('kilogram (kg) is not a unit of length.');
  });
});

describe('parseNumber and formatNumber', () => {
  it('reads signs, exponents, the Unicode minus and digit groups', () => {
    expect(parseNumber(' 1 000 000 ')).toBe('1000000');
    expect(parseNumber('1_000.5')).toBe('1000.5');
    expect(parseNumber('\u22125')).toBe('-5');
    expect(parseNumber('.5')).toBe('0.5');
    expect(parseNumber('6.02E23')).toBe('6.02e+23');
    expect(parseNumber('-0')).toBe('0');
  });
  it('says what is wrong', () => {
    expect(() => parseNumber('')).toThrow('Enter a number.');
    expect(() => parseNumber('1,5')).toThrow('Use a dot as the decimal separator: 1.5.');
    expect(() => parseNumber('abc')).toThrow('"abc" is not a number: enter digits, such as 12 or 0.5 or 1e-3.');
    expect(() => parseNumber('1'.repeat(41))).toThrow(/more than 40 significant digits/);
    expect(() => parseNumber('1e5000')).toThrow(/exponent/);
  });
  it('rounds half to even, to significant digits or decimals, never -0', () => {
    expect(formatNumber('0.30480', { mode: 'decimals', digits: 2 })).toBe('0.3');
    expect(formatNumber('2.5', { mode: 'decimals', digits: 0 })).toBe('2');
    expect(formatNumber('3.5', { mode: 'decimals', digits: 0 })).toBe('4');
    expect(formatNumber('-0.0001', { mode: 'decimals', digits: 2 })).toBe('0');
    expect(formatNumber('123456789', { mode: 'significant', digits: 3 })).toBe('123000000');
    expect(formatNumber('1e21')).toBe('1e+21');
    expect(formatNumber('0.00000001')).toBe('1e-8');
  });
});

describe('resolveUnit and unitToken', () => {
  it('reads symbols exactly, then names, plurals, spellings and powers', () => {
    expect(resolveUnit('mm').id).toBe('mm');
    expect(resolveUnit('Mm').id).toBe('Mm');
    expect(resolveUnit('kilometers').id).toBe('km');
    expect(resolveUnit('Litres').id).toBe('L');
    expect(resolveUnit('m^2').id).toBe('m2');
    expect(resolveUnit('sq ft').id).toBe('ft2');
    expect(resolveUnit('cu in').id).toBe('in3');
    expect(resolveUnit('kwh').id).toBe('kWh');
    expect(resolveUnit('μm').id).toBe('um');
  });
  it('uses the kind to choose between same-spelled units', () => {
    expect(resolveUnit('"', 'angle').id).toBe('arcsec');
    expect(resolveUnit('"', 'length').id).toBe('in');
    expect(() => resolveUnit('mil')).toThrow(/ambiguous/);
  });
  it('names what it does not know, and where', () => {
    expect(() => resolveUnit('furlongz', undefined, { column: 4, length: 8 })).toThrow(/^Unit "furlongz" \(column 4\) is not recognised\. Did you mean/);
    expect(() => resolveUnit(' ')).toThrow(ToolInputError);
  });
  it('gives every unit a token that reads back as that unit', () => {
    for (const u of UNITS) expect(resolveUnit(unitToken(u.id), u.kind).id, u.id).toBe(u.id);
  });
});

describe('parseFieldValue and convertToAll', () => {
  it('accepts the field’s own unit after the number and refuses another', () => {
    expect(parseFieldValue('12 ft', 'ft')).toBe('12');
    expect(parseFieldValue('1e3', 'm')).toBe('1000');
    expect(() => parseFieldValue('1,5', 'm')).toThrow('Use a dot as the decimal separator: 1.5.');
    expect(() => parseFieldValue('12 m', 'ft')).toThrow('This field takes foot (ft); type metre values in the metre field.');
    expect(() => parseFieldValue('12 zz', 'ft')).toThrow('"zz" is not a unit of this field: enter a number in ft.');
  });
  it('converts to every unit of the kind, the rare ones only when asked', () => {
    const few = convertToAll('1', 'ft', undefined, { all: false });
    const all = convertToAll('1', 'ft', undefined, { all: true });
    expect(few.length).toBeLessThan(all.length);
    expect(few.find((r) => r.unit.id === 'in')?.value.text).toBe('12');
    expect(all.find((r) => r.unit.id === 'thou')?.value.text).toBe('12000');
    expect(convertToAll('1', 'thou').some((r) => r.unit.id === 'thou')).toBe(true);
  });
});

describe('fuzzing', () => {
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseNumber(s));
    fuzzToolFunction((s: string) => formatNumber(s));
    fuzzToolFunction((s: string) => convertValue(s, 'm', 'ft'));
    fuzzToolFunction((s: string) => convertValue('1', s, 'm'));
    fuzzToolFunction((s: string) => convertOfKind('length', '1', 'm', s));
    fuzzToolFunction((s: string) => convertToAll(s, 'kg'));
    fuzzToolFunction((s: string) => parseFieldValue(s, 'm'));
    fuzzToolFunction((s: string) => resolveUnit(s));
    fuzzToolFunction((s: string) => unitById(s));
    fuzzToolFunction((s: string) => unitToken(s));
  });
});
