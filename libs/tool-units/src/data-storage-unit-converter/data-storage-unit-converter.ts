import { ToolInputError } from '@handy-tools/ui/kit';
import Decimal from 'decimal.js';

/**
 * Decimal arithmetic for data sizes. Every factor between two units is a power of 2 times a
 * power of 10, so every conversion of a finite decimal is a finite decimal: with 1,000
 * significant digits (inputs are limited to {@link DATA_MAX_DIGITS} digits) the results are
 * exact, never rounded.
 */
export const DataDecimalConstructor = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -9e15, toExpPos: 9e15, maxE: 9e15, minE: -9e15 });
/** A value of {@link DataDecimalConstructor}. */
export type DataDecimal = InstanceType<typeof DataDecimalConstructor>;

/** The most digits a typed number may have (the bound keeps every conversion exact and fast). */
export const DATA_MAX_DIGITS = 200;

/** A unit system: SI decimal prefixes (powers of 1000) or IEC binary prefixes (powers of 1024). */
export type DataUnitSystem = 'si' | 'iec';
/** Whether a unit counts bits or bytes (octets, 8 bits). */
export type DataUnitKind = 'bit' | 'byte';

/** A data-size unit. */
export interface DataUnit {
  /** Stable id, also the unit's symbol: `B`, `kB`, `MiB`, `bit`, `kbit`, `Gibit`… */
  id: string;
  /** The symbol shown (IEC 80000-13): `kB`, `KiB`, `Mbit`. */
  symbol: string;
  /** English name: `kilobyte`, `kibibyte`, `megabit`. */
  name: string;
  system: DataUnitSystem;
  kind: DataUnitKind;
  /** The prefix's power: the unit is 1000^power (SI) or 1024^power (IEC) bits or bytes. */
  power: number;
  /** The unit's size in bits, exactly. */
  bits: bigint;
}

const SI_PREFIXES = [
  ['', ''],
  ['k', 'kilo'],
  ['M', 'mega'],
  ['G', 'giga'],
  ['T', 'tera'],
  ['P', 'peta'],
  ['E', 'exa'],
  ['Z', 'zetta'],
  ['Y', 'yotta'],
  ['R', 'ronna'],
  ['Q', 'quetta'],
] as const;
const IEC_PREFIXES = [
  ['', ''],
  ['Ki', 'kibi'],
  ['Mi', 'mebi'],
  ['Gi', 'gibi'],
  ['Ti', 'tebi'],
  ['Pi', 'pebi'],
  ['Ei', 'exbi'],
  ['Zi', 'zebi'],
  ['Yi', 'yobi'],
] as const;

function makeUnits(system: DataUnitSystem, kind: DataUnitKind): DataUnit[] {
  const prefixes = system === 'si' ? SI_PREFIXES : IEC_PREFIXES;
  const base = system === 'si' ? 1000n : 1024n;
  return prefixes
    .map(([prefix, name], power) => {
      const symbol = prefix + (kind === 'byte' ? 'B' : 'bit');
      return { id: symbol, symbol, name: name + kind, system, kind, power, bits: base ** BigInt(power) * (kind === 'byte' ? 8n : 1n) };
    })
    .filter((u) => u.power > 0 || system === 'si');
}

/**
 * Every unit, by column: SI bytes (B, kB … QB), IEC bytes (KiB … YiB), SI bits (bit, kbit …
 * Qbit), IEC bits (Kibit … Yibit). Symbols and names: IEC 80000-13:2008 §13.9–13.10 and IEC
 * 60027-2 (binary prefixes); SI prefixes up to quetta (Q, 10^30): SI Brochure 9th ed. (2019)
 * and the 27th CGPM (2022), resolution 3, for ronna and quetta. The bit and byte themselves
 * sit in the SI columns (they have no prefix).
 */
export const DATA_UNITS: readonly DataUnit[] = [...makeUnits('si', 'byte'), ...makeUnits('iec', 'byte'), ...makeUnits('si', 'bit'), ...makeUnits('iec', 'bit')];

const BY_ID = new Map(DATA_UNITS.map((u) => [u.id, u]));

/**
 * Looks up a unit by id (its symbol).
 *
 * @param id - e.g. `'MiB'`, `'kbit'`.
 * @returns the unit.
 * @throws ToolInputError when the id is not a unit of {@link DATA_UNITS}.
 */
