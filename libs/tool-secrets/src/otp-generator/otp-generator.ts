import { bytesToHex, parseBytes } from '@handy-tools/bytes';
import { ToolInputError } from '@handy-tools/ui/kit';
import { HOTP, Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { cryptoFill, type RandomFill } from '../shared/random.js';

/** The kinds of one-time password: time-based (RFC 6238) or counter-based (RFC 4226). */
export const OTP_TYPES = ['totp', 'hotp'] as const;
export type OtpType = (typeof OTP_TYPES)[number];
/** The HMAC algorithms RFC 6238 §1.2 allows (and authenticator apps read from the URI). */
export const OTP_ALGORITHMS = ['SHA1', 'SHA256', 'SHA512'] as const;
export type OtpAlgorithm = (typeof OTP_ALGORITHMS)[number];
/** Code length: 6 to 8 digits (RFC 4226 §5.3 asks for at least 6). */
export const OTP_DIGITS_MIN = 6;
export const OTP_DIGITS_MAX = 8;
/** TOTP time step, in seconds (RFC 6238 §5.2 recommends 30). */
export const OTP_PERIOD_MIN = 15;
export const OTP_PERIOD_MAX = 120;
/** How the secret is written: Base32 (RFC 4648 §6, as in otpauth:// URIs) or hex (RFC 4648 §8, as in the RFCs' test tables). */
export const OTP_SECRET_ENCODINGS = ['base32', 'hex'] as const;
export type OtpSecretEncoding = (typeof OTP_SECRET_ENCODINGS)[number];
/** Bytes of a random secret: 20, the length of an HMAC-SHA-1 output (RFC 4226 §4 R6 asks for at least 16). */
export const OTP_RANDOM_SECRET_BYTES = 20;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * Decodes an OTP secret written in Base32 (RFC 4648 §6, the `secret` of otpauth:// URIs):
 * letters A–Z (either case) and digits 2–7; spaces are ignored and trailing `=` padding is allowed.
 *
 * @param text - the secret as typed.
 * @returns the secret's bytes (at least 1).
 * @throws ToolInputError when the secret is empty, holds a character outside the alphabet
 *   (naming it and its 1-based position), has `=` before the end, or has a length no Base32
 *   encoding can have (1, 3 or 6 characters beyond a multiple of 8).
 */
export function parseBase32Secret(text: string): Uint8Array {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '=' || text[end - 1] === ' ')) end--;
  let count = 0;
  for (let i = 0; i < end; i++) {
    const c = text[i]!;
    if (c === ' ') continue;
    if (!BASE32_ALPHABET.includes(c.toUpperCase())) {
      const shown = c === '=' ? '"=" (padding is only allowed at the end)' : `"${String.fromCodePoint(text.codePointAt(i) ?? 0)}"`;
      throw new ToolInputError(`Invalid Base32 secret: character ${shown} at position ${i + 1}. Base32 uses the letters A–Z and the digits 2–7.`, { position: i });
    }
    count++;
  }
  if (count === 0) throw new ToolInputError('Enter a secret (Base32, e.g. JBSWY3DPEHPK3PXP), or click "Random secret".');
  if ([1, 3, 6].includes(count % 8)) {
    throw new ToolInputError(`Invalid Base32 secret: ${count} characters is not a valid length (a Base32 text has 8n, 8n+2, 8n+4, 8n+5 or 8n+7 characters). A character may be missing or extra.`);
  }
  try {
    return Secret.fromBase32(text.slice(0, end)).bytes;
  } catch (error) {
    throw new ToolInputError('Invalid Base32 secret.', { cause: error });
  }
}

/**
 * Encodes bytes in Base32 (RFC 4648 §6) without padding, as authenticator apps expect.
 *
 * @param bytes - the bytes.
 * @returns upper-case Base32 text.
 */
