import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { hasControlCharacter, loadX509 } from '../csr-generator/pkix-common.js';
import { x509CertificateGeneratorTool } from './meta.js';
import { x509CertificateGeneratorState } from './state.js';
import {
  buildCertificate,
  CertificateFieldError,
  checkCertificateOptions,
  generatePrivateKey,
  parseSerial,
  parseUtcDate,
  randomSerial,
  validityPeriod,
  type CertificateOptions,
  type PrivateKeyMaterial,
} from './x509-certificate-generator.js';

function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const openssl = hasCommand('openssl');
const dir = mkdtempSync(join(tmpdir(), 'x509-generator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileCount = 0;
function file(text: string): string {
  const path = join(dir, `f${fileCount++}.pem`);
  writeFileSync(path, text);
  return path;
}
function run(...args: string[]): string {
  return execFileSync('openssl', args, { encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
}

const leaf: CertificateOptions = {
  mode: 'self-signed',
  commonName: 'www.example.com',
  organization: 'Example Ltd',
  organizationalUnit: '',
  locality: '',
  state: '',
  country: 'FR',
  email: '',
  sans: 'example.com\n192.0.2.1',
  cnAsSan: true,
  notBefore: '',
  validityMode: 'days',
  days: 365,
  notAfter: '',
  serial: '',
  isCa: false,
  pathLength: '',
  keyUsage: ['digitalSignature'],
  keyUsageCritical: true,
  extendedKeyUsage: ['serverAuth', 'clientAuth'],
  subjectKeyId: true,
  authorityKeyId: true,
  keySource: 'new',
  keyType: 'ecdsa-p256',
  rsaBits: '2048',
  hash: 'SHA-256',
  rsaScheme: 'pkcs1',
  caCertificate: '',
  caPrivateKey: '',
  privateKey: '',
  passphrase: '',
};
const rootCa: CertificateOptions = {
  ...leaf,
  commonName: 'Test Root CA',
  sans: '',
  cnAsSan: false,
  isCa: true,
  pathLength: '0',
  keyUsage: ['keyCertSign', 'cRLSign'],
  extendedKeyUsage: [],
  keyType: 'ecdsa-p384',
  hash: 'SHA-384',
};

describe('dates, serial numbers (RFC 5280 §4.1.2.2, §4.1.2.5)', () => {
  it('reads UTC dates and date-times and checks them', () => {
    expect(parseUtcDate('2030-02-03', 'notBefore')).toBe(Date.UTC(2030, 1, 3));
    expect(parseUtcDate('2030-02-03T04:05', 'notBefore')).toBe(Date.UTC(2030, 1, 3, 4, 5));
    expect(parseUtcDate('2030-02-03T04:05:06Z', 'notBefore')).toBe(Date.UTC(2030, 1, 3, 4, 5, 6));
    expect(expectToolInputError(() => parseUtcDate('2030-02-30', 'notAfter')).message).toMatch(/not a real date/);
    expect(expectToolInputError(() => parseUtcDate('3 Feb 2030', 'notAfter')).message).toMatch(/YYYY-MM-DD/);
    expect(expectToolInputError(() => parseUtcDate('1949-12-31', 'notAfter')).message).toMatch(/1950/);
  });

  it('works out the validity from days or an end date', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0, 500);
    expect(validityPeriod({ notBefore: '', validityMode: 'days', days: 2, notAfter: '' }, now)).toEqual({
      notBefore: new Date(Date.UTC(2026, 0, 1, 12)),
      notAfter: new Date(Date.UTC(2026, 0, 3, 12)),
    });
    expect(
      validityPeriod({ notBefore: '2026-01-01', validityMode: 'notAfter', days: 1, notAfter: '2060-01-01' }, now).notAfter.toISOString(),
    ).toBe('2060-01-01T00:00:00.000Z');
    const err = expectToolInputError(() =>
      validityPeriod({ notBefore: '2026-01-02', validityMode: 'notAfter', days: 1, notAfter: '2026-01-01' }, now),
    ) as CertificateFieldError;
    expect(err.field).toBe('notAfter');
    expect(
      (
        expectToolInputError(() =>
          validityPeriod({ notBefore: '', validityMode: 'days', days: 0, notAfter: '' }, now),
        ) as CertificateFieldError
      ).field,
    ).toBe('days');
    expect(
      expectToolInputError(() => validityPeriod({ notBefore: '9999-12-01', validityMode: 'days', days: 60, notAfter: '' }, now)).message,
    ).toMatch(/9999-12-31/);
  });

  it('reads hex serial numbers within 20 octets, positive', () => {
    expect(parseSerial('01:A2:3F')).toBe('01a23f');
    expect(parseSerial('0x1a23f')).toBe('01a23f');
    expect(parseSerial('7f'.padEnd(40, 'f'))).toHaveLength(40);
    expect(expectToolInputError(() => parseSerial('80'.padEnd(40, '0'))).message).toMatch(/21 octets/);
    expect(expectToolInputError(() => parseSerial('00:00')).message).toMatch(/positive/);
    expect(expectToolInputError(() => parseSerial('12g')).message).toMatch(/hexadecimal/);
  });

  it('draws random serials of 159 bits, positive', () => {
    fc.assert(
      fc.property(fc.constant(null), () => {
        const s = randomSerial();
        expect(s).toMatch(/^[0-7][0-9a-f]{39}$/);
      }),
      { numRuns: 50 },
    );
    expect(new Set(Array.from({ length: 20 }, randomSerial)).size).toBe(20);
  });

  it('checks extension choices against RFC 5280', () => {
    expect(
      (expectToolInputError(() => checkCertificateOptions({ ...leaf, keyUsage: ['keyCertSign'] })) as CertificateFieldError).field,
    ).toBe('keyUsage');
    expect((expectToolInputError(() => checkCertificateOptions({ ...leaf, pathLength: '1' })) as CertificateFieldError).field).toBe(
      'pathLength',
    );
    expect((expectToolInputError(() => checkCertificateOptions({ ...rootCa, pathLength: 'x' })) as CertificateFieldError).field).toBe(
      'pathLength',
    );
    expect((expectToolInputError(() => checkCertificateOptions({ ...leaf, country: 'FRA' })) as CertificateFieldError).field).toBe(
      'country',
    );
    expect((expectToolInputError(() => checkCertificateOptions({ ...leaf, sans: 'x y' })) as CertificateFieldError).field).toBe('sans');
    expect(checkCertificateOptions({ ...leaf, keyUsage: ['digitalSignature', 'keyEncipherment'] }).warnings.join(' ')).toMatch(
      /keyEncipherment .* RSA/,
    );
    expect(checkCertificateOptions({ ...leaf, keyType: 'rsa', keyUsage: ['digitalSignature', 'keyEncipherment'] }).warnings).toEqual([]);
  });
});

describe.skipIf(!openssl)('certificates openssl accepts', () => {
  let caPem = '';
  let caKey: PrivateKeyMaterial;
  let caKeyPem = '';
  beforeAll(async () => {
    caKey = await generatePrivateKey('ecdsa-p384');
    const ca = await buildCertificate({ ...rootCa, notBefore: '2020-01-01', days: 36_500 }, caKey);
    caPem = ca.certificatePem;
    caKeyPem = ca.privateKeyPem;
  });

  it('makes a self-signed CA that openssl verifies against itself, with its extensions', () => {
    const ca = file(caPem);
    expect(run('verify', '-CAfile', ca, ca)).toContain(': OK');
    const text = run('x509', '-in', ca, '-noout', '-text');
    expect(text).toMatch(/X509v3 Basic Constraints: critical\s+CA:TRUE, pathlen:0/);
    expect(text).toMatch(/X509v3 Key Usage: critical\s+Certificate Sign, CRL Sign/);
    expect(text).toContain('X509v3 Subject Key Identifier');
    expect(text).toContain('Signature Algorithm: ecdsa-with-SHA384');
    const ski = /Subject Key Identifier:\s*\n\s*([0-9A-F:]+)/.exec(text)![1];
    expect(text).toMatch(new RegExp(`Authority Key Identifier:\\s*\\n\\s*(keyid:)?${ski}`));
  });

  it('makes a leaf signed by that CA: openssl verify accepts the chain, AKI = CA SKI', async () => {
    const result = await buildCertificate({
      ...leaf,
      mode: 'ca-signed',
      caCertificate: caPem,
      caPrivateKey: caKeyPem,
      serial: '01:A2:3F',
      notBefore: '2026-01-01T00:00',
      days: 30,
    });
    const cert = file(result.certificatePem);
    expect(run('verify', '-CAfile', file(caPem), '-attime', String(Date.UTC(2026, 0, 15) / 1000), cert)).toContain(': OK');
    const text = run('x509', '-in', cert, '-noout', '-text', '-serial', '-dates');
    expect(text).toMatch(/X509v3 Basic Constraints: \n\s+CA:FALSE/);
    expect(text).toMatch(/X509v3 Key Usage: critical\s+Digital Signature\n/);
    expect(text).toMatch(/X509v3 Extended Key Usage: \n\s+TLS Web Server Authentication, TLS Web Client Authentication/);
    expect(text).toMatch(/X509v3 Subject Alternative Name: \n\s+DNS:www.example.com, DNS:example.com, IP Address:192.0.2.1/);
    expect(text).toContain('serial=01A23F');
    expect(text).toContain('notBefore=Jan  1 00:00:00 2026 GMT');
    expect(text).toContain('notAfter=Jan 31 00:00:00 2026 GMT');
    expect(text).toContain('Issuer: C = FR, O = Example Ltd, CN = Test Root CA');
    const caSki = /Subject Key Identifier:\s*\n\s*([0-9A-F:]+)/.exec(run('x509', '-in', file(caPem), '-noout', '-text'))![1];
    expect(text).toMatch(new RegExp(`Authority Key Identifier:\\s*\\n\\s*(keyid:)?${caSki}`));
    // The decoder reads back what we wrote.
    const x509 = await loadX509();
    const parsed = new x509.X509Certificate(result.certificatePem);
    expect(parsed.subjectName.getField('CN')).toEqual(['www.example.com']);
    expect(parsed.serialNumber).toBe('01a23f');
    expect(result.sha256Fingerprint).toBe(run('x509', '-in', cert, '-noout', '-fingerprint', '-sha256').trim().split('=')[1]);
    expect(result.sha1Fingerprint).toBe(run('x509', '-in', cert, '-noout', '-fingerprint', '-sha1').trim().split('=')[1]);
    expect(result.serial).toBe('01:A2:3F');
  });

  it('refuses a CA at path length 0 to issue another CA, a non-CA issuer, and a key that is not the CA’s', async () => {
    const subCa = {
      ...rootCa,
      commonName: 'Sub CA',
      pathLength: '',
      mode: 'ca-signed' as const,
      caCertificate: caPem,
      caPrivateKey: caKeyPem,
    };
    expect(((await buildCertificate(subCa).catch((e: unknown) => e)) as CertificateFieldError).field).toBe('caCertificate');
    const notCa = await buildCertificate(leaf);
    const byLeaf = await buildCertificate({
      ...leaf,
      mode: 'ca-signed',
      caCertificate: notCa.certificatePem,
      caPrivateKey: notCa.privateKeyPem,
    }).catch((e: unknown) => e);
    expect((byLeaf as CertificateFieldError).message).toMatch(/not a CA/);
    const other = await buildCertificate({ ...rootCa, commonName: 'Other' });
    const wrongKey = await buildCertificate({ ...leaf, mode: 'ca-signed', caCertificate: caPem, caPrivateKey: other.privateKeyPem }).catch(
      (e: unknown) => e,
    );
    expect((wrongKey as CertificateFieldError).field).toBe('caPrivateKey');
    const noCert = await buildCertificate({ ...leaf, mode: 'ca-signed', caCertificate: '', caPrivateKey: caKeyPem }).catch(
      (e: unknown) => e,
    );
    expect((noCert as CertificateFieldError).field).toBe('caCertificate');
  });

  it('issues from a CA made by openssl (RSA, PSS signature) a leaf with a pasted key; dates after 2049 use GeneralizedTime', async () => {
    const caKeyFile = join(dir, 'ossl-ca.key');
    const caCertFile = join(dir, 'ossl-ca.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-noenc',
        '-keyout',
        caKeyFile,
        '-out',
        caCertFile,
        '-subj',
        '/CN=OpenSSL CA',
        '-days',
        '30',
        '-addext',
        'keyUsage=critical,keyCertSign,cRLSign',
      ],
      { stdio: 'ignore' },
    );
    const leafKey = run('genpkey', '-algorithm', 'ed25519');
    const { readFileSync } = await import('node:fs');
    const result = await buildCertificate({
      ...leaf,
      mode: 'ca-signed',
      caCertificate: readFileSync(caCertFile, 'utf8'),
      caPrivateKey: readFileSync(caKeyFile, 'utf8'),
      keySource: 'given',
      privateKey: leafKey,
      rsaScheme: 'pss',
      hash: 'SHA-512',
      validityMode: 'notAfter',
      notAfter: '2060-06-30',
    });
    expect(result.privateKeyPem).toBe('');
    expect(result.key).toBe('Ed25519');
    const cert = file(result.certificatePem);
    expect(run('verify', '-CAfile', caCertFile, cert)).toContain(': OK');
    const text = run('x509', '-in', cert, '-noout', '-text', '-dates');
    expect(text).toContain('Signature Algorithm: rsassaPss');
    expect(text).toContain('notAfter=Jun 30 00:00:00 2060 GMT');
    expect(run('asn1parse', '-in', cert)).toMatch(/GENERALIZEDTIME\s*:20600630000000Z/);
    expect(run('pkey', '-in', file(leafKey), '-pubout')).toBe(result.publicKeyPem);
  });

  it('makes every key type; the key file matches the certificate; an encrypted key opens with its passphrase', async () => {
    for (const keyType of ['rsa', 'ecdsa-p521', 'ed25519'] as const) {
      const result = await buildCertificate(
        { ...leaf, keyType, keyUsage: ['digitalSignature'], passphrase: keyType === 'ed25519' ? 'pass phrase' : '' },
        undefined,
        Date.now(),
        2048,
      );
      const cert = file(result.certificatePem);
      const pub = run('x509', '-in', cert, '-noout', '-pubkey');
      const keyArgs = keyType === 'ed25519' ? ['-passin', 'pass:pass phrase'] : [];
      expect(run('pkey', '-in', file(result.privateKeyPem), ...keyArgs, '-pubout')).toBe(pub);
      expect(pub).toBe(result.publicKeyPem);
      // Self-signed: the signature checks out with its own key.
      expect(run('verify', '-CAfile', cert, '-partial_chain', '-check_ss_sig', cert)).toContain(': OK');
    }
  }, 30_000);

  it('keeps UTF-8 and RFC 4514 specials in the subject (round trip through openssl and the decoder)', async () => {
    const x509 = await loadX509();
    const key = await generatePrivateKey('ed25519');
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && !hasControlCharacter(s)),
        fc.constantFrom(',', '+', '=', '\\', '"', '<', '#'),
        async (value, special) => {
          const organization = `${special}${value}`;
          const result = await buildCertificate({ ...leaf, organization, keyType: 'ed25519', keyUsage: ['digitalSignature'] }, key);
          const cert = new x509.X509Certificate(result.certificatePem);
          expect(cert.subjectName.getField('O')).toEqual([organization]);
          expect(cert.issuerName.getField('O')).toEqual([organization]);
        },
      ),
      { numRuns: 30 },
    );
    const tricky = await buildCertificate(
      { ...leaf, organization: 'Acme, Inc. + "Ünïcödé" = 😀', keyType: 'ed25519', keyUsage: ['digitalSignature'] },
      key,
    );
    const subject = run('x509', '-in', file(tricky.certificatePem), '-noout', '-subject', '-nameopt', 'RFC2253,-esc_msb');
    expect(subject.trim()).toBe('subject=CN=www.example.com,O=Acme\\, Inc. \\+ \\"Ünïcödé\\" = 😀,C=FR'); // OpenSSL leaves "=" unescaped
  });
});

