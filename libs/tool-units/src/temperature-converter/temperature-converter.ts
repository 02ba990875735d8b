import { ToolInputError } from '@handy-tools/ui/kit';

/** The temperature scales the converter knows, by id. */
export type TemperatureScale = 'kelvin' | 'celsius' | 'fahrenheit' | 'rankine' | 'delisle' | 'newton' | 'reaumur' | 'romer';

/** A temperature scale: its names and its exact linear relation to the kelvin. */
export interface TemperatureScaleInfo {
  id: TemperatureScale;
  /** English name, e.g. `Celsius`. */
  name: string;
  /** Unit symbol, e.g. `°C`. */
  symbol: string;
  /** Other spellings accepted after a number typed in this scale's field (e.g. `C`, `℃`). */
  aliases: readonly string[];
  /** Converts a temperature in this scale to kelvins. */
  toKelvin: (value: number) => number;
  /** Converts kelvins to this scale. */
  fromKelvin: (kelvin: number) => number;
}

/** 0 °C in kelvins, exactly (SI Brochure, 9th edition, §2.3.1 and table 4). */
export const ICE_POINT_KELVIN = 273.15;

/**
 * The eight scales, in display order. Definitions (all exact):
 * - kelvin: the SI unit; Celsius: t/°C = T/K − 273.15 (BIPM SI Brochure, 9th ed., §2.3.1);
 * - Fahrenheit: t/°F = (9/5)·t/°C + 32; Rankine: T/°R = (9/5)·T/K (NIST SP 811, 2008 edition, Appendix B);
 * - Delisle: °De = (100 − t/°C)·3/2; Newton: °N = t/°C·33/100; Réaumur: °Ré = t/°C·4/5;
 *   Rømer: °Rø = t/°C·21/40 + 7.5 (historical scales, as tabulated in "Conversion of scales
 *   of temperature", Wikipedia).
 * Each scale converts through Celsius-relative kelvins (T − 273.15) so that reference points
 * such as 0 °C → 32 °F come out exact in binary floating point.
 */
export const TEMPERATURE_SCALES: readonly TemperatureScaleInfo[] = [
  { id: 'kelvin', name: 'Kelvin', symbol: 'K', aliases: ['K'], toKelvin: (v) => v, fromKelvin: (k) => k },
  {
    id: 'celsius',
    name: 'Celsius',
    symbol: '°C',
    aliases: ['°C', 'C', '℃'],
    toKelvin: (v) => v + ICE_POINT_KELVIN,
    fromKelvin: (k) => k - ICE_POINT_KELVIN,
  },
  {
    id: 'fahrenheit',
    name: 'Fahrenheit',
    symbol: '°F',
    aliases: ['°F', 'F', '℉'],
    toKelvin: (v) => ((v - 32) * 5) / 9 + ICE_POINT_KELVIN,
    fromKelvin: (k) => ((k - ICE_POINT_KELVIN) * 9) / 5 + 32,
  },
  { id: 'rankine', name: 'Rankine', symbol: '°R', aliases: ['°R', 'R', '°Ra', 'Ra'], toKelvin: (v) => (v * 5) / 9, fromKelvin: (k) => (k * 9) / 5 },
  {
    id: 'delisle',
    name: 'Delisle',
    symbol: '°De',
    aliases: ['°De', 'De', '°D'],
    toKelvin: (v) => 100 + ICE_POINT_KELVIN - (v * 2) / 3,
    fromKelvin: (k) => ((100 - (k - ICE_POINT_KELVIN)) * 3) / 2,
  },
  {
    id: 'newton',
    name: 'Newton',
    symbol: '°N',
    aliases: ['°N', 'N'],
    toKelvin: (v) => (v * 100) / 33 + ICE_POINT_KELVIN,
    fromKelvin: (k) => ((k - ICE_POINT_KELVIN) * 33) / 100,
  },
  {
    id: 'reaumur',
    name: 'Réaumur',
    symbol: '°Ré',
    aliases: ['°Ré', 'Ré', '°Re', 'Re', '°r'],
    toKelvin: (v) => (v * 5) / 4 + ICE_POINT_KELVIN,
    fromKelvin: (k) => ((k - ICE_POINT_KELVIN) * 4) / 5,
  },
  {
    id: 'romer',
    name: 'Rømer',
    symbol: '°Rø',
    aliases: ['°Rø', 'Rø', '°Ro', 'Ro'],
    toKelvin: (v) => ((v - 7.5) * 40) / 21 + ICE_POINT_KELVIN,
    fromKelvin: (k) => ((k - ICE_POINT_KELVIN) * 21) / 40 + 7.5,
  },
];

const BY_ID = new Map(TEMPERATURE_SCALES.map((s) => [s.id, s]));

/**
 * Looks up a scale.
 *
 * @param scale - a scale id such as `'celsius'`.
 * @returns its names, symbol and conversion functions.
 * @throws ToolInputError when the id is not one of {@link TemperatureScale}.
 */
export function temperatureScale(scale: TemperatureScale): TemperatureScaleInfo {
  const info = BY_ID.get(scale);
  if (!info) throw new ToolInputError(`Unknown temperature scale "${String(scale)}".`);
  return info;
}

function finite(value: number, what: string): number {
  if (!Number.isFinite(value)) throw new ToolInputError(`${what} is too large to convert; enter a smaller number.`);
  return value;
}

