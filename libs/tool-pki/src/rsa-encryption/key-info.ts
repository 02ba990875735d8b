// Key formats without node-forge (asn1js only): what the tools' pages use on the main thread.
// ./keys.ts adds the decryption of encrypted keys (node-forge), for the logic and the workers.
import { ToolInputError } from '@handy-tools/ui/kit';
import * as asn1js from 'asn1js';
import { parseBer } from '../shared/der.js';
import { toBinaryString } from './bytes.js';
import { parseOpenSshPrivateKey, parseOpenSshPublicKey, type SshCurve } from '../shared/key-encoding/openssh.js';

/** The key types WebCrypto can use (RSA, RSASSA-PSS-only RSA keys, NIST EC curves, Ed25519). */
export type KeyAlgorithm = 'RSA' | 'RSA-PSS' | 'EC' | 'Ed25519';
/** NIST curves WebCrypto supports (FIPS 186-4 P-256, P-384, P-521). */
export type NamedCurve = 'P-256' | 'P-384' | 'P-521';

/** What a key's text was: its PEM label (or `openssh` for an `ssh-…` line). */
export type KeySource = 'spki' | 'pkcs1' | 'certificate' | 'pkcs8' | 'sec1' | 'encrypted-pkcs8' | 'legacy-encrypted' | 'openssh';

/** A public key read from text, as DER SubjectPublicKeyInfo (RFC 5280 §4.1.2.7). */
export interface PublicKeyInfo {
  algorithm: KeyAlgorithm;
  curve?: NamedCurve;
  /** Modulus size in bits (RSA keys). */
  bits?: number;
  /** SubjectPublicKeyInfo (DER), with the rsaEncryption OID for RSA-PSS keys (what WebCrypto imports). */
  spki: Uint8Array;
  source: KeySource;
}

/** A private key read from text, as DER PKCS#8 PrivateKeyInfo (RFC 5208). */
export interface PrivateKeyInfo {
  algorithm: KeyAlgorithm;
  curve?: NamedCurve;
  bits?: number;
  /** PrivateKeyInfo (DER), with the rsaEncryption OID for RSA-PSS keys. */
  pkcs8: Uint8Array;
  source: KeySource;
}

const OID = {
  rsaEncryption: '1.2.840.113549.1.1.1',
  rsassaPss: '1.2.840.113549.1.1.10',
  ecPublicKey: '1.2.840.10045.2.1',
  ed25519: '1.3.101.112',
  ed448: '1.3.101.113',
  x25519: '1.3.101.110',
  p256: '1.2.840.10045.3.1.7',
  p384: '1.3.132.0.34',
  p521: '1.3.132.0.35',
  secp256k1: '1.3.132.0.10',
} as const;

const CURVE_OIDS: Record<string, NamedCurve> = { [OID.p256]: 'P-256', [OID.p384]: 'P-384', [OID.p521]: 'P-521' };
/** The OID of each WebCrypto curve. */
export const CURVE_OID: Record<NamedCurve, string> = { 'P-256': OID.p256, 'P-384': OID.p384, 'P-521': OID.p521 };

/** One PEM block (RFC 7468): its label, its RFC 1421 headers and its bytes. */
export interface PemBlock {
  label: string;
  headers: Record<string, string>;
  der: Uint8Array;
  /** The block's text, BEGIN to END line. */
  text: string;
}

/**
 * Splits a text into its PEM blocks (RFC 7468; RFC 1421 headers such as `Proc-Type` are kept).
 *
 * @param text - any text holding zero or more `-----BEGIN …-----` … `-----END …-----` blocks.
 * @param what - the field's name for messages.
 * @returns the blocks in order.
 * @throws ToolInputError when a block has no END line, a different END label, or damaged Base64 (with its line).
 */
