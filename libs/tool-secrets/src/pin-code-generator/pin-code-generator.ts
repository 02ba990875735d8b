import { ToolInputError } from '@handy-tools/ui/kit';
import { byteStream, cryptoFill, uniformIndex, type RandomFill } from '../shared/random.js';

/** Shortest and longest PIN, in digits. */
export const PIN_LENGTH_MIN = 3;
export const PIN_LENGTH_MAX = 512;
/** Fewest and most PINs generated at once. */
export const PIN_QUANTITY_MIN = 1;
export const PIN_QUANTITY_MAX = 100;
/** Longest PIN with unique digits (there are only ten digits). */
export const PIN_UNIQUE_LENGTH_MAX = 10;

/** Options of {@link generatePins}, {@link pinSpaceSize} and {@link pinEntropyBits}. */
export interface PinOptions {
  /** Number of digits, a whole number from 3 to 512. */
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
 * Checks PIN options: the length is a whole number from 3 to 512, and unique digits are asked
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
/** States of the no-runs automaton: last digit × 4 + step class, and START (no digit yet). */
const START = 40;
const STATES = 41;

function stepClass(from: number, to: number): number {
  const step = to - from;
  return step === -1 ? STEP_DOWN : step === 0 ? STEP_SAME : step === 1 ? STEP_UP : STEP_OTHER;
}

/**
 * The digits that may follow a state of the no-runs automaton, in ascending order, with the
 * state each leads to. From START every digit is allowed; after one digit too (its class is
 * OTHER); after two, the digit that would repeat the last step of −1, 0 or +1 is not.
 */
function successors(state: number): { digit: number; next: number }[] {
  const out: { digit: number; next: number }[] = [];
  for (let d = 0; d < 10; d++) {
    if (state === START) {
      out.push({ digit: d, next: d * 4 + STEP_OTHER });
      continue;
    }
    const last = Math.floor(state / 4);
    const cls = stepClass(last, d);
    if (cls !== STEP_OTHER && cls === state % 4) continue;
    out.push({ digit: d, next: d * 4 + cls });
  }
  return out;
}
const SUCCESSORS = Array.from({ length: STATES }, (_, state) => successors(state));

/**
 * completions[r][state]: how many strings of r more digits can follow `state` without a run or
 * sequence (independent of the PIN's length, so one table serves every length); approx[r][state]
 * is that count ÷ 2^exponent[r], as a double (relative error below 2^−52), where exponent[r] is
 * the bit length of the largest count of row r.
 */
const completions: bigint[][] = [new Array<bigint>(STATES).fill(1n)];
const approx: number[][] = [new Array<number>(STATES).fill(0.5)];
const exponent: number[] = [1];

function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

/** Extends the completion table to row `r` (each row: 41 sums of at most 10 counts). */
function completionRow(r: number): bigint[] {
  while (completions.length <= r) {
    const previous = completions[completions.length - 1]!;
    // From (last, class): every digit's completions, less the one digit that would repeat the step.
    const row = new Array<bigint>(STATES);
    let start = 0n;
    for (let last = 0; last < 10; last++) {
      let all = 0n;
      for (let d = 0; d < 10; d++) all += previous[d * 4 + stepClass(last, d)]!;
      row[last * 4 + STEP_OTHER] = all;
      for (const cls of [STEP_DOWN, STEP_SAME, STEP_UP]) {
        const repeated = last + cls - STEP_SAME;
        row[last * 4 + cls] = repeated >= 0 && repeated <= 9 ? all - previous[repeated * 4 + cls]! : all;
      }
      start += previous[last * 4 + STEP_OTHER]!;
    }
    row[START] = start;
    let max = 0n;
    for (const n of row) if (n > max) max = n;
    const e = bitLength(max);
    const shift = BigInt(Math.max(0, e - 64));
    completions.push(row);
    exponent.push(e);
    approx.push(row.map((n) => Number(n >> shift) * 2 ** (Number(shift) - e)));
  }
  return completions[r]!;
}

/**
 * The exact number of PINs allowed by the options (the size of the space a PIN is drawn from):
 * 10^length without constraint; with unique digits, by dynamic programming over (digits used,
 * last digit, last step); without runs or sequences alone, from the table of completions of the
 * automaton over (last digit, last step). No enumeration.
 *
 * @param options - length (3–512) and constraints.
 * @returns the count, as a bigint (10^512 does not fit in a double).
 * @throws ToolInputError for a bad length or an impossible combination.
 */
export function pinSpaceSize(options: PinOptions): bigint {
  const { length, uniqueDigits = false, noSequences = false } = checkPinOptions(options);
  if (!uniqueDigits) return noSequences ? completionRow(length)[START]! : 10n ** BigInt(length);
  // Unique digits (length ≤ 10). Key: mask of digits used × 40 + last digit × 4 + step class.
  let states = new Map<number, bigint>();
  for (let d = 0; d < 10; d++) states.set((1 << d) * 40 + d * 4 + STEP_OTHER, 1n);
  for (let position = 1; position < length; position++) {
    const next = new Map<number, bigint>();
    for (const [key, count] of states) {
      const mask = Math.floor(key / 40);
      for (const { digit, next: s } of SUCCESSORS[noSequences ? key % 40 : Math.floor((key % 40) / 4) * 4 + STEP_OTHER]!) {
        if (mask & (1 << digit)) continue;
        const k = (mask | (1 << digit)) * 40 + s;
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
 * A count for people: exact with thousands separators up to 15 digits ("10,000"), else in
 * scientific notation with 3 significant digits ("1.00 × 10^512").
 *
 * @param n - a non-negative integer.
 * @returns the text.
 */
export function formatCount(n: bigint): string {
  const digits = n.toString();
  if (digits.length <= 15) return n.toLocaleString('en-US');
  const mantissa = Number(`${digits[0]}.${digits.slice(1, 17)}`);
  let rounded = mantissa.toFixed(2);
  let exponent10 = digits.length - 1;
  if (rounded === '10.00') {
    rounded = '1.00';
    exponent10++;
  }
  return `${rounded} × 10^${exponent10}`;
}

/**
 * The entropy of one PIN drawn uniformly from the allowed space: log2 of {@link pinSpaceSize}
 * (e.g. 4 digits without constraint: log2(10^4) ≈ 13.29 bits).
 *
 * @param options - length (3–512) and constraints.
 * @returns the entropy in bits.
 * @throws ToolInputError for a bad length or an impossible combination.
 */
export function pinEntropyBits(options: PinOptions): number {
  return log2BigInt(pinSpaceSize(options));
}

/** Reads `bits` random bits (1 to 53) as a number, from whole bytes, most significant first. */
function randomBits(bits: number, nextByte: () => number): number {
  let value = 0;
  const bytes = Math.ceil(bits / 8);
  for (let i = 0; i < bytes; i++) value = value * 256 + nextByte();
  return Math.floor(value / 2 ** (bytes * 8 - bits));
}

/** Reads `bits` random bits (≥ 0) as a bigint, most significant first. */
function randomBigBits(bits: number, nextByte: () => number): bigint {
  let value = 0n;
  const bytes = Math.ceil(bits / 8);
  for (let i = 0; i < bytes; i++) value = (value << 8n) | BigInt(nextByte());
  return value >> BigInt(bytes * 8 - bits);
}

/** Bits of R read first, as a double: the fast path decides from them alone. */
const TOP_BITS = 53;
/** How far (× 2^k) the top bits' interval must stay from every boundary: far above the float error (~1e−14). */
const DEFAULT_MARGIN = 2 ** -40;

/**
 * One step of the no-runs sampler, exposed for tests. It draws the next digit after `state`
 * with probability completions[rem][next] ÷ completions[rem + 1][state] exactly (so the PIN is
 * uniform over the allowed PINs): R is read as a k-bit number (2^k ≥ the total), a value at or
 * above the total is rejected and drawn again, and the digit is the one whose slice of
 * [0, total), in ascending digit order, holds R. The top 53 bits of R are read first; when
 * their whole interval lies, with a margin above the rounding error, inside one digit's slice
 * (or the rejected range), the decision is made from the doubles of the table without reading
 * the rest (it could not change it); otherwise the remaining bits are read and compared exactly.
 *
 * @param state - the automaton state (START, or last digit × 4 + step class).
 * @param rem - digits still to draw after this one.
 * @param nextByte - the random byte source.
 * @param margin - the fast path's safety margin (tests pass Infinity to force exact comparisons).
 * @returns the chosen successor: the digit and the new state, and whether the exact comparison was needed.
 */
export function pinSamplerStep(state: number, rem: number, nextByte: () => number, margin = DEFAULT_MARGIN): { digit: number; next: number; exact: boolean } {
  completionRow(rem + 1);
  const options = SUCCESSORS[state]!;
  const total = completions[rem + 1]![state]!;
  const k = exponent[rem + 1]!;
  for (;;) {
    let r: bigint;
    if (k > TOP_BITS + 8) {
      const x = randomBits(TOP_BITS, nextByte);
      const lo = x / 2 ** TOP_BITS;
      const hi = (x + 1) / 2 ** TOP_BITS;
      const scale = 2 ** (exponent[rem]! - k);
      let start = 0;
      for (const option of options) {
        const end = start + approx[rem]![option.next]! * scale;
        if (lo >= start + margin && hi <= end - margin) return { ...option, exact: false };
        start = end;
      }
      if (lo >= approx[rem + 1]![state]! + margin) continue; // wholly in the rejected range
      r = (BigInt(x) << BigInt(k - TOP_BITS)) | randomBigBits(k - TOP_BITS, nextByte);
    } else {
      r = randomBigBits(k, nextByte);
    }
    if (r >= total) continue;
    for (const option of options) {
      const weight = completions[rem]![option.next]!;
      if (r < weight) return { ...option, exact: true };
      r -= weight;
    }
  }
}

/**
 * Generates random PINs, each drawn uniformly from the allowed space: digits come from
 * {@link uniformIndex} over `crypto.getRandomValues` (rejection sampling, no modulo bias).
 * With unique digits (10 digits at most) a partial Fisher–Yates shuffle of 0–9 draws every
 * arrangement equally, and a draw holding a run or sequence (when forbidden) is drawn again
 * (more than 45 % are accepted). Without runs or sequences alone, the digits are drawn one by
 * one from the exact counts of allowed completions ({@link pinSamplerStep}): rejecting whole
 * draws would almost never end for long PINs (a random 512-digit PIN holds a run or sequence
 * with probability above 0.99999).
 *
 * The PINs are secrets: do not log, store or put them in a URL.
 *
 * @param options - length (3–512), quantity (1–100) and constraints.
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
    if (noSequences) {
      let state = START;
      for (let i = 0; i < length; i++) {
        const step = pinSamplerStep(state, length - 1 - i, next);
        pin += String(step.digit);
        state = step.next;
      }
      return pin;
    }
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