export function dataUnit(id: string): DataUnit {
  const unit = BY_ID.get(id);
  if (!unit) throw new ToolInputError(`Unknown data unit "${String(id).slice(0, 40)}".`);
  return unit;
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads a non-negative decimal number typed by a user, exactly.
 *
 * Accepts digits with an optional decimal point and exponent (`1.5`, `.5`, `2e3`), surrounding
 * spaces, spaces, thin spaces or underscores between digit groups (`1 000 000`, `1_000`), and the
 * Unicode minus (then rejected as negative when `allowNegative` is false).
 *
 * @param text - what the user typed.
 * @param what - how to name the value in messages, e.g. `A data size`.
 * @param allowNegative - whether negative values are accepted (default false).
 * @returns the exact value.
 * @throws ToolInputError when the text is empty, not a number (a comma decimal separator is
 *   named), negative, longer than {@link DATA_MAX_DIGITS} digits or has an exponent beyond ±1000.
 */
export function parseDataDecimal(text: string, what = 'The value', allowNegative = false): DataDecimal {
  if (text.length > DATA_MAX_DIGITS * 2 + 40) throw new ToolInputError(`The number is too long: enter at most ${DATA_MAX_DIGITS} digits.`);
  const body = text.trim().replace(/\u2212/g, '-').replace(/(?<=\d)[\s_\u202f\u00a0](?=\d)/g, '');
  if (body === '') throw new ToolInputError('Enter a number.');
  if (body.length > DATA_MAX_DIGITS + 10) throw new ToolInputError(`The number is too long: enter at most ${DATA_MAX_DIGITS} digits.`);
  if (!NUMBER.test(body)) {
    if (/^[+-]?\d*,\d+$/.test(body)) throw new ToolInputError(`Use a dot as the decimal separator: ${body.replace(',', '.')}.`);
    throw new ToolInputError(`"${text.trim().slice(0, 40)}" is not a number: enter digits, such as 1.5 or 1024.`);
  }
  const exponent = /[eE]([+-]?\d+)$/.exec(body);
  if (exponent && Math.abs(Number(exponent[1])) > 1000) throw new ToolInputError('The exponent is too large: use at most e±1000.');
  const value = new DataDecimalConstructor(body);
  if (value.isNegative() && !value.isZero() && !allowNegative) throw new ToolInputError(`${what} cannot be negative.`);
  return value.isZero() ? new DataDecimalConstructor(0) : value;
}

/**
 * Reads a data size typed in one unit's field: a number, optionally followed by that unit's own
 * symbol (`1.5 GiB` in the GiB field).
 *
 * @param text - what the user typed.
 * @param unitId - the field's unit id.
 * @returns the exact amount in that unit.
 * @throws ToolInputError when the text is not a non-negative number (see
 *   {@link parseDataDecimal}), or carries another unit's symbol (the message names the field to use).
 */
export function parseDataAmount(text: string, unitId: string): DataDecimal {
  const unit = dataUnit(unitId);
  if (text.length > DATA_MAX_DIGITS + 40) throw new ToolInputError(`The number is too long: enter at most ${DATA_MAX_DIGITS} digits.`);
  let body = text.trim();
  const suffix = /\s*([A-Za-z]+)$/.exec(body);
  if (suffix && !/^[eE]$/.test(suffix[1]!) && /[\d.]\s*$/.test(body.slice(0, suffix.index))) {
    const symbol = suffix[1]!;
    if (symbol !== unit.symbol) {
      const other = BY_ID.get(symbol);
      throw new ToolInputError(
        other ? `This field takes ${unit.symbol}; type ${other.symbol} values in the ${other.symbol} field.` : `"${symbol.slice(0, 20)}" is not the unit of this field: enter a number of ${unit.symbol}.`,
      );
    }
    body = body.slice(0, suffix.index);
  }
  return parseDataDecimal(body, 'A data size');
}

/**
 * Converts an amount between two data units, exactly.
 *
 * @param value - the amount in `from` (a decimal string or a Decimal).
 * @param from - the unit id of `value`.
 * @param to - the target unit id.
 * @returns the exact amount in `to` (a finite decimal: every factor is 2^a·10^b).
 * @throws ToolInputError for an unknown unit or a value that is not a number.
 */
export function convertDataAmount(value: DataDecimal | string, from: string, to: string): DataDecimal {
  const a = dataUnit(from);
  const b = dataUnit(to);
  const v = typeof value === 'string' ? parseDataDecimal(value, 'A data size') : value;
  return v.times(a.bits.toString()).div(b.bits.toString());
}

/**
 * Converts an amount to every unit at once.
 *
 * @param value - the amount in `from`.
 * @param from - its unit id.
 * @returns the exact amount in each unit of {@link DATA_UNITS}, keyed by unit id.
 * @throws ToolInputError for an unknown unit.
 */
export function convertToAllDataUnits(value: DataDecimal, from: string): Record<string, DataDecimal> {
  const bits = value.times(dataUnit(from).bits.toString());
  const all: Record<string, DataDecimal> = {};
  for (const u of DATA_UNITS) all[u.id] = bits.div(u.bits.toString());
  return all;
}

/** How many decimals to show: `'exact'` (every digit) or 0–30 decimals, rounded half to even. */
export type DataPrecision = 'exact' | number;

/**
 * Formats an exact decimal in plain notation (never an exponent).
 *
 * @param value - the value.
 * @param precision - `'exact'`: every digit; a number: rounded (half to even) to that many
 *   decimals (0–30), trailing zeros kept as in a fixed format when `keepZeros`, else dropped.
 * @param keepZeros - keep trailing zeros of a rounded value (default false).
 * @returns e.g. `"1073741824"`, `"0.0009765625"`, `"1.5"`.
 */
export function formatDataDecimal(value: DataDecimal, precision: DataPrecision = 'exact', keepZeros = false): string {
  if (precision === 'exact') return value.isZero() ? '0' : value.toFixed();
  const places = Math.max(0, Math.min(30, Math.trunc(Number.isFinite(precision) ? precision : 0)));
  const fixed = value.toFixed(places, Decimal.ROUND_HALF_EVEN);
  const text = keepZeros || !fixed.includes('.') ? fixed : fixed.replace(/\.?0+$/, '');
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/**
 * Groups the integer digits of a plain decimal in threes with a separator, for reading.
 *
 * @param text - a plain decimal such as `1073741824.5`.
 * @param separator - the group separator (default a thin space U+202F).
 * @returns e.g. `1 073 741 824.5`.
 */
export function groupDataDigits(text: string, separator = '\u202f'): string {
  const [int = '', frac] = text.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}
