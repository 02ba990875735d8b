import { ToolInputError } from '@handy-tools/ui/kit';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** The signer's certificate, as shown. */
export interface SignerCertificate {
  /** Distinguished name as RFC 4514 writes it (last RDN first, e.g. `CN=…, O=…, C=…`), parts joined by `, `. */
  subject: string;
  issuer: string;
  /** Serial number in hexadecimal (upper case, colon-free). */
  serial: string;
  notBefore: Date;
  notAfter: Date;
  /** Subject and issuer are the same name. */
  selfIssued: boolean;
  /** The certificate, PEM. */
  pem: string;
}

/** What one signature of a PDF says and whether it holds. */
export interface PdfSignatureReport {
  /** 1-based, in file order. */
  index: number;
  /** /SubFilter: adbe.pkcs7.detached, ETSI.CAdES.detached, adbe.pkcs7.sha1, ETSI.RFC3161… */
  subFilter: string | null;
  /** /Filter (the handler, e.g. Adobe.PPKLite). */
  filter: string | null;
  /** /Name, /Reason, /Location, /ContactInfo of the signature dictionary. */
  name: string | null;
  reason: string | null;
  location: string | null;
  contactInfo: string | null;
  /** The four numbers of /ByteRange: [start1, length1, start2, length2]. */
  byteRange: [number, number, number, number];
  /** Signed bytes (length1 + length2). */
  signedBytes: number;
  /** The byte range starts at 0 and its hole is exactly the /Contents hex string. */
  byteRangeWellFormed: boolean;
  /** The byte range reaches the end of the file: nothing was added after this signature. */
  coversWholeFile: boolean;
  /** Incremental updates (`%%EOF` sections) written after the signed revision. */
  updatesAfter: number;
  /** Signing time: the signed `signingTime` attribute (RFC 5652 §11.3), else /M; null when neither. */
  signingTime: Date | null;
  signingTimeSource: 'signed attribute' | '/M' | null;
  /** The digest algorithm (SHA-256…). */
  digestAlgorithm: string;
  /** The signature algorithm (RSA, ECDSA…). */
  signatureAlgorithm: string;
  /** The signed `messageDigest` attribute equals the digest of the byte range; null when there are no signed attributes. */
  digestMatches: boolean | null;
  /** The CMS signature verifies with the signer's public key (pkijs SignedData.verify). */
  signatureValid: boolean;
  /** Why the signature check failed, when it did. */
  signatureError: string | null;
  /** The signer's certificate, or null when the CMS does not carry it. */
  signer: SignerCertificate | null;
  /** The signing time lies within the certificate's validity; null when unknown. */
  signedWithinValidity: boolean | null;
  /** Certificates in the CMS (signer and chain). */
  certificateCount: number;
  /** The signer info carries an RFC 3161 signature timestamp (unsigned attribute 1.2.840.113549.1.9.16.2.14). */
  hasTimestamp: boolean;
  /** Overall: well-formed range, digest and signature hold (the identity is not checked against a trust list). */
  intact: boolean;
}

const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'SHA-1',
  '2.16.840.1.101.3.4.2.1': 'SHA-256',
  '2.16.840.1.101.3.4.2.2': 'SHA-384',
  '2.16.840.1.101.3.4.2.3': 'SHA-512',
};
const SIGNATURES: Record<string, string> = {
  '1.2.840.113549.1.1.1': 'RSA',
  '1.2.840.113549.1.1.5': 'RSA with SHA-1',
  '1.2.840.113549.1.1.11': 'RSA with SHA-256',
  '1.2.840.113549.1.1.12': 'RSA with SHA-384',
  '1.2.840.113549.1.1.13': 'RSA with SHA-512',
  '1.2.840.113549.1.1.10': 'RSA-PSS',
  '1.2.840.10045.2.1': 'ECDSA',
  '1.2.840.10045.4.1': 'ECDSA with SHA-1',
  '1.2.840.10045.4.3.2': 'ECDSA with SHA-256',
  '1.2.840.10045.4.3.3': 'ECDSA with SHA-384',
  '1.2.840.10045.4.3.4': 'ECDSA with SHA-512',
  '1.3.101.112': 'Ed25519',
};
const NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.5': 'serialNumber',
  '2.5.4.4': 'SN',
  '2.5.4.42': 'GN',
  '2.5.4.12': 'title',
  '2.5.4.97': 'organizationIdentifier',
  '1.2.840.113549.1.9.1': 'E',
  '0.9.2342.19200300.100.1.25': 'DC',
};
const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const OID_SIGNING_TIME = '1.2.840.113549.1.9.5';
const OID_TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';
const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('').toUpperCase();

