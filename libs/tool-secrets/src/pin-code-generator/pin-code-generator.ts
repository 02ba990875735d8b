import { ToolInputError } from '@handy-tools/ui/kit';
import { byteStream, cryptoFill, uniformIndex, type RandomFill } from '../shared/random.js';

/** Shortest and longest PIN, in digits. */
export const PIN_LENGTH_MIN = 3;
export const PIN_LENGTH_MAX = 32;
/** Fewest and most PINs generated at once. */
export const PIN_QUANTITY_MIN = 1;
export const PIN_QUANTITY_MAX = 100;
/** Longest PIN with unique digits (there are only ten digits). */
export const PIN_UNIQUE_LENGTH_MAX = 10;

/** Options of {@link generatePins}, {@link pinSpaceSize} and {@link pinEntropyBits}. */
export interface PinOptions {
  /** Number of digits, a whole number from 3 to 32. */
  length: number;
  /** No digit appears twice (length ≤ 10). */
  uniqueDigits?: boolean;
  /**
   * No runs or sequences: no three consecutive digits that are equal (`111`), ascending by
   * one (`123`) or descending by one (`321`). See {@link hasRunOrSequence}.
   */
  noSequences?: boolean;
}

/**
 * Whether a string of digits holds a run or a sequence: three consecutive digits a, b, c with
 * b − a = c − b ∈ {−1, 0, +1}, i.e. a repeated digit (`111`), an ascending step of one (`123`)
 * or a descending step of one (`321`). There is no wrap-around: `890` and `901` are allowed.
 * So `1234`, `4321`, `1111`, `5123` and `9876` are rejected, while `1122`, `1357` and `1212` are not.
 *
 * @param pin - a string of ASCII digits.
 * @returns true when such three digits occur anywhere in `pin`.
 */
export function hasRunOrSequence(pin: string): boolean {
  for (let i = 2; i < pin.length; i++) {
    const step = pin.charCodeAt(i - 1) - pin.charCodeAt(i - 2);
    if (step >= -1 && step <= 1 && pin.charCodeAt(i) - pin.charCodeAt(i - 1) === step) return true;
  }
  return false;
}

/**
 * Checks PIN options: the length is a whole number from 3 to 32, and unique digits are asked
 * for only up to 10 digits.
 *
 * @param options - the options to check.
 * @returns the options, unchanged.
 * @throws ToolInputError for a bad length or an impossible combination.
 */
export function checkPinOptions<T extends PinOptions>(options: T): T {
  const { length } = options;
  if (!Number.isInteger(length) || length < PIN_LENGTH_MIN || length > PIN_LENGTH_MAX) {
    const got = Number.isNaN(length) ? 'nothing' : String(length);
    throw new ToolInputError(`Length must be a whole number from ${PIN_LENGTH_MIN} to ${PIN_LENGTH_MAX} (got ${got}).`);
  }
  if (options.uniqueDigits && length > PIN_UNIQUE_LENGTH_MAX) {
    throw new ToolInputError(`Impossible: a PIN of ${length} digits cannot have unique digits (there are only 10 digits). Choose a length of 10 or less, or allow repeated digits.`);
  }
  return options;
}

/**
 * Checks the number of PINs to generate.
 *
 * @param quantity - the requested number of PINs.
 * @returns the quantity, unchanged, when it is a whole number from 1 to 100.
 * @throws ToolInputError otherwise.
 */
export function checkPinQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < PIN_QUANTITY_MIN || quantity > PIN_QUANTITY_MAX) {
    const got = Number.isNaN(quantity) ? 'nothing' : String(quantity);
    throw new ToolInputError(`Quantity must be a whole number from ${PIN_QUANTITY_MIN} to ${PIN_QUANTITY_MAX} (got ${got}).`);
  }
  return quantity;
}

// Last-step classes of the counting automaton: the step between the last two digits.
const STEP_DOWN = 0; // −1
const STEP_SAME = 1; // 0
const STEP_UP = 2; // +1
const STEP_OTHER = 3; // any other step, or fewer than two digits so far

/**
 * The exact number of PINs allowed by the options (the size of the space a PIN is drawn from),
 * counted by dynamic programming over (digits used, last digit, last step) — no enumeration.
 *
 * @param options - length (3–32) and constraints.
 * @returns the count, as a bigint (10^32 does not fit in a double exactly).
 * @throws ToolInputError for a bad length or an impossible combination.
 */
