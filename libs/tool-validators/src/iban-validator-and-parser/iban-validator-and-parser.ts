import { ToolInputError } from '@handy-tools/ui/kit';
import { electronicFormatIBAN, extractIBAN, friendlyFormatIBAN, getCountrySpecifications, isQRIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

/** Why an IBAN is not valid (ISO 13616-1 and the SWIFT IBAN registry). */
export type IbanProblem =
  /** The first two letters are not a country in the IBAN registry. */
  | 'unknown-country'
  /** The IBAN's length is not the registry's length for the country (`expectedLength`). */
  | 'wrong-length'
  /** The BBAN (after the check digits) does not match the country's format in the registry. */
  | 'wrong-bban-format'
  /** Characters 3–4 are not two digits. */
  | 'check-digits-not-numeric'
  /** The ISO 7064 MOD 97-10 check fails: a character is wrong or two are swapped. */
  | 'wrong-check-digits'
  /** The country's national check digits inside the BBAN (bank, branch or account) are wrong. */
  | 'wrong-national-check';

/** One IBAN, parsed and checked. */
export interface IbanReport {
  /** The line as typed (trimmed). */
  input: string;
  /** 1-based line of the input it came from. */
  line: number;
  /** Electronic format: upper case, no spaces or separators (ISO 13616-1 §5). */
  electronic: string;
  /** Print format: groups of four characters separated by spaces (ISO 13616-1 §5.3). */
  printed: string;
  /** True when every check passes. */
  valid: boolean;
  /** Why not, in the order the checks run (empty when valid). */
  problems: IbanProblem[];
  /** ISO 3166-1 alpha-2 country code (first two characters). */
  countryCode: string;
  /** Whether the registry knows the country (`unknown-country` otherwise). */
  countryKnown: boolean;
  /** The registry's IBAN length for the country, or null when unknown. */
  expectedLength: number | null;
  /** Whether the country is in SEPA (per ibantools' data). */
  sepa: boolean;
  /** The check digits as typed (characters 3–4). */
  checkDigits: string;
  /** The check digits the rest of the IBAN needs (ISO 7064 MOD 97-10), or null when they cannot be computed. */
  expectedCheckDigits: string | null;
  /** Basic Bank Account Number: everything after the check digits. */
  bban: string;
  /** Bank identifier, where the registry defines its position (and the IBAN is valid). */
  bankCode?: string;
  /** Branch identifier, where the registry defines it. */
  branchCode?: string;
  /** Account number, where the registry defines it. */
  accountNumber?: string;
  /** Swiss/Liechtenstein QR-IBAN (QR-IID 30000–31999 in place of the bank code). */
  qrIban: boolean;
}

/** The longest IBAN ISO 13616-1 allows. */
const MAX_IBAN_LENGTH = 34;

/** The longest line read as one IBAN: its print format, with room for extra separators and a label. */
const MAX_LINE_LENGTH = 200;

/** The countries' IBAN formats (ibantools builds a new map on every call: built once here). */
let specifications: ReturnType<typeof getCountrySpecifications> | undefined;

/** Remainder of a string of digits and letters (A=10 … Z=35) divided by 97, ISO 7064 MOD 97-10. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const value = code >= 65 ? String(code - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/**
 * The two check digits an IBAN needs: 98 − (BBAN + country code + "00" mod 97), ISO 13616-1 §6
 * with ISO/IEC 7064 MOD 97-10.
 *
 * @param countryCode - two letters A–Z.
 * @param bban - the BBAN: digits and upper-case letters.
 * @returns two digits, "02" to "98".
 * @throws ToolInputError when the country code or BBAN holds other characters.
 */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  if (!/^[A-Z]{2}$/.test(countryCode)) throw new ToolInputError(`The country code "${countryCode}" must be two letters A–Z.`);
  const bad = /[^0-9A-Z]/.exec(bban);
  if (bad) throw new ToolInputError(`The BBAN may only hold digits and letters A–Z; "${bad[0]}" at position ${bad.index + 1} is neither.`);
  return String(98 - mod97(`${bban}${countryCode}00`)).padStart(2, '0');
}

const PROBLEMS: Partial<Record<ValidationErrorsIBAN, IbanProblem>> = {
  [ValidationErrorsIBAN.NoIBANCountry]: 'unknown-country',
  [ValidationErrorsIBAN.WrongBBANLength]: 'wrong-length',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'wrong-bban-format',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'check-digits-not-numeric',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'wrong-check-digits',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: 'wrong-national-check',
};

/**
 * Parses and checks one IBAN: country, length, BBAN format and the MOD 97-10 check digits
 * (ISO 13616-1:2020; country formats from the SWIFT IBAN registry as shipped by ibantools).
 * Spaces, hyphens and dots are ignored, case too; a leading "IBAN" label is dropped.
 *
 * @param input - one IBAN, electronic or print format.
 * @param line - the 1-based line it came from (for messages), default 1.
 * @returns an {@link IbanReport}; an invalid IBAN is a report with `valid: false` and its `problems`.
 * @throws ToolInputError when it is empty, far longer than any IBAN, or holds a character other than letters, digits and separators (position named).
 */
