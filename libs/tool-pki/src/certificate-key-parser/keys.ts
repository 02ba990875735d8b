import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { ToolInputError } from '@handy-tools/ui/kit';
import { bitLength, type Field, type KeyFacts, parseAsn1, publicKeyFacts, rsaSpki, spkiDer, toDecimal, unsignedBytes, valueBytes } from './fields.js';
import { CURVE_BITS, OID_NAMES, oidName } from './oids.js';
import { toHex } from './pem.js';

const RSA = '1.2.840.113549.1.1.1';
const EC = '1.2.840.10045.2.1';

/**
 * Reads an RSA private key (PKCS#1, RFC 8017 appendix A.1.2).
 *
 * @param der - the RSAPrivateKey DER.
 * @returns its size, public exponent and the matching SubjectPublicKeyInfo.
 * @throws ToolInputError when the bytes are not an RSAPrivateKey.
 */
export function rsaPrivateKeyFacts(der: Uint8Array): KeyFacts {
  const seq = parseAsn1(der, 'The RSA private key');
  const ints = seq instanceof asn1js.Sequence ? seq.valueBlock.value : [];
  if (ints.length < 9 || !ints.every((v) => v instanceof asn1js.Integer)) throw new ToolInputError('This is not an RSA private key (PKCS#1 RSAPrivateKey).');
  const n = unsignedBytes(valueBytes(ints[1] as asn1js.Integer));
  const e = valueBytes(ints[2] as asn1js.Integer);
  const bits = bitLength(n);
  const fields: Field[] = [
    { label: 'Algorithm', value: oidName(RSA) },
    { label: 'Key size', value: `${bits} bit` },
    { label: 'Public exponent', value: toDecimal(e) },
    { label: 'Modulus', value: toHex(n) },
    { label: 'Prime sizes', value: `${bitLength(valueBytes(ints[4] as asn1js.Integer))} + ${bitLength(valueBytes(ints[5] as asn1js.Integer))} bit${ints.length > 9 ? ' (multi-prime)' : ''}` },
  ];
  return { algorithm: 'RSA', bits, fields, spki: rsaSpki(n, e) };
}

/**
 * Reads an EC private key (SEC 1 v2 §C.4, RFC 5915).
 *
 * @param der - the ECPrivateKey DER.
 * @param curveFromOuter - the curve OID from the enclosing PKCS#8 algorithm, when any.
 * @returns its curve, size and, when the public point is included, the SubjectPublicKeyInfo.
 * @throws ToolInputError when the bytes are not an ECPrivateKey.
 */
export function ecPrivateKeyFacts(der: Uint8Array, curveFromOuter?: string): KeyFacts {
  const seq = parseAsn1(der, 'The EC private key');
  const items = seq instanceof asn1js.Sequence ? seq.valueBlock.value : [];
  if (items.length < 2 || !(items[0] instanceof asn1js.Integer) || !(items[1] instanceof asn1js.OctetString)) {
    throw new ToolInputError('This is not an EC private key (SEC 1 ECPrivateKey).');
  }
  let curveOid = curveFromOuter ?? '';
  let publicPoint: Uint8Array | undefined;
  for (const item of items.slice(2)) {
    const inner = (item as asn1js.Constructed).valueBlock?.value?.[0];
    if (item.idBlock.tagClass === 3 && item.idBlock.tagNumber === 0 && inner instanceof asn1js.ObjectIdentifier) curveOid = inner.valueBlock.toString();
    if (item.idBlock.tagClass === 3 && item.idBlock.tagNumber === 1 && inner instanceof asn1js.BitString) publicPoint = valueBytes(inner);
  }
  const bits = CURVE_BITS[curveOid] ?? valueBytes(items[1] as asn1js.OctetString).length * 8;
  const fields: Field[] = [
    { label: 'Algorithm', value: oidName(EC) },
    { label: 'Curve', value: curveOid ? oidName(curveOid) : 'not named' },
    { label: 'Key size', value: `${bits} bit` },
  ];
  if (publicPoint) fields.push({ label: 'Public point', value: toHex(publicPoint) });
  const spki = publicPoint && curveOid ? spkiDer(EC, new asn1js.ObjectIdentifier({ value: curveOid }), publicPoint) : undefined;
  return { algorithm: 'EC', bits, curve: OID_NAMES[curveOid] ?? curveOid, fields, spki };
}