/** Escapes an attribute value as RFC 4514 §2.4 says (special characters, leading/trailing spaces, leading #). */
function escapeDnValue(value: string): string {
  return value
    .replace(/[\\,+"<>;=]/g, '\\$&')
    .replace(/^[ #]/, '\\$&')
    .replace(/ $/, '\\ ');
}

/**
 * A distinguished name in RFC 4514 order (last RDN first): `CN=Alice, O=Example, C=FR`.
 *
 * @param name - a pkijs RelativeDistinguishedNames.
 * @returns the name as text.
 */
function formatName(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues
    .map((tv) => `${NAMES[tv.type] ?? tv.type}=${escapeDnValue(String(tv.value.valueBlock.value))}`)
    .reverse()
    .join(', ');
}

/**
 * Reads a PDF literal string `( … )` starting at `start` (the `(`), with its escapes
 * (ISO 32000-2 §7.3.4.2), or a hex string `< … >` (§7.3.4.3). UTF-16BE strings (with the BOM)
 * are decoded; others are read as PDFDocEncoding ≈ Latin-1.
 *
 * @param text - the file as Latin-1 text.
 * @param start - index of the opening `(` or `<`.
 * @returns the decoded string, or null when there is no string there.
 */
function readPdfString(text: string, start: number): string | null {
  let raw = '';
  if (text[start] === '<') {
    const end = text.indexOf('>', start);
    if (end < 0) return null;
    const hex = text.slice(start + 1, end).replace(/\s+/g, '');
    for (let i = 0; i < hex.length; i += 2) raw += String.fromCharCode(parseInt(hex.slice(i, i + 2).padEnd(2, '0'), 16) || 0);
  } else if (text[start] === '(') {
    let depth = 0;
    let i = start;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '\\') {
        const n = text[++i];
        const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
        if (n !== undefined && n in map) raw += map[n];
        else if (n !== undefined && /[0-7]/.test(n)) {
          const oct = /^[0-7]{1,3}/.exec(text.slice(i, i + 3))?.[0] ?? n;
          raw += String.fromCharCode(parseInt(oct, 8) & 0xff);
          i += oct.length - 1;
        } else if (n === '\r' && text[i + 1] === '\n') i++;
        continue;
      }
      if (c === '(') {
        depth++;
        if (depth === 1) continue;
      } else if (c === ')') {
        depth--;
        if (depth === 0) break;
      }
      raw += c;
    }
    if (depth !== 0) return null;
  } else return null;
  if (raw.startsWith('\xfe\xff')) {
    let s = '';
    for (let i = 2; i + 1 < raw.length; i += 2) s += String.fromCharCode((raw.charCodeAt(i) << 8) | raw.charCodeAt(i + 1));
    return s;
  }
  return raw;
}

/**
 * Parses a PDF date `D:YYYYMMDDHHmmSSOHH'mm` (ISO 32000-2 §7.9.4); missing parts default as the
 * standard says (month and day 1, time 0, UT).
 *
 * @param value - the date string, with or without the `D:` prefix.
 * @returns the date, or null when it is not a PDF date.
 */
export function parsePdfDate(value: string): Date | null {
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(?:(\d{2})'?(?:(\d{2})'?)?)?)?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offset = (sign === '+' ? 1 : sign === '-' ? -1 : 0) * (Number(oh) * 60 + Number(om)) * 60_000;
  const date = new Date(utc - offset);
  return Number.isNaN(date.getTime()) || Number(mo) > 12 || Number(d) > 31 ? null : date;
}

/** A signature dictionary found in the file: its byte range and the text around it. */
interface FoundSignature {
  byteRange: [number, number, number, number];
  dict: string;
}

/**
 * Finds the signature dictionaries of a PDF: every `/ByteRange [a b c d]`, with the object that
 * holds it (ISO 32000-2 §12.8.1, Table 255).
 *
 * @param text - the file as Latin-1 text.
 * @returns the signatures in file order.
 */
function findSignatures(text: string): FoundSignature[] {
  const found: FoundSignature[] = [];
  const re = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const byteRange = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as [number, number, number, number];
    const objStart = Math.max(text.lastIndexOf(' obj', m.index), 0);
    // The object ends at endobj; the /Contents hole may lie before or after /ByteRange.
    const end = text.indexOf('endobj', Math.max(m.index, byteRange[0] + byteRange[1]));
    const dict = text.slice(objStart, end < 0 ? Math.min(text.length, m.index + 100_000) : end);
    found.push({ byteRange, dict });
  }
  return found;
}

