import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { temperatureConverter } from './meta.js';
import { temperatureConverterState } from './state.js';
import {
  convertTemperature,
  convertToAllScales,
  formatTemperature,
  fromKelvin,
  isBelowAbsoluteZero,
  parseTemperature,
  TEMPERATURE_SCALES,
  temperatureScale,
  toKelvin,
  type TemperatureScale,
} from './temperature-converter.js';

const SCALES = TEMPERATURE_SCALES.map((s) => s.id);

// Reference points. Kelvin, Celsius, Fahrenheit, Rankine: exact by definition (BIPM SI
// Brochure 9th ed. §2.3.1; NIST SP 811 (2008) Appendix B: 0 °C = 273.15 K = 32 °F = 491.67 °R).
// Delisle, Newton, Réaumur, Rømer: the comparison table of "Conversion of scales of
// temperature" (Wikipedia) — water freezes at 150 °De, 0 °N, 0 °Ré, 7.5 °Rø and boils at
// 0 °De, 33 °N, 80 °Ré, 60 °Rø; absolute zero is 559.725 °De, −90.14 °N, −218.52 °Ré, −135.90 °Rø.
const FREEZING: Record<TemperatureScale, number> = {
  kelvin: 273.15,
  celsius: 0,
  fahrenheit: 32,
  rankine: 491.67,
  delisle: 150,
  newton: 0,
  reaumur: 0,
  romer: 7.5,
};
const BOILING: Record<TemperatureScale, number> = {
  kelvin: 373.15,
  celsius: 100,
  fahrenheit: 212,
  rankine: 671.67,
  delisle: 0,
  newton: 33,
  reaumur: 80,
  romer: 60,
};
const ABSOLUTE_ZERO: Record<TemperatureScale, number> = {
  kelvin: 0,
  celsius: -273.15,
  fahrenheit: -459.67,
  rankine: 0,
  delisle: 559.725,
  newton: -90.1395, // −273.15 × 33/100
  reaumur: -218.52, // −273.15 × 4/5
  romer: -135.90375, // −273.15 × 21/40 + 7.5
};

describe('reference points on every scale', () => {
  for (const [name, table] of [
    ['water freezing', FREEZING],
    ['water boiling (1 atm)', BOILING],
    ['absolute zero', ABSOLUTE_ZERO],
  ] as const) {
    it.each(SCALES)(`${name}: converts from %s to every scale`, (from) => {
      const all = convertToAllScales(table[from], from);
      for (const to of SCALES) expect(all[to], `${from} → ${to}`).toBeCloseTo(table[to], 9);
    });
  }

  it('gives the exact textbook values after display rounding', () => {
    expect(formatTemperature(convertTemperature(0, 'celsius', 'fahrenheit'))).toBe('32');
    expect(formatTemperature(convertTemperature(212, 'fahrenheit', 'celsius'))).toBe('100');
    expect(formatTemperature(convertTemperature(0, 'kelvin', 'rankine'))).toBe('0');
    expect(formatTemperature(convertTemperature(0, 'kelvin', 'romer'))).toBe('-135.9038');
    expect(formatTemperature(convertTemperature(-40, 'celsius', 'fahrenheit'))).toBe('-40'); // the scales cross at −40
  });

  it('toKelvin and fromKelvin agree with the definitions', () => {
    expect(toKelvin(32, 'fahrenheit')).toBe(273.15);
    expect(fromKelvin(273.15, 'fahrenheit')).toBe(32);
    expect(toKelvin(150, 'delisle')).toBeCloseTo(273.15, 12);
    expect(fromKelvin(373.15, 'newton')).toBeCloseTo(33, 12);
  });
});

describe('round trips (fast-check)', () => {
  const value = fc.double({ min: -1e6, max: 1e6, noNaN: true });
  const scale = fc.constantFrom(...SCALES);
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

  it('a → b → a gives the value back', () => {
    fc.assert(fc.property(value, scale, scale, (v, a, b) => close(convertTemperature(convertTemperature(v, a, b), b, a), v)));
  });

  it('a value passed through every scale in turn comes back', () => {
    fc.assert(
      fc.property(value, fc.shuffledSubarray(SCALES, { minLength: SCALES.length }), (v, order) => {
        let current = v;
        let from: TemperatureScale = 'kelvin';
        for (const to of [...order, 'kelvin' as const]) {
          current = convertTemperature(current, from, to);
          from = to;
        }
        return close(current, v);
      }),
    );
  });

  it('every scale is increasing in temperature except Delisle, which runs backwards', () => {
    fc.assert(
      fc.property(value, value, scale, (a, b, s) => {
        fc.pre(a < b - 1e-6);
        const [ka, kb] = [toKelvin(a, s), toKelvin(b, s)];
        return s === 'delisle' ? ka > kb : ka < kb;
      }),
    );
  });
});