export function readPemBlocks(text: string, what: string): PemBlock[] {
  const blocks: PemBlock[] = [];
  const lines = text.split(/\r?\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const begin = /^\s*-----BEGIN ([A-Z0-9 ]+)-----\s*$/.exec(lines[i]!);
    if (!begin) continue;
    const label = begin[1]!;
    const start = i;
    const headers: Record<string, string> = {};
    let body = '';
    let bodyLine = -1;
    for (i++; i < lines.length; i++) {
      const line = lines[i]!.trim();
      const end = /^-----END ([A-Z0-9 ]+)-----$/.exec(line);
      if (end) {
        if (end[1] !== label) throw new ToolInputError(`${what}: the block that begins "${label}" on line ${start + 1} ends "${end[1]}" on line ${i + 1}.`, { line: i + 1 });
        break;
      }
      const header = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
      if (header && body === '') {
        headers[header[1]!] = header[2]!;
        continue;
      }
      if (line === '') continue;
      const bad = /[^A-Za-z0-9+/=]/.exec(line);
      if (bad) throw new ToolInputError(`${what}: "${bad[0]}" on line ${i + 1} is not a Base64 character.`, { line: i + 1, column: bad.index + 1 });
      if (bodyLine < 0) bodyLine = i;
      body += line;
    }
    if (i >= lines.length) throw new ToolInputError(`${what}: the "${label}" block that begins on line ${start + 1} has no "-----END ${label}-----" line.`, { line: start + 1 });
    if (body.length % 4 !== 0 || /=[^=]/.test(body)) throw new ToolInputError(`${what}: the Base64 of the "${label}" block (line ${start + 1}) is damaged or cut short.`, { line: start + 1 });
    const der = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
    blocks.push({ label, headers, der, text: lines.slice(start, i + 1).join('\n') });
  }
  return blocks;
}

/** Parses one DER value, or throws a ToolInputError naming `what`. */
function parseDer(der: Uint8Array, what: string): asn1js.AsnType {
  const parsed = parseBer(der);
  if (parsed.offset === -1 || parsed.offset !== der.length) throw new ToolInputError(`${what} is not valid DER: the key's ASN.1 structure is damaged.`);
  return parsed.result;
}

function children(node: asn1js.AsnType | undefined, what: string): asn1js.AsnType[] {
  if (!(node instanceof asn1js.Sequence)) throw new ToolInputError(`${what}: expected an ASN.1 SEQUENCE where the key's structure has something else.`);
  return node.valueBlock.value;
}

function oidOf(node: asn1js.AsnType | undefined, what: string): string {
  if (!(node instanceof asn1js.ObjectIdentifier)) throw new ToolInputError(`${what}: expected an algorithm identifier (OID) in the key.`);
  return node.getValue();
}

function integerBits(node: asn1js.AsnType | undefined): number {
  if (!(node instanceof asn1js.Integer)) return 0;
  const bytes = node.valueBlock.valueHexView;
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i++;
  if (i === bytes.length) return 0;
  return (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes[i]!));
}

/** Reads an AlgorithmIdentifier: the key type and curve, or a ToolInputError for a type WebCrypto lacks. */
function keyType(algorithmIdentifier: asn1js.AsnType | undefined, what: string): { algorithm: KeyAlgorithm; curve?: NamedCurve } {
  const parts = children(algorithmIdentifier, what);
  const oid = oidOf(parts[0], what);
  switch (oid) {
    case OID.rsaEncryption:
      return { algorithm: 'RSA' };
    case OID.rsassaPss:
      return { algorithm: 'RSA-PSS' };
    case OID.ed25519:
      return { algorithm: 'Ed25519' };
    case OID.ed448:
      throw new ToolInputError(`${what} is an Ed448 key: browsers' WebCrypto does not support Ed448 yet. Use an Ed25519, ECDSA or RSA key.`);
    case OID.x25519:
      throw new ToolInputError(`${what} is an X25519 key, which agrees keys but cannot sign or encrypt.`);
    case OID.ecPublicKey: {
      const params = parts[1];
      if (!(params instanceof asn1js.ObjectIdentifier)) throw new ToolInputError(`${what}: an EC key with explicit curve parameters; only named curves (P-256, P-384, P-521) are supported.`);
      const curveOid = params.getValue();
      const curve = CURVE_OIDS[curveOid];
      if (!curve) {
        const name = curveOid === OID.secp256k1 ? 'secp256k1' : curveOid;
        throw new ToolInputError(`${what} is on the curve ${name}, which WebCrypto does not support: use P-256, P-384 or P-521.`);
      }
      return { algorithm: 'EC', curve };
    }
    default:
      throw new ToolInputError(`${what} has the algorithm OID ${oid}, which this tool does not support (RSA, EC P-256/384/521 and Ed25519 keys are).`);
  }
}

const rsaAlgorithmIdentifier = () => new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: OID.rsaEncryption }), new asn1js.Null()] });
const der = (node: asn1js.AsnType) => new Uint8Array(node.toBER());

