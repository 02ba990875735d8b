import { all, create, type ConfigOptions, type FormatOptions, type MathJsInstance } from 'mathjs';
import { ToolInputError } from '@handy-tools/ui/kit';

/** How numbers are represented while evaluating (mathjs `config.number`). */
export type MathNumberType = 'number' | 'BigNumber' | 'Fraction';
/** How numbers are written in results (mathjs `format` notation). */
export type MathNotation = 'auto' | 'fixed' | 'exponential' | 'engineering';

/** Options of {@link evaluateLines}. */
export interface MathEvaluationOptions {
  /**
   * `number`: IEEE 754 binary64 floating point (about 15–17 significant digits);
   * `BigNumber`: decimal arbitrary precision with 64 significant digits (decimal.js);
   * `Fraction`: exact rationals (fraction.js) — functions without a rational result such as
   * `sqrt(2)` then fail with a message.
   */
  numberType: MathNumberType;
  /**
   * Significant digits shown in results, 1–64 (in `fixed` notation: digits after the decimal point),
   * or 0 for every digit the number type holds.
   */
  precision: number;
  /** Notation of numbers in results; `auto` is mathjs' default (exponential below 1e-3 and from 1e5). */
  notation: MathNotation;
}

/** The evaluation of one line of the input. */
export interface MathLineResult {
  /** 1-based line number in the input. */
  line: number;
  /** The line's text. */
  expression: string;
  /**
   * The formatted value: a number, a unit (`10.08 cm`), a complex (`2i`), a matrix (`[[1, 2], [3, 4]]`),
   * a string, a boolean, a function definition (`f(x)`); for a line of several `;`-separated expressions,
   * the last one's value (`;` hides the values before it); null when the line has no value (blank, comment only, all statements ended with `;`)
   * or failed.
   */
  value: string | null;
  /** The type of the value as mathjs names it (`number`, `BigNumber`, `Unit`, `Matrix`…), or null. */
  type: string | null;
  /** Why the line failed ("Line 2, column 4: Unexpected end of expression"), or null. */
  error: string | null;
  /** 1-based column of a syntax error in the line, when mathjs reports it. */
  column: number | null;
}

/** Defaults of {@link MathEvaluationOptions}: binary64 numbers, 14 significant digits (hides `0.1 + 0.2` rounding), auto notation. */
export const DEFAULT_MATH_OPTIONS: MathEvaluationOptions = { numberType: 'number', precision: 14, notation: 'auto' };

/** At most this many characters of input are evaluated. */
export const MAX_EXPRESSION_CHARS = 100_000;
/** A result longer than this (a huge matrix) is cut, with the number of characters left out. */
export const MAX_RESULT_CHARS = 20_000;

/**
 * A fresh mathjs instance (about 10 ms): an expression may change its instance (`createUnit`,
 * `config`), and each evaluation starts from the same state.
 */
function mathFor(numberType: MathNumberType): MathJsInstance {
  const config: ConfigOptions = numberType === 'BigNumber' ? { number: 'BigNumber', precision: 64 } : { number: numberType };
  return create(all ?? {}, config);
}

/** The name mathjs gives a value's type, or a plain JavaScript type name. */
function typeName(math: MathJsInstance, value: unknown): string {
  try {
    return math.typeOf(value);
  } catch {
    return typeof value;
  }
}

/** Formats a value as mathjs does, cut at {@link MAX_RESULT_CHARS}. */
function formatValue(math: MathJsInstance, value: unknown, options: MathEvaluationOptions): string {
  const format: FormatOptions = { notation: options.notation };
  if (options.precision > 0) format.precision = options.precision;
  let text: string;
  if (typeof value === 'function') {
    const syntax = (value as { syntax?: unknown }).syntax;
    text = typeof syntax === 'string' ? syntax : math.format(value, format);
  } else {
    text = math.format(value, format);
  }
  // mathjs pads the mantissa to the precision in these notations (1.2345600000000e+5): drop the zeros.
  if (options.notation === 'exponential' || options.notation === 'engineering') text = text.replace(/(\.\d*?)0+(?=e[+-])/g, '$1').replace(/\.(?=e[+-])/g, '');
  if (text.length > MAX_RESULT_CHARS) {
    const more = text.length - MAX_RESULT_CHARS;
    text = `${text.slice(0, MAX_RESULT_CHARS)}… (${more.toLocaleString('en-US')} more characters)`;
  }
  return text;
}

