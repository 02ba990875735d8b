import { ToolInputError } from '@handy-tools/ui/kit';
import * as asn1js from 'asn1js';
import { parseBer } from '../shared/der.js';

// Shared by the CSR generator and the X.509 certificate generator: subject names (RFC 5280
// §4.1.2.4, X.520), subjectAltName entries (RFC 5280 §4.2.1.6), keys (PKCS#8, RFC 5208/5958;
// PKCS#1, RFC 8017; SEC 1) and @peculiar/x509 loading. No DOM: runs in Node, a page or a worker.

/** The key algorithms offered for a new key. */
export const KEY_TYPES = ['rsa', 'ecdsa-p256', 'ecdsa-p384', 'ecdsa-p521', 'ed25519'] as const;
/** A key algorithm: RSA, ECDSA on a NIST curve (FIPS 186-5), or Ed25519 (RFC 8032). */
export type KeyType = (typeof KEY_TYPES)[number];
/** RSA modulus sizes offered (bits); 1024 is legacy and only for tests of old systems. */
export const RSA_BITS = ['1024', '2048', '3072', '4096', '8192'] as const;
/** An RSA modulus size in bits, as text (it is a choice in the UI and the query string). */
export type RsaBits = (typeof RSA_BITS)[number];
/** Signature digests offered for RSA and ECDSA (Ed25519 has its own, SHA-512 inside). */
export const SIGNATURE_HASHES = ['SHA-256', 'SHA-384', 'SHA-512'] as const;
/** A signature digest. */
export type SignatureHash = (typeof SIGNATURE_HASHES)[number];
/** RSA signature schemes: PKCS #1 v1.5 (the usual) or RSASSA-PSS (RFC 8017 §8.1, RFC 4055). */
export const RSA_SCHEMES = ['pkcs1', 'pss'] as const;
/** An RSA signature scheme. */
export type RsaScheme = (typeof RSA_SCHEMES)[number];

const CURVES = { 'ecdsa-p256': 'P-256', 'ecdsa-p384': 'P-384', 'ecdsa-p521': 'P-521' } as const;
const CURVE_OIDS: Record<string, 'P-256' | 'P-384' | 'P-521'> = {
  '1.2.840.10045.3.1.7': 'P-256',
  '1.3.132.0.34': 'P-384',
  '1.3.132.0.35': 'P-521',
};
const OID_RSA = '1.2.840.113549.1.1.1';
const OID_EC = '1.2.840.10045.2.1';
const OID_ED25519 = '1.3.101.112';

/** The subject fields of a request or certificate (empty text: the field is left out). */
export interface SubjectFields {
  commonName: string;
  organization: string;
  organizationalUnit: string;
  locality: string;
  state: string;
  /** ISO 3166-1 alpha-2 code, e.g. "FR". */
  country: string;
  email: string;
}

/** One name-value pair of a distinguished name, in DER string type terms. */
interface NameAttribute {
  type: string;
  value: { utf8String: string } | { printableString: string } | { ia5String: string };
}

/** What each subject field is, in order of the DN (most significant first, as OpenSSL writes it). */
const SUBJECT_ATTRIBUTES: readonly { field: keyof SubjectFields; short: string; label: string; max: number }[] = [
  { field: 'country', short: 'C', label: 'Country', max: 2 },
  { field: 'state', short: 'ST', label: 'State or province', max: 128 },
  { field: 'locality', short: 'L', label: 'Locality (city)', max: 128 },
  { field: 'organization', short: 'O', label: 'Organization', max: 64 },
  { field: 'organizationalUnit', short: 'OU', label: 'Organizational unit', max: 64 },
  { field: 'commonName', short: 'CN', label: 'Common name', max: 64 },
  { field: 'email', short: 'emailAddress', label: 'E-mail address', max: 255 },
];

/** Whether a text holds a C0 control character or DEL. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** Error for one subject field (the UI shows it next to that field). */
export class SubjectFieldError extends ToolInputError {
  /** The field at fault. */
  readonly field: keyof SubjectFields;
  constructor(field: keyof SubjectFields, message: string) {
    super(message);
    this.field = field;
  }
}