export function parseIban(input: string, line = 1): IbanReport {
  if (input.length > MAX_LINE_LENGTH && input.trim().length > MAX_LINE_LENGTH) {
    const where = line > 1 ? `Line ${line}` : 'This';
    throw new ToolInputError(`${where} has ${input.trim().length} characters; an IBAN has at most ${MAX_IBAN_LENGTH} letters and digits.`);
  }
  const trimmed = input.trim();
  if (trimmed === '') throw new ToolInputError('Enter an IBAN.');
  const body = trimmed.replace(/^IBAN[\s:]*/i, '');
  const offset = trimmed.length - body.length;
  const bad = /[^0-9A-Za-z\s.-]/u.exec(body);
  if (bad) {
    const where = line > 1 ? `line ${line}, position ${offset + bad.index + 1}` : `position ${offset + bad.index + 1}`;
    throw new ToolInputError(`An IBAN holds only letters and digits: "${bad[0]}" at ${where} is not allowed.`);
  }
  const electronic = electronicFormatIBAN(body.replace(/[.-]/g, '').toUpperCase()) ?? '';
  if (electronic.length > MAX_IBAN_LENGTH * 2) {
    const where = line > 1 ? `Line ${line}` : 'The IBAN';
    throw new ToolInputError(`${where} has ${electronic.length} letters and digits; an IBAN has at most ${MAX_IBAN_LENGTH}.`);
  }
  specifications ??= getCountrySpecifications();
  const countryCode = electronic.slice(0, 2);
  const checkDigits = electronic.slice(2, 4);
  const bban = electronic.slice(4);
  const spec = Object.hasOwn(specifications, countryCode) ? specifications[countryCode] : undefined;
  const countryKnown = Boolean(spec?.chars);
  const { errorCodes } = validateIBAN(electronic);
  const problems = [...new Set(errorCodes.map((code) => PROBLEMS[code]).filter((p): p is IbanProblem => p !== undefined))];
  if (!countryKnown && !problems.includes('unknown-country')) problems.unshift('unknown-country');
  const valid = problems.length === 0;
  const extracted = valid ? extractIBAN(electronic) : undefined;
  let expectedCheckDigits: string | null = null;
  if (/^[A-Z]{2}$/.test(countryCode) && bban.length > 0) expectedCheckDigits = ibanCheckDigits(countryCode, bban);
  return {
    input: trimmed,
    line,
    electronic,
    printed: friendlyFormatIBAN(electronic) ?? electronic,
    valid,
    problems,
    countryCode,
    countryKnown,
    expectedLength: spec?.chars ?? null,
    sepa: Boolean(spec?.SEPA),
    checkDigits,
    expectedCheckDigits,
    bban,
    ...(extracted?.bankIdentifier ? { bankCode: extracted.bankIdentifier } : {}),
    ...(extracted?.branchIdentifier ? { branchCode: extracted.branchIdentifier } : {}),
    ...(extracted?.accountNumber ? { accountNumber: extracted.accountNumber } : {}),
    qrIban: valid && isQRIBAN(electronic),
  };
}

/** How many IBANs {@link parseIbans} reads at most: enough for any list typed or pasted, bounded for a pasted 10 MB file. */
export const MAX_IBANS = 500;

/**
 * Parses and checks every IBAN of a text, one per line (blank lines skipped), up to
 * {@link MAX_IBANS} of them. Runs in a few milliseconds on a 10 MB text: it jumps over blank
 * stretches and stops after the last IBAN it reads.
 *
 * @param text - IBANs, one per line.
 * @returns `reports`: one {@link IbanReport} per non-blank line, in order; `truncated`: true when
 *   lines after the {@link MAX_IBANS}th were left out.
 * @throws ToolInputError when there is no IBAN, a line is far longer than an IBAN, or a line holds
 *   a character an IBAN cannot (line and position named).
 */
export function parseIbans(text: string): { reports: IbanReport[]; truncated: boolean } {
  const reports: IbanReport[] = [];
  const nonSpace = /\S/g;
  const lineBreak = /[\r\n]/g;
  let line = 1;
  let counted = 0;
  let truncated = false;
  for (;;) {
    nonSpace.lastIndex = counted;
    const found = nonSpace.exec(text);
    if (!found) break;
    if (reports.length === MAX_IBANS) {
      truncated = true;
      break;
    }
    // Count the line breaks up to the IBAN (CR LF, LF and CR each end a line).
    for (let i = counted; i < found.index; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
    }
    lineBreak.lastIndex = found.index;
    const end = lineBreak.exec(text)?.index ?? text.length;
    if (end - found.index > MAX_LINE_LENGTH) {
      throw new ToolInputError(`Line ${line} has ${end - found.index} characters; an IBAN has at most ${MAX_IBAN_LENGTH} letters and digits.`);
    }
    reports.push(parseIban(text.slice(found.index, end), line));
    counted = end;
  }
  if (reports.length === 0) throw new ToolInputError('Enter an IBAN.');
  return { reports, truncated };
}
