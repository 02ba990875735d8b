import { ToolInputError } from '@handy-tools/ui/kit';
import { base64url, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';
import JSON5 from 'json5';
import { decodeJwtToken, jwtSecretBytes } from '../shared/jwt.js';
import {
  es256kSign,
  generateSecp256k1Key,
  secp256k1Jwk,
  secp256k1KeyFromJwk,
  secp256k1KeyFromPkcs8,
  secp256k1Pkcs8Pem,
  secp256k1SpkiPem,
  type Secp256k1PrivateKey,
} from './es256k.js';

/**
 * The algorithms a token can be signed with (RFC 7518 §3.1; ES256K with secp256k1, RFC 8812 §3.2;
 * EdDSA with Ed25519, RFC 8037 §3.1).
 */
export const SIGN_ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'ES256K', 'EdDSA'] as const;
export type SignAlgorithm = (typeof SIGN_ALGORITHMS)[number];

/** How a key is written: PEM (PKCS#8 for a private key, SPKI for a public one, RFC 7468) or JWK (RFC 7517). */
export const KEY_FORMATS = ['pem', 'jwk'] as const;
export type KeyFormat = (typeof KEY_FORMATS)[number];

/** A key {@link signSegments} signs with: a WebCrypto key, or a secp256k1 key for ES256K (which WebCrypto lacks). */
export type SigningKey = CryptoKey | Secp256k1PrivateKey;

function isSecp256k1Key(key: SigningKey): key is Secp256k1PrivateKey {
  return (key as Secp256k1PrivateKey).curve === 'secp256k1';
}

/** How the HMAC secret is written: text (UTF-8), Base64 (standard or URL-safe alphabet) or hex. */
export const GENERATOR_SECRET_ENCODINGS = ['text', 'base64', 'hex'] as const;
export type GeneratorSecretEncoding = (typeof GENERATOR_SECRET_ENCODINGS)[number];

/** Whether an algorithm is HMAC (a shared secret) rather than a key pair. */
export function isHmacAlgorithm(alg: SignAlgorithm): boolean {
  return alg.startsWith('HS');
}

const HASH_BITS: Record<string, number> = { '256': 256, '384': 384, '512': 512 };

/** The WebCrypto parameters of `crypto.subtle.sign` for a JWS algorithm (RFC 7518 §3.2–3.5, RFC 8037 §3.1). */
function signParams(alg: SignAlgorithm): AlgorithmIdentifier | RsaPssParams | EcdsaParams {
  const bits = HASH_BITS[alg.slice(2)] ?? 256;
  if (alg.startsWith('HS') || alg.startsWith('RS')) return { name: alg.startsWith('HS') ? 'HMAC' : 'RSASSA-PKCS1-v1_5' };
  if (alg.startsWith('PS')) return { name: 'RSA-PSS', saltLength: bits / 8 } satisfies RsaPssParams;
  if (alg.startsWith('ES')) return { name: 'ECDSA', hash: `SHA-${bits}` } satisfies EcdsaParams;
  return { name: 'Ed25519' };
}

/**
 * Parses the header or payload editor: JSON, or JSON5 for typing convenience (unquoted keys,
 * single quotes, trailing commas, comments).
 *
 * @param text - the editor's text.
 * @param which - "Header" or "Payload", used in messages.
 * @returns the JSON object.
 * @throws ToolInputError with the line and column of a syntax error, or when the value is not an object.
 */
export function parseJsonObjectInput(text: string, which: 'Header' | 'Payload'): Record<string, unknown> {
  if (text.trim() === '') throw new ToolInputError(`${which}: enter a JSON object, e.g. {}.`);
  let value: unknown;
  try {
    value = JSON5.parse(text);
  } catch (error) {
    const e = error as { lineNumber?: number; columnNumber?: number; message?: string };
    const reason = String(e.message ?? error).replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '');
    if (typeof e.lineNumber === 'number' && typeof e.columnNumber === 'number') {
      throw new ToolInputError(`${which} is not valid JSON: ${reason} at line ${e.lineNumber}, column ${e.columnNumber}.`, { line: e.lineNumber, column: e.columnNumber, cause: error });
    }
    throw new ToolInputError(`${which} is not valid JSON: ${reason}.`, { cause: error });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ToolInputError(`${which} must be a JSON object ({…}), not ${Array.isArray(value) ? 'an array' : JSON.stringify(value)}.`);
  return value as Record<string, unknown>;
}