/**
 * Reads a PKCS#8 PrivateKeyInfo / OneAsymmetricKey (RFC 5208, RFC 5958): the algorithm and the
 * inner key (RSA, EC, RFC 8410 curves), and its public key when it can be found without secrets
 * leaving the function (WebCrypto derives it for Ed25519/X25519).
 *
 * @param der - the PrivateKeyInfo DER.
 * @returns the key's facts.
 * @throws ToolInputError when the bytes are not a PrivateKeyInfo.
 */
export async function pkcs8Facts(der: Uint8Array): Promise<KeyFacts> {
  let info: pkijs.PrivateKeyInfo;
  try {
    info = pkijs.PrivateKeyInfo.fromBER(new Uint8Array(der));
  } catch (e) {
    throw new ToolInputError(`This is not a PKCS#8 private key: ${(e as Error).message}`, { cause: e });
  }
  const oid = info.privateKeyAlgorithm.algorithmId;
  const inner = valueBytes(info.privateKey);
  const version = Number(info.version ?? 0);
  if (oid === RSA || oid === '1.2.840.113549.1.1.10') {
    const facts = rsaPrivateKeyFacts(inner);
    facts.fields[0] = { label: 'Algorithm', value: oidName(oid) };
    return { ...facts, fields: [{ label: 'PKCS#8 version', value: String(version + 1) }, ...facts.fields] };
  }
  if (oid === EC) {
    const params = info.privateKeyAlgorithm.algorithmParams as unknown;
    const curve = params instanceof asn1js.ObjectIdentifier ? params.valueBlock.toString() : undefined;
    const facts = ecPrivateKeyFacts(inner, curve);
    return { ...facts, fields: [{ label: 'PKCS#8 version', value: String(version + 1) }, ...facts.fields] };
  }
  const algorithm = OID_NAMES[oid] ?? oid;
  const fields: Field[] = [
    { label: 'PKCS#8 version', value: String(version + 1) },
    { label: 'Algorithm', value: oidName(oid) },
  ];
  const bits = CURVE_BITS[oid] ?? null;
  if (bits) fields.push({ label: 'Key size', value: `${bits} bit` });
  let spki: Uint8Array | undefined;
  const publicKey = (info as unknown as { publicKey?: asn1js.BitString }).publicKey;
  if (publicKey) spki = spkiDer(oid, null, valueBytes(publicKey));
  else if (oid === '1.3.101.112' || oid === '1.3.101.110') spki = await deriveOkpSpki(der, oid === '1.3.101.112' ? 'Ed25519' : 'X25519');
  if (spki) fields.push({ label: 'Public key', value: toHex(valueBytes(pkijs.PublicKeyInfo.fromBER(new Uint8Array(spki)).subjectPublicKey)) });
  return { algorithm, bits, curve: bits ? algorithm : undefined, fields, spki };
}

