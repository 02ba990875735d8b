import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * The Luhn (mod 10) sum of a string of digits: from the right, every second digit doubled (its
 * digits added when ≥ 10), all summed, mod 10 (ISO/IEC 7812-1 Annex B; US patent 2,950,048).
 *
 * @param digits - digits 0–9 only, the check digit included.
 * @returns 0–9; 0 means the number passes the check.
 */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10;
}

/**
 * The Luhn check digit to append to a number (ISO/IEC 7812-1 Annex B).
 *
 * @param payload - the digits before the check digit (0–9 only, at least one).
 * @returns the check digit, "0"–"9".
 * @throws ToolInputError when the payload is empty or holds anything but digits.
 */
export function luhnCheckDigit(payload: string): string {
  if (!/^\d+$/.test(payload)) throw new ToolInputError('The Luhn check digit is computed from digits 0–9 only.');
  return String((10 - luhnSum(`${payload}0`)) % 10);
}

/**
 * Whether a number passes the Luhn check (ISO/IEC 7812-1 Annex B): card numbers, IMEIs, Canadian SINs…
 *
 * @param digits - the digits, check digit last (0–9 only).
 * @returns true when the Luhn sum is 0 mod 10.
 * @throws ToolInputError when it is shorter than two digits or holds anything but digits.
 */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) throw new ToolInputError('A Luhn number has at least two digits, 0–9 only.');
  return luhnSum(digits) === 0;
}

/** A card scheme and the IIN ranges that announce it. */
export interface CardScheme {
  /** The scheme's name ("Visa"). */
  name: string;
  /** Card number lengths the scheme issues. */
  lengths: readonly number[];
  /** IIN prefixes: exact prefixes ("34") or inclusive ranges of prefixes of equal length (["2221", "2720"]). */
  prefixes: readonly (string | readonly [string, string])[];
  /** How numbers of the scheme are grouped for printing. */
  groups?: readonly number[];
}

/**
 * Card schemes by IIN range. Sources: the schemes' published ranges as collected in Wikipedia's
 * "Payment card number" IIN table (checked 2026-11), Mastercard's 2-series announcement (2221–2720,
 * 2016), Discover's IIN range list (Discover Global Network, incl. the 622126–622925 UnionPay
 * co-brand range and 644–649), JCB (3528–3589), Mir (NSPK, 2200–2204).
 */
export const CARD_SCHEMES: readonly CardScheme[] = [
  { name: 'American Express', lengths: [15], prefixes: ['34', '37'], groups: [4, 6, 5] },
  { name: 'Diners Club International', lengths: [14, 15, 16, 17, 18, 19], prefixes: [['300', '305'], '3095', '36', '38', '39'], groups: [4, 6, 4] },
  { name: 'JCB', lengths: [16, 17, 18, 19], prefixes: [['3528', '3589']] },
  { name: 'Visa', lengths: [13, 16, 19], prefixes: ['4'] },
  { name: 'Mastercard', lengths: [16], prefixes: [['51', '55'], ['2221', '2720']] },
  { name: 'Mir', lengths: [16, 17, 18, 19], prefixes: [['2200', '2204']] },
  { name: 'Maestro', lengths: [12, 13, 14, 15, 16, 17, 18, 19], prefixes: ['5018', '5020', '5038', '5893', '6304', '6759', '6761', '6762', '6763'] },
  { name: 'Discover', lengths: [16, 17, 18, 19], prefixes: ['6011', ['644', '649'], '65', ['622126', '622925']] },
  { name: 'UnionPay', lengths: [16, 17, 18, 19], prefixes: ['62', '81'] },
];

/**
 * The card scheme whose IIN range holds a number: the most specific (longest) matching prefix
 * wins, so 622126… is Discover although 62 is UnionPay's.
 *
 * @param digits - the number's digits (the first six are enough).
 * @returns the scheme and whether the number's length is one it issues, or null when no range holds it.
 */