/**
 * The protected header actually signed: the editor's header with `alg` set to the chosen
 * algorithm (kept in place when present, else first).
 *
 * @param header - the parsed header.
 * @param alg - the chosen algorithm.
 * @returns a new header object.
 * @throws ToolInputError when the header asks for an unencoded payload (`b64: false`, RFC 7797), which is not a JWT.
 */
export function headerWithAlg(header: Record<string, unknown>, alg: SignAlgorithm): Record<string, unknown> {
  if (header.b64 === false) throw new ToolInputError('Header: "b64": false (unencoded payload, RFC 7797) does not make a JWT; remove it.');
  return Object.hasOwn(header, 'alg') ? { ...header, alg } : { alg, ...header };
}

/**
 * Rewrites the `alg` of the header editor's text (to follow the chosen algorithm).
 *
 * @param headerText - the editor's text.
 * @param alg - the algorithm.
 * @returns the header as indented JSON with the new `alg`, or the text unchanged when it does not parse.
 */
export function setHeaderAlg(headerText: string, alg: SignAlgorithm): string {
  try {
    return JSON.stringify(headerWithAlg(parseJsonObjectInput(headerText, 'Header'), alg), null, 2);
  } catch {
    return headerText;
  }
}

/**
 * Sets a NumericDate claim (seconds since 1970-01-01T00:00:00Z, RFC 7519 §2) in the payload editor's text.
 *
 * @param payloadText - the editor's text (JSON or JSON5).
 * @param claim - the claim, e.g. "iat", "nbf" or "exp".
 * @param seconds - its value; rounded down to a whole second.
 * @returns the payload as indented JSON.
 * @throws ToolInputError when the payload does not parse (see {@link parseJsonObjectInput}).
 */
export function setTimeClaim(payloadText: string, claim: string, seconds: number): string {
  const payload = parseJsonObjectInput(payloadText, 'Payload');
  return JSON.stringify({ ...payload, [claim]: Math.floor(seconds) }, null, 2);
}

/**
 * Loads an existing token for editing: its header and payload as indented JSON, and its
 * algorithm when this tool can sign with it. The signature is not checked.
 *
 * @param token - a JWS compact JWT (a "Bearer " prefix is ignored).
 * @returns the header and payload texts and the algorithm (undefined when unsupported or absent).
 * @throws ToolInputError when the token is malformed (see `decodeJwtToken`).
 */
export function loadTokenForEditing(token: string): { header: string; payload: string; alg?: SignAlgorithm } {
  const decoded = decodeJwtToken(token);
  const alg = (SIGN_ALGORITHMS as readonly string[]).includes(decoded.alg) ? (decoded.alg as SignAlgorithm) : undefined;
  return { header: decoded.headerJson, payload: decoded.payloadJson, alg };
}

/**
 * Tells a PKCS#8 PEM from a JWK, and rejects the other kinds of key text with a message saying
 * what they are and what to do.
 *
 * @returns the format, and for a JWK the object without "alg", "key_ops" and "use" (the chosen algorithm decides).
 * @throws ToolInputError for PKCS#1 / SEC 1, encrypted, public or unknown PEM blocks, text that
 *   is neither, a JWK that is not an object, symmetric, or public.
 */
