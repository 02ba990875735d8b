import { ToolInputError } from '@handy-tools/ui/kit';
import { checkCsrOptions, CsrFieldError, signatureName, type CsrField, type CsrOptions } from '../csr-generator/csr-generator.js';
import {
  encryptPrivateKey,
  fingerprints,
  generatePrivateKey,
  importKeyPair,
  keyLabel,
  loadX509,
  readPemBlocks,
  readPrivateKeyPem,
  sanJson,
  signingAlgorithm,
  subjectJson,
  toPem,
  wrapError,
  type PrivateKeyMaterial,
  type SanEntry,
} from '../csr-generator/pkix-common.js';

export { generatePrivateKey, type PrivateKeyMaterial } from '../csr-generator/pkix-common.js';

/** Key usage bits (RFC 5280 §4.2.1.3), in bit order. */
export const KEY_USAGES = [
  'digitalSignature',
  'nonRepudiation',
  'keyEncipherment',
  'dataEncipherment',
  'keyAgreement',
  'keyCertSign',
  'cRLSign',
  'encipherOnly',
  'decipherOnly',
] as const;
/** A key usage bit's name. */
export type KeyUsage = (typeof KEY_USAGES)[number];
/** Extended key usages (RFC 5280 §4.2.1.12) and their OIDs. */
export const EXTENDED_KEY_USAGES = {
  serverAuth: '1.3.6.1.5.5.7.3.1',
  clientAuth: '1.3.6.1.5.5.7.3.2',
  codeSigning: '1.3.6.1.5.5.7.3.3',
  emailProtection: '1.3.6.1.5.5.7.3.4',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  OCSPSigning: '1.3.6.1.5.5.7.3.9',
} as const;
/** An extended key usage's name. */
export type ExtendedKeyUsageName = keyof typeof EXTENDED_KEY_USAGES;
/** The extended key usage names, in the order shown. */
export const EXTENDED_KEY_USAGE_NAMES = [
  'serverAuth',
  'clientAuth',
  'codeSigning',
  'emailProtection',
  'timeStamping',
  'OCSPSigning',
] as const satisfies readonly ExtendedKeyUsageName[];

/** Everything a certificate is made from. */
export interface CertificateOptions extends CsrOptions {
  /** Signed by its own key, or by a CA's. */
  mode: 'self-signed' | 'ca-signed';
  /** The issuing CA's certificate (PEM), when `mode` is `ca-signed`. */
  caCertificate: string;
  /** The issuing CA's private key (PEM, a secret), when `mode` is `ca-signed`. */
  caPrivateKey: string;
  /** Start of validity, UTC: `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM[:SS]`; empty for now. */
  notBefore: string;
  /** Validity given as a number of days, or as an end date. */
  validityMode: 'days' | 'notAfter';
  /** Days of validity, when `validityMode` is `days`. */
  days: number;
  /** End of validity, UTC (as `notBefore`), when `validityMode` is `notAfter`. */
  notAfter: string;
  /** Serial number in hex (colons and spaces allowed); empty for a random 159-bit one. */
  serial: string;
  /** basicConstraints cA. */
  isCa: boolean;
  /** basicConstraints pathLenConstraint; empty for none. */
  pathLength: string;
  keyUsage: KeyUsage[];
  keyUsageCritical: boolean;
  extendedKeyUsage: ExtendedKeyUsageName[];
  /** Adds a subjectKeyIdentifier (RFC 5280 §4.2.1.2, method 1: SHA-1 of the public key). */
  subjectKeyId: boolean;
  /** Adds an authorityKeyIdentifier (the issuer's key identifier). */
  authorityKeyId: boolean;
}

/** The fields a {@link CertificateFieldError} can point at. */
export type CertificateField =
  CsrField | 'caCertificate' | 'caPrivateKey' | 'notBefore' | 'days' | 'notAfter' | 'serial' | 'pathLength' | 'keyUsage';

/** A bad input, with the field it belongs to. */
export class CertificateFieldError extends ToolInputError {
  readonly field: CertificateField;
  constructor(field: CertificateField, message: string, where: { line?: number } = {}) {
    super(message, where);
    this.field = field;
  }
}

const MAX_DATE = Date.UTC(9999, 11, 31, 23, 59, 59);