/**
 * Reads a DER SubjectPublicKeyInfo (RFC 5280 §4.1.2.7).
 *
 * @param spki - the DER bytes.
 * @param source - where it came from.
 * @param what - the field's name for messages.
 * @returns the key's type, curve, RSA size and SPKI (an RSASSA-PSS key's OID is rewritten to rsaEncryption: WebCrypto imports only that).
 * @throws ToolInputError for damaged DER or a key type WebCrypto lacks.
 */
export function readSpki(spki: Uint8Array, source: KeySource, what: string): PublicKeyInfo {
  const parts = children(parseDer(spki, what), what);
  const { algorithm, curve } = keyType(parts[0], what);
  const bitString = parts[1];
  if (!(bitString instanceof asn1js.BitString)) throw new ToolInputError(`${what}: the public key's BIT STRING is missing.`);
  if (algorithm === 'RSA' || algorithm === 'RSA-PSS') {
    const rsa = children(parseDer(bitString.valueBlock.valueHexView, what), what);
    const bits = integerBits(rsa[0]);
    const normal = algorithm === 'RSA' ? spki : der(new asn1js.Sequence({ value: [rsaAlgorithmIdentifier(), new asn1js.BitString({ valueHex: bitString.valueBlock.valueHexView })] }));
    return { algorithm, bits, spki: normal, source };
  }
  return { algorithm, curve, spki, source };
}

/**
 * Reads a DER PKCS#8 PrivateKeyInfo (RFC 5208 / RFC 5958 OneAsymmetricKey).
 *
 * @param pkcs8 - the DER bytes.
 * @param source - where it came from.
 * @param what - the field's name for messages.
 * @returns the key's type, curve, RSA size and PKCS#8 (an RSASSA-PSS key's OID rewritten to rsaEncryption).
 * @throws ToolInputError for damaged DER or a key type WebCrypto lacks.
 */
export function readPkcs8(pkcs8: Uint8Array, source: KeySource, what: string): PrivateKeyInfo {
  const parts = children(parseDer(pkcs8, what), what);
  const { algorithm, curve } = keyType(parts[1], what);
  const octets = parts[2];
  if (!(octets instanceof asn1js.OctetString)) throw new ToolInputError(`${what}: the private key's OCTET STRING is missing.`);
  if (algorithm === 'RSA' || algorithm === 'RSA-PSS') {
    const rsa = children(parseDer(octets.valueBlock.valueHexView, what), what);
    const bits = integerBits(rsa[1]);
    const normal =
      algorithm === 'RSA' ? pkcs8 : der(new asn1js.Sequence({ value: [new asn1js.Integer({ value: 0 }), rsaAlgorithmIdentifier(), new asn1js.OctetString({ valueHex: octets.valueBlock.valueHexView })] }));
    return { algorithm, bits, pkcs8: normal, source };
  }
  return { algorithm, curve, pkcs8, source };
}

/** PKCS#1 RSAPublicKey (RFC 8017 A.1.1) → SubjectPublicKeyInfo. */
function spkiFromPkcs1(pkcs1: Uint8Array): Uint8Array {
  return der(new asn1js.Sequence({ value: [rsaAlgorithmIdentifier(), new asn1js.BitString({ valueHex: pkcs1 })] }));
}

/** PKCS#1 RSAPrivateKey (RFC 8017 A.1.2) → PKCS#8. */
function pkcs8FromPkcs1(pkcs1: Uint8Array): Uint8Array {
  return der(new asn1js.Sequence({ value: [new asn1js.Integer({ value: 0 }), rsaAlgorithmIdentifier(), new asn1js.OctetString({ valueHex: pkcs1 })] }));
}

/** SEC 1 ECPrivateKey (RFC 5915) → PKCS#8, with the curve from its parameters. */
function pkcs8FromSec1(sec1: Uint8Array, what: string): Uint8Array {
  const parts = children(parseDer(sec1, what), what);
  const params = parts.find((p) => p.idBlock.tagClass === 3 && p.idBlock.tagNumber === 0);
  const inner = params instanceof asn1js.Constructed ? params.valueBlock.value[0] : undefined;
  if (!(inner instanceof asn1js.ObjectIdentifier)) throw new ToolInputError(`${what}: the EC private key does not name its curve.`);
  const algorithmIdentifier = new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: OID.ecPublicKey }), new asn1js.ObjectIdentifier({ value: inner.getValue() })] });
  return der(new asn1js.Sequence({ value: [new asn1js.Integer({ value: 0 }), algorithmIdentifier, new asn1js.OctetString({ valueHex: sec1 })] }));
}