function classifyPrivateKey(text: string, alg: string): { format: 'pem'; jwk?: undefined } | { format: 'jwk'; jwk: Record<string, unknown> } {
  if (text.startsWith('-----BEGIN PRIVATE KEY-----')) return { format: 'pem' };
  if (/^-----BEGIN (RSA|EC) PRIVATE KEY-----/.test(text)) {
    throw new ToolInputError('This is a PKCS#1 / SEC 1 private key: convert it to PKCS#8 ("BEGIN PRIVATE KEY") with `openssl pkcs8 -topk8 -nocrypt -in key.pem`, or paste it as a JWK.');
  }
  if (text.startsWith('-----BEGIN ENCRYPTED PRIVATE KEY-----')) throw new ToolInputError('Encrypted private keys are not supported: decrypt it first (`openssl pkcs8 -in key.pem`).');
  if (/^-----BEGIN (PUBLIC KEY|CERTIFICATE|RSA PUBLIC KEY)-----/.test(text)) throw new ToolInputError('This is a public key or certificate: signing needs the private key.');
  if (text.startsWith('-----')) throw new ToolInputError('Unknown PEM block: paste a "PRIVATE KEY" (PKCS#8) PEM or a JWK.');
  let jwk: unknown;
  try {
    jwk = JSON.parse(text);
  } catch {
    throw new ToolInputError('The private key must be a PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----") or a JWK (JSON).');
  }
  if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk)) throw new ToolInputError('The JWK must be a JSON object.');
  const record = jwk as Record<string, unknown>;
  if (record.kty === 'oct') throw new ToolInputError(`This is a symmetric (oct) JWK: use it with HS256/384/512, not ${alg}.`);
  if (typeof record.d !== 'string') throw new ToolInputError('This JWK is a public key (no "d"): signing needs the private key.');
  const { alg: _ignored, key_ops: _ops, use: _use, ...rest } = record;
  return { format: 'jwk', jwk: rest };
}

/** What {@link importSigningKey} needs. */
export interface SigningKeyInput {
  alg: SignAlgorithm;
  /** HS*: the secret. */
  secret?: string;
  secretEncoding?: GeneratorSecretEncoding;
  /** Others: a private key, PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----") or a private JWK. */
  privateKey?: string;
}

function keyError(error: unknown, alg: string): never {
  if (error instanceof ToolInputError) throw error;
  const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
  throw new ToolInputError(`The private key cannot be used with ${alg}${detail}.`, { cause: error });
}

/**
 * Imports the signing key for an algorithm: the HMAC secret's bytes as a WebCrypto HMAC key,
 * the private key (PKCS#8 PEM or JWK, via jose) as a WebCrypto key for that algorithm, or for
 * ES256K a secp256k1 key (PKCS#8 PEM or JWK with "crv": "secp256k1", RFC 8812 §3.1).
 *
 * @param input - the algorithm and the secret or private key.
 * @returns a key usable with {@link signSegments} for `alg`, and warnings (e.g. an HMAC
 *   secret shorter than the hash, which RFC 7518 §3.2 forbids).
 * @throws ToolInputError when the secret or key is missing, malformed, public instead of private,
 *   of the wrong type or curve for the algorithm, or an RSA key under 2048 bits (RFC 7518 §3.3).
 */