/**
 * Reads a UTC date or date and time: `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM`, with seconds, an optional
 * `Z` (ISO 8601 / RFC 3339 forms as an `<input type="datetime-local">` gives them).
 *
 * @param text - the text.
 * @param field - the field, for the error.
 * @returns the time in ms since the epoch.
 * @throws CertificateFieldError when the text is not such a date, or is out of X.509's range (1950–9999).
 */
export function parseUtcDate(text: string, field: CertificateField): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?Z?$/.exec(text.trim());
  if (!m)
    throw new CertificateFieldError(field, `"${text.trim().slice(0, 40)}" is not a date: write YYYY-MM-DD or YYYY-MM-DDTHH:MM (UTC).`);
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((v) => v ?? '0') as string[];
  const time = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const back = new Date(time);
  if (back.getUTCMonth() !== Number(mo) - 1 || back.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59)
    throw new CertificateFieldError(field, `${text.trim()} is not a real date or time.`);
  if (Number(y) < 1950) throw new CertificateFieldError(field, 'X.509 dates start in 1950 (RFC 5280 UTCTime).');
  return time;
}

/**
 * Reads a serial number in hex (`0x`, colons and spaces allowed), as `openssl x509 -set_serial 0x…`.
 *
 * @param text - the hex digits.
 * @returns the hex digits, lower-case, without leading zeros.
 * @throws CertificateFieldError when the text is not hex, is zero, or needs more than 20 octets
 *   (RFC 5280 §4.1.2.2: positive, at most 20 octets).
 */
export function parseSerial(text: string): string {
  const hex = text.trim().replace(/^0x/i, '').replace(/[\s:]/g, '');
  if (!/^[0-9a-fA-F]+$/.test(hex))
    throw new CertificateFieldError('serial', 'The serial number must be hexadecimal digits (e.g. 01:A2:3F or 0x1a23f).');
  const digits = hex.replace(/^0+/, '').toLowerCase();
  if (digits === '') throw new CertificateFieldError('serial', 'The serial number must be positive (not zero) (RFC 5280 §4.1.2.2).');
  const even = digits.length % 2 ? `0${digits}` : digits;
  // DER adds a zero octet when the top bit is set; the whole must fit in 20 octets.
  const octets = even.length / 2 + (parseInt(even[0]!, 16) >= 8 ? 1 : 0);
  if (octets > 20)
    throw new CertificateFieldError('serial', `The serial number takes ${octets} octets; RFC 5280 allows at most 20 (159 bits).`);
  return even;
}

/**
 * A random serial number: 20 octets with the top bit clear (159 random bits, positive), as the
 * CA/Browser Forum's baseline requirements ask (at least 64 random bits).
 *
 * @returns hex digits, lower-case.
 */