/** The SubjectPublicKeyInfo of a DER X.509 certificate (RFC 5280 §4.1). */
function spkiFromCertificate(certificate: Uint8Array, what: string): Uint8Array {
  const tbs = children(children(parseDer(certificate, what), what)[0], what);
  // TBSCertificate: [0] version (optional), serial, signature, issuer, validity, subject, subjectPublicKeyInfo.
  const offset = tbs[0] && tbs[0].idBlock.tagClass === 3 ? 1 : 0;
  const spki = tbs[offset + 5];
  if (!(spki instanceof asn1js.Sequence)) throw new ToolInputError(`${what}: the certificate has no public key where RFC 5280 puts it.`);
  return der(spki);
}

/** A DER INTEGER of an unsigned big-endian value (a 0x00 in front when its top bit is set). */
function unsignedInteger(bytes: Uint8Array): asn1js.Integer {
  let i = 0;
  while (i < bytes.length - 1 && bytes[i] === 0) i++;
  const body = bytes.subarray(i);
  return new asn1js.Integer({ valueHex: body[0]! & 0x80 ? Uint8Array.of(0, ...body) : body.slice() });
}

const SSH_CURVES: Record<SshCurve, NamedCurve> = { nistp256: 'P-256', nistp384: 'P-384', nistp521: 'P-521' };
const ecAlgorithmIdentifier = (curve: NamedCurve) => new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: OID.ecPublicKey }), new asn1js.ObjectIdentifier({ value: CURVE_OID[curve] })] });
const ed25519AlgorithmIdentifier = () => new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: OID.ed25519 })] });

/** Runs a parser of the shared key encoding, its messages prefixed with the field's name. */
function inField<T>(what: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ToolInputError) throw new ToolInputError(`${what}: ${error.message.replace(/^The OpenSSH (private|public) key:? ?/, '')}`, { cause: error });
    throw error;
  }
}

/** An OpenSSH public key line (RFC 4253 §6.6, RFC 5656 §3.1, RFC 8709 §4) as SubjectPublicKeyInfo. */
function spkiFromOpenSsh(line: string, what: string): Uint8Array {
  const { key } = inField(what, () => parseOpenSshPublicKey(line.trim().split(/\r?\n/)[0] ?? ''));
  if (key.type === 'ssh-rsa') return spkiFromPkcs1(der(new asn1js.Sequence({ value: [unsignedInteger(key.n), unsignedInteger(key.e)] })));
  if (key.type === 'ssh-ed25519') return der(new asn1js.Sequence({ value: [ed25519AlgorithmIdentifier(), new asn1js.BitString({ valueHex: key.a })] }));
  return der(new asn1js.Sequence({ value: [ecAlgorithmIdentifier(SSH_CURVES[key.curve]), new asn1js.BitString({ valueHex: key.q })] }));
}