/**
 * Checks the subject fields and returns them as the attributes of a distinguished name, one
 * per RDN, in the order C, ST, L, O, OU, CN, emailAddress. Values are trimmed; empty ones are
 * left out. Country is a PrintableString of two letters (X.520, ISO 3166-1 alpha-2, upper-cased),
 * emailAddress an IA5String (PKCS #9), every other value a UTF8String (RFC 5280 §4.1.2.4);
 * lengths follow RFC 5280's upper bounds (ub-common-name 64 characters…).
 *
 * @param fields - the subject fields.
 * @returns the attributes (OpenSSL short name and typed value).
 * @throws SubjectFieldError (a ToolInputError) naming the first bad field; a ToolInputError when
 *   every field is empty.
 */
export function subjectAttributes(fields: SubjectFields): { short: string; attribute: NameAttribute }[] {
  const out: { short: string; attribute: NameAttribute }[] = [];
  for (const { field, short, label, max } of SUBJECT_ATTRIBUTES) {
    let value = (fields[field] ?? '').trim();
    if (value === '') continue;
    if (hasControlCharacter(value))
      throw new SubjectFieldError(field, `${label}: control characters (line breaks, tabs…) are not allowed.`);
    if (/[\uD800-\uDFFF]/.test(value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '')))
      throw new SubjectFieldError(field, `${label}: the text contains a broken Unicode character.`);
    const length = Array.from(value).length;
    if (field === 'country') {
      value = value.toUpperCase();
      if (!/^[A-Z]{2}$/.test(value))
        throw new SubjectFieldError(
          field,
          `Country must be a two-letter ISO 3166 code such as FR, US or DE (got "${fields[field].trim()}").`,
        );
      out.push({ short, attribute: { type: '2.5.4.6', value: { printableString: value } } });
      continue;
    }
    if (length > max) throw new SubjectFieldError(field, `${label} is ${length} characters long; the limit is ${max} (RFC 5280).`);
    if (field === 'email') {
      if (!/^[\x21-\x7e]+@[\x21-\x7e]+$/.test(value))
        throw new SubjectFieldError(field, `E-mail address "${value}" is not an ASCII address of the form name@domain.`);
      out.push({ short, attribute: { type: '1.2.840.113549.1.9.1', value: { ia5String: value } } });
      continue;
    }
    const oid = { C: '2.5.4.6', ST: '2.5.4.8', L: '2.5.4.7', O: '2.5.4.10', OU: '2.5.4.11', CN: '2.5.4.3' }[short]!;
    out.push({ short, attribute: { type: oid, value: { utf8String: value } } });
  }
  if (out.length === 0) throw new SubjectFieldError('commonName', 'Enter a common name (or at least one other subject field).');
  return out;
}

/**
 * Escapes a value for an RFC 4514 string: `,+"\<>;` and `=` with a backslash, a leading `#` or
 * space and a trailing space too.
 */
