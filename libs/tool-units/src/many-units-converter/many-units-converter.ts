import { ToolInputError } from '@handy-tools/ui/kit';
import {
  convertToAll,
  convertValue,
  DEFAULT_PRECISION,
  parseNumber,
  resolveUnit,
  type ConvertedValue,
  type Precision,
  type UnitDef,
} from '../unit-converter/unit-converter.js';

export {
  convertOfKind,
  convertToAll,
  convertValue,
  DEFAULT_PRECISION,
  formatNumber,
  MAX_INPUT_DIGITS,
  parseFieldValue,
  parseNumber,
  resolveUnit,
  SI_UNIT_OF_KIND,
  unitById,
  UNIT_KINDS,
  UNITS,
  unitsOfKind,
  unitToken,
  type ConvertedValue,
  type Precision,
  type TextSpan,
  type UnitDef,
  type UnitKind,
} from '../unit-converter/unit-converter.js';

/** The words (and arrows) that separate the source unit from the target unit. */
const SEPARATORS = new Set(['in', 'to', 'as', 'into', '->', '→', '=']);

/** A conversion read from text such as `12 ft in m`. */
export interface ParsedConversion {
  /** The number, normalised (see `parseNumber`); `1` when the text starts with a unit. */
  value: string;
  from: UnitDef;
  /** The target unit, or null when the text names only the source unit (`12 ft`). */
  to: UnitDef | null;
}

interface Token {
  text: string;
  start: number;
  end: number;
}

/**
 * Reads a conversion typed as text: a number, a unit, then optionally `in`, `to`, `as`, `into`, `->`,
 * `→` or `=` and a target unit: `12 ft in m`, `3.5 kWh to MJ`, `1 000 lb = kg`, `90 deg in rad`,
 * `3 in in cm`. Without a number the value is 1 (`mi in km`). Units are read by `resolveUnit`: symbols,
 * names, plurals, `m2`/`m^2`/`sq m`.
 *
 * @param text - the conversion as typed.
 * @returns the value, the source unit and the target unit (or null).
 * @throws ToolInputError naming the unit that was not recognised and its column (1-based), a bad
 *   number, or units of different kinds ("Cannot convert length (ft) to mass (kg)").
 */
export function parseConversion(text: string): ParsedConversion {
  if (text.trim() === '') throw new ToolInputError('Enter a conversion such as "12 ft in m" or "3.5 kWh to MJ".');
  if (text.length > 300) throw new ToolInputError('The conversion is too long: keep it under 300 characters.');
  const number = /^\s*([+\-\u2212]?(?:\d[\d_\u2009\u202f\u00a0]*(?: \d{3}(?!\d))*(?:\.\d*)?|\.\d+)(?:[eE][+\-\u2212]?\d+(?![A-Za-z]))?)/.exec(text);
  let value = '1';
  let restStart = 0;
  if (number) {
    try {
      value = parseNumber(number[1]!);
    } catch (e) {
      if (e instanceof ToolInputError) throw new ToolInputError(`${e.message.replace(/\.$/, '')} (column ${number.index + number[0].indexOf(number[1]!) + 1}).`);
      throw e;
    }
    restStart = number[0].length;
    if (/^,\d/.test(text.slice(restStart))) {
      const typed = `${number[1]!.trim()}${/^,\d+/.exec(text.slice(restStart))![0]}`;
      throw new ToolInputError(`Use a dot as the decimal separator: ${typed.replace(',', '.')} (column ${restStart + 1}).`);
    }
  } else if (/^\s*[+\-\u2212]?[\d.,]/.test(text)) {
    throw new ToolInputError(`"${text.trim().split(/\s+/)[0]!.slice(0, 30)}" is not a number (column ${text.search(/\S/) + 1}).`);
  }
  const tokens: Token[] = [...text.slice(restStart).matchAll(/\S+/g)].map((m) => ({ text: m[0], start: restStart + m.index, end: restStart + m.index + m[0].length }));
  if (tokens.length === 0) throw new ToolInputError(`Enter a unit after the number (column ${text.trimEnd().length + 2}), such as "12 ft in m".`);
  const span = (from: number, to: number) => ({ text: text.slice(tokens[from]!.start, tokens[to]!.end), column: tokens[from]!.start + 1, length: tokens[to]!.end - tokens[from]!.start });

  let firstError: ToolInputError | null = null;
  for (let i = 1; i < tokens.length - 1; i++) {
    if (!SEPARATORS.has(tokens[i]!.text.toLowerCase())) continue;
    const left = span(0, i - 1);
    const right = span(i + 1, tokens.length - 1);
    let from: UnitDef;
    let to: UnitDef;
    try {
      // Read each side alone first, then again preferring the other side's kind (for `mil`, `"`…).
      const fromGuess = tryResolve(left.text);
      const toGuess = tryResolve(right.text);
      to = resolveUnit(right.text, fromGuess?.kind, right);
      from = resolveUnit(left.text, toGuess?.kind ?? to.kind, left);
      if (from.kind !== to.kind) to = resolveUnit(right.text, from.kind, right);
    } catch (e) {
      if (!(e instanceof ToolInputError)) throw e;
      firstError ??= e;
      continue;
    }
    if (from.kind !== to.kind) {
      firstError ??= new ToolInputError(`Cannot convert ${from.kind} (${from.symbol}) to ${to.kind} (${to.symbol}): pick a unit of the same kind.`);
      continue;
    }
    return { value, from, to };
  }
  const whole = span(0, tokens.length - 1);
  const alone = tryResolve(whole.text);
  if (alone) return { value, from: alone, to: null };
  if (firstError) throw firstError;
  return { value, from: resolveUnit(whole.text, undefined, whole), to: null };
}

function tryResolve(text: string): UnitDef | null {
  try {
    return resolveUnit(text);
  } catch {
    return null;
  }
}

/** The result of {@link convertExpression}. */
export interface ExpressionResult extends ParsedConversion {
  /** The value in the target unit, or null without a target. */
  result: ConvertedValue | null;
  /** The value in every unit of its kind (rare and SI-prefixed units too when `all`). */
  everyUnit: { unit: UnitDef; value: ConvertedValue }[];
}

/**
 * Reads and computes a conversion typed as text (see {@link parseConversion}), in decimal arithmetic
 * from the unit table's factors (NIST SP 811 Appendix B.8, SI Brochure 9th ed.).
 *
 * @param text - e.g. `12 ft in m`.
 * @param precision - display rounding (15 significant digits by default).
 * @param options - `all: true` lists the rare and SI-prefixed units too in `everyUnit`.
 * @returns the parsed conversion, its result and the value in every unit of the kind.
 * @throws ToolInputError as {@link parseConversion} does.
 */
export function convertExpression(text: string, precision: Precision = DEFAULT_PRECISION, options: { all?: boolean } = {}): ExpressionResult {
  const parsed = parseConversion(text);
  const result = parsed.to ? convertValue(parsed.value, parsed.from.id, parsed.to.id, precision) : null;
  const everyUnit = convertToAll(parsed.value, parsed.from.id, precision, { all: options.all ?? false }).map((row) =>
    row.unit.id === parsed.from.id ? { unit: row.unit, value: { text: parsed.value, status: 'exact' as const } } : row,
  );
  return { ...parsed, result, everyUnit };
}
