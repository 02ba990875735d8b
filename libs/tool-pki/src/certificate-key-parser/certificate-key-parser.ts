import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { ToolInputError } from '@handy-tools/ui/kit';
import { digest, encodedLength, extensionField, type Field, formatDate, formatName, type KeyFacts, nameFields, publicKeyFacts, type Section, toDecimal, unsignedBytes, valueBytes } from './fields.js';
import { decryptLegacyPem, decryptPkcs8, ecPrivateKeyFacts, encryptionFields, pkcs8Facts, rsaPrivateKeyFacts, rsaPublicKeyFacts } from './keys.js';
import { oidName } from './oids.js';
import { base64ToBytes, bytesToBase64, decodePemBlocks, toHex } from './pem.js';
import { looksLikeSshPublicKey, type OtherKey, parseOpensshPrivateKey, parsePgpPublicKey, parseSshPublicKey } from './ssh-pgp.js';


/** What a parsed item is. */
export type ItemKind = 'certificate' | 'csr' | 'private-key' | 'public-key' | 'ssh-key' | 'pgp-key' | 'other';

/** The DER structures the parser can be told to expect for headerless input (`auto` guesses). */
export type DerType = 'auto' | 'certificate' | 'csr' | 'pkcs8' | 'encrypted-pkcs8' | 'pkcs1-private' | 'sec1' | 'spki' | 'pkcs1-public' | 'pkcs7';

/** A certificate's validity against the time of reading. */
export interface CertificateValidity {
  notBefore: Date;
  notAfter: Date;
  /** `valid`, `expired` or `not-yet-valid` at `now`. */
  status: 'valid' | 'expired' | 'not-yet-valid';
  /** Whole days until notAfter (valid), since notAfter (expired) or until notBefore (not yet valid). */
  days: number;
}

/** One object found in the input. */
export interface ParsedItem {
  kind: ItemKind;
  /** What it is, e.g. `Certificate`, `RSA private key (PKCS#1)`. */
  title: string;
  /** A one-line summary: the subject for certificates and CSRs, the algorithm and size for keys. */
  summary: string;
  /** Where it came from, e.g. `PEM block "CERTIFICATE" on line 1`, `DER`. */
  source: string;
  sections: Section[];
  /** Certificates only. */
  validity?: CertificateValidity;
  /** DER of a certificate or CSR (for download). */
  der?: Uint8Array;
  /** SHA-256 of the public key's SubjectPublicKeyInfo DER, hex: ties keys to certificates. */
  spkiSha256?: string;
  /** Positions (0-based) of the other items with the same public key. */
  matches: number[];
  /** Set for an encrypted key when no passphrase was given. */
  needsPassphrase?: boolean;
  /** A problem with this item alone (e.g. a wrong passphrase); the others are still shown. */
  error?: string;
}

/** One certificate of the chain view, in order from the leaf up. */
export interface ChainEntry {
  /** Position of the certificate among the items. */
  index: number;
  subject: string;
  /** Position of its issuer among the items, or null when the issuer is not in the input. */
  issuer: number | null;
  selfSigned: boolean;
  /** Whether the issuer's key verifies the signature (null when the issuer is absent or the algorithm unsupported). */
  signatureValid: boolean | null;
}

/** The result of {@link parseCertificatesAndKeys}. */
export interface ParseResult {
  items: ParsedItem[];
  /** The certificates ordered as chains (leaf first), when there are two or more. */
  chain: ChainEntry[] | null;
}

/** Options of {@link parseCertificatesAndKeys}. */
export interface ParseOptions {
  /** Passphrase for encrypted private keys. */
  passphrase?: string;
  /** What headerless DER or base64 input holds (default `auto`). */
  derType?: DerType;
  /** The time validity is judged against (default: now). */
  now?: Date;
}

const DAY = 86_400_000;

/** The SHA-1 and SHA-256 fingerprints of DER bytes, OpenSSL style (uppercase, colons). */
async function fingerprints(der: Uint8Array): Promise<Field[]> {
  return [
    { label: 'SHA-1 fingerprint', value: toHex(await digest('SHA-1', der)) },
    { label: 'SHA-256 fingerprint', value: toHex(await digest('SHA-256', der)) },
  ];
}

