import * as asn1js from 'asn1js';
import { parseBer } from '../shared/der.js';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import { ToolInputError } from '@handy-tools/ui/kit';
import { formatName } from '../certificate-key-parser/fields.js';
import { decryptLegacyPem, decryptPkcs8 } from '../certificate-key-parser/keys.js';
import { base64ToBytes, decodePemBlocks, toPem } from '../certificate-key-parser/pem.js';
import { pkcs7Certificates } from '../certificate-key-parser/certificate-key-parser.js';

/** The container a bundle was read from. */
export type SourceFormat = 'pem' | 'der' | 'pkcs7' | 'pkcs12' | 'jks';

/** A certificate of a bundle. */
export interface BundleCertificate {
  /** The certificate's DER. */
  der: Uint8Array;
  /** The subject, OpenSSL one-line style. */
  subject: string;
  issuer: string;
  /** The subject's common name (or the whole subject when it has none). */
  name: string;
  notAfter: Date;
  /** Alias or friendly name from a keystore or PKCS#12 bag. */
  alias?: string;
}

/** A private key of a bundle, as an unencrypted PKCS#8 PrivateKeyInfo (RFC 5208). */
export interface BundleKey {
  pkcs8: Uint8Array;
  /** Algorithm name (RSA, EC, Ed25519…). */
  algorithm: string;
  alias?: string;
}

/** Everything read from the input. */
export interface Bundle {
  format: SourceFormat;
  certificates: BundleCertificate[];
  keys: BundleKey[];
}

/** How a PKCS#12 file is protected. */
export type Pkcs12Encryption = 'aes256' | 'legacy';

const u8 = (binary: string) => Uint8Array.from(binary, (c) => c.charCodeAt(0));
const bin = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return s;
};

function describeCertificate(der: Uint8Array, alias?: string): BundleCertificate {
  let cert: pkijs.Certificate;
  try {
    cert = pkijs.Certificate.fromBER(new Uint8Array(der));
  } catch (e) {
    throw new ToolInputError(`A certificate cannot be read: ${(e as Error).message}`, { cause: e });
  }
  const cn = cert.subject.typesAndValues.find((tv) => tv.type === '2.5.4.3');
  const subject = formatName(cert.subject);
  const name = cn ? String((cn.value as { valueBlock: { value: unknown } }).valueBlock.value) : subject;
  return { der, subject, issuer: formatName(cert.issuer), name, notAfter: cert.notAfter.value, alias };
}

const ALGORITHMS: Record<string, string> = {
  '1.2.840.113549.1.1.1': 'RSA',
  '1.2.840.10045.2.1': 'EC',
  '1.3.101.112': 'Ed25519',
  '1.3.101.113': 'Ed448',
  '1.3.101.110': 'X25519',
  '1.3.101.111': 'X448',
  '1.2.840.10040.4.1': 'DSA',
};

function describeKey(pkcs8: Uint8Array, alias?: string): BundleKey {
  try {
    const info = pkijs.PrivateKeyInfo.fromBER(new Uint8Array(pkcs8));
    const oid = info.privateKeyAlgorithm.algorithmId;
    return { pkcs8, algorithm: ALGORITHMS[oid] ?? oid, alias };
  } catch (e) {
    throw new ToolInputError(`A private key cannot be read: ${(e as Error).message}`, { cause: e });
  }
}

/** Wraps a PKCS#1 RSAPrivateKey (RFC 8017) or SEC 1 ECPrivateKey (RFC 5915) in a PKCS#8 PrivateKeyInfo. */
export function wrapInPkcs8(der: Uint8Array, kind: 'rsa' | 'ec'): Uint8Array {
  let params: asn1js.AsnType = new asn1js.Null();
  let oid = '1.2.840.113549.1.1.1';
  if (kind === 'ec') {
    oid = '1.2.840.10045.2.1';
    const parsed = parseBer(new Uint8Array(der));
    const items = parsed.result instanceof asn1js.Sequence ? parsed.result.valueBlock.value : [];
    const tagged = items.find((v) => v.idBlock.tagClass === 3 && v.idBlock.tagNumber === 0) as asn1js.Constructed | undefined;
    const curve = tagged?.valueBlock.value[0];
    if (!(curve instanceof asn1js.ObjectIdentifier)) throw new ToolInputError('This EC private key does not name its curve, so it cannot be converted.');
    params = new asn1js.ObjectIdentifier({ value: curve.valueBlock.toString() });
  }
  const info = new asn1js.Sequence({
    value: [
      new asn1js.Integer({ value: 0 }),
      new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: oid }), params] }),
      new asn1js.OctetString({ valueHex: new Uint8Array(der).buffer }),
    ],
  });
  return new Uint8Array(info.toBER(false));
}