export function pinSpaceSize(options: PinOptions): bigint {
  const { length, uniqueDigits = false, noSequences = false } = checkPinOptions(options);
  // Key: mask (digits used, when unique) × 40 + last digit × 4 + step class.
  let states = new Map<number, bigint>();
  for (let d = 0; d < 10; d++) states.set((uniqueDigits ? 1 << d : 0) * 40 + d * 4 + STEP_OTHER, 1n);
  for (let position = 1; position < length; position++) {
    const next = new Map<number, bigint>();
    for (const [key, count] of states) {
      const mask = Math.floor(key / 40);
      const last = Math.floor((key % 40) / 4);
      const stepClass = key % 4;
      for (let d = 0; d < 10; d++) {
        if (uniqueDigits && mask & (1 << d)) continue;
        const step = d - last;
        const cls = step === -1 ? STEP_DOWN : step === 0 ? STEP_SAME : step === 1 ? STEP_UP : STEP_OTHER;
        if (noSequences && cls !== STEP_OTHER && cls === stepClass) continue;
        const k = (uniqueDigits ? mask | (1 << d) : 0) * 40 + d * 4 + cls;
        next.set(k, (next.get(k) ?? 0n) + count);
      }
    }
    states = next;
  }
  let total = 0n;
  for (const count of states.values()) total += count;
  return total;
}

/**
 * log2 of a positive bigint, accurate to double precision.
 *
 * @param n - a positive integer.
 * @returns log2(n); −Infinity for 0.
 */
export function log2BigInt(n: bigint): number {
  if (n <= 0n) return Number.NEGATIVE_INFINITY;
  const bits = n.toString(2).length;
  if (bits <= 53) return Math.log2(Number(n));
  const shift = BigInt(bits - 53);
  return Math.log2(Number(n >> shift)) + Number(shift);
}

/**
 * The entropy of one PIN drawn uniformly from the allowed space: log2 of {@link pinSpaceSize}
 * (e.g. 4 digits without constraint: log2(10^4) ≈ 13.29 bits).
 *
 * @param options - length (3–32) and constraints.
 * @returns the entropy in bits.
 * @throws ToolInputError for a bad length or an impossible combination.
 */
export function pinEntropyBits(options: PinOptions): number {
  return log2BigInt(pinSpaceSize(options));
}

/**
 * Generates random PINs, each drawn uniformly from the allowed space: digits come from
 * {@link uniformIndex} over `crypto.getRandomValues` (rejection sampling, no modulo bias);
 * with unique digits a partial Fisher–Yates shuffle of 0–9 draws every arrangement equally;
 * a draw holding a run or sequence (when forbidden) is rejected and drawn again, which keeps
 * the result uniform over the allowed PINs (more than 45 % of draws are accepted).
 *
 * The PINs are secrets: do not log, store or put them in a URL.
 *
 * @param options - length (3–32), quantity (1–100) and constraints.
 * @param fill - the random source; `crypto.getRandomValues` unless a test injects another.
 * @returns `quantity` PINs, strings of `length` ASCII digits (PINs may repeat across the list).
 * @throws ToolInputError for a bad length or quantity, or an impossible combination.
 */
export function generatePins(options: PinOptions & { quantity: number }, fill: RandomFill = cryptoFill): string[] {
  const { length, uniqueDigits = false, noSequences = false } = checkPinOptions(options);
  const quantity = checkPinQuantity(options.quantity);
  const next = byteStream(fill, 256);
  const draw = (): string => {
    if (uniqueDigits) {
      const digits = [...'0123456789'];
      for (let i = 0; i < length; i++) {
        const j = i + uniformIndex(10 - i, next);
        [digits[i], digits[j]] = [digits[j]!, digits[i]!];
      }
      return digits.slice(0, length).join('');
    }
    let pin = '';
    for (let i = 0; i < length; i++) pin += String(uniformIndex(10, next));
    return pin;
  };
  const pins: string[] = [];
  while (pins.length < quantity) {
    const pin = draw();
    if (!noSequences || !hasRunOrSequence(pin)) pins.push(pin);
  }
  return pins;
}