export function toBase32(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

/**
 * A new random secret of {@link OTP_RANDOM_SECRET_BYTES} bytes from `crypto.getRandomValues`,
 * in Base32 (32 characters). It is a secret: never log or store it.
 *
 * @param fill - the random source; `crypto.getRandomValues` unless a test injects another.
 * @returns the secret in Base32.
 */
export function randomBase32Secret(fill: RandomFill = cryptoFill): string {
  return randomOtpSecret('base32', fill);
}

/**
 * A new random secret of {@link OTP_RANDOM_SECRET_BYTES} bytes from `crypto.getRandomValues`,
 * written in Base32 (32 characters) or hex (40 lower-case digits). It is a secret: never log or store it.
 *
 * @param encoding - how to write it.
 * @param fill - the random source; `crypto.getRandomValues` unless a test injects another.
 * @returns the secret as text.
 */
export function randomOtpSecret(encoding: OtpSecretEncoding, fill: RandomFill = cryptoFill): string {
  const bytes = new Uint8Array(OTP_RANDOM_SECRET_BYTES);
  fill(bytes);
  return encoding === 'hex' ? bytesToHex(bytes) : toBase32(bytes);
}

/**
 * Decodes an OTP secret written in Base32 ({@link parseBase32Secret}) or hex (RFC 4648 §8:
 * digits in either case, two per byte; blanks, ":" and "-" between bytes and a leading "0x"
 * are ignored).
 *
 * @param text - the secret as typed.
 * @param encoding - how it is written.
 * @returns the secret's bytes (at least 1).
 * @throws ToolInputError when the secret is empty or not valid in that encoding (naming the
 *   bad character and its 1-based position, or an odd number of hex digits).
 */
export function parseOtpSecret(text: string, encoding: OtpSecretEncoding): Uint8Array {
  if (encoding === 'base32') return parseBase32Secret(text);
  if (encoding !== 'hex') throw new ToolInputError('The secret format must be Base32 or hex.');
  const bytes = parseBytes(text, 'hex', 'Invalid hex secret');
  if (bytes.length === 0) throw new ToolInputError('Enter a secret (hex, e.g. 3132333435363738393031323334353637383930), or click "Random secret".');
  return bytes;
}

/**
 * Rewrites a secret in another encoding (Base32 without padding, or lower-case hex).
 *
 * @param text - the secret as typed.
 * @param from - how it is written.
 * @param to - how to write it.
 * @returns the same bytes written in `to`.
 * @throws ToolInputError when `text` is not a valid secret in `from` (see {@link parseOtpSecret}).
 */
export function convertOtpSecret(text: string, from: OtpSecretEncoding, to: OtpSecretEncoding): string {
  const bytes = parseOtpSecret(text, from);
  return to === 'hex' ? bytesToHex(bytes) : toBase32(bytes);
}

/** Settings of a one-time password generator. */
export interface OtpSettings {
  type: OtpType;
  /** The shared secret, Base32 (see {@link parseBase32Secret}) unless `secretEncoding` says hex. */
  secret: string;
  /** How `secret` is written: Base32 (default) or hex. */
  secretEncoding?: OtpSecretEncoding;
  algorithm: OtpAlgorithm;
  /** Code length, 6 to 8. */
  digits: number;
  /** TOTP time step in seconds, 15 to 120 (ignored for HOTP). */
  period: number;
  /** HOTP counter, a whole number from 0 to 2^53 − 1 (ignored for TOTP). */
  counter: number;
  /** The provider, shown by authenticator apps (optional; no colon). */
  issuer?: string;
  /** The account name, e.g. an e-mail address (no colon). */
  label?: string;
}

function checkRange(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    const got = Number.isNaN(value) ? 'nothing' : String(value);
    throw new ToolInputError(`${name} must be a whole number from ${min} to ${max} (got ${got}).`);
  }
  return value;
}