export async function importSigningKey(input: SigningKeyInput): Promise<{ key: SigningKey; warnings: string[] }> {
  const { alg } = input;
  const warnings: string[] = [];
  if (isHmacAlgorithm(alg)) {
    const secret = input.secret ?? '';
    if (secret === '') throw new ToolInputError(`Enter the secret to sign with ${alg}.`);
    const bytes = jwtSecretBytes(secret, input.secretEncoding ?? 'text');
    if (bytes.length === 0) throw new ToolInputError('The secret is empty.');
    const bits = HASH_BITS[alg.slice(2)]!;
    if (bytes.length * 8 < bits) warnings.push(`The secret is ${bytes.length * 8} bits long; RFC 7518 §3.2 requires at least ${bits} bits for ${alg}. Anyone who guesses a short secret can forge tokens.`);
    const key = await crypto.subtle.importKey('raw', bytes as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: `SHA-${bits}` }, false, ['sign']);
    return { key, warnings };
  }
  const text = (input.privateKey ?? '').trim();
  if (text === '') throw new ToolInputError(`Paste a private key (PKCS#8 PEM or JWK), or generate a key pair, to sign with ${alg}.`);
  const parsed = classifyPrivateKey(text, alg);
  if (alg === 'ES256K') return { key: parsed.format === 'pem' ? secp256k1KeyFromPkcs8(text) : secp256k1KeyFromJwk(parsed.jwk), warnings };
  let key: CryptoKey;
  try {
    if (parsed.format === 'pem') key = await importPKCS8(text, alg);
    else {
      const imported = await importJWK(parsed.jwk as JWK, alg);
      if (imported instanceof Uint8Array) throw new ToolInputError(`This JWK is not a key pair for ${alg}.`);
      key = imported;
    }
  } catch (error) {
    keyError(error, alg);
  }
  if (key.type !== 'private') throw new ToolInputError('This is a public key: signing needs the private key.');
  if (alg.startsWith('RS') || alg.startsWith('PS')) {
    const bits = (key.algorithm as RsaHashedKeyAlgorithm).modulusLength;
    if (bits < 2048) throw new ToolInputError(`This RSA key has ${bits} bits; RFC 7518 §3.3 requires 2048 bits or more.`);
  }
  return { key, warnings };
}

/**
 * Signs a JWS signing input given as its two Base64url segments, exactly as written (RFC 7515
 * §5.1 steps 5–7: the signature is computed over ASCII(header "." payload)), with WebCrypto, or
 * for ES256K with @noble/curves (see `es256kSign`: R ‖ S, RFC 8812 §3.2).
 *
 * @param encodedHeader - the Base64url-encoded protected header.
 * @param encodedPayload - the Base64url-encoded payload.
 * @param alg - the algorithm (the key must have been imported for it).
 * @param key - the key from {@link importSigningKey}.
 * @returns the compact serialization `header.payload.signature`.
 * @throws ToolInputError when the key does not fit the algorithm.
 */
export async function signSegments(encodedHeader: string, encodedPayload: string, alg: SignAlgorithm, key: SigningKey): Promise<string> {
  const input = new TextEncoder().encode(`${encodedHeader}.${encodedPayload}`);
  let signature: Uint8Array;
  if (alg === 'ES256K' || isSecp256k1Key(key)) {
    if (alg !== 'ES256K' || !isSecp256k1Key(key)) throw new ToolInputError(`The private key cannot be used with ${alg}: ES256K and secp256k1 keys go together.`);
    signature = es256kSign(input, key);
  } else {
    try {
      signature = new Uint8Array(await crypto.subtle.sign(signParams(alg), key, input));
    } catch (error) {
      keyError(error, alg);
    }
  }
  return `${encodedHeader}.${encodedPayload}.${base64url.encode(signature)}`;
}

/** What {@link signJwt} needs: the editors' texts and the key. */
export interface SignJwtInput extends SigningKeyInput {
  /** The header editor (JSON or JSON5); its `alg` is replaced by `alg`. */
  header: string;
  /** The payload editor (JSON or JSON5): the claims set. */
  payload: string;
}

/** The result of {@link signJwt}. */
export interface SignedJwt {
  token: string;
  /** The header and payload as signed (compact JSON). */
  headerJson: string;
  payloadJson: string;
  warnings: string[];
}

/**
 * Builds and signs a JWT (RFC 7519 §7.1, JWS compact serialization RFC 7515 §7.1): header and
 * payload are parsed (JSON5 accepted), serialised as compact JSON (UTF-8), Base64url-encoded,
 * and signed with {@link signSegments}. The key is a secret: it is never stored or sent.
 *
 * @param input - header and payload texts, algorithm, secret or private key.
 * @returns the token, the signed JSON, and warnings.
 * @throws ToolInputError for bad JSON (with line and column), or a missing or unusable key.
 */
export async function signJwt(input: SignJwtInput): Promise<SignedJwt> {
  const { encodedHeader, encodedPayload, headerJson, payloadJson } = signingInput(input);
  const { key, warnings } = await importSigningKey(input);
  return { token: await signSegments(encodedHeader, encodedPayload, input.alg, key), headerJson, payloadJson, warnings };
}

