import { ToolInputError } from '@handy-tools/ui/kit';
import { parseUuidText } from '../shared/uuid-text.js';
import { bytesToBase64, bytesToHex } from '@handy-tools/bytes';

/**
 * The notations a UUID can be read from: `uuid` (8-4-4-4-12, 32 hex digits, braces, `urn:uuid:`),
 * `base64` (the 16 bytes in Base64), `dotnet` (the 16 bytes of `Guid.ToByteArray()` in hex) and
 * `integer` (the 128 bits as a decimal number).
 */
export const UUID_INPUT_FORMATS = ['uuid', 'base64', 'dotnet', 'integer'] as const;

/** One of {@link UUID_INPUT_FORMATS}. */
export type UuidInputFormat = (typeof UUID_INPUT_FORMATS)[number];

const MAX_128 = (1n << 128n) - 1n;

/**
 * The byte order of .NET's `Guid.ToByteArray()` (and SQL Server's `uniqueidentifier` storage):
 * the first three fields (4, 2 and 2 bytes) little-endian, the last 8 bytes as they are. The
 * swap is its own inverse, so it converts both ways.
 *
 * @param bytes - 16 bytes in one order.
 * @returns 16 bytes in the other order.
 * @see https://learn.microsoft.com/dotnet/api/system.guid.tobytearray
 */
export function swapDotnetByteOrder(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(16);
  const order = [3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15];
  for (let i = 0; i < 16; i++) out[i] = bytes[order[i]!]!;
  return out;
}

/** Reads 32 hex digits, allowing spaces, colons, commas, hyphens and `0x` prefixes between bytes. */
function parseHexBytes(text: string, what: string): Uint8Array {
  const cleaned = text.replace(/0x/gi, '').replace(/[\s,:-]/g, '');
  const bad = /[^0-9a-f]/i.exec(cleaned);
  if (bad) {
    const c = String.fromCodePoint(cleaned.codePointAt(bad.index)!);
    throw new ToolInputError(`${what} must be hex digits (0-9, a-f): "${c}" is not one.`);
  }
  if (cleaned.length !== 32) throw new ToolInputError(`${what} must be 16 bytes (32 hex digits); it has ${cleaned.length} hex digits.`);
  return Uint8Array.from({ length: 16 }, (_, i) => Number.parseInt(cleaned.slice(2 * i, 2 * i + 2), 16));
}

/**
 * Reads a UUID written in one of {@link UUID_INPUT_FORMATS}.
 *
 * @param text - the value as typed (spaces around are ignored).
 * @param format - which notation it is in.
 * @returns the UUID's 16 bytes in RFC 9562 (network, big-endian) order.
 * @throws ToolInputError when the text is not a UUID in that notation: a bad character and its
 *   position (for `uuid`), bad Base64 or not 16 bytes (`base64`), not 32 hex digits (`dotnet`),
 *   not a decimal number or above 2^128 − 1 (`integer`).
 * @see RFC 9562 §4 (the string and integer forms).
 */
export function parseUuidInput(text: string, format: UuidInputFormat): Uint8Array {
  const trimmed = text.trim();
  switch (format) {
    case 'uuid':
      return parseUuidText(text, 'UUID');
    case 'dotnet':
      if (trimmed === '') throw new ToolInputError('Enter the 16 bytes of Guid.ToByteArray() in hex, e.g. 33 22 11 00 55 44 77 66 88 99 aa bb cc dd ee ff.');
      return swapDotnetByteOrder(parseHexBytes(trimmed, 'The .NET bytes'));
    case 'base64': {
      if (trimmed === '') throw new ToolInputError('Enter the 16 bytes in Base64, e.g. +B1Prn3sEdCnZQCgyR5r9g==.');
      const b64 = trimmed.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
      const bad = /[^A-Za-z0-9+/]/.exec(b64);
      if (bad) throw new ToolInputError(`This is not Base64: "${String.fromCodePoint(b64.codePointAt(bad.index)!)}" is not a Base64 character.`);
      if (b64.length !== 22) {
        throw new ToolInputError(`A UUID is 16 bytes: 22 Base64 characters (24 with "=="); this has ${b64.length} without padding.`);
      }
      if (!/[AQgw]$/.test(b64)) {
        throw new ToolInputError(`This is not 16 bytes of Base64: the last character "${b64[21]!}" holds bits beyond 16 bytes (it must be A, Q, g or w).`);
      }
      const binary = atob(`${b64}==`);
      return Uint8Array.from(binary, (c) => c.charCodeAt(0));
    }
    case 'integer': {
      if (trimmed === '') throw new ToolInputError('Enter the UUID as a decimal integer, e.g. 329800735698586629295641978511506172918.');
      const bad = /[^0-9]/u.exec(trimmed);
      if (bad) {
        const column = [...trimmed.slice(0, bad.index)].length + text.indexOf(trimmed) + 1;
        throw new ToolInputError(`The integer may only hold digits: "${String.fromCodePoint(trimmed.codePointAt(bad.index)!)}" at position ${column} is not one.`, {
          column,
        });
      }
      const digits = trimmed.replace(/^0+(?=.)/, '');
      if (digits.length > 39 || BigInt(digits) > MAX_128) {
        throw new ToolInputError('This integer is too large for a UUID: the largest 128-bit value is 340282366920938463463374607431768211455.');
      }
      const hex = BigInt(digits).toString(16).padStart(32, '0');
      return Uint8Array.from({ length: 16 }, (_, i) => Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16));
    }
  }
}

