import { ToolInputError } from '@handy-tools/ui/kit';
import { compactVerify, errors, importJWK, importSPKI, importX509, type CryptoKey, type JWK } from 'jose';
import { cleanToken, decodeJwtToken, JWT_ALGORITHMS, jwtSecretBytes } from '../shared/jwt.js';

export { decodeJwtToken, JWT_ALGORITHMS, type DecodedJwt } from '../shared/jwt.js';

/** How an HMAC secret is written: as text (its UTF-8 bytes) or in Base64url (RFC 4648 §5). */
export const SECRET_ENCODINGS = ['text', 'base64url'] as const;
export type SecretEncoding = (typeof SECRET_ENCODINGS)[number];

/** One explained claim of {@link explainClaims}. */
export interface ClaimInfo {
  /** The claim name as in the payload, e.g. "exp". */
  claim: string;
  /** What the registered claim means (RFC 7519 §4.1). */
  meaning: string;
  /** The value as shown: JSON, plus the ISO 8601 date (UTC) for time claims. */
  value: string;
  /** A warning: expired, not yet valid, issued in the future, or not a NumericDate. */
  notice?: string;
}

const REGISTERED: Record<string, string> = {
  iss: 'Issuer: who issued the token',
  sub: 'Subject: whom the token is about',
  aud: 'Audience: who the token is meant for',
  exp: 'Expiration time: not to be accepted on or after it',
  nbf: 'Not before: not to be accepted before it',
  iat: 'Issued at: when the token was issued',
  jti: 'JWT ID: a unique identifier of the token',
};

function isoDate(seconds: number): string | null {
  const ms = seconds * 1000;
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return null;
  return new Date(ms).toISOString();
}

/**
 * Explains the registered claims present in a payload (RFC 7519 §4.1: iss, sub, aud, exp,
 * nbf, iat, jti), with exp/nbf/iat (NumericDate: seconds since 1970-01-01T00:00:00Z) as ISO
 * 8601 dates and notices: "Expired" when now ≥ exp, "Not yet valid" when now < nbf, "Issued in
 * the future" when iat > now. No clock skew is allowed.
 *
 * @param payload - the claims set.
 * @param nowSeconds - the current time in seconds since the epoch.
 * @returns one entry per registered claim present, in the order above.
 */
export function explainClaims(payload: Record<string, unknown>, nowSeconds: number): ClaimInfo[] {
  const infos: ClaimInfo[] = [];
  for (const claim of Object.keys(REGISTERED)) {
    if (!Object.hasOwn(payload, claim)) continue;
    const raw = payload[claim];
    const info: ClaimInfo = { claim, meaning: REGISTERED[claim]!, value: JSON.stringify(raw) ?? String(raw) };
    if (claim === 'exp' || claim === 'nbf' || claim === 'iat') {
      const date = typeof raw === 'number' ? isoDate(raw) : null;
      if (date === null) info.notice = 'Not a valid NumericDate (a number of seconds since 1970-01-01T00:00:00Z).';
      else {
        info.value = `${info.value} (${date})`;
        const t = raw as number;
        if (claim === 'exp' && nowSeconds >= t) info.notice = `Expired: the token expired on ${date}.`;
        if (claim === 'nbf' && nowSeconds < t) info.notice = `Not yet valid: the token is valid from ${date}.`;
        if (claim === 'iat' && t > nowSeconds) info.notice = `Issued in the future (${date}).`;
      }
    } else if ((claim === 'iss' || claim === 'sub' || claim === 'jti') && typeof raw !== 'string') {
      info.notice = 'Should be a string.';
    } else if (claim === 'aud' && typeof raw !== 'string' && !(Array.isArray(raw) && raw.every((a) => typeof a === 'string'))) {
      info.notice = 'Should be a string or an array of strings.';
    }
    infos.push(info);
  }
  return infos;
}

/** Keys for {@link verifyJwtSignature}. */
export interface JwtKeyInput {
  /** HS256/384/512: the shared secret. */
  secret?: string;
  /** How `secret` is written (default text). */
  secretEncoding?: SecretEncoding;
  /** RS/PS/ES/EdDSA: a PEM public key (SPKI) or certificate, a JWK, or a JWK set (picked by `kid`). */
  publicKey?: string;
}

/** The result of {@link verifyJwtSignature}. */
export interface JwtVerification {
  valid: boolean;
  alg: string;
  /** "Signature verified" or "Signature does not match". */
  message: string;
}

function wrapKeyError(error: unknown, what: string): never {
  if (error instanceof ToolInputError) throw error;
  const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
  throw new ToolInputError(`The ${what} cannot be used${detail}.`, { cause: error });
}