/**
 * The JWS signing input of {@link signJwt} without signing: the Base64url header and payload.
 *
 * @param input - the header and payload texts and the algorithm.
 * @returns the encoded segments and the compact JSON they encode.
 * @throws ToolInputError for bad JSON (with line and column) or `b64: false`.
 */
export function signingInput(input: Pick<SignJwtInput, 'header' | 'payload' | 'alg'>): { encodedHeader: string; encodedPayload: string; headerJson: string; payloadJson: string } {
  const headerJson = JSON.stringify(headerWithAlg(parseJsonObjectInput(input.header, 'Header'), input.alg));
  const payloadJson = JSON.stringify(parseJsonObjectInput(input.payload, 'Payload'));
  return { encodedHeader: base64url.encode(headerJson), encodedPayload: base64url.encode(payloadJson), headerJson, payloadJson };
}

/** A key pair in both formats (see {@link generateSigningKeyPair}). */
export interface GeneratedKeyPair {
  /** PKCS#8 PEM. */
  privateKeyPem: string;
  /** SPKI PEM. */
  publicKeyPem: string;
  /** The private JWK, as indented JSON. */
  privateJwk: string;
  /** The public JWK, as indented JSON. */
  publicJwk: string;
}

/**
 * Generates a key pair for an asymmetric algorithm in the browser: with jose's `generateKeyPair`
 * (WebCrypto, extractable) RSA 2048 bits for RS/PS, the algorithm's curve for ES256/384/512
 * (P-256/384/521) and Ed25519 for EdDSA; with @noble/curves a secp256k1 key for ES256K.
 * All randomness comes from `crypto.getRandomValues` (through WebCrypto or noble).
 *
 * @param alg - an RS, PS, ES or EdDSA algorithm.
 * @returns the private and public keys as PEM and as JWK.
 * @throws ToolInputError for an HMAC algorithm (use {@link generateHmacSecret}).
 */
export async function generateSigningKeyPair(alg: SignAlgorithm): Promise<GeneratedKeyPair> {
  if (isHmacAlgorithm(alg)) throw new ToolInputError(`${alg} uses a shared secret, not a key pair.`);
  if (alg === 'ES256K') {
    const key = generateSecp256k1Key();
    return { privateKeyPem: secp256k1Pkcs8Pem(key), publicKeyPem: secp256k1SpkiPem(key), privateJwk: jwkText(secp256k1Jwk(key, true)), publicJwk: jwkText(secp256k1Jwk(key, false)) };
  }
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true, modulusLength: 2048 });
  return {
    privateKeyPem: await exportPKCS8(privateKey),
    publicKeyPem: await exportSPKI(publicKey),
    privateJwk: jwkText(await exportJWK(privateKey)),
    publicJwk: jwkText(await exportJWK(publicKey)),
  };
}

function jwkText(jwk: object): string {
  return JSON.stringify(jwk, null, 2);
}

/**
 * Generates a random HMAC secret as long as the hash (RFC 7518 §3.2), from `crypto.getRandomValues`.
 *
 * @param alg - HS256, HS384 or HS512.
 * @returns 32, 48 or 64 random bytes in Base64url (use with the Base64 secret format).
 */
export function generateHmacSecret(alg: SignAlgorithm): string {
  const bytes = new Uint8Array((HASH_BITS[alg.slice(2)] ?? 256) / 8);
  crypto.getRandomValues(bytes);
  return base64url.encode(bytes);
}

/**
 * How a key text is written, by its first characters: "-----" for PEM, "{" for JWK.
 *
 * @param text - the key as pasted.
 * @returns the format, or null when it is neither (or empty).
 */
export function keyFormatOf(text: string): KeyFormat | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----')) return 'pem';
  if (trimmed.startsWith('{')) return 'jwk';
  return null;
}

