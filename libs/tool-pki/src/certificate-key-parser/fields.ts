import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { ToolInputError } from '@handy-tools/ui/kit';
import { CURVE_BITS, OID_NAMES, oidName, oidShort } from './oids.js';
import { toHex } from './pem.js';

/** One named value of a parsed object. */
export interface Field {
  /** The value's name, e.g. `Serial number`. */
  label: string;
  /** The value as text (several lines for lists). */
  value: string;
  /** A remark shown under the value, e.g. an extension's OID. */
  hint?: string;
}

/** A titled group of fields (e.g. `Subject`, `Extensions`). */
export interface Section {
  title: string;
  fields: Field[];
}

/** Public key facts read from a SubjectPublicKeyInfo or a private key. */
export interface KeyFacts {
  /** Algorithm name, e.g. `RSA`, `EC`, `Ed25519`. */
  algorithm: string;
  /** Key size in bits (RSA modulus, curve order size), or null when unknown. */
  bits: number | null;
  /** The curve's name for EC keys. */
  curve?: string;
  fields: Field[];
  /** DER of the public key as SubjectPublicKeyInfo (RFC 5280 §4.1.2.7), when known. */
  spki?: Uint8Array;
}

/**
 * Parses one whole DER value (X.690), refusing trailing bytes.
 *
 * @param der - the bytes.
 * @param what - names the value in error messages.
 * @returns the asn1js object.
 * @throws ToolInputError when the bytes are not one DER value.
 */
export function parseAsn1(der: Uint8Array, what: string): asn1js.AsnType {
  const view = new Uint8Array(der);
  const parsed = asn1js.fromBER(view);
  if (parsed.offset === -1) throw new ToolInputError(`${what} is not valid DER (ASN.1): ${parsed.result.error || 'cannot read it'}.`);
  if (parsed.offset !== view.byteLength) throw new ToolInputError(`${what} has ${view.byteLength - parsed.offset} unexpected bytes after its end.`);
  return parsed.result;
}

/**
 * The length in bytes of the first DER value (tag, length and content) of a buffer (X.690 §8.1).
 *
 * @param der - bytes starting with a DER value.
 * @returns the value's encoded length (the whole buffer when the length cannot be read).
 */
export function encodedLength(der: Uint8Array): number {
  if (der.length < 2) return der.length;
  const first = der[1] ?? 0;
  if (first < 0x80) return Math.min(der.length, 2 + first);
  const count = first & 0x7f;
  if (count === 0 || count > 4 || der.length < 2 + count) return der.length;
  let len = 0;
  for (let i = 0; i < count; i++) len = len * 256 + (der[2 + i] ?? 0);
  return Math.min(der.length, 2 + count + len);
}

/** The bytes of an asn1js value's content (INTEGER, OCTET STRING, BIT STRING). */
export function valueBytes(value: { valueBlock: { valueHexView: Uint8Array } }): Uint8Array {
  return new Uint8Array(value.valueBlock.valueHexView);
}

/** An unsigned integer's bytes without the sign byte. */
export function unsignedBytes(bytes: Uint8Array): Uint8Array {
  let i = 0;
  while (i < bytes.length - 1 && bytes[i] === 0) i++;
  return bytes.subarray(i);
}

/** Bit length of an unsigned big-endian integer. */
export function bitLength(bytes: Uint8Array): number {
  const b = unsignedBytes(bytes);
  if (b.length === 0 || (b.length === 1 && b[0] === 0)) return 0;
  return (b.length - 1) * 8 + (32 - Math.clz32(b[0] ?? 0));
}

/** A big-endian unsigned integer as a decimal string. */
export function toDecimal(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return n.toString();
}

/** Formats a Date as `2026-11-28 15:59:00 UTC`. */
export function formatDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? 'invalid date' : date.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

/** Text of an attribute value (DirectoryString and the other string types), or its DER in hex. */
function attributeText(value: asn1js.AsnType): string {
  const block = (value as { valueBlock?: { value?: unknown } }).valueBlock;
  if (block && typeof block.value === 'string') return block.value;
  return `#${toHex(new Uint8Array(value.toBER(false)), '')}`;
}

