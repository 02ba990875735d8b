import { ToolInputError } from '@handy-tools/ui/kit';

/** An IEEE 754 binary interchange format. */
export type FloatFormat = 'binary16' | 'binary32' | 'binary64';

/** A format's field widths (IEEE 754-2019 §3.6, table 3.5). */
export interface FloatFormatInfo {
  id: FloatFormat;
  /** Total bits. */
  bits: number;
  /** Exponent field width w. */
  exponentBits: number;
  /** Trailing significand field width t (the mantissa bits stored). */
  fractionBits: number;
  /** Exponent bias = 2^(w−1) − 1. */
  bias: number;
}

/** binary16 (half), binary32 (single) and binary64 (double), IEEE 754-2019 table 3.5. */
export const FLOAT_FORMATS: Record<FloatFormat, FloatFormatInfo> = {
  binary16: { id: 'binary16', bits: 16, exponentBits: 5, fractionBits: 10, bias: 15 },
  binary32: { id: 'binary32', bits: 32, exponentBits: 8, fractionBits: 23, bias: 127 },
  binary64: { id: 'binary64', bits: 64, exponentBits: 11, fractionBits: 52, bias: 1023 },
};

function formatInfo(format: FloatFormat): FloatFormatInfo {
  const info = FLOAT_FORMATS[format];
  if (!info || !Object.hasOwn(FLOAT_FORMATS, format)) throw new ToolInputError(`Unknown format "${String(format).slice(0, 40)}": use binary16, binary32 or binary64.`);
  return info;
}

/** A real number read exactly: ±num/den, or a special value. */
export type ExactReal =
  | { kind: 'finite'; negative: boolean; num: bigint; den: bigint }
  | { kind: 'infinity'; negative: boolean }
  | { kind: 'nan'; negative: boolean };

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** The most significant digits a decimal input may have. */
export const MAX_DECIMAL_DIGITS = 2000;

/**
 * Reads a decimal number exactly (no rounding): `0.1`, `-1.5e-7`, `6.02214076e23`, and the
 * special values `Infinity`, `-inf`, `∞`, `NaN` (case-insensitive). Spaces and underscores
 * between digits are ignored; U+2212 minus is read as `-`.
 *
 * @param text - the number as typed.
 * @returns the exact value as a fraction (the denominator a power of 10) or a special value.
 * @throws ToolInputError when the text is not a decimal number (a comma separator is named),
 *   has more than {@link MAX_DECIMAL_DIGITS} digits or an exponent beyond ±100,000.
 */
export function parseDecimalExact(text: string): ExactReal {
  const t = text.trim().replace(/\u2212/g, '-').replace(/(?<=\d)[\s_](?=\d)/g, '');
  if (t === '') throw new ToolInputError('Enter a number, such as 0.1 or -2.5e-3.');
  const special = /^([+-]?)(inf|infinity|∞|nan)$/i.exec(t);
  if (special) return { kind: /nan/i.test(special[2]!) ? 'nan' : 'infinity', negative: special[1] === '-' };
  if (t.length > MAX_DECIMAL_DIGITS + 20) throw new ToolInputError(`The number is too long: at most ${MAX_DECIMAL_DIGITS} digits.`);
  const m = DECIMAL.exec(t);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) {
    if (/^[+-]?\d*,\d+$/.test(t)) throw new ToolInputError(`Use a dot as the decimal separator: ${t.replace(',', '.')}.`);
    throw new ToolInputError(`"${t.slice(0, 40)}" is not a decimal number: enter digits such as 3.14 or 1e-7, or Infinity or NaN.`);
  }
  const exponent = Number(m[4] ?? '0');
  if (Math.abs(exponent) > 100_000) throw new ToolInputError('The exponent is too large: use at most e±100000.');
  const frac = m[3] ?? '';
  const digits = BigInt((m[2] ?? '') + frac || '0');
  const scale = exponent - frac.length;
  const negative = m[1] === '-';
  if (scale >= 0) return { kind: 'finite', negative, num: digits * 10n ** BigInt(scale), den: 1n };
  return { kind: 'finite', negative, num: digits, den: 10n ** BigInt(-scale) };
}

const bitLength = (n: bigint) => (n === 0n ? 0 : n.toString(2).length);

/**
 * Rounds an exact real to the nearest value of a format (IEEE 754-2019 §4.3.1,
 * roundTiesToEven, the default rounding), with overflow to ±∞ and gradual underflow to
 * subnormals and ±0.
 *
 * @param value - the exact value.
 * @param format - the target format.
 * @returns the encoding's bits as an unsigned integer (NaN: the default quiet NaN with the sign).
 * @throws ToolInputError for an unknown format.
 */