async function publicKeyFor(text: string, alg: string, kid: unknown): Promise<CryptoKey | Uint8Array> {
  const key = text.trim();
  if (key === '') throw new ToolInputError(`Paste the public key (PEM or JWK) to verify this ${alg} signature.`);
  try {
    if (key.startsWith('-----BEGIN PUBLIC KEY-----')) return await importSPKI(key, alg);
    if (key.startsWith('-----BEGIN CERTIFICATE-----')) return await importX509(key, alg);
    if (key.startsWith('-----BEGIN RSA PUBLIC KEY-----')) throw new ToolInputError('PKCS#1 "RSA PUBLIC KEY" PEM is not supported: paste the key as "PUBLIC KEY" (SPKI) PEM or as a JWK.');
    if (/^-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key)) throw new ToolInputError('This is a private key: paste the public key (never share a private key).');
    if (key.startsWith('-----')) throw new ToolInputError('Unknown PEM block: paste a "PUBLIC KEY" or "CERTIFICATE" PEM, or a JWK.');
    let jwk: unknown;
    try {
      jwk = JSON.parse(key);
    } catch {
      throw new ToolInputError('The public key must be a PEM ("-----BEGIN PUBLIC KEY-----") or a JWK (JSON).');
    }
    if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk)) throw new ToolInputError('The JWK must be a JSON object.');
    const record = jwk as Record<string, unknown>;
    if (Array.isArray(record.keys)) {
      const keys = record.keys.filter((k): k is Record<string, unknown> => typeof k === 'object' && k !== null);
      const match = keys.length === 1 ? keys[0] : keys.find((k) => kid !== undefined && k.kid === kid);
      if (!match) throw new ToolInputError(kid === undefined ? 'The JWK set holds several keys and the token has no "kid": paste the one key to use.' : `The JWK set has no key with "kid" ${JSON.stringify(kid)}.`);
      return await importJWK(stripPrivate(match), alg);
    }
    return await importJWK(stripPrivate(record), alg);
  } catch (error) {
    wrapKeyError(error, 'public key');
  }
}

/** A JWK without its private members, so a pasted private JWK still verifies as a public one. */
function stripPrivate(jwk: Record<string, unknown>): JWK {
  const rest = { ...jwk };
  for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']) if (jwk.kty !== 'oct') delete rest[member];
  delete rest.key_ops;
  return rest as JWK;
}

function secretBytes(secret: string, encoding: SecretEncoding): Uint8Array {
  if (secret === '') throw new ToolInputError('Enter the secret to verify this HMAC signature.');
  return jwtSecretBytes(secret, encoding);
}

/**
 * Verifies a JWT's signature with `jose` (RFC 7515 §5.2): HMAC (HS256/384/512) with a shared
 * secret, RSA PKCS#1 v1.5 (RS*), RSA-PSS (PS*), ECDSA (ES256/384/512) and EdDSA (Ed25519) with a
 * public key. Only the signature is checked: claims (exp, nbf…) are reported by {@link explainClaims}.
 *
 * @param token - the token (see {@link decodeJwtToken}).
 * @param keys - the secret (HS*) or public key (others).
 * @returns whether the signature matches, the algorithm, and a message.
 * @throws ToolInputError when the token is malformed, unsecured (alg "none") or uses an
 *   unsupported algorithm, or when the key is missing, malformed, or of the wrong type or size.
 */
export async function verifyJwtSignature(token: string, keys: JwtKeyInput): Promise<JwtVerification> {
  const { alg, header } = decodeJwtToken(token);
  if (alg === 'none') throw new ToolInputError('This token is unsecured (alg "none"): it has no signature to verify. Never accept it as authentic.');
  if (alg === '') throw new ToolInputError('Header (segment 1) has no "alg": the signature algorithm is unknown.');
  if (!(JWT_ALGORITHMS as readonly string[]).includes(alg)) throw new ToolInputError(`The algorithm "${alg}" is not supported; supported: ${JWT_ALGORITHMS.join(', ')}.`);
  let key: CryptoKey | Uint8Array;
  if (alg.startsWith('HS')) key = secretBytes(keys.secret ?? '', keys.secretEncoding ?? 'text');
  else key = await publicKeyFor(keys.publicKey ?? '', alg, header.kid);
  try {
    await compactVerify(cleanToken(token), key, { algorithms: [alg] });
    return { valid: true, alg, message: 'Signature verified' };
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) return { valid: false, alg, message: 'Signature does not match' };
    if (error instanceof errors.JOSENotSupported && /crit|unrecognized/i.test(error.message)) throw new ToolInputError(`The token asks for extensions this tool does not know: ${error.message}.`, { cause: error });
    if (error instanceof errors.JWSInvalid && /crit/i.test(error.message)) throw new ToolInputError(`Header (segment 1): ${error.message}.`, { cause: error });
    wrapKeyError(error, alg.startsWith('HS') ? 'secret' : 'public key');
  }
}