/** An unencrypted `openssh-key-v1` private key (OpenSSH PROTOCOL.key) as PKCS#8. */
function pkcs8FromOpenSsh(text: string, what: string): Uint8Array {
  const { key } = inField(what, () => parseOpenSshPrivateKey(text));
  const version0 = () => new asn1js.Integer({ value: 0 });
  if (key.type === 'ssh-ed25519') {
    // RFC 8410 §7: CurvePrivateKey ::= OCTET STRING (the 32-byte seed).
    const seed = der(new asn1js.OctetString({ valueHex: key.k.slice(0, 32) }));
    return der(new asn1js.Sequence({ value: [version0(), ed25519AlgorithmIdentifier(), new asn1js.OctetString({ valueHex: seed })] }));
  }
  if (key.type === 'ssh-rsa') {
    // RFC 8017 A.1.2, with the CRT exponents OpenSSH does not store: d mod (p − 1), d mod (q − 1).
    const big = (bytes: Uint8Array) => BigInt(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') || '0'}`);
    const bytesOf = (value: bigint) => {
      const hex = value.toString(16);
      return Uint8Array.from((hex.length % 2 ? `0${hex}` : hex).match(/../g) ?? [], (h) => parseInt(h, 16));
    };
    const d = big(key.d);
    const dp = bytesOf(d % (big(key.p) - 1n));
    const dq = bytesOf(d % (big(key.q) - 1n));
    const pkcs1 = der(new asn1js.Sequence({ value: [version0(), ...[key.n, key.e, key.d, key.p, key.q, dp, dq, key.iqmp].map(unsignedInteger)] }));
    return pkcs8FromPkcs1(pkcs1);
  }
  // RFC 5915 ECPrivateKey: version 1, the scalar at the curve's width, [1] the public point.
  const curve = SSH_CURVES[key.curve];
  const width = COORDINATE_BYTES[curve];
  const scalar = new Uint8Array(width);
  const d = key.d.length > width ? key.d.subarray(key.d.length - width) : key.d;
  scalar.set(d, width - d.length);
  const publicPoint = new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 1 }, value: [new asn1js.BitString({ valueHex: key.q })] });
  const sec1 = der(new asn1js.Sequence({ value: [new asn1js.Integer({ value: 1 }), new asn1js.OctetString({ valueHex: scalar }), publicPoint] }));
  return der(new asn1js.Sequence({ value: [version0(), ecAlgorithmIdentifier(curve), new asn1js.OctetString({ valueHex: sec1 })] }));
}

const COORDINATE_BYTES: Record<NamedCurve, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };

const PRIVATE_LABELS = ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY', 'ENCRYPTED PRIVATE KEY'];
const PUBLIC_LABELS = ['PUBLIC KEY', 'RSA PUBLIC KEY', 'CERTIFICATE', 'TRUSTED CERTIFICATE', 'X509 CERTIFICATE'];

/**
 * Reads a public key: a PEM SubjectPublicKeyInfo (`PUBLIC KEY`), a PKCS#1 `RSA PUBLIC KEY`, an X.509
 * `CERTIFICATE` (its key), or an OpenSSH public key line. In a text with several blocks, the first
 * public key or certificate is used.
 *
 * @param text - the field's text.
 * @param what - the field's name for messages ("The public key").
 * @returns the key as SubjectPublicKeyInfo with its type.
 * @throws ToolInputError for an empty field, a private key (a hint to use the other field), an unknown block or a damaged key.
 */
export function readPublicKey(text: string, what = 'The public key'): PublicKeyInfo {
  if (text.trim() === '') throw new ToolInputError(`${what}: paste a PEM public key or certificate.`);
  const ssh = /^\s*(ssh-rsa|ssh-ed25519|ecdsa-sha2-nistp\d+|ssh-dss|sk-\S+)\s+\S+/.exec(text);
  if (ssh) return readSpki(spkiFromOpenSsh(text, what), 'openssh', what);
  const blocks = readPemBlocks(text, what);
  if (blocks.length === 0) throw new ToolInputError(`${what}: no PEM block found; a key begins with a line such as "-----BEGIN PUBLIC KEY-----".`);
  const block = blocks.find((b) => PUBLIC_LABELS.includes(b.label));
  if (!block) {
    if (blocks.some((b) => PRIVATE_LABELS.includes(b.label))) throw new ToolInputError(`${what}: this is a private key; paste the public key (or a certificate) here.`);
    throw new ToolInputError(`${what}: a "${blocks[0]!.label}" block is not a public key (expected "PUBLIC KEY", "RSA PUBLIC KEY" or "CERTIFICATE").`);
  }
  if (block.label === 'PUBLIC KEY') return readSpki(block.der, 'spki', what);
  if (block.label === 'RSA PUBLIC KEY') return readSpki(spkiFromPkcs1(block.der), 'pkcs1', what);
  return readSpki(spkiFromCertificate(block.der, what), 'certificate', what);
}

/** Decrypts encrypted private keys for {@link readPrivateKey}: PKCS#8 EncryptedPrivateKeyInfo and OpenSSL traditional PEM. */
export interface KeyDecryptor {
  pkcs8(encrypted: Uint8Array, passphrase: string, what: string): Uint8Array;
  legacy(block: PemBlock, passphrase: string, what: string): Uint8Array;
}

/** Whether the text holds an encrypted private key (PKCS#8 `ENCRYPTED PRIVATE KEY` or an RFC 1421 `Proc-Type: 4,ENCRYPTED` block). */
export function isEncryptedPrivateKey(text: string): boolean {
  return /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type:\s*4,ENCRYPTED/.test(text);
}