export function encodeFloat(value: ExactReal, format: FloatFormat): bigint {
  const f = formatInfo(format);
  const F = BigInt(f.fractionBits);
  const signBit = value.negative ? 1n << BigInt(f.bits - 1) : 0n;
  const maxBiased = (1n << BigInt(f.exponentBits)) - 1n;
  if (value.kind === 'nan') return signBit | (maxBiased << F) | (1n << (F - 1n));
  if (value.kind === 'infinity') return signBit | (maxBiased << F);
  const { num, den } = value;
  if (num === 0n) return signBit;
  const emin = 1 - f.bias;
  const emax = f.bias;
  // e = floor(log2(num/den))
  let e = bitLength(num) - bitLength(den);
  if (e >= 0 ? num < den << BigInt(e) : num << BigInt(-e) < den) e--;
  if (e > emax + 1) return signBit | (maxBiased << F);
  const shift = Math.max(e, emin) - f.fractionBits; // value / 2^shift rounded = the significand integer
  let n = num;
  let d = den;
  if (shift >= 0) d <<= BigInt(shift);
  else n <<= BigInt(-shift);
  let q = n / d;
  const r2 = (n - q * d) * 2n;
  if (r2 > d || (r2 === d && (q & 1n) === 1n)) q++;
  let exp = Math.max(e, emin);
  if (q >= 1n << (F + 1n)) {
    q >>= 1n;
    exp++;
  }
  if (exp > emax) return signBit | (maxBiased << F);
  if (q < 1n << F) return signBit | q; // subnormal (or zero after underflow)
  return signBit | (BigInt(exp + f.bias) << F) | (q - (1n << F));
}

/** What a float's bits mean. */
export type FloatClass = 'zero' | 'subnormal' | 'normal' | 'infinity' | 'quiet-nan' | 'signaling-nan';

/** A decoded float. */
export interface DecodedFloat {
  format: FloatFormat;
  /** The encoding as an unsigned integer. */
  bits: bigint;
  /** Bits in binary, grouped: sign, exponent, fraction. */
  binary: { sign: string; exponent: string; fraction: string };
  /** The encoding in hexadecimal, upper case, zero-padded (`0x3DCCCCCD`). */
  hex: string;
  negative: boolean;
  class: FloatClass;
  /** The exponent field as stored (biased). */
  biasedExponent: number;
  /** The exponent of the value: biased − bias for normal numbers, 1 − bias for subnormals and zero; null for ∞ and NaN. */
  exponent: number | null;
  /** The significand with its leading bit, as `1.` or `0.` followed by the fraction bits (null for ∞/NaN). */
  significand: string | null;
  /** NaN payload (the fraction bits after the quiet bit), as hex; null unless NaN. */
  payload: string | null;
  /** The exact value: a finite decimal (every binary float has one), `Infinity`, `-Infinity` or `NaN`. */
  exact: string;
  /** The exact value as a fraction, for finite values. */
  exactReal: ExactReal;
}

/**
 * Reads a float's fields from its bits (IEEE 754-2019 §3.4): sign, biased exponent, trailing
 * significand; class (§5.7.2); the exact value ±(1.f or 0.f) × 2^(e) written as a finite decimal,
 * computed with BigInt (M × 2^k = M × 5^−k / 10^−k for k < 0); NaN quiet bit and payload (§6.2.1).
 *
 * @param bits - the encoding as an unsigned integer below 2^bits.
 * @param format - its format.
 * @returns every field (see {@link DecodedFloat}).
 * @throws ToolInputError when `bits` does not fit the format.
 */
export function decodeFloat(bits: bigint, format: FloatFormat): DecodedFloat {
  const f = formatInfo(format);
  if (typeof bits !== 'bigint' || bits < 0n || bits >= 1n << BigInt(f.bits)) throw new ToolInputError(`A ${format} value has ${f.bits} bits.`);
  const F = BigInt(f.fractionBits);
  const negative = bits >> BigInt(f.bits - 1) === 1n;
  const biased = Number((bits >> F) & ((1n << BigInt(f.exponentBits)) - 1n));
  const fraction = bits & ((1n << F) - 1n);
  const maxBiased = 2 ** f.exponentBits - 1;
  const all = bits.toString(2).padStart(f.bits, '0');
  const binary = { sign: all[0]!, exponent: all.slice(1, 1 + f.exponentBits), fraction: all.slice(1 + f.exponentBits) };
  const hex = `0x${bits.toString(16).toUpperCase().padStart(f.bits / 4, '0')}`;
  const base = { format, bits, binary, hex, negative, biasedExponent: biased };
  if (biased === maxBiased) {
    if (fraction === 0n) return { ...base, class: 'infinity', exponent: null, significand: null, payload: null, exact: negative ? '-Infinity' : 'Infinity', exactReal: { kind: 'infinity', negative } };
    const quiet = (fraction >> (F - 1n)) === 1n;
    const payload = fraction & ((1n << (F - 1n)) - 1n);
    return { ...base, class: quiet ? 'quiet-nan' : 'signaling-nan', exponent: null, significand: null, payload: `0x${payload.toString(16).toUpperCase()}`, exact: 'NaN', exactReal: { kind: 'nan', negative } };
  }
  const subnormal = biased === 0;
  const exponent = subnormal ? 1 - f.bias : biased - f.bias;
  const significandInt = subnormal ? fraction : fraction | (1n << F);
  const k = exponent - f.fractionBits; // value = significandInt × 2^k
  const exactReal: ExactReal =
    k >= 0 ? { kind: 'finite', negative, num: significandInt << BigInt(k), den: 1n } : { kind: 'finite', negative, num: significandInt, den: 1n << BigInt(-k) };
  return {
    ...base,
    class: fraction === 0n && subnormal ? 'zero' : subnormal ? 'subnormal' : 'normal',
    exponent,
    significand: `${subnormal ? '0' : '1'}.${binary.fraction}`,
    payload: null,
    exact: exactDecimalString(exactReal),
    exactReal,
  };
}