/** The attributes of a distinguished name, in order (multi-valued RDNs flattened). */
export function nameAttributes(name: pkijs.RelativeDistinguishedNames): { type: string; value: string }[] {
  return name.typesAndValues.map((tv) => ({ type: tv.type, value: attributeText(tv.value as asn1js.AsnType) }));
}

/**
 * Formats a distinguished name as OpenSSL's `-nameopt oneline` does (`C = US, O = "A, B", CN = x`).
 *
 * @param name - the name.
 * @returns the one-line text (empty for an empty name).
 */
export function formatName(name: pkijs.RelativeDistinguishedNames): string {
  return nameAttributes(name)
    .map(({ type, value }) => `${oidShort(type)} = ${/[,+;<>"=]/.test(value) ? `"${value.replace(/"/g, '\\"')}"` : value}`)
    .join(', ');
}

/** One field per attribute of a name (label: the attribute's short name and OID). */
export function nameFields(name: pkijs.RelativeDistinguishedNames): Field[] {
  return nameAttributes(name).map(({ type, value }) => ({ label: OID_NAMES[type] ? `${OID_NAMES[type]} (${type})` : type, value }));
}

function ipText(bytes: Uint8Array): string {
  if (bytes.length === 4) return Array.from(bytes).join('.');
  if (bytes.length === 16) {
    const groups = Array.from({ length: 8 }, (_, i) => (((bytes[2 * i] ?? 0) << 8) | (bytes[2 * i + 1] ?? 0)).toString(16));
    // RFC 5952: the longest run of two or more zero groups becomes "::".
    let best = -1;
    let bestLen = 1;
    for (let i = 0; i < 8; ) {
      if (groups[i] !== '0') {
        i++;
        continue;
      }
      let j = i;
      while (j < 8 && groups[j] === '0') j++;
      if (j - i > bestLen) {
        best = i;
        bestLen = j - i;
      }
      i = j;
    }
    if (best < 0) return groups.join(':');
    return `${groups.slice(0, best).join(':')}::${groups.slice(best + bestLen).join(':')}`;
  }
  if (bytes.length === 8 || bytes.length === 32) {
    const half = bytes.length / 2;
    return `${ipText(bytes.subarray(0, half))}/${ipText(bytes.subarray(half))}`;
  }
  return toHex(bytes);
}

/**
 * Formats a GeneralName (RFC 5280 §4.2.1.6) as OpenSSL does: `DNS:…`, `IP:…`, `email:…`, `URI:…`.
 *
 * @param gn - the name.
 * @returns its text.
 */
export function formatGeneralName(gn: pkijs.GeneralName): string {
  switch (gn.type) {
    case 0: {
      const seq = gn.value as asn1js.Sequence;
      const oid = seq?.valueBlock?.value?.[0];
      return `othername:${oid instanceof asn1js.ObjectIdentifier ? oid.valueBlock.toString() : '?'}`;
    }
    case 1:
      return `email:${String(gn.value)}`;
    case 2:
      return `DNS:${String(gn.value)}`;
    case 4:
      return `DirName:${formatName(gn.value as pkijs.RelativeDistinguishedNames)}`;
    case 6:
      return `URI:${String(gn.value)}`;
    case 7:
      return `IP:${ipText(valueBytes(gn.value as asn1js.OctetString))}`;
    case 8:
      return `RID:${String(gn.value)}`;
    default:
      return `[${gn.type}]`;
  }
}

const KEY_USAGE_BITS = [
  'Digital Signature',
  'Non Repudiation',
  'Key Encipherment',
  'Data Encipherment',
  'Key Agreement',
  'Certificate Sign',
  'CRL Sign',
  'Encipher Only',
  'Decipher Only',
];

function keyUsage(bits: asn1js.BitString): string {
  const bytes = valueBytes(bits);
  const names = KEY_USAGE_BITS.filter((_, i) => i < bytes.length * 8 && ((bytes[i >> 3] ?? 0) & (0x80 >> (i & 7))) !== 0);
  return names.join(', ') || 'none';
}