export function randomSerial(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  bytes[0]! &= 0x7f;
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A certificate's validity. */
export interface Validity {
  notBefore: Date;
  notAfter: Date;
}

/**
 * The validity period from the options: starts at `notBefore` (now when empty, to the second),
 * ends `days` days later or at `notAfter`.
 *
 * @param options - notBefore, validityMode, days, notAfter.
 * @param now - the current time in ms (tests pass a fixed one).
 * @returns the period.
 * @throws CertificateFieldError for an unreadable date, fewer than 1 or more than 100,000 days, an
 *   end not after the start, or an end after 9999-12-31.
 */
export function validityPeriod(
  options: Pick<CertificateOptions, 'notBefore' | 'validityMode' | 'days' | 'notAfter'>,
  now = Date.now(),
): Validity {
  const start = options.notBefore.trim() === '' ? Math.floor(now / 1000) * 1000 : parseUtcDate(options.notBefore, 'notBefore');
  let end: number;
  if (options.validityMode === 'days') {
    if (!Number.isInteger(options.days) || options.days < 1 || options.days > 100_000)
      throw new CertificateFieldError('days', 'Validity must be a whole number of days from 1 to 100,000.');
    end = start + options.days * 86_400_000;
  } else {
    if (options.notAfter.trim() === '')
      throw new CertificateFieldError('notAfter', 'Enter the end date (not after), or give the validity in days.');
    end = parseUtcDate(options.notAfter, 'notAfter');
  }
  if (end <= start)
    throw new CertificateFieldError(
      options.validityMode === 'days' ? 'days' : 'notAfter',
      'The end of validity must come after its start.',
    );
  if (end > MAX_DATE)
    throw new CertificateFieldError(
      options.validityMode === 'days' ? 'days' : 'notAfter',
      'The end of validity must be on or before 9999-12-31 (RFC 5280 §4.1.2.5).',
    );
  return { notBefore: new Date(start), notAfter: new Date(end) };
}

/** The inputs once checked. */
export interface CertificatePlan {
  subject: string;
  sans: SanEntry[];
  givenKey: PrivateKeyMaterial | null;
  validity: Validity;
  /** Hex digits, or null for a random one. */
  serial: string | null;
  pathLength: number | null;
  /** Notes about choices that are allowed but unusual (shown beside the result). */
  warnings: string[];
}

/**
 * Checks a certificate's inputs without signing (fast, synchronous: the UI runs it as the
 * visitor types). The CA certificate and key are checked when signing.
 *
 * @param options - the inputs.
 * @param now - the current time in ms.
 * @returns the checked plan.
 * @throws CertificateFieldError naming the field at fault: subject, SANs, key (as the CSR
 *   generator's checks), dates, serial, path length, key usage (keyCertSign without cA, RFC 5280 §4.2.1.3).
 */
export function checkCertificateOptions(options: CertificateOptions, now = Date.now()): CertificatePlan {
  let plan;
  try {
    plan = checkCsrOptions(options);
  } catch (e) {
    if (e instanceof CsrFieldError) throw new CertificateFieldError(e.field, e.message, { line: e.line });
    throw e;
  }
  const validity = validityPeriod(options, now);
  const serial = options.serial.trim() === '' ? null : parseSerial(options.serial);
  let pathLength: number | null = null;
  if (options.pathLength.trim() !== '') {
    if (!/^\d{1,3}$/.test(options.pathLength.trim()))
      throw new CertificateFieldError('pathLength', 'The path length must be a whole number from 0 to 999, or empty for no limit.');
    if (!options.isCa) throw new CertificateFieldError('pathLength', 'A path length only applies to a CA certificate (RFC 5280 §4.2.1.9).');
    pathLength = Number(options.pathLength.trim());
  }
  if (options.keyUsage.includes('keyCertSign') && !options.isCa)
    throw new CertificateFieldError('keyUsage', 'keyCertSign needs the certificate to be a CA (basicConstraints cA, RFC 5280 §4.2.1.3).');
  const warnings: string[] = [];
  const type = plan.givenKey?.info.type ?? options.keyType;
  const usage = new Set(options.keyUsage);
  if (options.isCa && !usage.has('keyCertSign') && usage.size)
    warnings.push('A CA certificate whose key usage lacks keyCertSign cannot sign certificates.');
  if (type !== 'rsa' && (usage.has('keyEncipherment') || usage.has('dataEncipherment')))
    warnings.push('keyEncipherment and dataEncipherment are for RSA keys; ECDSA and Ed25519 keys do not encrypt (RFC 8813, RFC 8410).');
  if (type === 'rsa' && usage.has('keyAgreement')) warnings.push('keyAgreement does not apply to RSA keys.');
  if ((usage.has('encipherOnly') || usage.has('decipherOnly')) && !usage.has('keyAgreement'))
    warnings.push('encipherOnly and decipherOnly only mean something with keyAgreement.');
  if (!options.isCa && plan.sans.length === 0 && options.extendedKeyUsage.includes('serverAuth'))
    warnings.push('A TLS server certificate needs its host names in the SANs: browsers ignore the common name.');
  return { subject: plan.subject, sans: plan.sans, givenKey: plan.givenKey, validity, serial, pathLength, warnings };
}

/** A generated certificate: PEM outputs and a summary. */
export interface CertificateResult {
  certificatePem: string;
  /** The new private key (PKCS#8, encrypted with the passphrase if any); empty for a pasted key. */
  privateKeyPem: string;
  publicKeyPem: string;
  subject: string;
  issuer: string;
  /** Serial number, colon-separated hex as OpenSSL prints it. */
  serial: string;
  notBefore: string;
  notAfter: string;
  key: string;
  signature: string;
  /** Extensions, one line each, e.g. "basicConstraints (critical): CA:FALSE". */
  extensions: string[];
  sha1Fingerprint: string;
  sha256Fingerprint: string;
  warnings: string[];
}

/** The issuing CA, read from its certificate and key PEM. */
async function readIssuer(options: CertificateOptions, x509: typeof import('@peculiar/x509')) {
  const blocks = readPemBlocks(options.caCertificate).filter((b) => b.label === 'CERTIFICATE');
  if (blocks.length === 0)
    throw new CertificateFieldError('caCertificate', 'Paste the CA certificate in PEM (-----BEGIN CERTIFICATE----- …).');
  let cert: InstanceType<typeof x509.X509Certificate>;
  try {
    cert = new x509.X509Certificate(blocks[0]!.der.slice());
  } catch (e) {
    throw new CertificateFieldError('caCertificate', `The CA certificate cannot be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  const bc = cert.getExtension(x509.BasicConstraintsExtension);
  if (bc && !bc.ca)
    throw new CertificateFieldError(
      'caCertificate',
      'This certificate is not a CA (basicConstraints CA:FALSE): it cannot issue certificates.',
    );
  if (bc?.pathLength === 0 && options.isCa)
    throw new CertificateFieldError('caCertificate', 'The CA allows no CA below it (pathLen 0): issue an end-entity certificate (CA off).');
  const ku = cert.getExtension(x509.KeyUsagesExtension);
  if (ku && !(ku.usages & x509.KeyUsageFlags.keyCertSign))
    throw new CertificateFieldError('caCertificate', "The CA certificate's key usage lacks keyCertSign: it cannot sign certificates.");
  let key: PrivateKeyMaterial;
  try {
    key = readPrivateKeyPem(options.caPrivateKey);
  } catch (e) {
    throw new CertificateFieldError('caPrivateKey', e instanceof Error ? e.message : String(e));
  }
  const algorithm = signingAlgorithm(key.info, options.hash, options.rsaScheme);
  let keys: CryptoKeyPair;
  try {
    keys = await importKeyPair(key, algorithm);
  } catch (e) {
    throw new CertificateFieldError('caPrivateKey', e instanceof Error ? e.message : String(e));
  }
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
  const certSpki = new Uint8Array(cert.publicKey.rawData);
  if (spki.length !== certSpki.length || spki.some((b, i) => b !== certSpki[i]))
    throw new CertificateFieldError('caPrivateKey', 'This private key does not belong to the CA certificate (their public keys differ).');
  return { cert, key, keys, algorithm };
}

function colonHex(hex: string): string {
  return (hex.length % 2 ? `0${hex}` : hex).toUpperCase().replace(/(..)(?!$)/g, '$1:');
}

/**
 * Makes an X.509 v3 certificate (RFC 5280) with @peculiar/x509 over WebCrypto: self-signed, or
 * signed by a given CA (its certificate and private key). Extensions: basicConstraints (critical
 * for a CA), keyUsage, extendedKeyUsage, subjectAltName, subjectKeyIdentifier and
 * authorityKeyIdentifier (from the CA's SKI, or its key, when it has none).
 *
 * @param options - the inputs.
 * @param newKey - the new key (from {@link generatePrivateKey}, made in a worker); generated
 *   here when not given and `keySource` is `new`.
 * @param now - the current time in ms (for an empty `notBefore`).
 * @param pbkdf2Iterations - iterations for an encrypted private key (tests lower it).
 * @returns the certificate, its keys in PEM and a summary.
 * @throws CertificateFieldError as {@link checkCertificateOptions}, and for a CA certificate
 *   that cannot issue, or a CA key that is not its key; ToolInputError when WebCrypto refuses.
 */
export async function buildCertificate(
  options: CertificateOptions,
  newKey?: PrivateKeyMaterial,
  now = Date.now(),
  pbkdf2Iterations?: number,
): Promise<CertificateResult> {
  const plan = checkCertificateOptions(options, now);
  const x509 = await loadX509();
  const issuer = options.mode === 'ca-signed' ? await readIssuer(options, x509) : null;
  const material = plan.givenKey ?? newKey ?? (await generatePrivateKey(options.keyType, options.rsaBits));
  const subjectAlgorithm = signingAlgorithm(material.info, options.hash, options.rsaScheme);
  const subjectKeys = await importKeyPair(material, subjectAlgorithm);
  let cert: InstanceType<typeof x509.X509Certificate>;
  try {
    const extensions: InstanceType<typeof x509.Extension>[] = [
      new x509.BasicConstraintsExtension(options.isCa, plan.pathLength ?? undefined, options.isCa),
    ];
    if (options.keyUsage.length) {
      const flags = options.keyUsage.reduce((acc, name) => acc | x509.KeyUsageFlags[name], 0);
      extensions.push(new x509.KeyUsagesExtension(flags, options.keyUsageCritical));
    }
    if (options.extendedKeyUsage.length)
      extensions.push(new x509.ExtendedKeyUsageExtension(options.extendedKeyUsage.map((n) => EXTENDED_KEY_USAGES[n])));
    // RFC 5280 §4.2.1.6: with an empty subject the SAN is critical; ours always has a subject.
    if (plan.sans.length) extensions.push(new x509.SubjectAlternativeNameExtension(sanJson(plan.sans)));
    const ski = await x509.SubjectKeyIdentifierExtension.create(subjectKeys.publicKey);
    if (options.subjectKeyId) extensions.push(ski);
    if (options.authorityKeyId) {
      if (issuer) {
        const caSki = issuer.cert.getExtension(x509.SubjectKeyIdentifierExtension);
        extensions.push(
          caSki
            ? new x509.AuthorityKeyIdentifierExtension(caSki.keyId)
            : await x509.AuthorityKeyIdentifierExtension.create(issuer.keys.publicKey),
        );
      } else extensions.push(new x509.AuthorityKeyIdentifierExtension(ski.keyId));
    }
    cert = await x509.X509CertificateGenerator.create({
      serialNumber: plan.serial ?? randomSerial(),
      subject: subjectJson(options),
      issuer: issuer ? issuer.cert.subjectName : subjectJson(options),
      notBefore: plan.validity.notBefore,
      notAfter: plan.validity.notAfter,
      publicKey: subjectKeys.publicKey,
      signingKey: issuer ? issuer.keys.privateKey : subjectKeys.privateKey,
      signingAlgorithm: issuer ? issuer.algorithm : subjectAlgorithm,
      extensions,
    });
  } catch (e) {
    wrapError('The certificate could not be signed', e);
  }
  const signer = issuer ? issuer.key.info : material.info;
  let privateKeyPem = '';
  if (!plan.givenKey)
    privateKeyPem = options.passphrase
      ? await encryptPrivateKey(material.pkcs8, options.passphrase, pbkdf2Iterations)
      : toPem('PRIVATE KEY', material.pkcs8);
  const fp = await fingerprints(cert.rawData);
  const bc = `CA:${options.isCa ? 'TRUE' : 'FALSE'}${plan.pathLength !== null ? `, pathlen:${plan.pathLength}` : ''}`;
  const extensionLines = [
    `basicConstraints${options.isCa ? ' (critical)' : ''}: ${bc}`,
    ...(options.keyUsage.length ? [`keyUsage${options.keyUsageCritical ? ' (critical)' : ''}: ${options.keyUsage.join(', ')}`] : []),
    ...(options.extendedKeyUsage.length ? [`extendedKeyUsage: ${options.extendedKeyUsage.join(', ')}`] : []),
    ...(plan.sans.length
      ? [`subjectAltName: ${plan.sans.map((s) => `${{ dns: 'DNS', ip: 'IP', email: 'email', url: 'URI' }[s.type]}:${s.value}`).join(', ')}`]
      : []),
    ...(options.subjectKeyId ? ['subjectKeyIdentifier'] : []),
    ...(options.authorityKeyId ? ['authorityKeyIdentifier'] : []),
  ];
  return {
    certificatePem: toPem('CERTIFICATE', cert.rawData),
    privateKeyPem,
    publicKeyPem: toPem('PUBLIC KEY', await crypto.subtle.exportKey('spki', subjectKeys.publicKey)),
    subject: cert.subject,
    issuer: cert.issuer,
    serial: colonHex(cert.serialNumber),
    notBefore: cert.notBefore.toISOString().replace('.000Z', 'Z'),
    notAfter: cert.notAfter.toISOString().replace('.000Z', 'Z'),
    key: keyLabel(material.info),
    signature: signatureName(signer.type, options.hash, options.rsaScheme),
    extensions: extensionLines,
    sha1Fingerprint: fp.sha1,
    sha256Fingerprint: fp.sha256,
    warnings: plan.warnings,
  };
}