/**
 * Writes an exact value whose denominator is a power of 2 or of 10 as a finite decimal.
 *
 * @param value - a finite exact real with den = 2^a·5^b (other values are written with up to 60 decimals, then `…`).
 * @returns e.g. `0.100000001490116119384765625`, `-0`, `Infinity`, `NaN`.
 */
export function exactDecimalString(value: ExactReal): string {
  if (value.kind === 'nan') return 'NaN';
  if (value.kind === 'infinity') return value.negative ? '-Infinity' : 'Infinity';
  let { num, den } = value;
  // den = 2^a 5^b → multiply to 10^max(a,b)
  let twos = 0n;
  let fives = 0n;
  let rest = den;
  while (rest % 2n === 0n && rest > 1n) {
    rest /= 2n;
    twos++;
  }
  while (rest % 5n === 0n && rest > 1n) {
    rest /= 5n;
    fives++;
  }
  const sign = value.negative ? '-' : '';
  if (rest !== 1n) {
    const scaled = (num * 10n ** 60n) / den;
    return `${sign}${insertPoint(scaled.toString(), 60)}…`;
  }
  const k = twos > fives ? twos : fives;
  num *= 5n ** (k - fives) * 2n ** (k - twos);
  den = 10n ** k;
  void den;
  return sign + insertPoint(num.toString(), Number(k));
}