async function readPem(text: string, password: string): Promise<Bundle> {
  const bundle: Bundle = { format: 'pem', certificates: [], keys: [] };
  for (const block of decodePemBlocks(text)) {
    const where = `the ${block.label} block on line ${block.line}`;
    switch (block.label) {
      case 'CERTIFICATE':
      case 'X509 CERTIFICATE':
      case 'TRUSTED CERTIFICATE':
        bundle.certificates.push(describeCertificate(block.der));
        break;
      case 'PKCS7':
      case 'CMS':
        bundle.certificates.push(...pkcs7Certificates(block.der).map((der) => describeCertificate(der)));
        break;
      case 'PRIVATE KEY':
        bundle.keys.push(describeKey(block.der));
        break;
      case 'ENCRYPTED PRIVATE KEY':
        if (!password) throw new ToolInputError(`Enter the password of ${where} (an encrypted private key).`);
        bundle.keys.push(describeKey(await decryptPkcs8(block.der, password)));
        break;
      case 'RSA PRIVATE KEY':
      case 'EC PRIVATE KEY': {
        let der = block.der;
        if (/ENCRYPTED/i.test(block.headers['Proc-Type'] ?? '')) {
          if (!password) throw new ToolInputError(`Enter the password of ${where} (an encrypted private key).`);
          der = await decryptLegacyPem(der, block.headers['DEK-Info'] ?? '', password);
        }
        bundle.keys.push(describeKey(wrapInPkcs8(der, block.label === 'EC PRIVATE KEY' ? 'ec' : 'rsa')));
        break;
      }
      default:
        throw new ToolInputError(`${where.charAt(0).toUpperCase()}${where.slice(1)} is not a certificate, a PKCS#7 bundle or a private key.`);
    }
  }
  return bundle;
}

/**
 * Reads a PKCS#12 / PFX file (RFC 7292) with its password: certificates and private keys, with
 * their friendly names. PBES2 (AES) and the PKCS#12 PBE schemes (3DES, RC2) are read.
 *
 * @param der - the PFX bytes.
 * @param password - its password.
 * @returns the bundle.
 * @throws ToolInputError for a wrong password or a damaged file.
 */
export function readPkcs12(der: Uint8Array, password: string): Bundle {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bin(der)), false, password);
  } catch (e) {
    const message = (e as Error).message ?? String(e);
    if (/Invalid password|MAC could not be verified/i.test(message)) throw new ToolInputError('Wrong password: the PKCS#12 file does not open with it.', { cause: e });
    throw new ToolInputError(`This PKCS#12 file cannot be read: ${message}`, { cause: e });
  }
  const bundle: Bundle = { format: 'pkcs12', certificates: [], keys: [] };
  for (const safe of p12.safeContents) {
    for (const bag of safe.safeBags) {
      const alias = bag.attributes?.friendlyName?.[0] as string | undefined;
      if (bag.type === forge.pki.oids.certBag) {
        const asn1 = bag.cert ? forge.pki.certificateToAsn1(bag.cert) : (bag as { asn1?: forge.asn1.Asn1 }).asn1;
        if (asn1) bundle.certificates.push(describeCertificate(u8(forge.asn1.toDer(asn1).getBytes()), alias));
      } else if (bag.type === forge.pki.oids.pkcs8ShroudedKeyBag || bag.type === forge.pki.oids.keyBag) {
        const asn1 = bag.key ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(bag.key)) : (bag as { asn1?: forge.asn1.Asn1 }).asn1;
        if (!asn1) throw new ToolInputError('A private key of this PKCS#12 file does not decrypt with the password.');
        bundle.keys.push(describeKey(u8(forge.asn1.toDer(asn1).getBytes()), alias));
      }
    }
  }
  return bundle;
}

