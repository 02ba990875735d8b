import { ToolInputError } from '@handy-tools/ui/kit';
import {
  encryptPrivateKey,
  generatePrivateKey,
  importKeyPair,
  keyLabel,
  loadX509,
  parseSans,
  readPrivateKeyPem,
  sanJson,
  sanOpenssl,
  shellQuote,
  signingAlgorithm,
  subjectJson,
  subjectOpenssl,
  subjectRfc4514,
  toPem,
  withCommonNameSan,
  wrapError,
  type KeyType,
  type PrivateKeyMaterial,
  type RsaBits,
  type RsaScheme,
  type SanEntry,
  type SignatureHash,
  type SubjectFields,
} from './pkix-common.js';

export {
  generatePrivateKey,
  parseSans,
  readPrivateKeyPem,
  subjectRfc4514,
  type PrivateKeyMaterial,
  type SanEntry,
  type SubjectFields,
} from './pkix-common.js';

/** Where the request's key comes from: a new one, or a pasted private key. */
export type KeySource = 'new' | 'given';

/** Everything a request is made from (the tool's state, minus UI-only fields). */
export interface CsrOptions extends SubjectFields {
  /** subjectAltName entries, one per line (see {@link parseSans}). */
  sans: string;
  /** Adds the common name to the SANs when it is a DNS name or an IP address. */
  cnAsSan: boolean;
  keySource: KeySource;
  keyType: KeyType;
  rsaBits: RsaBits;
  hash: SignatureHash;
  rsaScheme: RsaScheme;
  /** A PEM private key, used when `keySource` is `given` (a secret). */
  privateKey: string;
  /** Encrypts the new private key's PEM when not empty (a secret). */
  passphrase: string;
}

/** The fields a {@link CsrFieldError} can point at. */
export type CsrField = keyof SubjectFields | 'sans' | 'privateKey' | 'passphrase';

/** A bad input, with the field it belongs to (so the UI shows the message next to it). */
export class CsrFieldError extends ToolInputError {
  readonly field: CsrField;
  constructor(field: CsrField, message: string, where: { line?: number } = {}) {
    super(message, where);
    this.field = field;
  }
}

/** A request's inputs once checked: what {@link buildCsr} signs. */
export interface CsrPlan {
  fields: SubjectFields;
  subject: string;
  sans: SanEntry[];
  /** The pasted key, when `keySource` is `given`. */
  givenKey: PrivateKeyMaterial | null;
}

function fieldError(field: CsrField, e: unknown): never {
  if (e instanceof ToolInputError) throw new CsrFieldError((e as { field?: CsrField }).field ?? field, e.message, { line: e.line });
  throw e;
}

/**
 * Checks a request's inputs without signing anything (fast, synchronous: the UI runs it as the
 * visitor types).
 *
 * @param options - the inputs.
 * @returns the checked subject (RFC 4514 string), SAN entries and pasted key.
 * @throws CsrFieldError (a ToolInputError) naming the field at fault: a subject field (country
 *   not two letters, too long, control characters, all empty), `sans` (with the line), or
 *   `privateKey` (missing, encrypted, damaged, unsupported algorithm).
 */
export function checkCsrOptions(options: CsrOptions): CsrPlan {
  let subject = '';
  try {
    subject = subjectRfc4514(options);
  } catch (e) {
    fieldError('commonName', e);
  }
  let sans: SanEntry[] = [];
  try {
    sans = parseSans(options.sans);
  } catch (e) {
    fieldError('sans', e);
  }
  if (options.cnAsSan) sans = withCommonNameSan(sans, options.commonName);
  let givenKey: PrivateKeyMaterial | null = null;
  if (options.keySource === 'given') {
    try {
      givenKey = readPrivateKeyPem(options.privateKey);
    } catch (e) {
      fieldError('privateKey', e);
    }
  }
  return { fields: options, subject, sans, givenKey };
}

/** A generated request: PEM outputs and what was put in it. */
export interface CsrResult {
  /** The PKCS#10 request (`CERTIFICATE REQUEST`). */
  csrPem: string;
  /** The new private key (PKCS#8, encrypted when a passphrase was given); empty for a pasted key. */
  privateKeyPem: string;
  /** The public key (SubjectPublicKeyInfo, `PUBLIC KEY`). */
  publicKeyPem: string;
  /** The subject as an RFC 4514 string. */
  subject: string;
  sans: SanEntry[];
  /** The key, e.g. "RSA 2048". */
  key: string;
  /** The signature algorithm, e.g. "sha256WithRSAEncryption". */
  signature: string;
  /** The equivalent `openssl req` command line. */
  opensslCommand: string;
}

/**
 * OpenSSL's name of a signature algorithm (as `openssl req -text` prints it).
 *
 * @param type - the signing key's type.
 * @param hash - the digest.
 * @param rsaScheme - PKCS #1 v1.5 or PSS.
 * @returns e.g. "sha256WithRSAEncryption", "ecdsa-with-SHA384", "ED25519".
 */