async function keySection(facts: KeyFacts, title = 'Public key'): Promise<{ section: Section; spkiSha256?: string }> {
  const fields = [...facts.fields];
  let spkiSha256: string | undefined;
  if (facts.spki) {
    const hash = await digest('SHA-256', facts.spki);
    spkiSha256 = toHex(hash, '');
    fields.push({ label: 'Public key SHA-256 (SPKI)', value: toHex(hash) }, { label: 'Public key pin (pin-sha256)', value: bytesToBase64(hash) });
  }
  return { section: { title, fields }, spkiSha256 };
}

function keySummary(facts: { algorithm: string; bits: number | null; curve?: string }): string {
  return [facts.algorithm, facts.curve && facts.curve !== facts.algorithm ? facts.curve : '', facts.bits ? `${facts.bits} bit` : ''].filter(Boolean).join(' ');
}

function validityOf(notBefore: Date, notAfter: Date, now: Date): CertificateValidity {
  if (now < notBefore) return { notBefore, notAfter, status: 'not-yet-valid', days: Math.ceil((notBefore.getTime() - now.getTime()) / DAY) };
  if (now > notAfter) return { notBefore, notAfter, status: 'expired', days: Math.floor((now.getTime() - notAfter.getTime()) / DAY) };
  return { notBefore, notAfter, status: 'valid', days: Math.floor((notAfter.getTime() - now.getTime()) / DAY) };
}

function validityText(v: CertificateValidity): string {
  const plural = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
  if (v.status === 'expired') return `expired ${plural(v.days)} ago`;
  if (v.status === 'not-yet-valid') return `not valid yet: starts in ${plural(v.days)}`;
  return `valid: expires in ${plural(v.days)}`;
}

/**
 * Reads an X.509 certificate (RFC 5280): every field, every extension decoded, fingerprints.
 *
 * @param der - the Certificate DER.
 * @param now - the time validity is judged against.
 * @returns the parsed item (without `source`).
 * @throws ToolInputError when the bytes are not a certificate.
 */
export async function describeCertificate(der: Uint8Array, now: Date): Promise<Omit<ParsedItem, 'source' | 'matches'>> {
  let cert: pkijs.Certificate;
  try {
    cert = pkijs.Certificate.fromBER(new Uint8Array(der));
  } catch (e) {
    throw new ToolInputError(`This is not an X.509 certificate: ${(e as Error).message}`, { cause: e });
  }
  const serial = unsignedBytes(valueBytes(cert.serialNumber));
  const validity = validityOf(cert.notBefore.value, cert.notAfter.value, now);
  const key = publicKeyFacts(cert.subjectPublicKeyInfo);
  const { section: keySec, spkiSha256 } = await keySection(key);
  const subject = formatName(cert.subject);
  const general: Field[] = [
    { label: 'Version', value: `${cert.version + 1} (0x${cert.version.toString(16)})` },
    { label: 'Serial number', value: `${toHex(serial).toLowerCase()}${serial.length <= 8 ? ` (${toDecimal(serial)})` : ''}` },
    { label: 'Signature algorithm', value: oidName(cert.signatureAlgorithm.algorithmId) },
    { label: 'Subject', value: subject },
    { label: 'Issuer', value: formatName(cert.issuer) },
    { label: 'Not before', value: formatDate(validity.notBefore) },
    { label: 'Not after', value: formatDate(validity.notAfter) },
    { label: 'Validity', value: validityText(validity) },
    { label: 'Self-signed', value: cert.subject.isEqual(cert.issuer) ? 'yes (subject = issuer)' : 'no' },
  ];
  const sections: Section[] = [
    { title: 'Certificate', fields: general },
    { title: 'Subject', fields: nameFields(cert.subject) },
    { title: 'Issuer', fields: nameFields(cert.issuer) },
    keySec,
  ];
  if (cert.extensions?.length) sections.push({ title: 'Extensions', fields: cert.extensions.map(extensionField) });
  sections.push({
    title: 'Signature',
    fields: [
      { label: 'Signature algorithm', value: oidName(cert.signatureAlgorithm.algorithmId) },
      { label: 'Signature value', value: toHex(valueBytes(cert.signatureValue)).toLowerCase() },
      ...(await fingerprints(der)),
    ],
  });
  const cn = cert.subject.typesAndValues.find((tv) => tv.type === '2.5.4.3');
  return {
    kind: 'certificate',
    title: 'Certificate',
    summary: cn ? String((cn.value as { valueBlock: { value: unknown } }).valueBlock.value) : subject || '(empty subject)',
    sections,
    validity,
    der,
    spkiSha256,
  };
}