/** UTF-16BE bytes of a password, as Java's keystore digests take them. */
function javaPasswordBytes(password: string): Uint8Array {
  const out = new Uint8Array(password.length * 2);
  for (let i = 0; i < password.length; i++) {
    out[2 * i] = password.charCodeAt(i) >> 8;
    out[2 * i + 1] = password.charCodeAt(i) & 0xff;
  }
  return out;
}

function sha1(...parts: Uint8Array[]): Uint8Array {
  const md = forge.md.sha1.create();
  for (const p of parts) md.update(bin(p));
  return u8(md.digest().getBytes());
}

/**
 * Recovers a private key protected by Sun's JKS key protector (OID 1.3.6.1.4.1.42.2.17.1.1):
 * salt(20) ‖ key XOR SHA-1 keystream ‖ SHA-1(password ‖ key).
 */
function recoverJksKey(protectedKey: Uint8Array, password: string): Uint8Array {
  const parsed = parseBer(new Uint8Array(protectedKey));
  const seq = parsed.result as asn1js.Sequence;
  const alg = (seq.valueBlock?.value?.[0] as asn1js.Sequence)?.valueBlock?.value?.[0];
  const data = seq.valueBlock?.value?.[1];
  if (!(alg instanceof asn1js.ObjectIdentifier) || !(data instanceof asn1js.OctetString)) throw new ToolInputError('A key entry of the keystore is damaged.');
  if (alg.valueBlock.toString() !== '1.3.6.1.4.1.42.2.17.1.1') throw new ToolInputError(`A key entry of the keystore uses protection ${alg.valueBlock.toString()}, which is not supported (JKS's own is).`);
  const bytes = new Uint8Array(data.valueBlock.valueHexView);
  if (bytes.length < 41) throw new ToolInputError('A key entry of the keystore is damaged.');
  const salt = bytes.subarray(0, 20);
  const encrypted = bytes.subarray(20, bytes.length - 20);
  const check = bytes.subarray(bytes.length - 20);
  const pw = javaPasswordBytes(password);
  const plain = new Uint8Array(encrypted.length);
  let stream: Uint8Array = salt;
  for (let i = 0; i < encrypted.length; i += 20) {
    stream = sha1(pw, stream);
    for (let j = 0; j < 20 && i + j < encrypted.length; j++) plain[i + j] = (encrypted[i + j] ?? 0) ^ (stream[j] ?? 0);
  }
  const expected = sha1(pw, plain);
  if (!expected.every((b, i) => b === check[i])) throw new ToolInputError('Wrong password: a private key of the keystore does not decrypt with it.');
  return plain;
}

/**
 * Reads a Java KeyStore (JKS, the format of `keytool -storetype JKS`): trusted certificates and
 * private key entries with their chains, checking the keystore's SHA-1 integrity digest and
 * decrypting keys with the same password. A PKCS#12 keystore is read by {@link readPkcs12}.
 *
 * @param bytes - the keystore.
 * @param password - the store (and key) password.
 * @returns the bundle; aliases name the entries.
 * @throws ToolInputError for a wrong password, a JCEKS store or a damaged file.
 */
