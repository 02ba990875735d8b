import { ToolInputError } from '@handy-tools/ui/kit';
import isbn3 from 'isbn3';

/** Why an ISBN is not valid (ISO 2108:2017). */
export type IsbnProblem =
  /** The check digit does not match the other digits (`expectedCheckDigit`). */
  | 'check-digit'
  /** An ISBN-13 begins with 978 or 979. */
  | 'prefix'
  /** 979-0 is the ISMN (ISO 10957, printed music), not an ISBN. */
  | 'ismn'
  /** The check digit is right, but no registration group or publisher range of the ISBN ranges holds the number. */
  | 'unassigned-range';

/** One ISBN, checked and parsed. */
export interface IsbnReport {
  /** ISBN-10 or ISBN-13, by the number of digits typed. */
  kind: 'ISBN-10' | 'ISBN-13';
  /** The digits typed (and X), without separators. */
  digits: string;
  /** True when the check digit is right and the ranges hold the number. */
  valid: boolean;
  /** Why not (null when valid). */
  problem: IsbnProblem | null;
  /** The check digit typed (last character). */
  checkDigit: string;
  /** The check digit the other digits need (ISO 2108 §7: ISBN-13 mod 10 weights 1,3; ISBN-10 mod 11 weights 10…2, X = 10). */
  expectedCheckDigit: string | null;
  /** The number with the right check digit, when that differs from the one typed. */
  corrected: string | null;
  /** ISBN-13 without hyphens (valid ISBNs only). */
  isbn13?: string;
  /** ISBN-13 with hyphens at the registration ranges' boundaries. */
  isbn13Hyphenated?: string;
  /** ISBN-10 (978 ISBNs only: a 979 ISBN has none). */
  isbn10?: string;
  /** ISBN-10 with hyphens. */
  isbn10Hyphenated?: string;
  /** GS1 prefix element: 978 or 979. */
  prefix?: string;
  /** Registration group element ("3" for the German language area). */
  group?: string;
  /** The registration group's name, as the International ISBN Agency gives it ("German language"). */
  groupName?: string;
  /** Registrant (publisher) element. */
  publisher?: string;
  /** Publication element. */
  publication?: string;
}

/**
 * The check digit of an ISBN whose other digits are given (ISO 2108:2017 §7; ISBN Users' Manual §5).
 *
 * @param payload - 9 digits (ISBN-10: weights 10 to 2, mod 11, 10 written "X") or 12 digits (ISBN-13:
 *   weights 1 and 3 alternating, mod 10).
 * @returns the check digit, "0"–"9" or "X".
 * @throws ToolInputError when the payload is not 9 or 12 digits.
 */
export function isbnCheckDigit(payload: string): string {
  if (/^\d{9}$/.test(payload)) {
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += (10 - i) * Number(payload[i]);
    const check = (11 - (sum % 11)) % 11;
    return check === 10 ? 'X' : String(check);
  }
  if (/^\d{12}$/.test(payload)) {
    let sum = 0;
    for (let i = 0; i < 12; i++) sum += (i % 2 === 0 ? 1 : 3) * Number(payload[i]);
    return String((10 - (sum % 10)) % 10);
  }
  throw new ToolInputError(`An ISBN check digit is computed from 9 or 12 digits; got "${payload.slice(0, 20)}".`);
}

/** The longest text read as one ISBN (with room for spaces and an "ISBN-13:" label). */
const MAX_INPUT = 1000;

/**
 * Checks and parses an ISBN-10 or ISBN-13: the check digit, the 978/979 prefix, then the
 * registration group, registrant and publication elements by the International ISBN Agency's
 * ranges (shipped by isbn3), with both forms hyphenated. Spaces and hyphens are ignored; "ISBN"
 * before the number is dropped.
 *
 * @param input - an ISBN ("978-3-16-148410-0", "0 306 40615 2", "ISBN 080442957X").
 * @returns an {@link IsbnReport}; a wrong ISBN is a report with `valid: false` and its `problem`.
 * @throws ToolInputError when it is empty or over 1,000 characters, holds another character (position named), has an X
 *   other than as an ISBN-10's last character, or is not 10 or 13 digits long.
 */
export function parseIsbn(input: string): IsbnReport {
  if (input.length > MAX_INPUT) throw new ToolInputError(`This is ${input.length} characters long; an ISBN has 10 or 13 digits.`);
  const trimmed = input.trim();
  if (trimmed === '') throw new ToolInputError('Enter an ISBN.');
  const body = trimmed.replace(/^ISBN(?:-1[03])?[\s:]*/i, '');
  const offset = trimmed.length - body.length;
  const bad = /[^0-9Xx\s\-‐‑]/u.exec(body);
  if (bad) throw new ToolInputError(`An ISBN holds digits and hyphens only: "${bad[0]}" at position ${offset + bad.index + 1} is not allowed.`);
  const digits = body.replace(/[\s\-‐‑]/gu, '').toUpperCase();
  if (digits.length !== 10 && digits.length !== 13) {
    throw new ToolInputError(`An ISBN has 10 or 13 digits; this one has ${digits.length}.`);
  }
  const x = digits.indexOf('X');
  if (x !== -1 && (digits.length !== 10 || x !== 9)) {
    throw new ToolInputError('"X" may only be the check digit of an ISBN-10 (its last character).');
  }
  const kind = digits.length === 10 ? 'ISBN-10' : 'ISBN-13';
  const checkDigit = digits.slice(-1);
  const expectedCheckDigit = isbnCheckDigit(digits.slice(0, -1));
  const corrected = expectedCheckDigit === checkDigit ? null : digits.slice(0, -1) + expectedCheckDigit;
  const base = { kind, digits, checkDigit, expectedCheckDigit, corrected } as const;
  if (kind === 'ISBN-13' && !/^97[89]/.test(digits)) return { ...base, valid: false, problem: 'prefix' };
  if (corrected !== null) return { ...base, valid: false, problem: 'check-digit' };
  if (digits.startsWith('9790')) return { ...base, valid: false, problem: 'ismn' };
  const parsed = isbn3.parse(digits);
  if (!parsed) return { ...base, valid: false, problem: 'unassigned-range' };
  return {
    ...base,
    valid: true,
    problem: null,
    isbn13: parsed.isbn13,
    isbn13Hyphenated: parsed.isbn13h,
    ...(parsed.isbn10 ? { isbn10: parsed.isbn10, isbn10Hyphenated: parsed.isbn10h } : {}),
    prefix: parsed.isbn13.slice(0, 3),
    group: parsed.group,
    groupName: parsed.groupname,
    publisher: parsed.publisher,
    publication: parsed.article,
  };
}

/**
 * Hyphenates a corrected number for display, when the ranges hold it.
 *
 * @param digits - 10 or 13 digits (and X).
 * @returns the ISBN hyphenated in its own form (ISBN-10 or ISBN-13), or null when the ranges do not hold it.
 */
export function hyphenateIsbn(digits: string): string | null {
  const parsed = /^(\d{9}[\dX]|\d{13})$/.test(digits) ? isbn3.parse(digits) : null;
  if (!parsed) return null;
  return digits.length === 10 ? (parsed.isbn10h ?? null) : parsed.isbn13h;
}