/**
 * Reads a certificate signing request (PKCS#10, RFC 2986): subject, public key, attributes
 * (requested extensions decoded), signature algorithm, and whether its self-signature verifies.
 *
 * @param der - the CertificationRequest DER.
 * @returns the parsed item (without `source`).
 * @throws ToolInputError when the bytes are not a CSR.
 */
export async function describeCsr(der: Uint8Array): Promise<Omit<ParsedItem, 'source' | 'matches'>> {
  let csr: pkijs.CertificationRequest;
  try {
    csr = pkijs.CertificationRequest.fromBER(new Uint8Array(der));
  } catch (e) {
    throw new ToolInputError(`This is not a certificate signing request (PKCS#10): ${(e as Error).message}`, { cause: e });
  }
  const key = publicKeyFacts(csr.subjectPublicKeyInfo);
  const { section: keySec, spkiSha256 } = await keySection(key);
  let verified: string;
  try {
    verified = (await csr.verify()) ? 'valid' : 'INVALID';
  } catch {
    verified = 'not checked (algorithm not supported here)';
  }
  const subject = formatName(csr.subject);
  const sections: Section[] = [
    {
      title: 'Certificate signing request',
      fields: [
        { label: 'Version', value: `${csr.version + 1} (0x${csr.version.toString(16)})` },
        { label: 'Subject', value: subject },
        { label: 'Signature algorithm', value: oidName(csr.signatureAlgorithm.algorithmId) },
        { label: 'Self-signature', value: verified },
      ],
    },
    { title: 'Subject', fields: nameFields(csr.subject) },
    keySec,
  ];
  const attributes: Field[] = [];
  const requested: Field[] = [];
  for (const attr of csr.attributes ?? []) {
    if (attr.type === '1.2.840.113549.1.9.14') {
      for (const value of attr.values) {
        try {
          const exts = new pkijs.Extensions({ schema: value });
          requested.push(...exts.extensions.map(extensionField));
        } catch {
          requested.push({ label: 'Extension request', value: toHex(new Uint8Array(value.toBER(false))) });
        }
      }
    } else {
      const text = attr.values.map((v) => {
        const block = (v as { valueBlock?: { value?: unknown } }).valueBlock;
        return typeof block?.value === 'string' ? block.value : toHex(new Uint8Array(v.toBER(false)));
      });
      attributes.push({ label: oidName(attr.type), value: text.join('\n') });
    }
  }
  if (requested.length) sections.push({ title: 'Requested extensions', fields: requested });
  if (attributes.length) sections.push({ title: 'Attributes', fields: attributes });
  sections.push({ title: 'Signature', fields: [{ label: 'Signature value', value: toHex(valueBytes(csr.signatureValue)).toLowerCase() }, ...(await fingerprints(der))] });
  const cn = csr.subject.typesAndValues.find((tv) => tv.type === '2.5.4.3');
  return {
    kind: 'csr',
    title: 'Certificate signing request (PKCS#10)',
    summary: cn ? String((cn.value as { valueBlock: { value: unknown } }).valueBlock.value) : subject || '(empty subject)',
    sections,
    der,
    spkiSha256,
  };
}

type Partial = Omit<ParsedItem, 'source' | 'matches'>;