function insertPoint(digits: string, decimals: number): string {
  if (decimals === 0) return digits;
  const padded = digits.padStart(decimals + 1, '0');
  const text = `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
  return text.replace(/\.?0+$/, '') || '0';
}

/**
 * The rounding error of storing a value: stored − input, exactly.
 *
 * @param input - the exact value typed.
 * @param stored - the exact value of the float stored for it.
 * @returns the difference as an exact real (finite when both are), or null when either is not finite.
 */
export function roundingError(input: ExactReal, stored: ExactReal): ExactReal | null {
  if (input.kind !== 'finite' || stored.kind !== 'finite') return null;
  const a = (input.negative ? -input.num : input.num) * stored.den;
  const b = (stored.negative ? -stored.num : stored.num) * input.den;
  const diff = b - a;
  return { kind: 'finite', negative: diff < 0n, num: diff < 0n ? -diff : diff, den: input.den * stored.den };
}

/**
 * A short scientific form of an exact real, for reading: `digits` significant digits
 * (truncated, trailing zeros dropped), e.g. `-1.4901161193847656e-9`.
 *
 * @param value - the value.
 * @param digits - significant digits (default 17, enough to tell any two binary64 values apart).
 * @returns the text (`0`, `Infinity`, `NaN` for those).
 */
export function floatScientific(value: ExactReal, digits = 17): string {
  if (value.kind !== 'finite') return exactDecimalString(value);
  if (value.num === 0n) return value.negative ? '-0' : '0';
  const sign = value.negative ? '-' : '';
  let e = value.num.toString().length - value.den.toString().length;
  const scaled = (p: number) => (p >= 0 ? (value.num * 10n ** BigInt(p)) / value.den : value.num / (value.den * 10n ** BigInt(-p)));
  let m = scaled(digits - 1 - e);
  if (m >= 10n ** BigInt(digits)) {
    e++;
    m = scaled(digits - 1 - e);
  } else if (m < 10n ** BigInt(digits - 1)) {
    e--;
    m = scaled(digits - 1 - e);
  }
  const s = m.toString();
  const mantissa = `${s[0]}.${s.slice(1)}`.replace(/\.?0+$/, '');
  return `${sign}${mantissa}e${e}`;
}

/** How the input is written. */
export type FloatInputKind = 'decimal' | 'hex' | 'binary';

/**
 * Reads a float's bits typed in hexadecimal (`0x3DCCCCCD`, `3dcc cccd`) or binary
 * (`0 01111011 10011001100110011001101`; spaces and underscores ignored). Fewer digits than
 * the format has are padded with zeros on the left.
 *
 * @param text - the bits as typed.
 * @param kind - `hex` or `binary`.
 * @param format - the format the bits belong to.
 * @returns the encoding as an unsigned integer.
 * @throws ToolInputError naming a character that is not a digit and its position, or when
 *   there are more bits than the format has.
 */
export function parseFloatBits(text: string, kind: 'hex' | 'binary', format: FloatFormat): bigint {
  const f = formatInfo(format);
  if (text.length > 1000) throw new ToolInputError('Too many characters for a float’s bits.');
  const trimmed = text.trim();
  const start = text.indexOf(trimmed);
  const prefix = kind === 'hex' ? /^0x/i : /^0b/i;
  const skip = prefix.test(trimmed) ? 2 : 0;
  const allowed = kind === 'hex' ? /[0-9a-f]/i : /[01]/;
  let digits = '';
  for (let i = skip; i < trimmed.length; i++) {
    const ch = trimmed[i]!;
    if (/[\s_]/.test(ch)) continue;
    if (!allowed.test(ch)) throw new ToolInputError(`"${ch}" at position ${start + i + 1} is not a ${kind === 'hex' ? 'hexadecimal' : 'binary'} digit.`, { position: start + i });
    digits += ch;
  }
  if (digits === '') throw new ToolInputError(kind === 'hex' ? `Enter the ${f.bits / 4} hexadecimal digits of a ${format} value.` : `Enter the ${f.bits} bits of a ${format} value.`);
  const max = kind === 'hex' ? f.bits / 4 : f.bits;
  if (digits.replace(/^0+(?=.)/, '').length > max) throw new ToolInputError(`A ${format} value has ${f.bits} bits (${max} ${kind === 'hex' ? 'hexadecimal digits' : 'binary digits'}); this has ${digits.length}.`);
  return BigInt((kind === 'hex' ? '0x' : '0b') + digits);
}

/** A value in one format, from any input. */
export interface FloatConversion extends DecodedFloat {
  /** stored − input, exactly; null when the input was given as bits of this format, or is not finite. */
  error: ExactReal | null;
}

/**
 * Converts an input to each format: reads decimal text exactly or bits of `bitsFormat`, then
 * rounds to every format of `formats` (roundTiesToEven) and decodes the result.
 *
 * @param text - the input.
 * @param kind - `decimal`, `hex` or `binary`.
 * @param bitsFormat - the format of hex or binary bits.
 * @param formats - the formats to show (default binary32 and binary64).
 * @returns the input's exact value and, per format, the decoded float and its rounding error.
 * @throws ToolInputError as {@link parseDecimalExact} and {@link parseFloatBits} do.
 */
export function convertFloat(
  text: string,
  kind: FloatInputKind,
  bitsFormat: FloatFormat = 'binary64',
  formats: readonly FloatFormat[] = ['binary32', 'binary64'],
): { input: ExactReal; results: FloatConversion[] } {
  let input: ExactReal;
  let source: DecodedFloat | null = null;
  if (kind === 'decimal') input = parseDecimalExact(text);
  else if (kind === 'hex' || kind === 'binary') {
    source = decodeFloat(parseFloatBits(text, kind, bitsFormat), bitsFormat);
    input = source.exactReal;
  } else throw new ToolInputError(`Unknown input kind "${String(kind).slice(0, 40)}".`);
  const results = formats.map((format): FloatConversion => {
    if (source && source.format === format) return { ...source, error: null };
    let bits: bigint;
    if (input.kind === 'nan' && source) {
      // Keep the quiet bit and the payload's high bits, as a hardware conversion does.
      const from = FLOAT_FORMATS[source.format];
      const to = formatInfo(format);
      const fraction = source.bits & ((1n << BigInt(from.fractionBits)) - 1n);
      const diff = from.fractionBits - to.fractionBits;
      let frac = diff >= 0 ? fraction >> BigInt(diff) : fraction << BigInt(-diff);
      if (frac === 0n) frac = 1n << BigInt(to.fractionBits - 1);
      bits = (input.negative ? 1n << BigInt(to.bits - 1) : 0n) | (((1n << BigInt(to.exponentBits)) - 1n) << BigInt(to.fractionBits)) | frac;
    } else bits = encodeFloat(input, format);
    const decoded = decodeFloat(bits, format);
    return { ...decoded, error: roundingError(input, decoded.exactReal) };
  });
  return { input, results };
}