describe('parseTemperature', () => {
  it('reads plain and signed decimals, exponents and the Unicode minus', () => {
    expect(parseTemperature(' 36.6 ', 'celsius')).toBe(36.6);
    expect(parseTemperature('-40', 'fahrenheit')).toBe(-40);
    expect(parseTemperature('\u2212273.15', 'celsius')).toBe(-273.15);
    expect(parseTemperature('+1e3', 'kelvin')).toBe(1000);
    expect(parseTemperature('.5', 'newton')).toBe(0.5);
  });

  it("accepts the field's own unit symbol after the number", () => {
    expect(parseTemperature('98.6 °F', 'fahrenheit')).toBe(98.6);
    expect(parseTemperature('300K', 'kelvin')).toBe(300);
    expect(parseTemperature('80 °Ré', 'reaumur')).toBe(80);
    expect(parseTemperature('60°Rø', 'romer')).toBe(60);
  });

  it.each([
    ['', 'celsius', 'Enter a number.'],
    ['abc', 'celsius', '"abc" is not a number: enter digits, such as -40 or 36.6.'],
    ['1.2.3', 'kelvin', 'is not a number'],
    ['36,6', 'celsius', 'Use a dot as the decimal separator: 36.6.'],
    ['100 °C', 'fahrenheit', 'This field takes Fahrenheit (°F); type Celsius values in the Celsius field.'],
    ['5 apples', 'kelvin', '"apples" is not a unit of this field'],
    ['1e400', 'celsius', 'too large'],
    ['-', 'celsius', 'is not a number'],
  ] as const)('rejects %j in the %s field', (text, scale, message) => {
    expect(() => parseTemperature(text, scale)).toThrow(ToolInputError);
    expect(() => parseTemperature(text, scale)).toThrow(message);
  });

  it('rejects results that overflow a double', () => {
    expect(() => convertToAllScales(1e308, 'celsius')).toThrow(/too large/);
    expect(() => toKelvin(Number.NaN, 'celsius')).toThrow(ToolInputError);
  });
});

describe('absolute zero', () => {
  it('flags temperatures below 0 K on any scale, but not 0 K itself', () => {
    for (const s of SCALES) {
      expect(isBelowAbsoluteZero(toKelvin(ABSOLUTE_ZERO[s], s)), s).toBe(false);
    }
    expect(isBelowAbsoluteZero(toKelvin(-300, 'celsius'))).toBe(true);
    expect(isBelowAbsoluteZero(toKelvin(-1, 'kelvin'))).toBe(true);
    expect(isBelowAbsoluteZero(toKelvin(600, 'delisle'))).toBe(true);
  });
});

describe('formatTemperature', () => {
  it('rounds to 4 decimals, drops trailing zeros and never shows -0', () => {
    expect(formatTemperature(31.999999999999996)).toBe('32');
    expect(formatTemperature(-90.1395)).toBe('-90.1395');
    expect(formatTemperature(1 / 3)).toBe('0.3333');
    expect(formatTemperature(-0)).toBe('0');
    expect(formatTemperature(-0.00001)).toBe('0');
    expect(formatTemperature(2.5, 0)).toBe('3');
    expect(formatTemperature(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('temperature converter: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(temperatureConverter, temperatureConverterState);
  });

  it('every example converts without an error, to the reference values above', () => {
    const examples = temperatureConverter.examples ?? [];
    for (const { label, state } of examples) {
      const { scale, value } = state as { scale: TemperatureScale; value: string };
      const all = convertToAllScales(parseTemperature(value, scale), scale);
      expect(Object.values(all).every(Number.isFinite), label).toBe(true);
    }
    // "Water boils" and "Absolute zero" land on the reference points (BIPM / NIST SP 811).
    const byLabel = (l: string) => examples.find((e) => e.label === l)!.state as { scale: TemperatureScale; value: string };
    const boils = byLabel('Water boils');
    expect(convertTemperature(parseTemperature(boils.value, boils.scale), boils.scale, 'fahrenheit')).toBeCloseTo(BOILING.fahrenheit, 9);
    const zero = byLabel('Absolute zero');
    expect(convertTemperature(parseTemperature(zero.value, zero.scale), zero.scale, 'celsius')).toBeCloseTo(ABSOLUTE_ZERO.celsius, 9);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    // Scales as a hostile caller could pass them: the eight ids and anything else.
    const scale = fc.oneof(fc.constantFrom(...SCALES), fc.string({ maxLength: 12 })) as fc.Arbitrary<TemperatureScale>;
    const number = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1e308, -1e308, 5e-324));
    fuzzToolFunction(([text, s]: [string, TemperatureScale]) => parseTemperature(text, s), fc.tuple(hostileText, scale));
    for (const s of SCALES) fuzzToolFunction((text: string) => parseTemperature(text, s), hostileText, 50);
    fuzzToolFunction((s: TemperatureScale) => temperatureScale(s), scale);
    fuzzToolFunction(([v, s]: [number, TemperatureScale]) => toKelvin(v, s), fc.tuple(number, scale));
    fuzzToolFunction(([v, s]: [number, TemperatureScale]) => fromKelvin(v, s), fc.tuple(number, scale));
    fuzzToolFunction(([v, a, b]: [number, TemperatureScale, TemperatureScale]) => convertTemperature(v, a, b), fc.tuple(number, scale, scale));
    fuzzToolFunction(([v, s]: [number, TemperatureScale]) => convertToAllScales(v, s), fc.tuple(number, scale));
    fuzzToolFunction((v: number) => isBelowAbsoluteZero(v), number);
    fuzzToolFunction(([v, d]: [number, number]) => formatTemperature(v, d), fc.tuple(number, number));
  });
});