export function signatureName(type: KeyType, hash: SignatureHash, rsaScheme: RsaScheme): string {
  const h = hash.replace('-', '').toLowerCase();
  if (type === 'ed25519') return 'ED25519';
  if (type === 'rsa') return rsaScheme === 'pss' ? `RSASSA-PSS (${h}, salt ${Number(hash.slice(4)) / 8})` : `${h}WithRSAEncryption`;
  return `ecdsa-with-${hash.replace('-', '')}`;
}

/**
 * The `openssl req` command line (OpenSSL 3) that makes the same kind of request: the same
 * subject (`-subj`, with `-utf8` when it has non-ASCII text), SANs (`-addext`), key type and
 * digest. The passphrase is never written in it: with one, OpenSSL asks for it.
 *
 * @param options - the inputs.
 * @returns the command line, shell-quoted for a POSIX shell.
 * @throws CsrFieldError as {@link checkCsrOptions}.
 */
export function opensslReqCommand(options: CsrOptions): string {
  const plan = checkCsrOptions(options);
  const type = plan.givenKey?.info.type ?? options.keyType;
  const args = ['openssl', 'req', '-new'];
  if (options.keySource === 'given') args.push('-key', 'private.key');
  else {
    if (type === 'rsa') args.push('-newkey', `rsa:${options.rsaBits}`);
    else if (type === 'ed25519') args.push('-newkey', 'ed25519');
    else args.push('-newkey', 'ec', '-pkeyopt', `ec_paramgen_curve:P-${type.slice(-3)}`);
    if (options.passphrase === '') args.push('-noenc');
    args.push('-keyout', 'private.key');
  }
  args.push('-out', 'request.csr');
  if (type !== 'ed25519') args.push(`-${options.hash.replace('-', '').toLowerCase()}`);
  if (type === 'rsa' && options.rsaScheme === 'pss') args.push('-sigopt', 'rsa_padding_mode:pss', '-sigopt', 'rsa_pss_saltlen:digest');
  const subj = subjectOpenssl(options);
  if (Array.from(subj).some((c) => c.charCodeAt(0) > 0x7f)) args.push('-utf8');
  args.push('-subj', subj);
  if (plan.sans.length) args.push('-addext', `subjectAltName=${sanOpenssl(plan.sans)}`);
  return args.map(shellQuote).join(' ');
}

/**
 * Makes a PKCS#10 certificate signing request (RFC 2986) with @peculiar/x509 over WebCrypto:
 * the subject, the SANs in an extensionRequest attribute (PKCS #9, RFC 2985 §5.4.2), signed with
 * the new or pasted key.
 *
 * @param options - the inputs.
 * @param newKey - the new key to use when `keySource` is `new` (from {@link generatePrivateKey},
 *   made in a worker); generated here when not given.
 * @param pbkdf2Iterations - iterations for an encrypted private key (tests lower it).
 * @returns the request, its keys in PEM and a summary.
 * @throws CsrFieldError as {@link checkCsrOptions}; ToolInputError when WebCrypto refuses the
 *   key or the digest (e.g. a browser without Ed25519).
 */
export async function buildCsr(options: CsrOptions, newKey?: PrivateKeyMaterial, pbkdf2Iterations?: number): Promise<CsrResult> {
  const plan = checkCsrOptions(options);
  const material = plan.givenKey ?? newKey ?? (await generatePrivateKey(options.keyType, options.rsaBits));
  const x509 = await loadX509();
  const algorithm = signingAlgorithm(material.info, options.hash, options.rsaScheme);
  const keys = await importKeyPair(material, algorithm);
  let csr: InstanceType<X509['Pkcs10CertificateRequest']>;
  try {
    csr = await x509.Pkcs10CertificateRequestGenerator.create({
      name: subjectJson(options),
      keys,
      signingAlgorithm: algorithm,
      extensions: plan.sans.length ? [new x509.SubjectAlternativeNameExtension(sanJson(plan.sans))] : [],
    });
  } catch (e) {
    wrapError('The request could not be signed', e);
  }
  const publicKeyPem = toPem('PUBLIC KEY', await crypto.subtle.exportKey('spki', keys.publicKey));
  let privateKeyPem = '';
  if (!plan.givenKey)
    privateKeyPem = options.passphrase
      ? await encryptPrivateKey(material.pkcs8, options.passphrase, pbkdf2Iterations)
      : toPem('PRIVATE KEY', material.pkcs8);
  return {
    csrPem: toPem('CERTIFICATE REQUEST', csr.rawData),
    privateKeyPem,
    publicKeyPem,
    subject: plan.subject,
    sans: plan.sans,
    key: keyLabel(material.info),
    signature: signatureName(material.info.type, options.hash, options.rsaScheme),
    opensslCommand: opensslReqCommand(options),
  };
}

type X509 = typeof import('@peculiar/x509');