function escapeRfc4514(value: string): string {
  return value
    .replace(/([,+"\\<>;=])/g, '\\$1')
    .replace(/^([ #])/, '\\$1')
    .replace(/ $/, '\\ ');
}

/**
 * The subject as an RFC 4514 string (least significant RDN first, as `openssl -nameopt RFC2253`
 * prints it), e.g. `CN=example.com,O=Example,C=FR`.
 *
 * @param fields - the subject fields.
 * @returns the string.
 * @throws ToolInputError as {@link subjectAttributes}.
 */
export function subjectRfc4514(fields: SubjectFields): string {
  return subjectAttributes(fields)
    .map(({ short, attribute }) => `${short}=${escapeRfc4514(Object.values(attribute.value)[0] as string)}`)
    .reverse()
    .join(',');
}

/**
 * The subject in OpenSSL's `-subj` form, e.g. `/C=FR/O=Example/CN=example.com`, with `/`, `+`
 * and `\` escaped by a backslash (OpenSSL's `parse_name`).
 *
 * @param fields - the subject fields.
 * @returns the `-subj` argument (not yet shell-quoted).
 * @throws ToolInputError as {@link subjectAttributes}.
 */
export function subjectOpenssl(fields: SubjectFields): string {
  return subjectAttributes(fields)
    .map(({ short, attribute }) => `/${short}=${(Object.values(attribute.value)[0] as string).replace(/([/+\\])/g, '\\$1')}`)
    .join('');
}

/** One subjectAltName entry, in @peculiar/x509's terms (`url` is a URI). */
export interface SanEntry {
  type: 'dns' | 'ip' | 'email' | 'url';
  value: string;
}

/** Whether `text` is a dotted-quad IPv4 address (RFC 791), each part 0–255 without leading zeros. */
export function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

/** Whether `text` is an IPv6 address in RFC 4291 §2.2 text form (with `::` and an IPv4 tail). */
export function isIpv6(text: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(text) || text.length > 45) return false;
  let body = text;
  let extra = 0;
  const lastColon = body.lastIndexOf(':');
  if (body.includes('.')) {
    if (!isIpv4(body.slice(lastColon + 1))) return false;
    body = `${body.slice(0, lastColon + 1)}0:0`;
    extra = 0;
  }
  const halves = body.split('::');
  if (halves.length > 2) return false;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (![...head, ...tail].every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  const count = head.length + tail.length + extra;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** Whether `text` is a DNS name for a certificate: LDH labels (RFC 1035/5890 A-labels), an optional leading `*.` wildcard. */
export function isDnsName(text: string): boolean {
  if (text.length > 253) return false;
  const labels = text.replace(/^\*\./, '').split('.');
  return labels.every((l) => /^[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?$/.test(l));
}

const SAN_PREFIXES: Record<string, SanEntry['type']> = { dns: 'dns', ip: 'ip', email: 'email', 'e-mail': 'email', uri: 'url', url: 'url' };

/**
 * Reads subjectAltName entries, one per line: `DNS:`, `IP:`, `email:` or `URI:` before a value
 * names its type (OpenSSL's spelling, any case); without it the type is guessed: an IPv4 or
 * IPv6 address, an e-mail address (with `@`), a URI (with a scheme and `:`), else a DNS name.
 * Blank lines and duplicates are skipped; commas also separate entries on a line (as in
 * OpenSSL's `subjectAltName=` value).
 *
 * @param text - the entries.
 * @returns the entries in order (RFC 5280 §4.2.1.6 GeneralNames).
 * @throws ToolInputError naming the line of an entry that is not a valid DNS name, IP address,
 *   ASCII e-mail address or URI.
 */
export function parseSans(text: string): SanEntry[] {
  const out: SanEntry[] = [];
  const seen = new Set<string>();
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((line, index) => {
    // A URI may hold commas: such a line is one entry; other lines may list several, comma-separated.
    const items = /^\s*(?:(?:uri|url):\s*)?[A-Za-z][A-Za-z0-9+.-]*:\/\//i.test(line) ? [line] : line.split(',');
    for (const raw of items) {
      const item = raw.trim();
      if (item === '') continue;
      const where = { line: index + 1 };
      const prefixed = /^(dns|ip|email|e-mail|uri|url):\s*(.*)$/i.exec(item);
      let type: SanEntry['type'];
      let value: string;
      if (prefixed) {
        type = SAN_PREFIXES[prefixed[1]!.toLowerCase()]!;
        value = prefixed[2]!.trim();
      } else {
        value = item;
        type =
          isIpv4(item) || isIpv6(item)
            ? 'ip'
            : /^[^@\s/:]+@[^@\s]+$/.test(item)
              ? 'email'
              : /^[A-Za-z][A-Za-z0-9+.-]*:/.test(item)
                ? 'url'
                : 'dns';
      }
      const show = value.length > 80 ? `${value.slice(0, 80)}…` : value;
      if (value === '') throw new ToolInputError(`Line ${where.line}: "${item}" has no value after the type.`, where);
      if (type === 'ip' && !isIpv4(value) && !isIpv6(value))
        throw new ToolInputError(`Line ${where.line}: "${show}" is not an IPv4 or IPv6 address.`, where);
      if (type === 'dns' && !isDnsName(value))
        throw new ToolInputError(
          `Line ${where.line}: "${show}" is not a valid DNS name (letters, digits and hyphens in dot-separated labels; a wildcard only as "*." at the start; internationalised names as xn-- A-labels).`,
          where,
        );
      if (type === 'email' && !/^[\x21-\x3f\x41-\x7e]+@[A-Za-z0-9.-]+$/.test(value))
        throw new ToolInputError(`Line ${where.line}: "${show}" is not an ASCII e-mail address (name@domain).`, where);
      if (type === 'url' && !/^[A-Za-z][A-Za-z0-9+.-]*:[\x21-\x7e]+$/.test(value))
        throw new ToolInputError(
          `Line ${where.line}: "${show}" is not a URI with a scheme (e.g. https://example.com/) in ASCII characters.`,
          where,
        );
      const normal = type === 'ip' ? value.toLowerCase() : type === 'dns' ? value.toLowerCase() : value;
      const key = `${type}:${normal}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ type, value: type === 'dns' ? normal : value });
    }
  });
  return out;
}

/**
 * The subjectAltName entries with the common name added first when it is a DNS name or an IP
 * address not already listed (the CA/Browser Forum's rule: a TLS certificate's names are in its
 * SAN; browsers ignore the CN).
 *
 * @param sans - the listed entries.
 * @param commonName - the subject's common name.
 * @returns the entries, with the CN first when added.
 */
export function withCommonNameSan(sans: readonly SanEntry[], commonName: string): SanEntry[] {
  const cn = commonName.trim();
  const type: SanEntry['type'] | null = isIpv4(cn) || isIpv6(cn) ? 'ip' : cn.includes('.') && isDnsName(cn) ? 'dns' : null;
  if (!type) return [...sans];
  const value = cn.toLowerCase();
  if (sans.some((s) => s.type === type && s.value.toLowerCase() === value)) return [...sans];
  return [{ type, value }, ...sans];
}

/**
 * The SAN entries as OpenSSL's `subjectAltName=` value (x509v3_config(5)): `DNS:a,IP:1.2.3.4,email:…,URI:…`.
 *
 * @param sans - the entries.
 * @returns the comma-separated value (empty for none).
 */
export function sanOpenssl(sans: readonly SanEntry[]): string {
  const prefix = { dns: 'DNS', ip: 'IP', email: 'email', url: 'URI' } as const;
  return sans.map((s) => `${prefix[s.type]}:${s.value}`).join(',');
}

/**
 * Quotes an argument for a POSIX shell (POSIX.1 §2.2.2 single quotes; a `'` becomes `'\''`),
 * leaving words of safe characters as they are.
 *
 * @param arg - the argument.
 * @returns the argument as a shell word.
 */
export function shellQuote(arg: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

// ————— PEM and keys —————

/** Encodes bytes as base64 (RFC 4648), without a line length limit. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Wraps DER bytes in a PEM block (RFC 7468: 64-character lines, a final line break).
 *
 * @param label - the block's label, e.g. `PRIVATE KEY`.
 * @param der - the DER bytes.
 * @returns the PEM text.
 */
export function toPem(label: string, der: Uint8Array | ArrayBuffer): string {
  const b64 = base64(der instanceof Uint8Array ? der : new Uint8Array(der));
  return `-----BEGIN ${label}-----\n${b64.replace(/.{64}/g, '$&\n').replace(/\n$/, '')}\n-----END ${label}-----\n`;
}

/**
 * Reads the PEM blocks of a text (RFC 7468, lax: spaces and line breaks anywhere in the base64).
 *
 * @param text - the text.
 * @returns the blocks in order, with their label and DER bytes.
 * @throws ToolInputError when a block is not closed or its base64 is broken.
 */
export function readPemBlocks(text: string): { label: string; der: Uint8Array }[] {
  const out: { label: string; der: Uint8Array }[] = [];
  const re = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)(?:-----END \1-----|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const label = m[1]!;
    if (!m[0].includes(`-----END ${label}-----`)) throw new ToolInputError(`The PEM block "${label}" has no END line.`);
    const body = m[2]!;
    if (/^[A-Za-z-]+:/m.test(body))
      throw new ToolInputError(
        `The "${label}" is encrypted in the old OpenSSL format (Proc-Type header); convert it with "openssl pkey -in key.pem -out plain.pem" first.`,
      );
    const b64 = body.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 !== 0)
      throw new ToolInputError(`The base64 inside the "${label}" block is damaged.`);
    const binary = atob(b64);
    const der = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) der[i] = binary.charCodeAt(i);
    out.push({ label, der });
  }
  return out;
}

/** What a private key is: its algorithm, with its curve or size. */
export interface KeyInfo {
  type: KeyType;
  /** RSA modulus size in bits; the curve size for EC; 256 for Ed25519. */
  bits: number;
}

/** A private key ready to use: PKCS#8 DER and what it is. */
export interface PrivateKeyMaterial {
  pkcs8: Uint8Array;
  info: KeyInfo;
}

function der(schema: asn1js.AsnType): Uint8Array {
  return new Uint8Array(schema.toBER(false));
}

function parseDer(bytes: Uint8Array, what: string): asn1js.AsnType {
  const parsed = parseBer(bytes.slice().buffer);
  if (parsed.offset === -1) throw new ToolInputError(`The ${what} is not valid DER: ${parsed.result.error || 'unreadable'}.`);
  return parsed.result;
}

function rsaBitsOf(rsaPrivateKey: asn1js.AsnType): number {
  const modulus = (rsaPrivateKey as asn1js.Sequence).valueBlock.value[1];
  if (!(modulus instanceof asn1js.Integer)) throw new ToolInputError('The RSA private key has no modulus.');
  const bytes = new Uint8Array(modulus.valueBlock.valueHexView);
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i++;
  return bytes.length === i ? 0 : (bytes.length - i) * 8 - Math.clz32(bytes[i]!) + 24;
}

/** Reads a PKCS#8 PrivateKeyInfo (RFC 5208) and says what key it holds. */
function inspectPkcs8(pkcs8: Uint8Array): KeyInfo {
  const seq = parseDer(pkcs8, 'private key');
  const items = seq instanceof asn1js.Sequence ? seq.valueBlock.value : [];
  const alg = items[1] instanceof asn1js.Sequence ? items[1].valueBlock.value : [];
  const oid = alg[0] instanceof asn1js.ObjectIdentifier ? alg[0].valueBlock.toString() : '';
  const keyOctets = items[2] instanceof asn1js.OctetString ? items[2].valueBlock.valueHexView : null;
  if (!oid || !keyOctets) throw new ToolInputError('The private key is not a PKCS#8 PrivateKeyInfo.');
  if (oid === OID_RSA) return { type: 'rsa', bits: rsaBitsOf(parseDer(new Uint8Array(keyOctets), 'RSA private key')) };
  if (oid === OID_ED25519) return { type: 'ed25519', bits: 256 };
  if (oid === OID_EC) {
    const curve = alg[1] instanceof asn1js.ObjectIdentifier ? CURVE_OIDS[alg[1].valueBlock.toString()] : undefined;
    if (!curve)
      throw new ToolInputError(
        'The EC private key is on a curve other than P-256, P-384 or P-521 (or has explicit parameters); those are not supported.',
      );
    return { type: `ecdsa-p${curve.slice(2).toLowerCase()}` as KeyType, bits: Number(curve.slice(2)) };
  }
  const names: Record<string, string> = {
    '1.2.840.113549.1.1.10': 'RSA-PSS',
    '1.3.101.113': 'Ed448',
    '1.3.101.110': 'X25519',
    '1.3.101.111': 'X448',
    '1.2.840.10040.4.1': 'DSA',
  };
  throw new ToolInputError(
    `${names[oid] ?? `The key algorithm ${oid}`} cannot sign here; use an RSA, ECDSA (P-256, P-384, P-521) or Ed25519 key.`,
  );
}

/**
 * Reads a private key in PEM: PKCS#8 `PRIVATE KEY` (RFC 5958), PKCS#1 `RSA PRIVATE KEY`
 * (RFC 8017 A.1.2) or SEC 1 `EC PRIVATE KEY` (RFC 5915), and returns it as PKCS#8. Other PEM
 * blocks around it (a certificate) are ignored.
 *
 * @param pem - the PEM text.
 * @returns the key as PKCS#8 DER and what it is.
 * @throws ToolInputError when there is no private key, it is encrypted (`ENCRYPTED PRIVATE KEY`),
 *   damaged, or of an algorithm that cannot sign here.
 */
export function readPrivateKeyPem(pem: string): PrivateKeyMaterial {
  const blocks = readPemBlocks(pem);
  if (blocks.some((b) => b.label === 'ENCRYPTED PRIVATE KEY'))
    throw new ToolInputError(
      'The private key is encrypted; decrypt it first ("openssl pkey -in key.pem -out plain.pem") — it never leaves this page either way.',
    );
  const block = blocks.find((b) => /^(RSA |EC )?PRIVATE KEY$/.test(b.label));
  if (!block) {
    if (blocks.length)
      throw new ToolInputError(
        `Found "${blocks.map((b) => b.label).join('", "')}" but no private key (BEGIN PRIVATE KEY, RSA PRIVATE KEY or EC PRIVATE KEY).`,
      );
    throw new ToolInputError('Paste a private key in PEM (-----BEGIN PRIVATE KEY----- …).');
  }
  if (block.label === 'PRIVATE KEY') return { pkcs8: block.der, info: inspectPkcs8(block.der) };
  if (block.label === 'RSA PRIVATE KEY') {
    const rsa = parseDer(block.der, 'RSA private key');
    if (!(rsa instanceof asn1js.Sequence) || rsa.valueBlock.value.length < 9)
      throw new ToolInputError('The RSA PRIVATE KEY is not a PKCS#1 RSAPrivateKey.');
    const pkcs8 = der(
      new asn1js.Sequence({
        value: [
          new asn1js.Integer({ value: 0 }),
          new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: OID_RSA }), new asn1js.Null()] }),
          new asn1js.OctetString({ valueHex: block.der.slice().buffer }),
        ],
      }),
    );
    return { pkcs8, info: inspectPkcs8(pkcs8) };
  }
  // SEC 1 ECPrivateKey: version, privateKey, [0] parameters (named curve), [1] publicKey.
  const ec = parseDer(block.der, 'EC private key');
  const items = ec instanceof asn1js.Sequence ? ec.valueBlock.value : [];
  const params = items.find((i) => i.idBlock.tagClass === 3 && i.idBlock.tagNumber === 0) as asn1js.Constructed | undefined;
  const curveOid = params?.valueBlock.value[0];
  if (!(curveOid instanceof asn1js.ObjectIdentifier))
    throw new ToolInputError('The EC PRIVATE KEY does not name its curve (named-curve parameters are required).');
  const pkcs8 = der(
    new asn1js.Sequence({
      value: [
        new asn1js.Integer({ value: 0 }),
        new asn1js.Sequence({
          value: [new asn1js.ObjectIdentifier({ value: OID_EC }), new asn1js.ObjectIdentifier({ value: curveOid.valueBlock.toString() })],
        }),
        new asn1js.OctetString({ valueHex: block.der.slice().buffer }),
      ],
    }),
  );
  return { pkcs8, info: inspectPkcs8(pkcs8) };
}

/**
 * The WebCrypto algorithm that signs with a key (RSA keys carry their digest in WebCrypto):
 * RSASSA-PKCS1-v1_5 or RSA-PSS with a salt as long as the digest (RFC 8017, RFC 4055 §3.1),
 * ECDSA with the key's curve and the digest (FIPS 186-5), or Ed25519 (RFC 8032).
 *
 * @param info - the key.
 * @param hash - the digest (ignored for Ed25519).
 * @param rsaScheme - PKCS #1 v1.5 or PSS (RSA only).
 * @returns the algorithm parameters for `importKey`, `sign` and @peculiar/x509.
 */
export function signingAlgorithm(
  info: KeyInfo,
  hash: SignatureHash,
  rsaScheme: RsaScheme = 'pkcs1',
): (RsaHashedImportParams & { saltLength?: number }) | (EcKeyImportParams & { hash?: string }) | Algorithm {
  if (info.type === 'rsa')
    return rsaScheme === 'pss' ? { name: 'RSA-PSS', hash, saltLength: Number(hash.slice(4)) / 8 } : { name: 'RSASSA-PKCS1-v1_5', hash };
  if (info.type === 'ed25519') return { name: 'Ed25519' };
  return { name: 'ECDSA', namedCurve: CURVES[info.type], hash };
}

/**
 * Generates a new private key with WebCrypto and returns it as PKCS#8.
 *
 * @param type - the algorithm.
 * @param rsaBits - the RSA modulus size (ignored for other types).
 * @returns the key as PKCS#8 DER and what it is.
 * @throws ToolInputError when the platform cannot generate that key (a browser without Ed25519).
 */
export async function generatePrivateKey(type: KeyType, rsaBits: RsaBits = '2048'): Promise<PrivateKeyMaterial> {
  const algorithm =
    type === 'rsa'
      ? { name: 'RSASSA-PKCS1-v1_5', modulusLength: Number(rsaBits), publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }
      : type === 'ed25519'
        ? { name: 'Ed25519' }
        : { name: 'ECDSA', namedCurve: CURVES[type] };
  try {
    const keys = (await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
    const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', keys.privateKey));
    return {
      pkcs8,
      info: {
        type,
        bits: type === 'rsa' ? Number(rsaBits) : type === 'ed25519' ? 256 : Number(CURVES[type as keyof typeof CURVES].slice(2)),
      },
    };
  } catch (e) {
    throw new ToolInputError(
      `This browser cannot generate a ${keyLabel({ type, bits: Number(rsaBits) })} key: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
}

/**
 * A key's name for people.
 *
 * @param info - the key's type and size.
 * @returns e.g. "RSA 2048", "ECDSA P-256", "Ed25519".
 */
export function keyLabel(info: KeyInfo): string {
  return info.type === 'rsa' ? `RSA ${info.bits}` : info.type === 'ed25519' ? 'Ed25519' : `ECDSA ${CURVES[info.type]}`;
}

/**
 * Imports a PKCS#8 key for signing and derives its public key (through JWK, RFC 7517).
 *
 * @param material - the key.
 * @param algorithm - the WebCrypto algorithm from {@link signingAlgorithm}.
 * @returns the key pair.
 * @throws ToolInputError when WebCrypto refuses the key (damaged, or not supported here).
 */
export async function importKeyPair(material: PrivateKeyMaterial, algorithm: Algorithm): Promise<CryptoKeyPair> {
  try {
    const privateKey = await crypto.subtle.importKey('pkcs8', material.pkcs8.slice(), algorithm, true, ['sign']);
    const jwk = await crypto.subtle.exportKey('jwk', privateKey);
    const pub: JsonWebKey = { kty: jwk.kty, crv: jwk.crv, n: jwk.n, e: jwk.e, x: jwk.x, y: jwk.y, ext: true };
    for (const k of Object.keys(pub) as (keyof JsonWebKey)[]) if (pub[k] === undefined) delete pub[k];
    const publicKey = await crypto.subtle.importKey('jwk', pub, algorithm, true, ['verify']);
    return { privateKey, publicKey };
  } catch (e) {
    throw new ToolInputError(`The ${keyLabel(material.info)} private key cannot be used: ${e instanceof Error ? e.message : String(e)}`, {
      cause: e,
    });
  }
}

/** PBKDF2 iterations for an encrypted private key (OWASP 2023 guidance for PBKDF2-HMAC-SHA256). */
export const PBKDF2_ITERATIONS = 600_000;

/**
 * Encrypts a PKCS#8 key with a passphrase as an `ENCRYPTED PRIVATE KEY` (RFC 5958
 * EncryptedPrivateKeyInfo with PBES2, RFC 8018: PBKDF2-HMAC-SHA256 and AES-256-CBC), the form
 * `openssl pkey -aes256` writes and `openssl pkey -passin` reads.
 *
 * @param pkcs8 - the key as PKCS#8 DER.
 * @param passphrase - the passphrase (UTF-8).
 * @param iterations - PBKDF2 iterations (default {@link PBKDF2_ITERATIONS}).
 * @returns the PEM text.
 * @throws ToolInputError when the passphrase is empty.
 */
export async function encryptPrivateKey(pkcs8: Uint8Array, passphrase: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  if (passphrase === '') throw new ToolInputError('Enter a passphrase to encrypt the private key.');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const base = await crypto.subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt, iterations, hash: 'SHA-256' },
    base,
    { name: 'AES-CBC', length: 256 },
    false,
    ['encrypt'],
  );
  const encrypted = await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, key, pkcs8.slice());
  const oid = (value: string) => new asn1js.ObjectIdentifier({ value });
  const info = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [
          oid('1.2.840.113549.1.5.13'), // PBES2
          new asn1js.Sequence({
            value: [
              new asn1js.Sequence({
                value: [
                  oid('1.2.840.113549.1.5.12'), // PBKDF2
                  new asn1js.Sequence({
                    value: [
                      new asn1js.OctetString({ valueHex: salt.buffer }),
                      new asn1js.Integer({ value: iterations }),
                      new asn1js.Sequence({ value: [oid('1.2.840.113549.2.9'), new asn1js.Null()] }),
                    ],
                  }),
                ],
              }),
              new asn1js.Sequence({ value: [oid('2.16.840.1.101.3.4.1.42'), new asn1js.OctetString({ valueHex: iv.buffer })] }), // aes256-CBC
            ],
          }),
        ],
      }),
      new asn1js.OctetString({ valueHex: encrypted }),
    ],
  });
  return toPem('ENCRYPTED PRIVATE KEY', der(info));
}

/**
 * SHA-1 and SHA-256 fingerprints of DER bytes (FIPS 180-4), as `openssl x509 -fingerprint` prints them.
 *
 * @param derBytes - the DER encoding (a certificate's).
 * @returns colon-separated upper-case hex, e.g. `AB:CD:…`.
 */
export async function fingerprints(derBytes: Uint8Array | ArrayBuffer): Promise<{ sha1: string; sha256: string }> {
  const hex = (b: ArrayBuffer) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0').toUpperCase()).join(':');
  const data = derBytes instanceof Uint8Array ? derBytes.slice() : new Uint8Array(derBytes);
  return { sha1: hex(await crypto.subtle.digest('SHA-1', data)), sha256: hex(await crypto.subtle.digest('SHA-256', data)) };
}

// ————— @peculiar/x509 —————

/** @peculiar/x509's module. */
export type X509Module = typeof import('@peculiar/x509');
let x509Module: Promise<X509Module> | null = null;

/**
 * Loads @peculiar/x509 once, after the Reflect metadata API its dependency container (tsyringe)
 * needs (the `reflect-metadata` polyfill, imported first: a static import of x509 would evaluate
 * before it), with the platform's WebCrypto as its crypto provider (`x509.cryptoProvider.set(crypto)`,
 * as its README says).
 *
 * @returns the module.
 */
export function loadX509(): Promise<X509Module> {
  x509Module ??= import('reflect-metadata')
    .then(() => import('@peculiar/x509'))
    .then((x509) => {
      x509.cryptoProvider.set(globalThis.crypto);
      return x509;
    });
  return x509Module;
}

/**
 * The SAN entries as @peculiar/x509's GeneralName JSON (`{ type: 'dns' | 'ip' | 'email' | 'url', value }`).
 *
 * @param sans - the entries (from {@link parseSans}).
 * @returns the JSON for `SubjectAlternativeNameExtension`.
 */
export function sanJson(sans: readonly SanEntry[]): { type: SanEntry['type']; value: string }[] {
  return sans.map((s) => ({ type: s.type, value: s.value }));
}

/**
 * The subject as @peculiar/x509's JSON name: one RDN per attribute, typed string values (see
 * {@link subjectAttributes}).
 *
 * @param fields - the subject fields.
 * @returns the name for the generators' `name`, `subject` or `issuer`.
 * @throws ToolInputError as {@link subjectAttributes}.
 */
export function subjectJson(fields: SubjectFields): import('@peculiar/x509').JsonName {
  // @peculiar/x509 reads typed values ({ utf8String }…) though its JsonName type lists strings only.
  return subjectAttributes(fields).map(({ attribute }) => ({
    [attribute.type]: [attribute.value],
  })) as unknown as import('@peculiar/x509').JsonName;
}

/**
 * Rethrows a library error as a ToolInputError that says what failed (a ToolInputError as it is).
 *
 * @param what - what was being done, e.g. "The request could not be signed".
 * @param e - the error caught.
 * @throws ToolInputError always.
 */
export function wrapError(what: string, e: unknown): never {
  if (e instanceof ToolInputError) throw e;
  throw new ToolInputError(`${what}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
}