/** Every notation of one UUID (see {@link uuidNotations}). */
export interface UuidNotations {
  /** 8-4-4-4-12, lower case (RFC 9562 §4). */
  canonical: string;
  /** The 32 hex digits, lower case, no hyphens. */
  noHyphens: string;
  /** 8-4-4-4-12, upper case. */
  uppercase: string;
  /** The 32 hex digits, upper case, no hyphens (as SQL Server, Oracle and many APIs print them). */
  noHyphensUppercase: string;
  /** In braces, as Microsoft writes GUIDs: `{…}`. */
  braces: string;
  /** The URN of RFC 9562 §4 / RFC 4122 §3: `urn:uuid:…`. */
  urn: string;
  /** The 16 bytes (network order) in Base64 (RFC 4648 §4, padded). */
  base64: string;
  /** The 16 bytes (network order) in hex, separated by spaces. */
  hexBytes: string;
  /** An Oracle RAW(16) literal: `HEXTORAW('…')` of 32 upper-case hex digits (network order). */
  raw: string;
  /** The 16 bytes of .NET's `Guid.ToByteArray()` in hex, separated by spaces. */
  dotnetBytes: string;
  /** Those .NET-order bytes in Base64 (`Convert.ToBase64String(guid.ToByteArray())`). */
  dotnetBase64: string;
  /** The 128 bits as an unsigned decimal integer (RFC 9562 §4). */
  integer: string;
  /** The version field (bits 48–51), 0 to 15; meaningful for the RFC 9562 variant. */
  version: number;
  /** What the version means, or the name of the Nil / Max UUID. */
  versionName: string;
  /** The variant (RFC 9562 §4.1, Table 1). */
  variant: 'NCS' | 'RFC 9562' | 'Microsoft' | 'Future';
}

const VERSION_NAMES: Record<number, string> = {
  1: 'Gregorian time-based',
  2: 'DCE Security',
  3: 'Name-based (MD5)',
  4: 'Random',
  5: 'Name-based (SHA-1)',
  6: 'Reordered Gregorian time-based',
  7: 'Unix time-based',
  8: 'Custom',
};

/**
 * Writes a UUID in every notation and names its version and variant.
 *
 * @param bytes - the 16 bytes in network order (as {@link parseUuidInput} returns them).
 * @returns the notations (see {@link UuidNotations}).
 * @throws ToolInputError when `bytes` is not 16 bytes long.
 * @see RFC 9562 §4 (formats, variant Table 1, version Table 2), §5.9 (Nil), §5.10 (Max).
 */
export function uuidNotations(bytes: Uint8Array): UuidNotations {
  if (bytes.length !== 16) throw new ToolInputError(`A UUID is 16 bytes (got ${bytes.length}).`);
  const hex = bytesToHex(bytes);
  const canonical = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const spaced = (b: Uint8Array) => bytesToHex(b).replace(/..(?!$)/g, '$& ');
  const base64 = (b: Uint8Array) => bytesToBase64(b);
  const dotnet = swapDotnetByteOrder(bytes);
  const version = bytes[6]! >> 4;
  const v = bytes[8]!;
  const variant = v < 0x80 ? 'NCS' : v < 0xc0 ? 'RFC 9562' : v < 0xe0 ? 'Microsoft' : 'Future';
  const versionName =
    hex === '0'.repeat(32)
      ? 'Nil UUID'
      : hex === 'f'.repeat(32)
        ? 'Max UUID'
        : variant === 'RFC 9562'
          ? (VERSION_NAMES[version] ?? 'Unassigned')
          : `Not defined for the ${variant} variant`;
  return {
    canonical,
    noHyphens: hex,
    uppercase: canonical.toUpperCase(),
    noHyphensUppercase: hex.toUpperCase(),
    braces: `{${canonical}}`,
    urn: `urn:uuid:${canonical}`,
    base64: base64(bytes),
    hexBytes: spaced(bytes),
    raw: `HEXTORAW('${hex.toUpperCase()}')`,
    dotnetBytes: spaced(dotnet),
    dotnetBase64: base64(dotnet),
    integer: BigInt(`0x${hex}`).toString(),
    version,
    versionName,
    variant,
  };
}

/**
 * Converts a UUID from one notation to all of them.
 *
 * @param text - the value as typed.
 * @param format - its notation (see {@link UUID_INPUT_FORMATS}).
 * @returns every notation, with version and variant.
 * @throws ToolInputError when the text is not a UUID in that notation.
 */
export function convertUuid(text: string, format: UuidInputFormat): UuidNotations {
  return uuidNotations(parseUuidInput(text, format));
}