export function readJks(bytes: Uint8Array, password: string): Bundle {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = 0;
  const need = (n: number) => {
    if (pos + n > bytes.length - 20) throw new ToolInputError(`The keystore ends too early (byte ${pos + 1}).`);
  };
  const u32 = () => {
    need(4);
    const v = view.getUint32(pos);
    pos += 4;
    return v;
  };
  const utf = () => {
    need(2);
    const len = view.getUint16(pos);
    pos += 2;
    need(len);
    const s = new TextDecoder().decode(bytes.subarray(pos, pos + len));
    pos += len;
    return s;
  };
  const blob = () => {
    const len = u32();
    need(len);
    const out = bytes.subarray(pos, pos + len);
    pos += len;
    return out;
  };
  const magic = u32();
  if (magic === 0xcececece) throw new ToolInputError('JCEKS keystores are not supported: convert it with keytool -importkeystore -deststoretype PKCS12.');
  if (magic !== 0xfeedfeed) throw new ToolInputError('This is not a Java keystore (no FEEDFEED magic number).');
  const version = u32();
  if (version !== 1 && version !== 2) throw new ToolInputError(`Unknown JKS version ${version}.`);
  const count = u32();
  const entries: { tag: number; alias: string; key?: Uint8Array; certs: Uint8Array[] }[] = [];
  for (let i = 0; i < count; i++) {
    const tag = u32();
    const alias = utf();
    need(8);
    pos += 8; // creation time
    const readCert = () => {
      if (version === 2) utf(); // certificate type, "X.509"
      return new Uint8Array(blob());
    };
    if (tag === 1) {
      const key = new Uint8Array(blob());
      const chainLength = u32();
      const certs = Array.from({ length: chainLength }, readCert);
      entries.push({ tag, alias, key, certs });
    } else if (tag === 2) entries.push({ tag, alias, certs: [readCert()] });
    else throw new ToolInputError(`The keystore holds an entry of unknown kind ${tag} ("${alias}").`);
  }
  const digest = sha1(javaPasswordBytes(password), new TextEncoder().encode('Mighty Aphrodite'), bytes.subarray(0, pos));
  const stored = bytes.subarray(pos, pos + 20);
  if (stored.length !== 20 || !digest.every((b, i) => b === stored[i])) throw new ToolInputError('Wrong password: the keystore’s integrity check fails with it.');
  const bundle: Bundle = { format: 'jks', certificates: [], keys: [] };
  for (const entry of entries) {
    if (entry.key) bundle.keys.push(describeKey(recoverJksKey(entry.key, password), entry.alias));
    entry.certs.forEach((der, i) => bundle.certificates.push(describeCertificate(der, i === 0 ? entry.alias : `${entry.alias} (chain ${i + 1})`)));
  }
  return bundle;
}

function isPkcs12(der: Uint8Array): boolean {
  const parsed = parseBer(new Uint8Array(der));
  const items = parsed.result instanceof asn1js.Sequence ? parsed.result.valueBlock.value : [];
  const version = items[0];
  const content = items[1] instanceof asn1js.Sequence ? items[1].valueBlock.value[0] : null;
  return version instanceof asn1js.Integer && version.valueBlock.valueDec === 3 && content instanceof asn1js.ObjectIdentifier && content.valueBlock.toString() === '1.2.840.113549.1.7.1';
}

/**
 * Reads certificates and keys from any of: PEM text (certificates, PKCS#7, keys, encrypted keys),
 * a DER certificate, a PKCS#7 bundle (.p7b, DER or PEM), a PKCS#12 file (.pfx/.p12, RFC 7292), or
 * a Java keystore (JKS, or PKCS#12 keystore).
 *
 * @param input - text, or a file's bytes.
 * @param password - the password of a PKCS#12 file, a keystore or an encrypted key ('' for none).
 * @returns the certificates and keys found.
 * @throws ToolInputError when nothing can be read, or the password is missing or wrong.
 */