function integerText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (value instanceof asn1js.Integer) return toDecimal(valueBytes(value));
  return String(value);
}

/**
 * Decodes one extension (RFC 5280 §4.2 and the common private ones) to text.
 *
 * @param ext - the extension as pkijs read it (`parsedValue` set for the ones it knows).
 * @returns a field: label "Name (OID)" (with ", critical"), value one line per item.
 */
export function extensionField(ext: pkijs.Extension): Field {
  const known = OID_NAMES[ext.extnID];
  const label = `${known ?? ext.extnID}${ext.critical ? ', critical' : ''}`;
  const oidHint = known ? `OID ${ext.extnID}` : undefined;
  const raw = valueBytes(ext.extnValue);
  const hexValue = (): Field => ({ label, value: `DER: ${toHex(raw)}` });
  const field = decodeExtension(ext, label, raw, hexValue);
  return oidHint ? { ...field, hint: oidHint } : field;
}

function decodeExtension(ext: pkijs.Extension, label: string, raw: Uint8Array, hexValue: () => Field): Field {
  const pv: unknown = ext.parsedValue;
  try {
    switch (ext.extnID) {
      case '2.5.29.19': {
        const bc = pv as pkijs.BasicConstraints;
        return { label, value: `CA: ${bc.cA ? 'TRUE' : 'FALSE'}${bc.pathLenConstraint !== undefined ? `, path length: ${integerText(bc.pathLenConstraint)}` : ''}` };
      }
      case '2.5.29.15':
        return { label, value: keyUsage(pv as asn1js.BitString) };
      case '2.5.29.37':
        return { label, value: (pv as pkijs.ExtKeyUsage).keyPurposes.map((oid) => OID_NAMES[oid] ?? oid).join('\n') };
      case '2.5.29.17':
      case '2.5.29.18':
        return { label, value: (pv as pkijs.AltName).altNames.map(formatGeneralName).join('\n') };
      case '2.5.29.14':
        return { label, value: toHex(valueBytes(pv as asn1js.OctetString)) };
      case '2.5.29.35': {
        const aki = pv as pkijs.AuthorityKeyIdentifier;
        const parts: string[] = [];
        if (aki.keyIdentifier) parts.push(`keyid:${toHex(valueBytes(aki.keyIdentifier))}`);
        for (const gn of aki.authorityCertIssuer ?? []) parts.push(formatGeneralName(gn));
        if (aki.authorityCertSerialNumber) parts.push(`serial:${toHex(unsignedBytes(valueBytes(aki.authorityCertSerialNumber)))}`);
        return { label, value: parts.join('\n') };
      }
      case '2.5.29.31':
      case '2.5.29.46': {
        const lines: string[] = [];
        for (const dp of (pv as pkijs.CRLDistributionPoints).distributionPoints) {
          const point = dp.distributionPoint;
          if (Array.isArray(point)) lines.push(...point.map(formatGeneralName));
          else if (point) lines.push(`relative: ${formatName(point as pkijs.RelativeDistinguishedNames)}`);
          for (const gn of dp.cRLIssuer ?? []) lines.push(`CRL issuer: ${formatGeneralName(gn)}`);
        }
        return { label, value: lines.join('\n') };
      }
      case '1.3.6.1.5.5.7.1.1':
      case '1.3.6.1.5.5.7.1.11':
        return {
          label,
          value: (pv as pkijs.InfoAccess).accessDescriptions.map((ad) => `${OID_NAMES[ad.accessMethod] ?? ad.accessMethod} - ${formatGeneralName(ad.accessLocation)}`).join('\n'),
        };
      case '2.5.29.32': {
        const lines: string[] = [];
        for (const policy of (pv as pkijs.CertificatePolicies).certificatePolicies) {
          lines.push(`Policy: ${oidName(policy.policyIdentifier)}`);
          for (const q of policy.policyQualifiers ?? []) {
            const qv = q.qualifier as unknown;
            if (q.policyQualifierId === '1.3.6.1.5.5.7.2.1') lines.push(`  CPS: ${attributeText(qv as asn1js.AsnType)}`);
            else {
              const text = findText(qv);
              lines.push(`  ${OID_NAMES[q.policyQualifierId] ?? q.policyQualifierId}${text ? `: ${text}` : ''}`);
            }
          }
        }
        return { label, value: lines.join('\n') };
      }
      case '2.5.29.30': {
        const nc = pv as pkijs.NameConstraints;
        const lines = [
          ...(nc.permittedSubtrees ?? []).map((s) => `Permitted: ${formatGeneralName(s.base)}`),
          ...(nc.excludedSubtrees ?? []).map((s) => `Excluded: ${formatGeneralName(s.base)}`),
        ];
        return { label, value: lines.join('\n') };
      }
      case '1.3.6.1.4.1.11129.2.4.2': {
        const list = (pv as pkijs.SignedCertificateTimestampList).timestamps;
        const lines = [`${list.length} signed certificate timestamp${list.length === 1 ? '' : 's'}`];
        for (const sct of list) {
          lines.push(`Log ID ${toHex(new Uint8Array(sct.logID))}, ${formatDate(sct.timestamp)}`);
        }
        return { label, value: lines.join('\n') };
      }
      case '1.3.6.1.4.1.11129.2.4.3':
      case '1.3.6.1.5.5.7.48.1.5':
        return { label, value: 'present' };
      case '1.3.6.1.5.5.7.1.24': {
        const seq = parseAsn1(raw, 'The TLS Feature extension') as asn1js.Sequence;
        const features = seq.valueBlock.value.map((v) => {
          const n = Number(toDecimal(valueBytes(v as asn1js.Integer)));
          return n === 5 ? 'status_request (OCSP Must-Staple)' : n === 17 ? 'status_request_v2' : String(n);
        });
        return { label, value: features.join('\n') };
      }
      case '2.5.29.54':
      case '2.5.29.36': {
        const parsed = parseAsn1(raw, 'The extension');
        if (parsed instanceof asn1js.Integer) return { label, value: `skip certs: ${toDecimal(valueBytes(parsed))}` };
        const parts = (parsed as asn1js.Sequence).valueBlock.value.map(
          (v) => `${v.idBlock.tagNumber === 0 ? 'require explicit policy' : 'inhibit policy mapping'}: ${toDecimal(valueBytes(v as unknown as asn1js.Integer))}`,
        );
        return { label, value: parts.join('\n') };
      }
      case '2.16.840.1.113730.1.13': {
        const parsed = parseAsn1(raw, 'The extension');
        return { label, value: attributeText(parsed) };
      }
      default:
        return hexValue();
    }
  } catch {
    return hexValue();
  }
}

