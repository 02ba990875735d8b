import { ToolInputError } from '@handy-tools/ui/kit';
import { div, mul, parseRational, rational, sub, add, toDecimalText, type DecimalText, type Rational } from './rational.js';

const HUNDRED = rational(100n);

/** The most decimals a result is written with before it is rounded. */
export const PERCENT_RESULT_DECIMALS = 20;

/**
 * X % of Y = X × Y ÷ 100, exactly.
 *
 * @param x - the percentage, as typed (`15`, `12.5`).
 * @param y - the base value, as typed.
 * @returns the result as a decimal (exact: a terminating decimal of exact inputs).
 * @throws ToolInputError when a value is not a number (the message names X or Y).
 */
export function percentOf(x: string, y: string): DecimalText {
  return toDecimalText(div(mul(parseRational(x, 'X'), parseRational(y, 'Y')), HUNDRED), PERCENT_RESULT_DECIMALS);
}

/**
 * What percentage X is of Y: X ÷ Y × 100.
 *
 * @param x - the part, as typed.
 * @param y - the whole, as typed; not zero.
 * @returns the percentage (exact when it terminates within 20 decimals, else rounded half to even).
 * @throws ToolInputError when a value is not a number, or Y is zero.
 */
export function whatPercent(x: string, y: string): DecimalText {
  const whole = parseRational(y, 'Y');
  if (whole.num === 0n) throw new ToolInputError('Y is zero: no percentage of zero can be computed.');
  return toDecimalText(mul(div(parseRational(x, 'X'), whole), HUNDRED), PERCENT_RESULT_DECIMALS);
}

/**
 * The relative change from one value to another, in percent: (to − from) ÷ |from| × 100 (the
 * usual definition of relative change: a fall from −50 to −100 is −100 %). With `signedBase`
 * the divisor is `from` itself, as some calculators do, which flips the sign for negative
 * starting values.
 *
 * @param from - the starting value, as typed; not zero.
 * @param to - the final value, as typed.
 * @param signedBase - divide by `from` instead of |from| (default false).
 * @returns the change in percent (positive: increase).
 * @throws ToolInputError when a value is not a number, or the starting value is zero.
 */
export function percentChange(from: string, to: string, signedBase = false): DecimalText {
  const a = parseRational(from, 'From');
  const b = parseRational(to, 'To');
  if (a.num === 0n) throw new ToolInputError('The starting value is zero: a change from zero has no percentage.');
  const base: Rational = signedBase || a.num > 0n ? a : rational(-a.num, a.den);
  return toDecimalText(mul(div(sub(b, a), base), HUNDRED), PERCENT_RESULT_DECIMALS);
}

/**
 * Y increased (or decreased, for a negative X) by X percent: Y × (1 + X ÷ 100).
 *
 * @param x - the percentage, as typed (`20` for +20 %, `-15` for −15 %).
 * @param y - the value, as typed.
 * @returns the result, exact.
 * @throws ToolInputError when a value is not a number.
 */
export function addPercent(x: string, y: string): DecimalText {
  return toDecimalText(mul(parseRational(y, 'Y'), add(rational(1n), div(parseRational(x, 'X'), HUNDRED))), PERCENT_RESULT_DECIMALS);
}