async function keyItem(facts: KeyFacts | OtherKey, kind: ItemKind, title: string, extra: Field[] = []): Promise<Partial> {
  if ('spki' in facts || kind === 'private-key' || kind === 'public-key') {
    const { section, spkiSha256 } = await keySection(facts as KeyFacts, kind === 'private-key' ? 'Private key' : 'Public key');
    if (extra.length) section.fields.unshift(...extra);
    return { kind, title, summary: keySummary(facts), sections: [section], spkiSha256 };
  }
  return { kind, title, summary: keySummary(facts), sections: [{ title: 'Public key', fields: [...extra, ...facts.fields] }] };
}

/** Certificates inside a PKCS#7 / CMS SignedData (RFC 5652 §5), as DER. */
export function pkcs7Certificates(der: Uint8Array): Uint8Array[] {
  let content: pkijs.ContentInfo;
  try {
    content = pkijs.ContentInfo.fromBER(new Uint8Array(der));
  } catch (e) {
    throw new ToolInputError(`This is not a PKCS#7 structure: ${(e as Error).message}`, { cause: e });
  }
  if (content.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new ToolInputError(`This PKCS#7 structure holds ${oidName(content.contentType)}, not signed data with certificates.`);
  const signed = new pkijs.SignedData({ schema: content.content });
  return (signed.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate).map((c) => new Uint8Array(c.toSchema().toBER(false)));
}

/**
 * Guesses which structure a DER value holds, from its shape.
 *
 * @param der - the bytes.
 * @returns the structure's type, or null when none fits.
 */
export function detectDerType(der: Uint8Array): Exclude<DerType, 'auto'> | null {
  const parsed = asn1js.fromBER(new Uint8Array(der));
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Sequence)) return null;
  const items = parsed.result.valueBlock.value;
  const isSeq = (v: unknown): v is asn1js.Sequence => v instanceof asn1js.Sequence;
  const isInt = (v: unknown): v is asn1js.Integer => v instanceof asn1js.Integer;
  if (items[0] instanceof asn1js.ObjectIdentifier && items[0].valueBlock.toString().startsWith('1.2.840.113549.1.7.')) return 'pkcs7';
  if (items.length === 3 && isSeq(items[0]) && isSeq(items[1]) && items[2] instanceof asn1js.BitString) {
    const first = items[0].valueBlock.value;
    if (first[0]?.idBlock.tagClass === 3 && first[0].idBlock.tagNumber === 0) return 'certificate';
    if (isInt(first[0]) && isSeq(first[1]) && first[1].valueBlock.value[0] instanceof asn1js.ObjectIdentifier) return 'certificate';
    if (isInt(first[0]) && isSeq(first[1])) return 'csr';
  }
  if (items.length === 2 && isSeq(items[0]) && items[1] instanceof asn1js.BitString) return 'spki';
  if (items.length === 2 && isSeq(items[0]) && items[1] instanceof asn1js.OctetString) return 'encrypted-pkcs8';
  if (items.length >= 3 && isInt(items[0]) && isSeq(items[1]) && items[2] instanceof asn1js.OctetString) return 'pkcs8';
  if (items.length >= 9 && items.every(isInt)) return 'pkcs1-private';
  if (items.length >= 2 && isInt(items[0]) && items[1] instanceof asn1js.OctetString) return 'sec1';
  if (items.length === 2 && items.every(isInt)) return 'pkcs1-public';
  return null;
}

const PEM_TYPES: Record<string, Exclude<DerType, 'auto'>> = {
  CERTIFICATE: 'certificate',
  'X509 CERTIFICATE': 'certificate',
  'TRUSTED CERTIFICATE': 'certificate',
  'CERTIFICATE REQUEST': 'csr',
  'NEW CERTIFICATE REQUEST': 'csr',
  'PRIVATE KEY': 'pkcs8',
  'ENCRYPTED PRIVATE KEY': 'encrypted-pkcs8',
  'RSA PRIVATE KEY': 'pkcs1-private',
  'EC PRIVATE KEY': 'sec1',
  'PUBLIC KEY': 'spki',
  'RSA PUBLIC KEY': 'pkcs1-public',
  PKCS7: 'pkcs7',
  CMS: 'pkcs7',
};

