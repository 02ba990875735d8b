import { ToolInputError } from '@handy-tools/ui/kit';
import { base64url } from 'jose';

// JWT code shared by the JWT parser and the JWT generator.

/** The JWS signature algorithms the JWT tools know (RFC 7518 §3.1, RFC 8037 §3.1; "Ed25519" per RFC 9864). */
export const JWT_ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'] as const;

/** A decoded JWT (JWS compact serialization, RFC 7515 §7.1; RFC 7519 §7.2). */
export interface DecodedJwt {
  /** The JOSE header, parsed. */
  header: Record<string, unknown>;
  /** The claims set, parsed. */
  payload: Record<string, unknown>;
  /** The header and payload as indented JSON (2 spaces). */
  headerJson: string;
  payloadJson: string;
  /** The header's `alg` ("none" for an unsecured JWT), or "" when absent. */
  alg: string;
  /** Length of the signature in bytes (0 for an unsecured JWT). */
  signatureBytes: number;
}

const SEGMENTS = ['header', 'payload', 'signature'] as const;
const SEGMENT_NAMES = { header: 'Header (segment 1)', payload: 'Payload (segment 2)', signature: 'Signature (segment 3)' } as const;

/**
 * Cleans a pasted token: removes surrounding blanks and an optional "Bearer " prefix (RFC 6750 §2.1).
 *
 * @param token - the text as pasted.
 * @returns the compact serialization alone.
 */
export function cleanToken(token: string): string {
  return token.trim().replace(/^Bearer\s+/i, '');
}

/** Decodes one Base64url segment, reporting bad characters with their position in the token. */
function decodeSegment(text: string, which: (typeof SEGMENTS)[number], offset: number): Uint8Array {
  const bad = /[^A-Za-z0-9_-]/.exec(text);
  if (bad) {
    const c = String.fromCodePoint(text.codePointAt(bad.index) ?? 0);
    const hint = c === '=' ? ' (JWTs use Base64url without padding)' : c === '+' || c === '/' ? ' (JWTs use Base64url: "-" and "_" instead of "+" and "/")' : '';
    throw new ToolInputError(`${SEGMENT_NAMES[which]} is not Base64url: character "${c}" at position ${offset + bad.index + 1} of the token${hint}.`, { position: offset + bad.index });
  }
  if (text.length % 4 === 1) throw new ToolInputError(`${SEGMENT_NAMES[which]} is not Base64url: ${text.length} characters is not a valid length (a character is missing or extra).`);
  try {
    return base64url.decode(text);
  } catch (error) {
    throw new ToolInputError(`${SEGMENT_NAMES[which]} is not valid Base64url.`, { cause: error });
  }
}

/** Parses a segment's bytes as a UTF-8 JSON object. */
function parseJsonObject(bytes: Uint8Array, which: 'header' | 'payload'): Record<string, unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new ToolInputError(`${SEGMENT_NAMES[which]} is not UTF-8 text.`, { cause: error });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ToolInputError(`${SEGMENT_NAMES[which]} is not JSON: ${error instanceof Error ? error.message : String(error)}.`, { cause: error });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ToolInputError(`${SEGMENT_NAMES[which]} must be a JSON object, not ${Array.isArray(value) ? 'an array' : JSON.stringify(value)}.`);
  return value as Record<string, unknown>;
}

/**
 * Decodes a JWT in JWS compact serialization (`header.payload.signature`, each Base64url),
 * without checking the signature (RFC 7519 §7.2 steps 1–10, RFC 7515 §5.2).
 *
 * @param token - the token; surrounding blanks and a "Bearer " prefix are ignored.
 * @returns the header and claims, parsed and pretty-printed, the algorithm and the signature length.
 * @throws ToolInputError naming the segment at fault: not three segments (an encrypted JWE of
 *   five is named as such), a character outside Base64url (with its position), a segment that
 *   is not UTF-8 JSON, or a header or payload that is not a JSON object.
 */