export function cardScheme(digits: string): { scheme: CardScheme; lengthOk: boolean } | null {
  let best: { scheme: CardScheme; length: number } | null = null;
  for (const scheme of CARD_SCHEMES) {
    for (const prefix of scheme.prefixes) {
      const [low, high] = typeof prefix === 'string' ? [prefix, prefix] : prefix;
      if (digits.length < low.length) continue;
      const head = digits.slice(0, low.length);
      if (head >= low && head <= high && (!best || low.length > best.length)) best = { scheme, length: low.length };
    }
  }
  return best ? { scheme: best.scheme, lengthOk: best.scheme.lengths.includes(digits.length) } : null;
}

/** What the Luhn tool shows for a number. */
export interface LuhnReport {
  /** The digits, separators removed. */
  digits: string;
  /** Whether the number passes the Luhn check. */
  valid: boolean;
  /** The last digit, as typed. */
  checkDigit: string;
  /** The check digit the other digits need. */
  expectedCheckDigit: string;
  /** The number with its last digit replaced by the right check digit. */
  corrected: string;
  /** The whole input taken as a payload, with its check digit appended. */
  withCheckDigit: string;
  /** The card scheme its IIN announces, if any (a hint: only the issuer knows). */
  scheme: string | null;
  /** Whether the length is one the scheme issues (true when no scheme). */
  schemeLengthOk: boolean;
  /** The digits in groups: the scheme's grouping, or groups of four. */
  formatted: string;
}

/**
 * Groups digits for printing: by the given sizes (the last group repeating), e.g. Amex 4-6-5.
 *
 * @param digits - the digits.
 * @param groups - group sizes, default [4].
 * @returns the digits with a space between groups.
 */
export function groupDigits(digits: string, groups: readonly number[] = [4]): string {
  const parts: string[] = [];
  let i = 0;
  for (let g = 0; i < digits.length; g++) {
    const size = groups[Math.min(g, groups.length - 1)] ?? 4;
    parts.push(digits.slice(i, i + size));
    i += size;
  }
  return parts.join(' ');
}

/** Longest number the tool reads: a card number has at most 19 digits; other Luhn numbers are short too. */
const MAX_DIGITS = 100;

/**
 * Checks a number with the Luhn algorithm and gives its check digit, the corrected number, the
 * number with a check digit appended, a card scheme hint by IIN range and a grouped form.
 * Spaces, hyphens and dots between digits are ignored.
 *
 * @param input - a number such as "4111 1111 1111 1111" or "79927398713".
 * @returns a {@link LuhnReport}.
 * @throws ToolInputError when it is empty, holds another character (position named), has fewer than two digits or more than 100.
 */
export function analyzeLuhn(input: string): LuhnReport {
  if (input.length > MAX_DIGITS * 10) throw new ToolInputError(`This is ${input.length} characters long; the tool reads numbers of at most ${MAX_DIGITS} digits.`);
  const trimmed = input.trim();
  if (trimmed === '') throw new ToolInputError('Enter a number.');
  const bad = /[^\d\s.-]/u.exec(trimmed);
  if (bad) throw new ToolInputError(`A Luhn number holds digits only: "${bad[0]}" at position ${bad.index + 1} is not allowed.`);
  const digits = trimmed.replace(/[\s.-]/gu, '');
  if (digits.length < 2) throw new ToolInputError('Enter at least two digits: a number and its check digit.');
  if (digits.length > MAX_DIGITS) throw new ToolInputError(`This number has ${digits.length} digits; the tool reads at most ${MAX_DIGITS}.`);
  const payload = digits.slice(0, -1);
  const expectedCheckDigit = luhnCheckDigit(payload);
  const hint = cardScheme(digits);
  return {
    digits,
    valid: isLuhnValid(digits),
    checkDigit: digits.slice(-1),
    expectedCheckDigit,
    corrected: payload + expectedCheckDigit,
    withCheckDigit: digits + luhnCheckDigit(digits),
    scheme: hint?.scheme.name ?? null,
    schemeLengthOk: hint?.lengthOk ?? true,
    formatted: groupDigits(digits, hint?.scheme.groups),
  };
}