function dictValue(dict: string, key: string): string | null {
  // The dictionary without the /Contents hex string (it may hold bytes that look like keys).
  const re = new RegExp(`/${key}(?![A-Za-z0-9])\\s*`, 'g');
  const m = re.exec(dict.replace(/\/Contents\s*<[0-9A-Fa-f\s]*>/, ''));
  if (!m) return null;
  const rest = dict.replace(/\/Contents\s*<[0-9A-Fa-f\s]*>/, '');
  const at = m.index + m[0].length;
  if (rest[at] === '/') return /^\/([^\s/<>[\]()]+)/.exec(rest.slice(at))?.[1] ?? null;
  return readPdfString(rest, at);
}

async function digest(algorithm: string, parts: Uint8Array[]): Promise<Uint8Array> {
  const total = parts.reduce((n, p) => n + p.length, 0);
  const data = new Uint8Array(total);
  let off = 0;
  for (const p of parts) {
    data.set(p, off);
    off += p.length;
  }
  return new Uint8Array(await crypto.subtle.digest(algorithm, data));
}

function pem(der: ArrayBuffer): string {
  const bytes = new Uint8Array(der);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  const b64 = btoa(bin).replace(/.{64}/g, '$&\n');
  return `-----BEGIN CERTIFICATE-----\n${b64.trim()}\n-----END CERTIFICATE-----\n`;
}