/**
 * Converts a temperature to kelvins.
 *
 * @param value - the temperature in `scale`'s unit.
 * @param scale - the scale of `value`.
 * @returns the thermodynamic temperature in kelvins (may be negative for values below absolute zero).
 * @throws ToolInputError when `value` or the result is not a finite number, or the scale is unknown.
 * @see TEMPERATURE_SCALES for the definitions and their sources.
 */
export function toKelvin(value: number, scale: TemperatureScale): number {
  finite(value, 'The temperature');
  return finite(temperatureScale(scale).toKelvin(value), 'The temperature');
}

/**
 * Converts kelvins to a temperature on a scale.
 *
 * @param kelvin - thermodynamic temperature in kelvins.
 * @param scale - the target scale.
 * @returns the temperature in `scale`'s unit.
 * @throws ToolInputError when `kelvin` or the result is not a finite number, or the scale is unknown.
 * @see TEMPERATURE_SCALES for the definitions and their sources.
 */
export function fromKelvin(kelvin: number, scale: TemperatureScale): number {
  finite(kelvin, 'The temperature');
  return finite(temperatureScale(scale).fromKelvin(kelvin), 'The temperature');
}

/**
 * Converts a temperature between two scales, through kelvins.
 *
 * @param value - the temperature in `from`'s unit.
 * @param from - the scale of `value`.
 * @param to - the target scale.
 * @returns the same temperature in `to`'s unit (exact up to binary floating point rounding).
 * @throws ToolInputError when a value is not finite or a scale is unknown.
 */
export function convertTemperature(value: number, from: TemperatureScale, to: TemperatureScale): number {
  if (from === to) return finite(value, 'The temperature');
  return fromKelvin(toKelvin(value, from), to);
}

/**
 * Converts a temperature to every scale at once.
 *
 * @param value - the temperature in `from`'s unit.
 * @param from - the scale of `value`.
 * @returns the temperature on each scale, keyed by scale id (`from` keeps `value` itself).
 * @throws ToolInputError when a value is not finite or the scale is unknown.
 */
export function convertToAllScales(value: number, from: TemperatureScale): Record<TemperatureScale, number> {
  const kelvin = toKelvin(value, from);
  const all = {} as Record<TemperatureScale, number>;
  for (const s of TEMPERATURE_SCALES) all[s.id] = s.id === from ? value : fromKelvin(kelvin, s.id);
  return all;
}

/**
 * Whether a temperature lies below absolute zero (0 K), which no physical temperature does.
 * Values within 1 nK of zero count as zero, so rounding in conversions (e.g. 559.725 °De)
 * does not raise a false alarm.
 *
 * @param kelvin - thermodynamic temperature in kelvins.
 * @returns `true` when `kelvin` < −1e-9.
 */
export function isBelowAbsoluteZero(kelvin: number): boolean {
  return kelvin < -1e-9;
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads a temperature typed by a user in one scale's field.
 *
 * Accepts a decimal number with optional sign and exponent (`-40`, `36.6`, `+1e3`, `.5`),
 * the Unicode minus sign (U+2212), surrounding spaces, and an optional unit symbol of the
 * field's own scale after it (`98.6 °F`, `300K`).
 *
 * @param text - what the user typed.
 * @param scale - the scale of the field.
 * @returns the number.
 * @throws ToolInputError when the text is empty, is not a number (the message says why, e.g.
 *   a comma used as decimal separator), carries another scale's symbol, or is too large.
 */
export function parseTemperature(text: string, scale: TemperatureScale): number {
  const info = temperatureScale(scale);
  let body = text.trim().replace(/\u2212/g, '-');
  if (body === '') throw new ToolInputError('Enter a number.');
  const unit = /\s*(°?[A-Za-zÉéØø]+|℃|℉)$/.exec(body);
  if (unit && !/^[eE]$/.test(unit[1]!) && /\d\s*$/.test(body.slice(0, unit.index))) {
    const symbol = unit[1]!;
    if (!info.aliases.includes(symbol)) {
      const other = TEMPERATURE_SCALES.find((s) => s.aliases.includes(symbol));
      throw new ToolInputError(
        other
          ? `This field takes ${info.name} (${info.symbol}); type ${other.name} values in the ${other.name} field.`
          : `"${symbol}" is not a unit of this field: enter a number in ${info.symbol}.`,
      );
    }
    body = body.slice(0, unit.index);
  }
  if (!NUMBER.test(body)) {
    if (/^[+-]?\d*,\d+$/.test(body)) throw new ToolInputError(`Use a dot as the decimal separator: ${body.replace(',', '.')}.`);
    throw new ToolInputError(`"${text.trim()}" is not a number: enter digits, such as -40 or 36.6.`);
  }
  return finite(Number(body), 'The number');
}

/**
 * Formats a temperature for display: rounded to at most `maxDecimals` decimals, trailing
 * zeros dropped, and never `-0`.
 *
 * @param value - the temperature (any unit).
 * @param maxDecimals - the most decimals to show, 0–20 (default 4).
 * @returns e.g. `"-459.67"`, `"32"`, `"0"` (for −0.00001), `"1e+21"`; `""` for a non-finite value.
 */
export function formatTemperature(value: number, maxDecimals = 4): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Number(value.toFixed(Math.max(0, Math.min(20, Math.trunc(maxDecimals)))));
  return rounded === 0 ? '0' : String(rounded);
}