describe('tool contract', () => {
  it('has examples that are valid states, and each example makes a certificate', async () => {
    expectExamplesMatchState(x509CertificateGeneratorTool, x509CertificateGeneratorState);
    const defaults = x509CertificateGeneratorState.schema.parse({}) as CertificateOptions;
    for (const example of x509CertificateGeneratorTool.examples ?? []) {
      const options = {
        ...defaults,
        ...example.state,
        keyType: 'ed25519',
        keyUsage: ((example.state as Partial<CertificateOptions>).keyUsage ?? []).filter((u) => u !== 'keyEncipherment'),
      } as CertificateOptions;
      await expect(buildCertificate(options)).resolves.toHaveProperty('certificatePem');
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseSerial(s));
    fuzzToolFunction((s: string) => parseUtcDate(s, 'notBefore'));
    fuzzToolFunction((s: string) => validityPeriod({ notBefore: s, validityMode: 'notAfter', days: 1, notAfter: s }));
    fuzzToolFunction((s: string) => checkCertificateOptions({ ...leaf, serial: s, pathLength: s, commonName: s }));
    const key = await generatePrivateKey('ecdsa-p256');
    await fuzzAsyncToolFunction(
      (s: string) => buildCertificate({ ...leaf, mode: 'ca-signed', caCertificate: s, caPrivateKey: s }, key),
      undefined,
      30,
    );
    await fuzzAsyncToolFunction(
      (s: string) =>
        buildCertificate(
          {
            ...leaf,
            mode: 'ca-signed',
            caCertificate: `-----BEGIN CERTIFICATE-----\n${Buffer.from(s).toString('base64')}\n-----END CERTIFICATE-----`,
            caPrivateKey: s,
          },
          key,
        ),
      undefined,
      30,
    );
  });
});