/**
 * Reads a private key: PEM PKCS#8 (`PRIVATE KEY`), PKCS#1 (`RSA PRIVATE KEY`), SEC 1
 * (`EC PRIVATE KEY`), an `ENCRYPTED PRIVATE KEY` (PKCS#8, PBES2), an OpenSSL traditional
 * encrypted PEM (`Proc-Type: 4,ENCRYPTED`), decrypted with `passphrase`, or an unencrypted OpenSSH
 * private key (`OPENSSH PRIVATE KEY`, read by the family's shared key encoding).
 *
 * @param text - the field's text (other blocks, such as a certificate, are skipped).
 * @param passphrase - the passphrase of an encrypted key ('' when not encrypted).
 * @param what - the field's name for messages ("The private key").
 * @param decryptor - decrypts encrypted keys (node-forge's, in ./keys.ts); without it an encrypted key is refused.
 * @returns the key as PKCS#8 DER with its type.
 * @throws ToolInputError for an empty field, a public key, a missing or wrong passphrase, an encrypted OpenSSH private key (with the command to convert it) or a damaged key.
 */
export function readPrivateKey(text: string, passphrase: string, what = 'The private key', decryptor?: KeyDecryptor): PrivateKeyInfo {
  if (text.trim() === '') throw new ToolInputError(`${what}: paste a PEM private key.`);
  if (/-----BEGIN OPENSSH PRIVATE KEY-----/.test(text)) {
    if (/-----BEGIN (RSA |EC |ENCRYPTED )?PRIVATE KEY-----/.test(text) === false) {
      try {
        return readPkcs8(pkcs8FromOpenSsh(text, what), 'openssh', what);
      } catch (error) {
        if (error instanceof ToolInputError && /encrypted/.test(error.message))
          throw new ToolInputError(`${what}: an encrypted OpenSSH private key is not read here; convert it with "ssh-keygen -p -m PKCS8 -f key" (it rewrites the file in PKCS#8 PEM) and paste that.`, { cause: error });
        throw error;
      }
    }
  }
  const blocks = readPemBlocks(text, what);
  if (blocks.length === 0) throw new ToolInputError(`${what}: no PEM block found; a key begins with a line such as "-----BEGIN PRIVATE KEY-----".`);
  const block = blocks.find((b) => PRIVATE_LABELS.includes(b.label));
  if (!block) {
    if (blocks.some((b) => PUBLIC_LABELS.includes(b.label))) throw new ToolInputError(`${what}: this is a public key or certificate; the private key is needed here.`);
    throw new ToolInputError(`${what}: a "${blocks[0]!.label}" block is not a private key (expected "PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY" or "ENCRYPTED PRIVATE KEY").`);
  }
  const legacy = /ENCRYPTED/.test(block.headers['Proc-Type'] ?? '');
  if ((block.label === 'ENCRYPTED PRIVATE KEY' || legacy) && !decryptor) throw new ToolInputError(`${what} is encrypted: it is decrypted when used.`);
  if (block.label === 'ENCRYPTED PRIVATE KEY') return readPkcs8(decryptor!.pkcs8(block.der, passphrase, what), 'encrypted-pkcs8', what);
  const body = legacy ? decryptor!.legacy(block, passphrase, what) : block.der;
  const source: KeySource = legacy ? 'legacy-encrypted' : block.label === 'PRIVATE KEY' ? 'pkcs8' : block.label === 'RSA PRIVATE KEY' ? 'pkcs1' : 'sec1';
  if (block.label === 'PRIVATE KEY') return readPkcs8(body, source, what);
  if (block.label === 'RSA PRIVATE KEY') return readPkcs8(pkcs8FromPkcs1(body), source, what);
  return readPkcs8(pkcs8FromSec1(body, what), source, what);
}

/**
 * Writes DER bytes as a PEM block (RFC 7468: 64-character lines).
 *
 * @param label - the block's label, e.g. `PUBLIC KEY`.
 * @param bytes - the DER bytes.
 * @returns the PEM text, ending with a newline.
 */
export function toPem(label: string, bytes: Uint8Array): string {
  const base64 = btoa(toBinaryString(bytes));
  return `-----BEGIN ${label}-----\n${base64.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END ${label}-----\n`;
}
