import { ToolInputError } from '@handy-tools/ui/kit';
import Decimal from 'decimal.js';
import { UNITS, type UnitDef, type UnitKind } from './units.js';

export { SI_UNIT_OF_KIND, UNIT_KINDS, UNITS, type UnitDef, type UnitKind } from './units.js';

/**
 * Decimal arithmetic for conversions: 100 significant digits, so the product of a 40-digit input and
 * two table factors (≤ 30 digits each) is exact, and a division gives 100 correct digits.
 */
const Dec = Decimal.clone({ precision: 100, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -7, toExpPos: 21 });
/** Wider arithmetic used only to check that a quotient is exact. */
const Wide = Decimal.clone({ precision: 400 });

/** π to 100 significant digits (far more than any displayed result needs). */
const PI = new Dec('3.141592653589793238462643383279502884197169399375105820974944592307816406286208998628034825342117068');

/** The most significant digits accepted in a typed number (beyond this the arithmetic would round). */
export const MAX_INPUT_DIGITS = 40;

/** How results are rounded for display. */
export interface Precision {
  /** `significant`: `digits` significant digits; `decimals`: `digits` digits after the decimal point. */
  mode: 'significant' | 'decimals';
  /** 1–30 significant digits, or 0–30 decimals. */
  digits: number;
}

/** The default display precision: 15 significant digits (every exact factor of the table shows in full). */
export const DEFAULT_PRECISION: Precision = { mode: 'significant', digits: 15 };

/**
 * A converted value as shown: its text and how far it can be trusted.
 * - `exact`: the text is the exact result (both factors exact, the decimal expansion ends within the precision);
 * - `rounded`: the exact result has more digits than shown (e.g. 1 torr = 133.322368421… Pa);
 * - `approximate`: a factor is not exact (a measured constant such as the dalton, or π in deg ↔ rad).
 */
export interface ConvertedValue {
  text: string;
  status: 'exact' | 'rounded' | 'approximate';
}

const BY_ID = new Map(UNITS.map((u) => [u.id, u]));

/**
 * Looks up a unit by its identifier.
 *
 * @param id - a unit id from {@link UNITS}, e.g. `ft`, `us-gal`, `kWh`.
 * @returns the unit's names, symbol, factor to SI and source.
 * @throws ToolInputError when no unit has this id.
 */
export function unitById(id: string): UnitDef {
  const unit = BY_ID.get(id);
  if (!unit) throw new ToolInputError(`Unknown unit id "${id.slice(0, 40)}".`);
  return unit;
}

/**
 * The units of one kind, in display order.
 *
 * @param kind - e.g. `length`.
 * @param options - `all: false` leaves out the rare and SI-prefixed units (`more` in the table).
 * @returns the units (a new array).
 */