/** The private JWK of a private key already accepted by {@link importSigningKey}. */
async function privateJwkOf(privateKey: string, alg: SignAlgorithm): Promise<JWK> {
  if (isHmacAlgorithm(alg)) throw new ToolInputError(`${alg} uses a shared secret, not a key pair.`);
  const { key } = await importSigningKey({ alg, privateKey }); // validates with the same messages
  if (isSecp256k1Key(key)) return secp256k1Jwk(key, true) as JWK;
  const text = privateKey.trim();
  try {
    const parsed = classifyPrivateKey(text, alg);
    const extractable = parsed.format === 'pem' ? await importPKCS8(text, alg, { extractable: true }) : await importJWK(parsed.jwk as JWK, alg, { extractable: true });
    if (extractable instanceof Uint8Array) throw new ToolInputError(`This key is not a key pair for ${alg}.`);
    return await exportJWK(extractable);
  } catch (error) {
    keyError(error, alg);
  }
}

/**
 * Rewrites a private key in the other format: a PKCS#8 PEM as a JWK or a JWK as a PKCS#8 PEM
 * (RSA, EC P-256/384/521 and Ed25519 through jose and WebCrypto; secp256k1 for ES256K here).
 * The result is the same key, so it is as secret as the input.
 *
 * @param privateKey - a PKCS#8 PEM or private JWK (see {@link importSigningKey}).
 * @param alg - an asymmetric algorithm the key is for.
 * @param to - the format wanted.
 * @returns the PEM, or the JWK as indented JSON.
 * @throws ToolInputError when the private key cannot be used with `alg`.
 */
export async function convertPrivateKey(privateKey: string, alg: SignAlgorithm, to: KeyFormat): Promise<string> {
  const jwk = await privateJwkOf(privateKey, alg);
  if (to === 'jwk') return jwkText(jwk);
  if (alg === 'ES256K') return secp256k1Pkcs8Pem(secp256k1KeyFromJwk(jwk as Record<string, unknown>));
  try {
    const key = await importJWK(jwk, alg, { extractable: true });
    if (key instanceof Uint8Array) throw new ToolInputError(`This key is not a key pair for ${alg}.`);
    return await exportPKCS8(key);
  } catch (error) {
    keyError(error, alg);
  }
}

/**
 * The public key of a private key, to verify the tokens elsewhere: as SPKI PEM or as a public JWK.
 *
 * @param privateKey - a PKCS#8 PEM or private JWK (see {@link importSigningKey}).
 * @param alg - an asymmetric algorithm.
 * @param format - PEM (default) or JWK (indented JSON).
 * @returns the public key.
 * @throws ToolInputError when the private key cannot be used with `alg`.
 */
export async function publicKeyOf(privateKey: string, alg: SignAlgorithm, format: KeyFormat = 'pem'): Promise<string> {
  const jwk = await privateJwkOf(privateKey, alg);
  if (alg === 'ES256K') {
    const key = secp256k1KeyFromJwk(jwk as Record<string, unknown>);
    return format === 'pem' ? secp256k1SpkiPem(key) : jwkText(secp256k1Jwk(key, false));
  }
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, key_ops: _ops, alg: _alg, use: _use, ext: _ext, ...publicJwk } = jwk;
  if (format === 'jwk') return jwkText(publicJwk);
  try {
    const publicKey = await importJWK(publicJwk, alg, { extractable: true });
    if (publicKey instanceof Uint8Array) throw new ToolInputError(`This key is not a key pair for ${alg}.`);
    return await exportSPKI(publicKey);
  } catch (error) {
    keyError(error, alg);
  }
}

/**
 * The public key of a private key, as SPKI PEM (see {@link publicKeyOf}).
 *
 * @param privateKey - a PKCS#8 PEM or private JWK (see {@link importSigningKey}).
 * @param alg - an asymmetric algorithm.
 * @returns the public key PEM.
 * @throws ToolInputError when the private key cannot be used with `alg`.
 */
export async function publicKeyPemOf(privateKey: string, alg: SignAlgorithm): Promise<string> {
  return publicKeyOf(privateKey, alg, 'pem');
}