export async function readBundle(input: string | Uint8Array, password = ''): Promise<Bundle> {
  try {
    return await readBundleInner(input, password);
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    throw new ToolInputError(`Cannot read this input: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
}

async function readBundleInner(input: string | Uint8Array, password: string): Promise<Bundle> {
  let bytes: Uint8Array | null = null;
  let text: string | null = null;
  if (typeof input === 'string') text = input;
  else if (input.length === 0) throw new ToolInputError('The file is empty.');
  else if (input[0] === 0x30 || (input[0] === 0xfe && input[1] === 0xed) || (input[0] === 0xce && input[1] === 0xce)) bytes = input;
  else text = new TextDecoder().decode(input);
  if (text !== null) {
    if (!text.trim()) throw new ToolInputError('Paste PEM certificates or open a .pem, .der, .p7b, .pfx or .jks file.');
    if (text.includes('-----BEGIN')) {
      const bundle = await readPem(text, password);
      if (!bundle.certificates.length && !bundle.keys.length) throw new ToolInputError('No certificate or key was found in the input.');
      return bundle;
    }
    const compact = text.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/=]+$/.test(compact)) throw new ToolInputError('No PEM block found: paste text that starts with "-----BEGIN", base64 DER, or open a file.');
    bytes = base64ToBytes(compact);
  }
  const der = bytes as Uint8Array;
  if (der[0] === 0xfe || der[0] === 0xce) return readJks(der, password);
  if (isPkcs12(der)) {
    if (!password) throw new ToolInputError('This is a PKCS#12 file: enter its password.');
    return readPkcs12(der, password);
  }
  const parsed = parseBer(new Uint8Array(der));
  const first = parsed.result instanceof asn1js.Sequence ? parsed.result.valueBlock.value[0] : null;
  if (first instanceof asn1js.ObjectIdentifier && first.valueBlock.toString() === '1.2.840.113549.1.7.2') {
    return { format: 'pkcs7', certificates: pkcs7Certificates(der).map((c) => describeCertificate(c)), keys: [] };
  }
  return { format: 'der', certificates: [describeCertificate(der)], keys: [] };
}

/**
 * Writes certificates (and optionally keys) as PEM (RFC 7468), certificates first, in order.
 *
 * @param bundle - what to write.
 * @param includeKeys - also write the private keys (PKCS#8 `PRIVATE KEY` blocks).
 * @returns the PEM text.
 */
export function bundleToPem(bundle: Pick<Bundle, 'certificates' | 'keys'>, includeKeys = false): string {
  return [...bundle.certificates.map((c) => toPem('CERTIFICATE', c.der)), ...(includeKeys ? bundle.keys.map((k) => toPem('PRIVATE KEY', k.pkcs8)) : [])].join('');
}

/**
 * Writes a certificates-only PKCS#7 / CMS SignedData (RFC 5652 §5, "degenerate" as RFC 8551
 * §3.8 calls it: no content, no signers), as `openssl crl2pkcs7 -nocrl` makes.
 *
 * @param certificates - the certificates' DER, in order.
 * @returns the ContentInfo DER (.p7b).
 * @throws ToolInputError when there is no certificate.
 */
export function certificatesToPkcs7(certificates: readonly Uint8Array[]): Uint8Array {
  if (!certificates.length) throw new ToolInputError('There is no certificate to put in the PKCS#7 bundle.');
  const signed = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: '1.2.840.113549.1.7.1' }),
    certificates: certificates.map((der) => pkijs.Certificate.fromBER(new Uint8Array(der))),
    signerInfos: [],
    digestAlgorithms: [],
  });
  const content = new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signed.toSchema(true) });
  return new Uint8Array(content.toSchema().toBER(false));
}

const { asn1 } = forge;
/** The OIDs of RFC 7292 (PKCS#12), RFC 2985 (PKCS#9), RFC 5652 (CMS) and NIST hashes this writer uses. */
const OIDS = {
  data: '1.2.840.113549.1.7.1',
  encryptedData: '1.2.840.113549.1.7.6',
  certBag: '1.2.840.113549.1.12.10.1.3',
  pkcs8ShroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  x509Certificate: '1.2.840.113549.1.9.22.1',
  friendlyName: '1.2.840.113549.1.9.20',
  localKeyId: '1.2.840.113549.1.9.21',
  sha1: '1.3.14.3.2.26',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;
const seq = (...value: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, value);
const set = (...value: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, value);
const oid = (value: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
const octets = (binary: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, binary);
const explicit0 = (value: forge.asn1.Asn1) => asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [value]);
const der = (value: forge.asn1.Asn1) => asn1.toDer(value).getBytes();

/** Options of {@link bundleToPkcs12}. */
export interface Pkcs12Options {
  /** `aes256` (default): PBES2, PBKDF2-HMAC-SHA256, AES-256-CBC, SHA-256 MAC, as OpenSSL 3 writes. `legacy`: 3DES and SHA-1 MAC, for old Windows and Java 8. */
  encryption?: Pkcs12Encryption;
  /** The friendly name (alias) of the key and its certificate. */
  friendlyName?: string;
  /** PBKDF2 and MAC iterations (default 10,000). */
  iterations?: number;
}

/**
 * Writes a PKCS#12 file (RFC 7292): a private key (shrouded, PKCS#8 encrypted) with its
 * certificate and chain (in an encrypted bag), both tied by a localKeyId, under an HMAC.
 *
 * @param bundle - the certificates (the key's own first) and at most one key.
 * @param password - the export password (required, not empty).
 * @param options - encryption (AES-256 by default, legacy 3DES/SHA-1 on request), friendly name, iterations.
 * @returns the .pfx bytes.
 * @throws ToolInputError when there is nothing to write, no password, or several keys.
 */
export function bundleToPkcs12(bundle: Pick<Bundle, 'certificates' | 'keys'>, password: string, options: Pkcs12Options = {}): Uint8Array {
  if (!password) throw new ToolInputError('Enter an export password for the PKCS#12 file.');
  if (!bundle.certificates.length && !bundle.keys.length) throw new ToolInputError('There is nothing to put in the PKCS#12 file.');
  if (bundle.keys.length > 1) throw new ToolInputError('The input holds several private keys; a PKCS#12 file here holds one. Keep the key you need.');
  const legacy = options.encryption === 'legacy';
  const iterations = options.iterations ?? 10_000;
  const pbe = { algorithm: legacy ? '3des' : 'aes256', count: iterations, saltSize: 16, prfAlgorithm: 'sha256' } as Parameters<typeof forge.pki.encryptPrivateKeyInfo>[2];
  // PBES2 takes the password as UTF-8 (RFC 8018, as OpenSSL); the PKCS#12 PBE and MAC as UTF-16 (RFC 7292 appendix B).
  const pbePassword = legacy ? password : forge.util.encodeUtf8(password);
  const firstCert = bundle.certificates[0];
  const localKeyId = firstCert ? bin(sha1(firstCert.der)) : forge.random.getBytesSync(20);
  const attributes = [seq(oid(OIDS.localKeyId), set(octets(localKeyId)))];
  if (options.friendlyName) attributes.push(seq(oid(OIDS.friendlyName), set(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BMPSTRING, false, options.friendlyName))));
  const keyAttributes = set(...attributes);
  const certBags = bundle.certificates.map((cert, i) => {
    const body = [oid(OIDS.certBag), explicit0(seq(oid(OIDS.x509Certificate), explicit0(octets(bin(cert.der)))))];
    return seq(...body, ...(i === 0 && bundle.keys.length ? [set(...attributes)] : []));
  });
  const contents: forge.asn1.Asn1[] = [];
  if (certBags.length) {
    // The certificates' SafeContents, encrypted with the password (RFC 7292 §4.1 EncryptedData).
    const encrypted = forge.pki.encryptPrivateKeyInfo(seq(...certBags), pbePassword, pbe);
    const [algorithm, data] = encrypted.value as [forge.asn1.Asn1, forge.asn1.Asn1];
    const encryptedData = seq(
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, '\x00'),
      seq(oid(OIDS.data), algorithm, asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, false, data.value as string)),
    );
    contents.push(seq(oid(OIDS.encryptedData), explicit0(encryptedData)));
  }
  const key = bundle.keys[0];
  if (key) {
    const keyAsn1 = asn1.fromDer(bin(key.pkcs8));
    const shrouded = forge.pki.encryptPrivateKeyInfo(keyAsn1, pbePassword, pbe);
    const keyBag = seq(oid(OIDS.pkcs8ShroudedKeyBag), explicit0(shrouded), keyAttributes);
    contents.push(seq(oid(OIDS.data), explicit0(octets(der(seq(keyBag))))));
  }
  const authSafe = der(seq(...contents));
  // MAC (RFC 7292 appendix B: key from the PKCS#12 KDF with ID 3).
  const mdName = legacy ? 'sha1' : 'sha256';
  const md = forge.md[mdName].create();
  const macSalt = forge.random.getBytesSync(16);
  const macKey = forge.pkcs12.generateKey(password, forge.util.createBuffer(macSalt), 3, iterations, md.digestLength, forge.md[mdName].create());
  const hmac = forge.hmac.create();
  hmac.start(mdName, macKey);
  hmac.update(authSafe);
  const mac = hmac.digest().getBytes();
  const macData = seq(
    seq(seq(oid(OIDS[mdName]), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')), octets(mac)),
    octets(macSalt),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(iterations).getBytes()),
  );
  const pfx = seq(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, '\x03'), seq(oid(OIDS.data), explicit0(octets(authSafe))), macData);
  return u8(der(pfx));
}

/**
 * A file name for a certificate or bundle: the name made safe for file systems.
 *
 * @param name - e.g. a common name such as `*.example.com`.
 * @param extension - without the dot, e.g. `pem`.
 * @returns e.g. `wildcard.example.com.pem`.
 */
export function fileNameFor(name: string, extension: string): string {
  const safe = name
    .replace(/^\*\./, 'wildcard.')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[_.]+|[_.]+$/g, '')
    .slice(0, 80);
  return `${safe || 'certificate'}.${extension}`;
}