export function unitsOfKind(kind: UnitKind, options: { all?: boolean } = {}): UnitDef[] {
  return UNITS.filter((u) => u.kind === kind && (options.all !== false || !u.more));
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads a number typed by a user: a decimal with optional sign and exponent (`-40`, `0.5`, `.5`,
 * `1e-3`, `6.02E23`), the Unicode minus sign (U+2212), digit groups separated by spaces, thin spaces or
 * underscores (`1 000 000`, `1_000`), surrounding spaces.
 *
 * @param text - what the user typed.
 * @returns the number as a normalised decimal string (e.g. `"1000"`, `"-0.5"`, `"1e-30"`).
 * @throws ToolInputError when the text is empty, is not a number (a comma used as decimal separator is
 *   named), has more than {@link MAX_INPUT_DIGITS} significant digits, or an exponent beyond ±1000.
 */
export function parseNumber(text: string): string {
  const trimmed = text.trim();
  const body = trimmed.replace(/\u2212/g, '-').replace(/(?<=\d)[\s_\u2009\u202f\u00a0](?=\d)/g, '');
  if (body === '') throw new ToolInputError('Enter a number.');
  if (!NUMBER.test(body)) {
    if (/^[+-]?\d*,\d+$/.test(body)) throw new ToolInputError(`Use a dot as the decimal separator: ${body.replace(',', '.')}.`);
    throw new ToolInputError(`"${trimmed.slice(0, 60)}" is not a number: enter digits, such as 12 or 0.5 or 1e-3.`);
  }
  const mantissa = body.replace(/[eE].*$/, '').replace(/[+\-.]/g, '').replace(/^0+/, '').replace(/0+$/, '');
  if (mantissa.length > MAX_INPUT_DIGITS) throw new ToolInputError(`The number has more than ${MAX_INPUT_DIGITS} significant digits; shorten it.`);
  const value = new Dec(body);
  if (!value.isZero() && Math.abs(value.e) > 1000) throw new ToolInputError('The number is too large or too small: keep its exponent between −1000 and 1000.');
  return value.isZero() ? '0' : value.toString();
}

function checkPrecision(precision: Precision): Precision {
  const digits = Math.trunc(precision.digits);
  if (!Number.isFinite(digits)) throw new ToolInputError('The precision must be a number of digits.');
  if (precision.mode === 'significant') return { mode: 'significant', digits: Math.min(30, Math.max(1, digits)) };
  return { mode: 'decimals', digits: Math.min(30, Math.max(0, digits)) };
}

function round(value: Decimal, precision: Precision): Decimal {
  const p = checkPrecision(precision);
  return p.mode === 'significant' ? value.toSignificantDigits(p.digits, Decimal.ROUND_HALF_EVEN) : value.toDecimalPlaces(p.digits, Decimal.ROUND_HALF_EVEN);
}

function show(value: Decimal): string {
  return value.isZero() ? '0' : value.toString();
}

/**
 * Rounds a decimal number for display: to `digits` significant digits or decimals (round half to even),
 * trailing zeros dropped, never `-0`; exponent notation from 10²¹ up and below 10⁻⁷ (`1.5e+21`, `2e-9`).
 *
 * @param value - a decimal string such as {@link parseNumber} returns.
 * @param precision - the rounding; {@link DEFAULT_PRECISION} by default.
 * @returns the rounded text, e.g. `formatNumber('0.30480', { mode: 'decimals', digits: 2 })` → `"0.3"`.
 * @throws ToolInputError when `value` is not a number.
 */
export function formatNumber(value: string, precision: Precision = DEFAULT_PRECISION): string {
  return show(round(new Dec(parseNumber(value)), precision));
}

// value in `to` = (value in `from` + from.offset) × from.factor / to.factor − to.offset (the offsets
// are 0 but on temperature scales).
function ratio(from: UnitDef, to: UnitDef, value: Decimal): { result: Decimal; status: ConvertedValue['status'] } {
  if (from.kind !== to.kind) throw new ToolInputError(`Cannot convert ${from.kind} (${from.symbol}) to ${to.kind} (${to.symbol}).`);
  const shifted = value.plus(from.offset);
  const numerator = shifted.times(from.num).times(to.den);
  const denominator = new Dec(from.den).times(to.num);
  let scaled = numerator.div(denominator);
  const piPower = from.pi - to.pi;
  for (let i = 0; i < Math.abs(piPower); i++) scaled = piPower > 0 ? scaled.times(PI) : scaled.div(PI);
  const result = scaled.minus(to.offset);
  if (!from.exact || !to.exact) return { result, status: 'approximate' };
  const terminates = piPower === 0 && new Wide(scaled).times(new Wide(from.den).times(to.num)).eq(new Wide(shifted).times(from.num).times(to.den));
  return { result, status: terminates ? 'exact' : 'rounded' };
}

/**
 * Converts a value between two units of the same kind, in decimal arithmetic, so that exact factors give
 * exact results (12 in → 1 ft, not 0.9999999).
 *
 * @param value - the value in `from`, as typed (see {@link parseNumber}).
 * @param from - id of the unit of `value`, e.g. `in`.
 * @param to - id of the target unit, e.g. `ft`.
 * @param precision - display rounding; {@link DEFAULT_PRECISION} by default.
 * @returns the result's text and status: `exact` when the text is the exact result, `rounded` when the
 *   exact result has more digits than shown (1 torr in Pa, 1° in rad), `approximate` when a factor is measured.
 * @throws ToolInputError when the value is not a number, a unit id is unknown, or the units are of different kinds.
 * @see UNITS for the factors and their sources (NIST SP 811 Appendix B.8, SI Brochure 9th ed.).
 */
export function convertValue(value: string, from: string, to: string, precision: Precision = DEFAULT_PRECISION): ConvertedValue {
  const { result, status } = ratio(unitById(from), unitById(to), new Dec(parseNumber(value)));
  const rounded = round(result, precision);
  return { text: show(rounded), status: status === 'exact' && !rounded.eq(result) ? 'rounded' : status };
}

/**
 * Converts a value to every unit of its kind.
 *
 * @param value - the value in `from`, as typed.
 * @param from - id of its unit.
 * @param precision - display rounding.
 * @param options - `all: false` leaves out rare and SI-prefixed units (the `from` unit is always kept).
 * @returns one entry per unit, in display order; `from` gets the value as normalised by {@link parseNumber}.
 * @throws ToolInputError when the value is not a number or the unit id is unknown.
 */
export function convertToAll(value: string, from: string, precision: Precision = DEFAULT_PRECISION, options: { all?: boolean } = {}): { unit: UnitDef; value: ConvertedValue }[] {
  const source = unitById(from);
  const number = parseFieldValue(value, from);
  return unitsOfKind(source.kind, { all: true })
    .filter((u) => options.all !== false || !u.more || u.id === from)
    .map((unit) => ({ unit, value: unit.id === from ? { text: number, status: 'exact' as const } : convertValue(number, from, unit.id, precision) }));
}

/** Folds a unit text for lookup: spaces collapsed, `^2`/`2` after letters to `²`, spelling variants. */
function fold(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\^2|\*\*2/g, '²')
    .replace(/\^3|\*\*3/g, '³');
}