/** Builds the otpauth object for validated settings. */
function otp(settings: OtpSettings): HOTP | TOTP {
  const secret = new Secret({ buffer: Uint8Array.from(parseOtpSecret(settings.secret, settings.secretEncoding ?? 'base32')).buffer });
  if (!OTP_ALGORITHMS.includes(settings.algorithm)) throw new ToolInputError(`Algorithm must be one of ${OTP_ALGORITHMS.join(', ')}.`);
  const digits = checkRange('Digits', settings.digits, OTP_DIGITS_MIN, OTP_DIGITS_MAX);
  const issuer = settings.issuer ?? '';
  const label = settings.label ?? '';
  if (issuer.includes(':')) throw new ToolInputError('The issuer cannot contain a colon (":"), which separates it from the account name in the URI.');
  if (label.includes(':')) throw new ToolInputError('The account name cannot contain a colon (":"), which separates it from the issuer in the URI.');
  const common = { secret, algorithm: settings.algorithm, digits, issuer, label };
  if (settings.type === 'hotp') return new HOTP({ ...common, counter: checkRange('Counter', settings.counter, 0, Number.MAX_SAFE_INTEGER) });
  if (settings.type === 'totp') return new TOTP({ ...common, period: checkRange('Period', settings.period, OTP_PERIOD_MIN, OTP_PERIOD_MAX) });
  throw new ToolInputError('Type must be TOTP or HOTP.');
}

/**
 * Checks OTP settings (secret, algorithm, digits, period or counter, issuer, label).
 *
 * @param settings - the settings.
 * @returns the settings, unchanged.
 * @throws ToolInputError naming the first bad setting.
 */
export function checkOtpSettings(settings: OtpSettings): OtpSettings {
  otp(settings);
  return settings;
}

/** The codes of {@link otpCodes}. */
export interface OtpCodes {
  /** The code for the previous counter or time step; "" when the counter is 0. */
  previous: string;
  /** The code for the current counter (TOTP: the current time step). */
  current: string;
  /** The code for the next counter or time step; "" past 2^53 − 1. */
  next: string;
  /** The counter used: HOTP's counter, or TOTP's T = floor(time / period) (RFC 6238 §4.2). */
  counter: number;
  /**
   * The counter as the 8-byte big-endian value that HMAC signs (RFC 4226 §5.2 "C", the
   * moving factor): 16 upper-case hex digits, as in RFC 6238 Appendix B's "Value of T (hex)".
   */
  counterHex: string;
  /** TOTP only: the time, whole seconds since 1970-01-01T00:00:00Z (Unix time); 0 for HOTP. */
  unixTime: number;
  /** TOTP only: whole seconds until the current code expires (1 to period); 0 for HOTP. */
  secondsLeft: number;
}

/**
 * The 8-byte counter HMAC signs (RFC 4226 §5.2), as 16 upper-case hex digits.
 *
 * @param counter - a whole number from 0 to 2^53 − 1.
 * @returns e.g. "00000000023523EC" for 37037036.
 */
export function counterToHex(counter: number): string {
  return counter.toString(16).toUpperCase().padStart(16, '0');
}

/**
 * Computes the previous, current and next one-time codes: HOTP (RFC 4226 §5.3, HMAC, dynamic
 * truncation, modulo 10^digits) at counter − 1, the counter and counter + 1, or TOTP (RFC 6238
 * §4.2, HOTP with T = floor((time − 0) / period)) at T − 1, T and T + 1, with the counter in
 * decimal and hex and (TOTP) the Unix time.
 *
 * @param settings - the generator's settings.
 * @param timestampMs - the time (TOTP), in milliseconds since the Unix epoch; now by default.
 * @returns the codes (strings of `digits` digits, zero-padded), the counter, and seconds left.
 * @throws ToolInputError for bad settings, or a time before 1970 (TOTP).
 */