/** The message of an error thrown by mathjs, without its "(char N)" suffix, and the column. */
function describeError(error: unknown, lineText: string): { message: string; column: number | null } {
  if (!(error instanceof Error)) return { message: String(error), column: null };
  if (error instanceof RangeError && /call stack/i.test(error.message)) return { message: 'The expression is nested too deeply.', column: null };
  const char = (error as { char?: unknown }).char;
  const column = typeof char === 'number' && Number.isFinite(char) ? Math.min(Math.max(1, char), lineText.length + 1) : null;
  const message = error.message.replace(/\s*\(char \d+\)\s*$/, '');
  return { message: message.endsWith('.') ? message : `${message}.`, column };
}

function validateOptions(options: MathEvaluationOptions): void {
  if (!['number', 'BigNumber', 'Fraction'].includes(options.numberType)) throw new ToolInputError(`Unknown number type "${String(options.numberType)}": use number, BigNumber or Fraction.`);
  if (!Number.isInteger(options.precision) || options.precision < 0 || options.precision > 64) throw new ToolInputError('Precision must be a whole number of significant digits from 1 to 64, or 0 for all digits.');
  if (!['auto', 'fixed', 'exponential', 'engineering'].includes(options.notation)) throw new ToolInputError(`Unknown notation "${String(options.notation)}": use auto, fixed, exponential or engineering.`);
}

/**
 * Evaluates a text of math expressions line by line with mathjs' expression language
 * (https://mathjs.org/docs/expressions/syntax.html): numbers, complex numbers (`2 + 3i`), units
 * (`5 cm + 2 inch`, `2 inch to cm`), matrices (`det([1, 2; 3, 4])`), constants (`pi`, `e`),
 * functions, variables and function definitions (`f(x) = x^2`), and `#` comments. Variables and
 * functions defined on a line are visible on the following lines; `ans` holds the last value.
 * Several expressions on a line are separated by `;` (a statement ending in `;` shows no value).
 * A line that fails does not stop the others; its error names the line and, for a syntax error,
 * the column.
 *
 * Evaluation may not end in reasonable time (`factorial(100000)` with BigNumbers) or may need
 * much memory (`zeros(50000, 50000)`): run it where it can be stopped (a Web Worker).
 *
 * @param text - the expressions, one per line (LF or CRLF line ends), at most {@link MAX_EXPRESSION_CHARS} characters.
 * @param options - number type, display precision and notation ({@link DEFAULT_MATH_OPTIONS}).
 * @returns one {@link MathLineResult} per line of `text` (an empty text gives one blank line).
 * @throws ToolInputError when `text` is longer than {@link MAX_EXPRESSION_CHARS} or an option is out of range.
 * @see https://mathjs.org/docs/expressions/syntax.html — the expression syntax;
 *   IEEE 754-2019 (binary64 numbers).
 */
export function evaluateLines(text: string, options: MathEvaluationOptions = DEFAULT_MATH_OPTIONS): MathLineResult[] {
  if (text.length > MAX_EXPRESSION_CHARS) throw new ToolInputError(`The expressions are ${text.length.toLocaleString('en-US')} characters long: at most ${MAX_EXPRESSION_CHARS.toLocaleString('en-US')} are evaluated.`);
  validateOptions(options);
  const math = mathFor(options.numberType);
  const scope = new Map<string, unknown>();
  return text.split(/\r?\n/).map((expression, index): MathLineResult => {
    const line = index + 1;
    const base = { line, expression, value: null, type: null, error: null, column: null };
    if (expression.trim() === '') return base;
    try {
      const value: unknown = math.evaluate(expression, scope);
      if (value === undefined) return base;
      const entries = (value as { entries?: unknown }).entries;
      // A line of several expressions gives a ResultSet of the visible ones.
      if (typeName(math, value) === 'ResultSet' && Array.isArray(entries)) {
        if (entries.length === 0) return base;
        scope.set('ans', entries[entries.length - 1]);
        const shown = entries.length === 1 ? formatValue(math, entries[0], options) : `[${entries.map((e) => formatValue(math, e, options)).join(', ')}]`;
        return { ...base, value: shown, type: entries.length === 1 ? typeName(math, entries[0]) : 'ResultSet' };
      }
      if (typeof value !== 'function') scope.set('ans', value);
      return { ...base, value: formatValue(math, value, options), type: typeof value === 'function' ? 'function' : typeName(math, value) };
    } catch (error) {
      const { message, column } = describeError(error, expression);
      return { ...base, error: column === null ? `Line ${line}: ${message}` : `Line ${line}, column ${column}: ${message}`, column };
    }
  });
}

/**
 * The value of the last line that has one, as {@link evaluateLines} formatted it.
 *
 * @param results - the lines' results.
 * @returns the last non-null `value`, or null when no line has a value.
 */
export function lastValue(results: readonly MathLineResult[]): string | null {
  for (let i = results.length - 1; i >= 0; i--) {
    const value = results[i]?.value;
    if (value != null) return value;
  }
  return null;
}