function lower(text: string): string {
  return fold(text).toLowerCase().replace(/meter/g, 'metre').replace(/liter/g, 'litre');
}

const EXACT = new Map<string, UnitDef[]>();
const LOOSE = new Map<string, UnitDef[]>();
function index(map: Map<string, UnitDef[]>, key: string, unit: UnitDef) {
  const list = map.get(key) ?? [];
  if (!list.includes(unit)) list.push(unit);
  map.set(key, list);
}
for (const unit of UNITS) {
  for (const key of [unit.symbol, ...unit.aliases]) index(EXACT, fold(key), unit);
  for (const key of [unit.symbol, ...unit.aliases, unit.name, `${unit.name}s`, unit.id]) index(LOOSE, lower(key), unit);
}

/** Where a unit text sits in a longer input, for messages (1-based column). */
export interface TextSpan {
  /** 1-based column of the first character. */
  column: number;
  /** Length in characters. */
  length: number;
}

/**
 * Finds the unit a user means by a symbol or name: first an exact symbol or alias (`mm`, `Mm`, `kWh`,
 * `"`), then, ignoring case and the meter/metre and liter/litre spellings, a symbol, alias, name, plural
 * or id (`kilometers`, `KWH`, `us-gal`). `m2`, `m^2`, `sq m` all read as m².
 *
 * @param text - the unit as typed.
 * @param kind - when given, a unit of this kind wins over same-spelled units of other kinds (`mil`: thou
 *   for lengths, the NATO mil for angles).
 * @param at - where `text` sits in a longer input, named in error messages.
 * @returns the unit.
 * @throws ToolInputError when nothing matches (with suggestions) or the text is ambiguous between kinds.
 */
