import { ToolInputError } from '@handy-tools/ui/kit';
import Decimal from 'decimal.js';
import {
  convertToAll,
  convertValue,
  DEFAULT_PRECISION,
  parseNumber,
  resolveUnit,
  type ConvertedValue,
  type Precision,
  type TextSpan,
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
 * names, plurals, `m2`/`m^2`/`sq m`. A sum of quantities of one kind adds up in the smallest of
 * their units: `5 ft 3 in in cm` reads as 63 in, `1 lb 4 oz` as 20 oz.
 *
 * @param text - the conversion as typed.
 * @returns the value, the source unit and the target unit (or null); for a sum, its total in its smallest unit.
 * @throws ToolInputError naming the unit that was not recognised and its column (1-based), a bad
 *   number, units of different kinds ("Cannot convert length (ft) to mass (kg)", "Cannot add…"), or a
 *   sum of temperatures.
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
    let sum = value;
    try {
      const terms = splitTerms(text, tokens.slice(0, i), value);
      if (terms) {
        // `5 ft 3 in in cm`: the terms add up in the smallest of their units.
        to = resolveUnit(right.text, tryResolve(terms[0]!.unit.text)?.kind, right);
        ({ value: sum, from } = addTerms(terms, to.kind));
      } else {
        // Read each side alone first, then again preferring the other side's kind (for `mil`, `"`…).
        const fromGuess = tryResolve(left.text);
        const toGuess = tryResolve(right.text);
        to = resolveUnit(right.text, fromGuess?.kind, right);
        from = resolveUnit(left.text, toGuess?.kind ?? to.kind, left);
      }
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
    return { value: sum, from, to };
  }
  const wholeTerms = splitTerms(text, tokens, value);
  if (wholeTerms) {
    if (firstError) throw firstError;
    return { ...addTerms(wholeTerms), to: null };
  }
  const whole = span(0, tokens.length - 1);
  const alone = tryResolve(whole.text);
  if (alone) return { value, from: alone, to: null };
  if (firstError) throw firstError;
  return { value, from: resolveUnit(whole.text, undefined, whole), to: null };
}

/** A number that starts a later term of a sum (`3` or `3in` in `5 ft 3in`). */
const TERM_NUMBER = /^[+\-\u2212]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][+\-\u2212]?\d+(?![A-Za-z]))?/;

interface Term {
  /** Normalised number (see `parseNumber`). */
  value: string;
  /** The unit as typed and where. */
  unit: TextSpan & { text: string };
}

/**
 * Splits the tokens of one side of a conversion into terms when a later token starts with a number
 * (`5 ft 3 in`: [5 ft, 3 in]); the first term's number was read before the tokens.
 *
 * @returns the terms, or null for a single quantity.
 * @throws ToolInputError for a bad number or a number without a unit (with its column).
 */
function splitTerms(text: string, side: readonly Token[], firstValue: string): Term[] | null {
  if (!side.slice(1).some((t) => TERM_NUMBER.test(t.text))) return null;
  const terms: Term[] = [];
  let value = firstValue;
  let unit: Token[] = [];
  let numberColumn = 1;
  const close = () => {
    const first = unit[0];
    const last = unit[unit.length - 1];
    if (!first || !last) throw new ToolInputError(`Enter a unit after the number at column ${numberColumn}, such as "5 ft 3 in".`);
    terms.push({ value, unit: { text: text.slice(first.start, last.end), column: first.start + 1, length: last.end - first.start } });
    unit = [];
  };
  for (const token of side) {
    const number = terms.length > 0 || unit.length > 0 ? TERM_NUMBER.exec(token.text) : null;
    if (!number) {
      unit.push(token);
      continue;
    }
    close();
    numberColumn = token.start + 1;
    try {
      value = parseNumber(number[0]);
    } catch (e) {
      if (e instanceof ToolInputError) throw new ToolInputError(`${e.message.replace(/\.$/, '')} (column ${numberColumn}).`);
      throw e;
    }
    if (number[0].length < token.text.length) unit.push({ text: token.text.slice(number[0].length), start: token.start + number[0].length, end: token.end });
  }
  close();
  return terms;
}

/** Decimal arithmetic wide enough for exact sums of 30-digit terms. */
const Sum = Decimal.clone({ precision: 100 });
const SUM_PRECISION: Precision = { mode: 'significant', digits: 30 };

/**
 * Adds the terms of a sum (`5 ft 3 in`, `1 lb 4 oz`) in the smallest of their units, so that the
 * total stays exact where the units are exact multiples (5 ft 3 in = 63 in).
 *
 * @param terms - from {@link splitTerms}.
 * @param kind - the kind to prefer when a unit's spelling is shared (the target's).
 * @returns the total and its unit.
 * @throws ToolInputError for an unknown unit, units of different kinds, or temperatures (not additive).
 */
function addTerms(terms: readonly Term[], kind?: UnitDef['kind']): { value: string; from: UnitDef } {
  const first = resolveUnit(terms[0]!.unit.text, kind, terms[0]!.unit);
  const units = terms.map((t, i) => (i === 0 ? first : resolveUnit(t.unit.text, first.kind, t.unit)));
  units.forEach((u, i) => {
    if (u.kind !== first.kind) throw new ToolInputError(`Cannot add ${u.kind} (${u.symbol}, column ${terms[i]!.unit.column}) to ${first.kind} (${first.symbol}).`);
  });
  if (first.kind === 'temperature') throw new ToolInputError('Temperatures do not add up: write one value, such as "20 °C in °F".');
  // The smallest unit: the one that 1 of the first unit holds the most of.
  let smallest = first;
  for (const u of units) if (new Sum(convertValue('1', smallest.id, u.id, SUM_PRECISION).text).gt(1)) smallest = u;
  const total = terms.reduce(
    (acc, t, i) => acc.plus(units[i] === smallest ? t.value : convertValue(t.value, units[i]!.id, smallest.id, SUM_PRECISION).text),
    new Sum(0),
  );
  return { value: parseNumber(total.toSignificantDigits(30).toString()), from: smallest };
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