export function otpCodes(settings: OtpSettings, timestampMs: number = Date.now()): OtpCodes {
  const generator = otp(settings);
  if (generator instanceof HOTP) {
    const counter = generator.counter;
    const next = counter + 1 > Number.MAX_SAFE_INTEGER ? '' : generator.generate({ counter: counter + 1 });
    const previous = counter === 0 ? '' : generator.generate({ counter: counter - 1 });
    return { previous, current: generator.generate({ counter }), next, counter, counterHex: counterToHex(counter), unixTime: 0, secondsLeft: 0 };
  }
  if (!Number.isFinite(timestampMs) || timestampMs < 0) throw new ToolInputError('The time must be a date after 1970-01-01.');
  const counter = generator.counter({ timestamp: timestampMs });
  const secondsLeft = Math.ceil(generator.remaining({ timestamp: timestampMs }) / 1000);
  const step = generator.period * 1000;
  return {
    previous: counter === 0 ? '' : generator.generate({ timestamp: timestampMs - step }),
    current: generator.generate({ timestamp: timestampMs }),
    next: generator.generate({ timestamp: timestampMs + step }),
    counter,
    counterHex: counterToHex(counter),
    unixTime: Math.floor(timestampMs / 1000),
    secondsLeft,
  };
}

/**
 * The Key URI of the generator (`otpauth://totp/Issuer:label?secret=…&issuer=…&algorithm=…&digits=…&period=…`,
 * Google Authenticator's Key Uri Format), which authenticator apps read from a QR code.
 *
 * @param settings - the generator's settings.
 * @returns the URI; it holds the secret, so treat it as one.
 * @throws ToolInputError for bad settings.
 */
export function otpauthUri(settings: OtpSettings): string {
  return otp(settings).toString();
}

/**
 * Renders a text (an otpauth:// URI) as a QR code in SVG, offline, with the `qrcode` library
 * (ISO/IEC 18004, error correction level M).
 *
 * @param text - the text to encode.
 * @returns the SVG document.
 * @throws ToolInputError when the text is empty or too long for a QR code.
 */
export async function qrCodeSvg(text: string): Promise<string> {
  if (text === '') throw new ToolInputError('Nothing to encode in the QR code.');
  try {
    return await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  } catch (error) {
    throw new ToolInputError('The text is too long for a QR code.', { cause: error });
  }
}

/** The outcome of {@link validateOtpCode}. */
export interface OtpValidation {
  /** Whether the code matches within the window. */
  valid: boolean;
  /** Which step matched: −1 (previous), 0 (current) or +1 (next); null when none did. */
  delta: number | null;
}

/**
 * Checks a code against the generator, accepting the previous, current and next step
 * (a window of ±1, RFC 6238 §5.2's recommended network delay allowance; RFC 4226 §7.4 look-ahead for HOTP).
 *
 * @param settings - the generator's settings.
 * @param code - the code to check; spaces are ignored.
 * @param timestampMs - the time (TOTP), in milliseconds since the Unix epoch; now by default.
 * @returns whether it is valid and at which step.
 * @throws ToolInputError for bad settings, or a code that is not `digits` digits.
 */
export function validateOtpCode(settings: OtpSettings, code: string, timestampMs: number = Date.now()): OtpValidation {
  const generator = otp(settings);
  const token = code.replace(/\s/g, '');
  if (!new RegExp(`^[0-9]{${generator.digits}}$`).test(token)) throw new ToolInputError(`The code to check must be ${generator.digits} digits.`);
  if (generator instanceof HOTP) {
    // Compare each candidate counter inside [0, 2^53 − 1].
    for (const delta of [0, -1, 1]) {
      const counter = generator.counter + delta;
      if (counter >= 0 && counter <= Number.MAX_SAFE_INTEGER && generator.generate({ counter }) === token) return { valid: true, delta };
    }
    return { valid: false, delta: null };
  }
  if (!Number.isFinite(timestampMs) || timestampMs < 0) throw new ToolInputError('The time must be a date after 1970-01-01.');
  const delta = generator.validate({ token, timestamp: timestampMs, window: 1 });
  return { valid: delta !== null, delta };
}