/** The first string found in an ASN.1 tree (for user notices). */
function findText(node: unknown, depth = 0): string {
  if (depth > 6 || !node || typeof node !== 'object') return '';
  const block = (node as { valueBlock?: { value?: unknown } }).valueBlock;
  if (block && typeof block.value === 'string') return block.value;
  if (block && Array.isArray(block.value)) {
    for (const child of block.value) {
      const text = findText(child, depth + 1);
      if (text) return text;
    }
  }
  const explicit = (node as { explicitText?: unknown }).explicitText;
  return explicit ? findText(explicit, depth + 1) : '';
}

/** DER of a SubjectPublicKeyInfo holding an RSA key (RFC 3279 §2.3.1). */
export function rsaSpki(modulus: Uint8Array, exponent: Uint8Array): Uint8Array {
  const rsaKey = new asn1js.Sequence({
    value: [new asn1js.Integer({ valueHex: withSign(modulus) }), new asn1js.Integer({ valueHex: withSign(exponent) })],
  });
  return spkiDer('1.2.840.113549.1.1.1', new asn1js.Null(), new Uint8Array(rsaKey.toBER(false)));
}

/** DER of a SubjectPublicKeyInfo with the given algorithm, parameters and key bits. */
export function spkiDer(algorithm: string, params: asn1js.AsnType | null, key: Uint8Array): Uint8Array {
  const alg = new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: algorithm }), ...(params ? [params] : [])] });
  const seq = new asn1js.Sequence({ value: [alg, new asn1js.BitString({ valueHex: key })] });
  return new Uint8Array(seq.toBER(false));
}