/** The first DER value of bytes that may carry more after it (OpenSSL's TRUSTED CERTIFICATE). */
function firstValue(der: Uint8Array): Uint8Array {
  return der.subarray(0, encodedLength(der));
}

async function describeDer(der: Uint8Array, type: Exclude<DerType, 'auto'>, passphrase: string, now: Date, headers: Record<string, string> = {}): Promise<Partial[]> {
  switch (type) {
    case 'certificate':
      return [await describeCertificate(firstValue(der), now)];
    case 'csr':
      return [await describeCsr(der)];
    case 'pkcs7': {
      const certs = pkcs7Certificates(der);
      if (!certs.length) throw new ToolInputError('This PKCS#7 structure holds no certificate.');
      return Promise.all(certs.map((c) => describeCertificate(c, now)));
    }
    case 'pkcs8':
      return [await keyItem(await pkcs8Facts(der), 'private-key', 'Private key (PKCS#8)')];
    case 'encrypted-pkcs8': {
      const protection = encryptionFields(der);
      if (!passphrase) {
        return [{ kind: 'private-key', title: 'Encrypted private key (PKCS#8)', summary: 'encrypted', sections: [{ title: 'Encryption', fields: protection }], needsPassphrase: true }];
      }
      const item = await keyItem(await pkcs8Facts(await decryptPkcs8(der, passphrase)), 'private-key', 'Encrypted private key (PKCS#8)');
      return [{ ...item, sections: [{ title: 'Encryption', fields: protection }, ...item.sections] }];
    }
    case 'pkcs1-private':
    case 'sec1': {
      const title = type === 'sec1' ? 'EC private key (SEC 1)' : 'RSA private key (PKCS#1)';
      let plain = der;
      const encrypted = /ENCRYPTED/i.test(headers['Proc-Type'] ?? '');
      const protection: Field[] = encrypted ? [{ label: 'Encryption', value: `${headers['DEK-Info']?.split(',')[0] ?? '?'} (legacy OpenSSL PEM encryption, MD5 key derivation)` }] : [];
      if (encrypted) {
        if (!passphrase) return [{ kind: 'private-key', title: `Encrypted ${title}`, summary: 'encrypted', sections: [{ title: 'Encryption', fields: protection }], needsPassphrase: true }];
        plain = await decryptLegacyPem(der, headers['DEK-Info'] ?? '', passphrase);
      }
      const facts = type === 'sec1' ? ecPrivateKeyFacts(plain) : rsaPrivateKeyFacts(plain);
      const item = await keyItem(facts, 'private-key', encrypted ? `Encrypted ${title}` : title);
      return [protection.length ? { ...item, sections: [{ title: 'Encryption', fields: protection }, ...item.sections] } : item];
    }
    case 'spki': {
      let info: pkijs.PublicKeyInfo;
      try {
        info = pkijs.PublicKeyInfo.fromBER(new Uint8Array(der));
      } catch (e) {
        throw new ToolInputError(`This is not a public key (SubjectPublicKeyInfo): ${(e as Error).message}`, { cause: e });
      }
      return [await keyItem(publicKeyFacts(info), 'public-key', 'Public key (SubjectPublicKeyInfo)')];
    }
    case 'pkcs1-public':
      return [await keyItem(rsaPublicKeyFacts(der), 'public-key', 'RSA public key (PKCS#1)')];
  }
}

/** Runs one item's parse; a ToolInputError becomes the item's error so the other items still show. */
async function guarded(run: () => Promise<Partial[]>, source: string, title: string): Promise<ParsedItem[]> {
  try {
    return (await run()).map((p) => ({ ...p, source, matches: [] }));
  } catch (e) {
    if (!(e instanceof ToolInputError)) throw e;
    return [{ kind: 'other', title, summary: '', source, sections: [], matches: [], error: e.message }];
  }
}