export function resolveUnit(text: string, kind?: UnitKind, at?: TextSpan): UnitDef {
  const where = at ? ` (column ${at.column})` : '';
  const shown = text.trim().slice(0, 40);
  if (shown === '') throw new ToolInputError(`Enter a unit${where}, such as m, ft or kWh.`);
  for (const candidates of [EXACT.get(fold(text)), LOOSE.get(lower(text))]) {
    if (!candidates?.length) continue;
    const ofKind = kind ? candidates.filter((u) => u.kind === kind) : candidates;
    const pool = ofKind.length ? ofKind : candidates;
    if (pool.length > 1)
      throw new ToolInputError(
        `"${shown}"${where} is ambiguous: ${pool.map((u) => `${u.symbol} (${u.name}, ${u.kind})`).join(' or ')}. Write the symbol exactly, or the unit's full name.`,
      );
    return pool[0]!;
  }
  const l = lower(text);
  const near = UNITS.filter((u) => (kind === undefined || u.kind === kind) && [u.symbol, u.name, ...u.aliases].some((k) => lower(k).startsWith(l.slice(0, 2))))
    .slice(0, 4)
    .map((u) => u.symbol);
  throw new ToolInputError(`Unit "${shown}"${where} is not recognised.${near.length ? ` Did you mean ${near.join(', ')}?` : ''}`);
}

/**
 * A text that {@link resolveUnit} reads back as this unit: its symbol when unambiguous, else its name, else its id.
 *
 * @param id - a unit id.
 * @returns e.g. `ft`, `gal (US)`, `thou (mil)`.
 * @throws ToolInputError when the id is unknown.
 */
export function unitToken(id: string): string {
  const unit = unitById(id);
  for (const token of [unit.symbol, unit.name, unit.id]) {
    try {
      if (resolveUnit(token, unit.kind) === unit) return token;
    } catch {
      // try the next spelling
    }
  }
  return unit.id;
}

/**
 * Reads what a user typed in one unit's field: a number (see {@link parseNumber}), optionally followed by
 * that unit's own symbol or name (`12 ft` in the foot field).
 *
 * @param text - the field's text.
 * @param unit - the field's unit id.
 * @returns the number as a normalised decimal string.
 * @throws ToolInputError when the text is not a number, or ends with another unit (the message names the
 *   field to type it in).
 */
export function parseFieldValue(text: string, unit: string): string {
  const own = unitById(unit);
  const match = /^\s*([+\-\u2212]?[\d.][\d.\s_\u2009\u202f\u00a0]*(?:[eE][+\-\u2212]?\d+)?)\s*([^\d\s.,+\-\u2212].*?)\s*$/.exec(text);
  if (match && !/^[eE]\d*$/.test(match[2]!)) {
    let other: UnitDef | null = null;
    try {
      other = resolveUnit(match[2]!, own.kind);
    } catch {
      other = null;
    }
    if (other === own) return parseNumber(match[1]!);
    if (other) throw new ToolInputError(`This field takes ${own.name} (${own.symbol}); type ${other.name} values in the ${other.name} field.`);
    throw new ToolInputError(`"${match[2]!.slice(0, 40)}" is not a unit of this field: enter a number in ${own.symbol}.`);
  }
  return parseNumber(text);
}

/**
 * Converts a value between two units that must both be of `kind` (what each one-kind converter exposes).
 *
 * @param kind - the kind both units must have.
 * @param value - the value in `from`, as typed.
 * @param from - a unit id of `kind`.
 * @param to - a unit id of `kind`.
 * @param precision - display rounding; {@link DEFAULT_PRECISION} by default.
 * @returns as {@link convertValue}.
 * @throws ToolInputError when a unit is unknown or not of `kind`, or the value is not a number.
 */
export function convertOfKind(kind: UnitKind, value: string, from: string, to: string, precision: Precision = DEFAULT_PRECISION): ConvertedValue {
  for (const id of [from, to]) {
    const unit = unitById(id);
    if (unit.kind !== kind) throw new ToolInputError(`${unit.name} (${unit.symbol}) is not a unit of ${kind}.`);
  }
  return convertValue(value, from, to, precision);
}