export function decodeJwtToken(token: string): DecodedJwt {
  const compact = cleanToken(token);
  if (compact === '') throw new ToolInputError('Paste a JWT: three Base64url segments separated by dots (header.payload.signature).');
  const parts = compact.split('.');
  if (parts.length === 5) throw new ToolInputError('This is an encrypted JWT (JWE, five segments): its claims cannot be read without the decryption key.');
  if (parts.length !== 3) throw new ToolInputError(`A JWT has three segments separated by dots (header.payload.signature); this one has ${parts.length}.`);
  let offset = 0;
  const bytes = parts.map((part, i) => {
    const which = SEGMENTS[i]!;
    if (part === '' && which !== 'signature') throw new ToolInputError(`${SEGMENT_NAMES[which]} is empty.`);
    const decoded = decodeSegment(part, which, offset);
    offset += part.length + 1;
    return decoded;
  });
  const header = parseJsonObject(bytes[0]!, 'header');
  const payload = parseJsonObject(bytes[1]!, 'payload');
  if (header.alg !== undefined && typeof header.alg !== 'string') throw new ToolInputError('Header (segment 1): "alg" must be a string.');
  const alg = (header.alg as string | undefined) ?? '';
  if (alg !== 'none' && bytes[2]!.length === 0) throw new ToolInputError(`Signature (segment 3) is empty, but the header announces the algorithm "${alg}".`);
  return { header, payload, headerJson: JSON.stringify(header, null, 2), payloadJson: JSON.stringify(payload, null, 2), alg, signatureBytes: bytes[2]!.length };
}

/** How an HMAC secret can be written: text (UTF-8), Base64url (RFC 4648 §5), Base64 (either alphabet, padding optional) or hex. */
export type JwtSecretEncoding = 'text' | 'base64url' | 'base64' | 'hex';

/**
 * The bytes of an HMAC secret as written (RFC 7518 §3.2 keys).
 *
 * @param secret - the secret, non-empty (callers check emptiness with their own message).
 * @param encoding - how it is written: `text` (UTF-8 bytes), `base64url` (RFC 4648 §5, padding
 *   ignored), `base64` (RFC 4648 §4 or §5 alphabet, padding and blanks ignored) or `hex` (blanks ignored).
 * @returns the key bytes.
 * @throws ToolInputError naming the first bad character and its 1-based position, or a bad length.
 */
export function jwtSecretBytes(secret: string, encoding: JwtSecretEncoding): Uint8Array {
  if (encoding === 'text') return new TextEncoder().encode(secret);
  if (encoding === 'hex') {
    const text = secret.replace(/\s+/g, '').replace(/^0x/i, '');
    const bad = /[^0-9a-fA-F]/.exec(text);
    if (bad) throw new ToolInputError(`The secret is not hex: character "${String.fromCodePoint(text.codePointAt(bad.index) ?? 0)}" at position ${bad.index + 1}.`, { position: bad.index });
    if (text === '' || text.length % 2 === 1) throw new ToolInputError(`The secret is not hex: ${text.length} digits is not a whole number of bytes.`);
    return Uint8Array.from(text.match(/../g)!, (pair) => parseInt(pair, 16));
  }
  const name = encoding === 'base64' ? 'Base64' : 'Base64url';
  let text = encoding === 'base64' ? secret.replace(/\s+/g, '') : secret.trim();
  text = text.replace(/=+$/, '');
  const bad = (encoding === 'base64' ? /[^A-Za-z0-9+/_-]/ : /[^A-Za-z0-9_-]/).exec(text);
  if (bad) throw new ToolInputError(`The secret is not ${name}: character "${String.fromCodePoint(text.codePointAt(bad.index) ?? 0)}" at position ${bad.index + 1}.`, { position: bad.index });
  if (text.length % 4 === 1 || text === '') throw new ToolInputError(`The secret is not ${name}: a character is missing or extra.`);
  try {
    return base64url.decode(text.replace(/\+/g, '-').replace(/\//g, '_'));
  } catch (error) {
    throw new ToolInputError(`The secret is not valid ${name}.`, { cause: error });
  }
}