async function wrapLibraryErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    throw new ToolInputError(`Cannot read this input: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
}

/**
 * Reads certificates, CSRs and keys from text or a file and describes every field.
 *
 * Accepts: PEM text with one or many blocks (RFC 7468: CERTIFICATE, CERTIFICATE REQUEST, PRIVATE
 * KEY, ENCRYPTED PRIVATE KEY, RSA/EC PRIVATE KEY, PUBLIC KEY, RSA PUBLIC KEY, PKCS7, OPENSSH PRIVATE
 * KEY), OpenSSH and RFC 4716 public keys, armored OpenPGP public keys (RFC 9580), and DER as bytes,
 * base64 or hex. Certificates (RFC 5280) show version, serial, names, validity, key, every
 * extension and SHA-1/SHA-256 fingerprints; keys their algorithm, size or curve and public-key
 * hash, which ties a key to its certificate.
 *
 * @param input - the text, or the bytes of a file (DER or text).
 * @param options - passphrase for encrypted keys, the DER type of headerless input, the time of reading.
 * @returns every item found, with the certificates' chain order when there are several.
 * @throws ToolInputError when the input is empty or nothing in it can be read.
 */
export async function parseCertificatesAndKeys(input: string | Uint8Array, options: ParseOptions = {}): Promise<ParseResult> {
  return wrapLibraryErrors(() => parseInner(input, options));
}

async function parseInner(input: string | Uint8Array, options: ParseOptions): Promise<ParseResult> {
  const passphrase = options.passphrase ?? '';
  const now = options.now ?? new Date();
  const derType = options.derType ?? 'auto';
  let items: ParsedItem[] = [];
  if (input instanceof Uint8Array) {
    if (input.length === 0) throw new ToolInputError('The file is empty.');
    if (input[0] === 0x30) {
      items = await fromDer(input, derType, passphrase, now, 'DER file');
      return finish(items);
    }
    const text = new TextDecoder('utf-8', { fatal: false }).decode(input);
    return finish(await fromText(text, derType, passphrase, now));
  }
  return finish(await fromText(input, derType, passphrase, now));
}

async function fromDer(der: Uint8Array, derType: DerType, passphrase: string, now: Date, source: string): Promise<ParsedItem[]> {
  const type = derType === 'auto' ? detectDerType(der) : derType;
  if (!type) throw new ToolInputError('These bytes are DER but not a certificate, CSR, key or PKCS#7 structure that this tool knows.');
  return guarded(() => describeDer(der, type, passphrase, now), source, 'Unreadable DER');
}

async function fromText(text: string, derType: DerType, passphrase: string, now: Date): Promise<ParsedItem[]> {
  const trimmed = text.trim();
  if (!trimmed) throw new ToolInputError('Paste a certificate, a key or a CSR (PEM, base64 or hex), or open a file.');
  const items: ParsedItem[] = [];
  let rest = text;
  // OpenPGP armor first: its CRC line is not PEM.
  const pgp = /-----BEGIN PGP PUBLIC KEY BLOCK-----[\s\S]*?-----END PGP PUBLIC KEY BLOCK-----/g;
  for (const match of text.matchAll(pgp)) {
    const line = text.slice(0, match.index).split('\n').length;
    items.push(...(await guarded(async () => [await keyItem(await parsePgpPublicKey(match[0]), 'pgp-key', 'OpenPGP public key')], `PGP armor on line ${line}`, 'OpenPGP public key')));
  }
  rest = rest.replace(pgp, '');
  if (/-----BEGIN PGP PRIVATE KEY BLOCK-----/.test(rest)) throw new ToolInputError('OpenPGP private keys are not read here; paste the public key block.');
  const ssh2 = /---- BEGIN SSH2 PUBLIC KEY ----[\s\S]*?---- END SSH2 PUBLIC KEY ----/g;
  for (const match of rest.matchAll(ssh2)) {
    items.push(...(await guarded(async () => [await keyItem(await parseSshPublicKey(match[0]), 'ssh-key', 'SSH public key (RFC 4716)')], 'SSH2 public key block', 'SSH public key')));
  }
  rest = rest.replace(ssh2, '');
  const blocks = decodePemBlocks(rest);
  for (const block of blocks) {
    const source = `PEM block "${block.label}" on line ${block.line}`;
    if (block.label === 'OPENSSH PRIVATE KEY') {
      items.push(...(await guarded(async () => [await keyItem(await parseOpensshPrivateKey(block.der), 'ssh-key', 'OpenSSH private key')], source, 'OpenSSH private key')));
      continue;
    }
    const type = PEM_TYPES[block.label];
    if (!type) {
      items.push({ kind: 'other', title: block.label, summary: `${block.der.length} bytes`, source, sections: [], matches: [], error: `"${block.label}" blocks are not read by this tool.` });
      continue;
    }
    items.push(...(await guarded(() => describeDer(block.der, type, passphrase, now, block.headers), source, block.label)));
  }
  if (blocks.length === 0) {
    const lines = rest.split(/\r?\n/).filter((l) => l.trim());
    if (lines.length && lines.every((l) => looksLikeSshPublicKey(l) || l.trim().startsWith('#'))) {
      for (const [i, line] of lines.entries()) {
        if (line.trim().startsWith('#')) continue;
        items.push(...(await guarded(async () => [await keyItem(await parseSshPublicKey(line), 'ssh-key', 'SSH public key')], `SSH key on line ${i + 1}`, 'SSH public key')));
      }
    } else if (rest.trim()) {
      const compact = rest.replace(/\s+/g, '');
      const der = /^([0-9a-fA-F]{2}[:]?)+$/.test(compact) && compact.length % 2 === 0 && /^30/.test(compact) ? hexToBytes(compact.replace(/:/g, '')) : null;
      if (der) items.push(...(await fromDer(der, derType, passphrase, now, 'hexadecimal DER')));
      else if (items.length === 0) {
        if (!/^[A-Za-z0-9+/=]+$/.test(compact)) throw new ToolInputError('No PEM block, SSH or PGP key found: paste text that starts with "-----BEGIN", an SSH key line, or base64/hex DER.');
        items.push(...(await fromDer(base64ToBytes(compact), derType, passphrase, now, 'base64 DER')));
      }
    }
  }
  if (items.length === 0) throw new ToolInputError('No certificate, key or CSR was found in the input.');
  return items;
}

function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
}

async function finish(items: ParsedItem[]): Promise<ParseResult> {
  for (const [i, item] of items.entries()) {
    if (!item.spkiSha256) continue;
    item.matches = items.flatMap((other, j) => (j !== i && other.spkiSha256 === item.spkiSha256 ? [j] : []));
  }
  const certIndexes = items.flatMap((item, i) => (item.kind === 'certificate' && item.der ? [i] : []));
  if (certIndexes.length < 2) return { items, chain: null };
  const certs = new Map(certIndexes.map((i) => [i, pkijs.Certificate.fromBER(new Uint8Array(items[i]?.der as Uint8Array))]));
  const issuerOf = new Map<number, number | null>();
  for (const [i, cert] of certs) {
    if (cert.subject.isEqual(cert.issuer)) {
      issuerOf.set(i, i);
      continue;
    }
    const found = [...certs].find(([j, other]) => j !== i && other.subject.isEqual(cert.issuer));
    issuerOf.set(i, found ? found[0] : null);
  }
  const issuers = new Set([...issuerOf].filter(([i, j]) => j !== null && j !== i).map(([, j]) => j));
  const leaves = certIndexes.filter((i) => !issuers.has(i));
  const order: number[] = [];
  for (const leaf of leaves.length ? leaves : certIndexes.slice(0, 1)) {
    let at: number | null = leaf;
    while (at !== null && !order.includes(at)) {
      order.push(at);
      const next: number | null = issuerOf.get(at) ?? null;
      at = next === at ? null : next;
    }
  }
  for (const i of certIndexes) if (!order.includes(i)) order.push(i);
  const chain: ChainEntry[] = [];
  for (const i of order) {
    const cert = certs.get(i) as pkijs.Certificate;
    const issuer = issuerOf.get(i) ?? null;
    let signatureValid: boolean | null = null;
    if (issuer !== null) {
      try {
        signatureValid = await cert.verify(certs.get(issuer));
      } catch {
        signatureValid = null;
      }
    }
    chain.push({ index: i, subject: formatName(cert.subject), issuer, selfSigned: issuer === i, signatureValid });
  }
  return { items, chain };
}