function findSigner(signed: pkijs.SignedData, info: pkijs.SignerInfo): pkijs.Certificate | null {
  const certs = (signed.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  const sid = info.sid as unknown;
  if (sid instanceof pkijs.IssuerAndSerialNumber)
    return certs.find((c) => c.issuer.isEqual(sid.issuer) && c.serialNumber.isEqual(sid.serialNumber)) ?? null;
  // subjectKeyIdentifier: [0] IMPLICIT OCTET STRING
  const block = (sid as asn1js.Primitive).valueBlock as { valueHexView?: Uint8Array };
  const skiHex = toHex(block.valueHexView ?? new Uint8Array());
  for (const c of certs) {
    const ext = c.extensions?.find((e) => e.extnID === '2.5.29.14');
    const value = ext?.parsedValue as asn1js.OctetString | undefined;
    if (value && toHex(value.valueBlock.valueHexView) === skiHex) return c;
  }
  return null;
}

/**
 * Checks every signature of a PDF (ISO 32000-2 §12.8; PAdES ETSI EN 319 142-1 for
 * `ETSI.CAdES.detached`): for each /ByteRange, whether it covers the whole file except the
 * /Contents hole (else the document was changed after signing: the incremental updates are
 * counted), the signed `messageDigest` against the digest of the byte range, the CMS signature
 * (RFC 5652, pkijs `SignedData.verify` with the byte range as detached content), the signer's
 * certificate (subject, issuer, serial, validity) and the signing time (signed attribute, else /M).
 * The signer's identity is not checked against a trust list.
 *
 * @param pdf - the PDF's bytes.
 * @returns one {@link PdfSignatureReport} per signature, in file order (empty when there is none).
 * @throws ToolInputError when the file is not a PDF.
 */
export async function checkPdfSignatures(pdf: Uint8Array): Promise<PdfSignatureReport[]> {
  if (pdf.length === 0) throw new ToolInputError('The file is empty: choose a PDF file.');
  const text = latin1(pdf);
  if (!text.slice(0, 1024).includes('%PDF-')) throw new ToolInputError('This is not a PDF: there is no "%PDF-" header in its first 1024 bytes.');
  const reports: PdfSignatureReport[] = [];
  for (const [i, sig] of findSignatures(text).entries()) reports.push(await checkOne(pdf, text, sig, i + 1));
  return reports;
}

async function checkOne(pdf: Uint8Array, text: string, sig: FoundSignature, index: number): Promise<PdfSignatureReport> {
  const [a, b, c, d] = sig.byteRange;
  const report: PdfSignatureReport = {
    index,
    subFilter: dictValue(sig.dict, 'SubFilter'),
    filter: dictValue(sig.dict, 'Filter'),
    name: dictValue(sig.dict, 'Name'),
    reason: dictValue(sig.dict, 'Reason'),
    location: dictValue(sig.dict, 'Location'),
    contactInfo: dictValue(sig.dict, 'ContactInfo'),
    byteRange: sig.byteRange,
    signedBytes: b + d,
    byteRangeWellFormed: false,
    coversWholeFile: false,
    updatesAfter: 0,
    signingTime: null,
    signingTimeSource: null,
    digestAlgorithm: '',
    signatureAlgorithm: '',
    digestMatches: null,
    signatureValid: false,
    signatureError: null,
    signer: null,
    signedWithinValidity: null,
    certificateCount: 0,
    hasTimestamp: false,
    intact: false,
  };
  const inFile = a === 0 && a + b <= c && c + d <= pdf.length;
  report.byteRangeWellFormed = inFile && text[b] === '<' && text[c - 1] === '>' && /^[0-9A-Fa-f\s]*$/.test(text.slice(b + 1, c - 1));
  report.coversWholeFile = inFile && c + d === pdf.length;
  if (inFile) report.updatesAfter = (text.slice(c + d).match(/%%EOF/g) ?? []).length;
  const m = dictValue(sig.dict, 'M');
  const mDate = m ? parsePdfDate(m) : null;
  if (!report.byteRangeWellFormed) {
    report.signatureError = 'The /ByteRange does not leave exactly the /Contents string out of the signed bytes: the signature cannot be checked.';
    if (mDate) [report.signingTime, report.signingTimeSource] = [mDate, '/M'];
    return report;
  }
  const hex = text.slice(b + 1, c - 1).replace(/\s+/g, '');
  const der = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < der.length; i++) der[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  const covered = [pdf.subarray(0, b), pdf.subarray(c, c + d)];
  try {
    const asn = asn1js.fromBER(der);
    if (asn.offset === -1) throw new Error('the /Contents is not DER');
    const info = new pkijs.ContentInfo({ schema: asn.result });
    if (info.contentType !== OID_SIGNED_DATA) throw new Error(`the /Contents is not a CMS SignedData (content type ${info.contentType})`);
    const signed = new pkijs.SignedData({ schema: info.content });
    const signerInfo = signed.signerInfos[0];
    if (!signerInfo) throw new Error('the CMS has no signer');
    report.certificateCount = signed.certificates?.length ?? 0;
    report.digestAlgorithm = DIGESTS[signerInfo.digestAlgorithm.algorithmId] ?? signerInfo.digestAlgorithm.algorithmId;
    report.signatureAlgorithm = SIGNATURES[signerInfo.signatureAlgorithm.algorithmId] ?? signerInfo.signatureAlgorithm.algorithmId;
    report.hasTimestamp = signerInfo.unsignedAttrs?.attributes.some((x) => x.type === OID_TIMESTAMP_TOKEN) ?? false;
    const attrs = signerInfo.signedAttrs?.attributes ?? [];
    const timeAttr = attrs.find((x) => x.type === OID_SIGNING_TIME)?.values[0] as asn1js.UTCTime | asn1js.GeneralizedTime | undefined;
    if (timeAttr) [report.signingTime, report.signingTimeSource] = [timeAttr.toDate(), 'signed attribute'];
    else if (mDate) [report.signingTime, report.signingTimeSource] = [mDate, '/M'];
    const cert = findSigner(signed, signerInfo);
    if (cert) {
      report.signer = {
        subject: formatName(cert.subject),
        issuer: formatName(cert.issuer),
        serial: toHex(cert.serialNumber.valueBlock.valueHexView).replace(/^(00)+(?=.)/, ''),
        notBefore: cert.notBefore.value,
        notAfter: cert.notAfter.value,
        selfIssued: cert.subject.isEqual(cert.issuer),
        pem: pem(cert.toSchema().toBER(false)),
      };
      if (report.signingTime) report.signedWithinValidity = report.signingTime >= cert.notBefore.value && report.signingTime <= cert.notAfter.value;
    }
    const md = attrs.find((x) => x.type === OID_MESSAGE_DIGEST)?.values[0] as asn1js.OctetString | undefined;
    const webDigest = DIGESTS[signerInfo.digestAlgorithm.algorithmId];
    if (md && webDigest) report.digestMatches = toHex(await digest(webDigest, covered)) === toHex(md.valueBlock.valueHexView);
    else if (md) report.digestMatches = false;
    const data = new Uint8Array(b + d);
    data.set(covered[0]!, 0);
    data.set(covered[1]!, b);
    try {
      const result = await signed.verify({ signer: 0, data: data.buffer, checkChain: false, extendedMode: true });
      report.signatureValid = result.signatureVerified === true;
      if (!report.signatureValid) report.signatureError = result.message || 'The signature does not verify.';
    } catch (e) {
      report.signatureValid = false;
      report.signatureError = e instanceof Error ? e.message : String((e as { message?: unknown }).message ?? e);
    }
  } catch (e) {
    report.signatureError = `The signature cannot be read: ${e instanceof Error ? e.message : String(e)}`;
  }
  report.intact = report.byteRangeWellFormed && report.signatureValid && report.digestMatches !== false;
  return report;
}
