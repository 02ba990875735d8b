import { ToolInputError } from '@handy-tools/ui/kit';
import {
  getCountries,
  getCountryCallingCode,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
  type NumberType,
} from 'libphonenumber-js/max';

/** Why a phone number is not valid (libphonenumber's reasons). */
export type PhoneProblem =
  /** Fewer digits than any number of the country has. */
  | 'TOO_SHORT'
  /** More digits than any number of the country has. */
  | 'TOO_LONG'
  /** A length between the country's lengths, none of which it matches. */
  | 'INVALID_LENGTH'
  /** A possible length, but no number range of the country holds it. */
  | 'INVALID';

/** A phone number, parsed and formatted. */
export interface PhoneReport {
  /** True when the number is in one of its country's number ranges (libphonenumber "max" metadata). */
  valid: boolean;
  /** True when its length is one the country uses (a weaker check than `valid`). */
  possible: boolean;
  /** Why not (null when valid). */
  problem: PhoneProblem | null;
  /** ISO 3166-1 alpha-2 country, or null when the calling code is shared and the number fits no one country (or is non-geographic, +800…). */
  country: CountryCode | null;
  /** Every country of the calling code the number could belong to. */
  possibleCountries: CountryCode[];
  /** Country calling code, digits only ("44"). */
  callingCode: string;
  /** The national significant number (no trunk prefix). */
  nationalNumber: string;
  /** The number's type, or null when unknown (invalid numbers). */
  type: NumberType | null;
  /** E.164 form (ITU-T E.164): "+447400123456". */
  e164: string;
  /** International format: "+44 7400 123456". */
  international: string;
  /** National format: "07400 123456". */
  national: string;
  /** RFC 3966 tel: URI, with the extension: "tel:+447400123456;ext=12". */
  rfc3966: string;
  /** Extension, if any. */
  extension: string | null;
}

/** The longest text libphonenumber reads (its MAX_INPUT_STRING_LENGTH). */
const MAX_LENGTH = 250;

/**
 * Parses a phone number and gives its country, type, validity and the E.164, international,
 * national and RFC 3966 forms (libphonenumber-js with Google libphonenumber's "max" metadata;
 * ITU-T E.164; RFC 3966).
 *
 * @param input - a number, international ("+44 20 7031 3000") or national with `defaultCountry`
 *   ("020 7031 3000"); an extension ("ext. 12") and a "tel:" URI are read too.
 * @param defaultCountry - ISO alpha-2 country for national numbers, or "" for none.
 * @returns a {@link PhoneReport}; a number of the wrong length or outside the country's ranges is
 *   a report with `valid: false` and its `problem`.
 * @throws ToolInputError when the text is empty, too long, holds a character no phone number has
 *   (position named), is not a number, has no country (national without `defaultCountry`, or an
 *   unknown calling code), `defaultCountry` is no country, or is too short to parse.
 */
export function parsePhone(input: string, defaultCountry = ''): PhoneReport {
  if (input.length > MAX_LENGTH * 4) throw new ToolInputError(`This has ${input.length} characters; a phone number is under ${MAX_LENGTH}.`);
  const trimmed = input.trim();
  if (trimmed === '') throw new ToolInputError('Enter a phone number.');
  if (trimmed.length > MAX_LENGTH) throw new ToolInputError(`This has ${trimmed.length} characters; a phone number is under ${MAX_LENGTH}.`);
  const bad = /[^0-9A-Za-z\s+()./#*;=:,_~\u00a0\u2010-\u2015\uff10-\uff19\uff0b-]/u.exec(trimmed);
  if (bad) throw new ToolInputError(`A phone number holds digits and + - ( ) . /: "${bad[0]}" at position ${bad.index + 1} is not allowed.`);
  let country: CountryCode | undefined;
  if (defaultCountry !== '') {
    if (!getCountries().includes(defaultCountry as CountryCode)) throw new ToolInputError(`"${defaultCountry}" is not a country code.`);
    country = defaultCountry as CountryCode;
  }
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(trimmed, country);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    switch (error.message) {
      case 'INVALID_COUNTRY':
        throw new ToolInputError(
          country ? 'This calling code is no country’s.' : 'No country: start with + and the country calling code, or choose a default country.',
        );
      case 'TOO_SHORT':
        throw new ToolInputError('Too short to be a phone number.');
      case 'TOO_LONG':
        throw new ToolInputError('Too long to be a phone number.');
      default:
        throw new ToolInputError('This is not a phone number: it needs digits.');
    }
  }
  const valid = parsed.isValid();
  const lengthProblem = validatePhoneNumberLength(trimmed, country);
  const problem: PhoneProblem | null = valid
    ? null
    : lengthProblem === 'TOO_SHORT' || lengthProblem === 'TOO_LONG' || lengthProblem === 'INVALID_LENGTH'
      ? lengthProblem
      : 'INVALID';
  return {
    valid,
    possible: parsed.isPossible(),
    problem,
    country: parsed.country ?? null,
    possibleCountries: parsed.getPossibleCountries(),
    callingCode: parsed.countryCallingCode,
    nationalNumber: parsed.nationalNumber,
    type: parsed.getType() ?? null,
    e164: parsed.number,
    international: parsed.formatInternational(),
    national: parsed.formatNational(),
    rfc3966: parsed.format('RFC3966'),
    extension: parsed.ext ?? null,
  };
}

/**
 * Every country libphonenumber knows, with its calling code, for a country select.
 *
 * @returns ISO alpha-2 codes with their calling codes ("44"), in code order.
 */
export function phoneCountries(): { code: CountryCode; callingCode: string }[] {
  return getCountries().map((code) => ({ code, callingCode: getCountryCallingCode(code) }));
}

/**
 * Links that open a chat or a text message to a number: WhatsApp's click-to-chat link
 * (https://wa.me/<number>?text=…, digits without "+") and an SMS URI (RFC 5724: sms:+<E.164>?body=…).
 *
 * @param e164 - the number in E.164 form ("+447400123456").
 * @param message - the text to prefill ("" for none).
 * @returns `whatsapp` and `sms` URLs, the message percent-encoded (RFC 3986).
 * @throws ToolInputError when `e164` is not + followed by 2 to 15 digits.
 */
export function messageLinks(e164: string, message: string): { whatsapp: string; sms: string } {
  if (!/^\+\d{2,15}$/.test(e164)) throw new ToolInputError('An E.164 number is + and up to 15 digits.');
  const text = message === '' ? '' : encodeURIComponent(message);
  return {
    whatsapp: `https://wa.me/${e164.slice(1)}${text ? `?text=${text}` : ''}`,
    sms: `sms:${e164}${text ? `?body=${text}` : ''}`,
  };
}