function withSign(bytes: Uint8Array): ArrayBuffer {
  const u = unsignedBytes(bytes);
  const out = (u[0] ?? 0) & 0x80 ? Uint8Array.of(0, ...u) : Uint8Array.from(u);
  return out.buffer;
}

/**
 * Reads a SubjectPublicKeyInfo (RFC 5280 §4.1.2.7): algorithm, size or curve, RSA modulus and exponent.
 *
 * @param info - the key info as pkijs read it.
 * @returns the facts and fields (the SPKI's DER in `spki`).
 */
export function publicKeyFacts(info: pkijs.PublicKeyInfo): KeyFacts {
  const oid = info.algorithm.algorithmId;
  const algorithm = OID_NAMES[oid] ?? oid;
  const keyBytes = valueBytes(info.subjectPublicKey);
  const spki = new Uint8Array(info.toSchema().toBER(false));
  const fields: Field[] = [{ label: 'Public key algorithm', value: oidName(oid) }];
  if (oid === '1.2.840.113549.1.1.1' || oid === '1.2.840.113549.1.1.10') {
    const rsa = parseAsn1(keyBytes, 'The RSA public key') as asn1js.Sequence;
    const [n, e] = rsa.valueBlock.value as asn1js.Integer[];
    if (!(n instanceof asn1js.Integer) || !(e instanceof asn1js.Integer)) throw new ToolInputError('The RSA public key is damaged.');
    const modulus = unsignedBytes(valueBytes(n));
    const bits = bitLength(modulus);
    fields.push({ label: 'Key size', value: `${bits} bit` }, { label: 'Public exponent', value: toDecimal(valueBytes(e)) }, { label: 'Modulus', value: toHex(modulus) });
    return { algorithm, bits, fields, spki };
  }
  if (oid === '1.2.840.10045.2.1') {
    const params = info.algorithm.algorithmParams as unknown;
    const curveOid = params instanceof asn1js.ObjectIdentifier ? params.valueBlock.toString() : '';
    const curve = curveOid ? (OID_NAMES[curveOid] ?? curveOid) : 'explicit parameters';
    const bits = CURVE_BITS[curveOid] ?? null;
    fields.push({ label: 'Curve', value: curveOid ? oidName(curveOid) : curve });
    if (bits) fields.push({ label: 'Key size', value: `${bits} bit` });
    fields.push({ label: 'Public point', value: toHex(keyBytes) });
    return { algorithm, bits, curve, fields, spki };
  }
  if (oid in CURVE_BITS) {
    const bits = CURVE_BITS[oid] ?? null;
    fields.push({ label: 'Key size', value: `${bits} bit` }, { label: 'Public key', value: toHex(keyBytes) });
    return { algorithm, bits, curve: algorithm, fields, spki };
  }
  if (oid === '1.2.840.10040.4.1') {
    const params = info.algorithm.algorithmParams as unknown;
    const p = params instanceof asn1js.Sequence ? (params.valueBlock.value[0] as asn1js.Integer) : null;
    const bits = p ? bitLength(valueBytes(p)) : null;
    if (bits) fields.push({ label: 'Key size', value: `${bits} bit` });
    return { algorithm, bits, fields, spki };
  }
  fields.push({ label: 'Public key', value: toHex(keyBytes) });
  return { algorithm, bits: null, fields, spki };
}

/**
 * Hashes bytes with WebCrypto.
 *
 * @param algorithm - `SHA-1`, `SHA-256`…
 * @param data - the bytes.
 * @returns the digest.
 */
export async function digest(algorithm: 'SHA-1' | 'SHA-256', data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest(algorithm, new Uint8Array(data)));
}