/** The public key of an Ed25519/X25519 private key, derived by WebCrypto (undefined where unsupported). */
async function deriveOkpSpki(der: Uint8Array, name: 'Ed25519' | 'X25519'): Promise<Uint8Array | undefined> {
  try {
    const usages: KeyUsage[] = name === 'Ed25519' ? ['sign'] : ['deriveBits'];
    const key = await globalThis.crypto.subtle.importKey('pkcs8', new Uint8Array(der), { name }, true, usages);
    const jwk = await globalThis.crypto.subtle.exportKey('jwk', key);
    if (!jwk.x) return undefined;
    const raw = Uint8Array.from(atob(jwk.x.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    return spkiDer(name === 'Ed25519' ? '1.3.101.112' : '1.3.101.110', null, raw);
  } catch {
    return undefined;
  }
}

/**
 * Reads an RSA public key (PKCS#1 RSAPublicKey, RFC 8017 appendix A.1.1).
 *
 * @param der - the RSAPublicKey DER.
 * @returns its facts, with the equivalent SubjectPublicKeyInfo.
 * @throws ToolInputError when the bytes are not an RSAPublicKey.
 */
export function rsaPublicKeyFacts(der: Uint8Array): KeyFacts {
  const seq = parseAsn1(der, 'The RSA public key');
  const ints = seq instanceof asn1js.Sequence ? seq.valueBlock.value : [];
  if (ints.length !== 2 || !ints.every((v) => v instanceof asn1js.Integer)) throw new ToolInputError('This is not an RSA public key (PKCS#1 RSAPublicKey).');
  const spki = rsaSpki(valueBytes(ints[0] as asn1js.Integer), valueBytes(ints[1] as asn1js.Integer));
  return publicKeyFacts(pkijs.PublicKeyInfo.fromBER(new Uint8Array(spki)));
}

/**
 * Describes how a PKCS#8 EncryptedPrivateKeyInfo is protected (RFC 8018 PBES2/PBKDF2, RFC 7292 PBE).
 *
 * @param der - the EncryptedPrivateKeyInfo DER.
 * @returns fields: scheme, key derivation, iterations, cipher.
 * @throws ToolInputError when the bytes are not an EncryptedPrivateKeyInfo.
 */
export function encryptionFields(der: Uint8Array): Field[] {
  const seq = parseAsn1(der, 'The encrypted private key') as asn1js.Sequence;
  const alg = seq.valueBlock?.value?.[0] as asn1js.Sequence | undefined;
  const algOid = alg?.valueBlock?.value?.[0];
  if (!(algOid instanceof asn1js.ObjectIdentifier)) throw new ToolInputError('This is not an encrypted PKCS#8 private key.');
  const scheme = algOid.valueBlock.toString();
  const fields: Field[] = [{ label: 'Encryption scheme', value: oidName(scheme) }];
  if (scheme === '1.2.840.113549.1.5.13') {
    const params = alg?.valueBlock.value[1] as asn1js.Sequence;
    const kdf = params.valueBlock.value[0] as asn1js.Sequence;
    const cipher = params.valueBlock.value[1] as asn1js.Sequence;
    const kdfOid = (kdf.valueBlock.value[0] as asn1js.ObjectIdentifier).valueBlock.toString();
    fields.push({ label: 'Key derivation', value: oidName(kdfOid) });
    if (kdfOid === '1.2.840.113549.1.5.12') {
      const kdfParams = (kdf.valueBlock.value[1] as asn1js.Sequence).valueBlock.value;
      fields.push({ label: 'Iterations', value: toDecimal(valueBytes(kdfParams[1] as asn1js.Integer)) });
      const prf = kdfParams.find((v) => v instanceof asn1js.Sequence) as asn1js.Sequence | undefined;
      const prfOid = prf ? (prf.valueBlock.value[0] as asn1js.ObjectIdentifier).valueBlock.toString() : '1.2.840.113549.2.7';
      fields.push({ label: 'PRF', value: oidName(prfOid) });
    }
    fields.push({ label: 'Cipher', value: oidName((cipher.valueBlock.value[0] as asn1js.ObjectIdentifier).valueBlock.toString()) });
  } else {
    const params = alg?.valueBlock.value[1] as asn1js.Sequence | undefined;
    const iterations = params?.valueBlock?.value?.[1];
    if (iterations instanceof asn1js.Integer) fields.push({ label: 'Iterations', value: toDecimal(valueBytes(iterations)) });
  }
  return fields;
}

type Forge = typeof import('node-forge');

async function loadForge(): Promise<Forge> {
  const mod = (await import('node-forge')) as unknown as Forge & { default?: Forge };
  return mod.default ?? mod;
}

function binaryToBytes(binary: string): Uint8Array {
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function bytesToBinary(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return s;
}

/**
 * Decrypts a PKCS#8 EncryptedPrivateKeyInfo (RFC 5958 §3; PBES2 with PBKDF2 and AES or 3DES per
 * RFC 8018, or the PKCS#12 PBE schemes of RFC 7292 appendix C).
 *
 * @param der - the EncryptedPrivateKeyInfo DER.
 * @param passphrase - the passphrase (UTF-8).
 * @returns the PrivateKeyInfo DER.
 * @throws ToolInputError when the passphrase is wrong or the scheme is not supported.
 */
export async function decryptPkcs8(der: Uint8Array, passphrase: string): Promise<Uint8Array> {
  const forge = await loadForge();
  let decrypted: ReturnType<typeof forge.pki.decryptPrivateKeyInfo> | null = null;
  try {
    const asn1 = forge.asn1.fromDer(bytesToBinary(der));
    decrypted = forge.pki.decryptPrivateKeyInfo(asn1, forge.util.encodeUtf8(passphrase));
  } catch (e) {
    throw new ToolInputError(`Cannot decrypt this private key: ${(e as Error).message}`, { cause: e });
  }
  if (!decrypted) throw new ToolInputError('Wrong passphrase: the private key does not decrypt with it.');
  const plain = binaryToBytes(forge.asn1.toDer(decrypted).getBytes());
  try {
    pkijs.PrivateKeyInfo.fromBER(new Uint8Array(plain));
  } catch {
    throw new ToolInputError('Wrong passphrase: the private key does not decrypt with it.');
  }
  return plain;
}

const LEGACY_CIPHERS: Record<string, { forge: string; keyLength: number }> = {
  'AES-128-CBC': { forge: 'AES-CBC', keyLength: 16 },
  'AES-192-CBC': { forge: 'AES-CBC', keyLength: 24 },
  'AES-256-CBC': { forge: 'AES-CBC', keyLength: 32 },
  'DES-EDE3-CBC': { forge: '3DES-CBC', keyLength: 24 },
  'DES-CBC': { forge: 'DES-CBC', keyLength: 8 },
};

/**
 * Decrypts a legacy OpenSSL-encrypted PEM body (RFC 1421 headers `Proc-Type: 4,ENCRYPTED` and
 * `DEK-Info: <cipher>,<iv>`; key from OpenSSL's EVP_BytesToKey with MD5 and one iteration).
 *
 * @param der - the encrypted body.
 * @param dekInfo - the `DEK-Info` header.
 * @param passphrase - the passphrase.
 * @returns the decrypted DER (an RSAPrivateKey or ECPrivateKey).
 * @throws ToolInputError for an unknown cipher or a wrong passphrase.
 */
export async function decryptLegacyPem(der: Uint8Array, dekInfo: string, passphrase: string): Promise<Uint8Array> {
  const [cipherName = '', ivHex = ''] = dekInfo.split(',').map((s) => s.trim());
  const cipher = LEGACY_CIPHERS[cipherName.toUpperCase()];
  if (!cipher) throw new ToolInputError(`The cipher "${cipherName}" of this encrypted key is not supported (AES-128/192/256-CBC, DES-EDE3-CBC and DES-CBC are).`);
  if (!/^[0-9a-fA-F]+$/.test(ivHex)) throw new ToolInputError('The DEK-Info header of this encrypted key has no valid IV.');
  const forge = await loadForge();
  const iv = forge.util.hexToBytes(ivHex);
  // EVP_BytesToKey: node-forge has it (forge.pbe) but its types do not declare it.
  const pbe = (forge as unknown as { pbe: { opensslDeriveBytes(password: string, salt: string, length: number): string } }).pbe;
  const key = pbe.opensslDeriveBytes(forge.util.encodeUtf8(passphrase), iv.slice(0, 8), cipher.keyLength);
  const decipher = forge.cipher.createDecipher(cipher.forge as 'AES-CBC', key);
  decipher.start({ iv });
  decipher.update(forge.util.createBuffer(bytesToBinary(der)));
  if (!decipher.finish()) throw new ToolInputError('Wrong passphrase: the private key does not decrypt with it.');
  const plain = binaryToBytes(decipher.output.getBytes());
  if (asn1js.fromBER(new Uint8Array(plain)).offset !== plain.length) throw new ToolInputError('Wrong passphrase: the private key does not decrypt with it.');
  return plain;
}
