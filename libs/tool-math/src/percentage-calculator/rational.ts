import { ToolInputError } from '@handy-tools/ui/kit';

/** An exact rational number num/den (den > 0, reduced). */
export interface Rational {
  num: bigint;
  den: bigint;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/**
 * Greatest common divisor of two integers (Euclid's algorithm), non-negative.
 *
 * @param a - an integer.
 * @param b - an integer.
 * @returns gcd(|a|, |b|); gcd(0, 0) = 0.
 */
export function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * Builds a reduced rational.
 *
 * @param num - numerator.
 * @param den - denominator, not zero.
 * @returns num/den reduced, with a positive denominator.
 * @throws ToolInputError when `den` is zero.
 */
export function rational(num: bigint, den = 1n): Rational {
  if (den === 0n) throw new ToolInputError('Division by zero.');
  const g = gcd(num, den) || 1n;
  const sign = den < 0n ? -1n : 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const add = (a: Rational, b: Rational) => rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Rational, b: Rational) => rational(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational) => rational(a.num * b.num, a.den * b.den);
export const div = (a: Rational, b: Rational) => {
  if (b.num === 0n) throw new ToolInputError('Division by zero.');
  return rational(a.num * b.den, a.den * b.num);
};

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** The most characters a typed number may have. */
export const MAX_NUMBER_CHARS = 400;

/**
 * Reads a decimal number exactly: `12.5`, `-3`, `.5`, `1e6`, `1 000 000`, `1_000`, with the
 * Unicode minus (U+2212) and an optional `%` sign after it when `percent` is true.
 *
 * @param text - the number as typed.
 * @param what - the field's name for messages (e.g. `X`).
 * @returns the exact value.
 * @throws ToolInputError when the text is empty or not a number (a comma decimal separator is named).
 */
export function parseRational(text: string, what = 'The value'): Rational {
  const t = text.trim().replace(/\u2212/g, '-').replace(/(?<=\d)[\s_\u202f\u00a0](?=\d)/g, '');
  if (t === '') throw new ToolInputError(`${what}: enter a number.`);
  if (t.length > MAX_NUMBER_CHARS) throw new ToolInputError(`${what}: the number is too long (at most ${MAX_NUMBER_CHARS} characters).`);
  const m = NUMBER.exec(t);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) {
    if (/^[+-]?\d*,\d+$/.test(t)) throw new ToolInputError(`${what}: use a dot as the decimal separator (${t.replace(',', '.')}).`);
    throw new ToolInputError(`${what}: "${t.slice(0, 30)}" is not a number.`);
  }
  const exponent = Number(m[4] ?? '0');
  if (Math.abs(exponent) > 1000) throw new ToolInputError(`${what}: the exponent is too large (at most e±1000).`);
  const frac = m[3] ?? '';
  const digits = BigInt((m[2] ?? '') + frac || '0') * (m[1] === '-' ? -1n : 1n);
  const scale = exponent - frac.length;
  return scale >= 0 ? rational(digits * 10n ** BigInt(scale)) : rational(digits, 10n ** BigInt(-scale));
}

/** A rational written as a decimal. */
export interface DecimalText {
  /** The decimal, e.g. `33.333333333333333333` or `12.5`. */
  text: string;
  /** Whether `text` is the exact value (false: rounded half to even to `maxDecimals`). */
  exact: boolean;
}

/**
 * Writes a rational as a decimal: exactly when it terminates within `maxDecimals` decimals,
 * else rounded half to even to `maxDecimals` decimals (trailing zeros dropped).
 *
 * @param value - the rational.
 * @param maxDecimals - the most decimals (default 20).
 * @returns the text and whether it is exact.
 */
export function toDecimalText(value: Rational, maxDecimals = 20): DecimalText {
  const scale = 10n ** BigInt(maxDecimals);
  const n = abs(value.num) * scale;
  let q = n / value.den;
  const r = n - q * value.den;
  const exact = r === 0n;
  if (!exact && (2n * r > value.den || (2n * r === value.den && (q & 1n) === 1n))) q++;
  let digits = q.toString().padStart(maxDecimals + 1, '0');
  let text = maxDecimals > 0 ? `${digits.slice(0, -maxDecimals)}.${digits.slice(-maxDecimals)}` : digits;
  if (text.includes('.')) text = text.replace(/\.?0+$/, '');
  digits = text;
  const negative = value.num < 0n && text !== '0';
  return { text: (negative ? '-' : '') + digits, exact };
}
