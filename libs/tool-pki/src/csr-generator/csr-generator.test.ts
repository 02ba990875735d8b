import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { csrGeneratorTool } from './meta.js';
import { csrGeneratorState } from './state.js';
import { buildCsr, checkCsrOptions, CsrFieldError, opensslReqCommand, signatureName, type CsrOptions } from './csr-generator.js';
import {
  encryptPrivateKey,
  hasControlCharacter,
  generatePrivateKey,
  isDnsName,
  isIpv4,
  isIpv6,
  parseSans,
  readPrivateKeyPem,
  subjectOpenssl,
  subjectRfc4514,
  withCommonNameSan,
} from './pkix-common.js';

function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const openssl = hasCommand('openssl');
const dir = mkdtempSync(join(tmpdir(), 'csr-generator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileCount = 0;
/** Runs openssl on a PEM text written to a temporary file; returns stdout (throws when openssl fails). */
function opensslOn(pem: string, args: (file: string) => string[], input?: string): string {
  const file = join(dir, `f${fileCount++}.pem`);
  writeFileSync(file, pem);
  return execFileSync('openssl', args(file), { encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'pipe'] });
}

const base: CsrOptions = {
  commonName: 'example.com',
  organization: 'Example Ltd',
  organizationalUnit: 'IT',
  locality: 'Paris',
  state: 'Île-de-France',
  country: 'FR',
  email: 'admin@example.com',
  sans: 'www.example.com\n192.0.2.1\n2001:db8::1\nmail@example.com\nURI:https://example.com/id',
  cnAsSan: true,
  keySource: 'new',
  keyType: 'ecdsa-p256',
  rsaBits: '2048',
  hash: 'SHA-256',
  rsaScheme: 'pkcs1',
  privateKey: '',
  passphrase: '',
};

describe('subject names (RFC 4514, OpenSSL -subj)', () => {
  it('orders C, ST, L, O, OU, CN, emailAddress and escapes RFC 4514 specials', () => {
    // RFC 4514 §2.4: , + " \ < > ; are escaped; a leading # or space and a trailing space too.
    expect(subjectRfc4514({ ...base, organization: 'A, B + C = "D"', organizationalUnit: '#1 ', state: '', locality: '' })).toBe(
      'emailAddress=admin@example.com,CN=example.com,OU=\\#1,O=A\\, B \\+ C \\= \\"D\\",C=FR',
    );
    expect(subjectOpenssl({ ...base, organization: 'a/b+c\\d' })).toBe(
      '/C=FR/ST=Île-de-France/L=Paris/O=a\\/b\\+c\\\\d/OU=IT/CN=example.com/emailAddress=admin@example.com',
    );
  });

  it('checks the country code (ISO 3166-1 alpha-2) and upper-cases it', () => {
    expect(subjectRfc4514({ ...base, country: 'fr', email: '' })).toContain('C=FR');
    const error = expectToolInputError(() => checkCsrOptions({ ...base, country: 'France' }));
    expect(error).toBeInstanceOf(CsrFieldError);
    expect((error as CsrFieldError).field).toBe('country');
    expect(error.message).toMatch(/two-letter ISO 3166 code/);
  });

  it('enforces RFC 5280 upper bounds and rejects empty subjects and control characters', () => {
    expect((expectToolInputError(() => checkCsrOptions({ ...base, commonName: 'a'.repeat(65) })) as CsrFieldError).field).toBe(
      'commonName',
    );
    expect(expectToolInputError(() => checkCsrOptions({ ...base, commonName: 'a'.repeat(65) })).message).toMatch(/limit is 64/);
    expect(() => checkCsrOptions({ ...base, commonName: 'a'.repeat(64) })).not.toThrow();
    const empty = { commonName: '', organization: ' ', organizationalUnit: '', locality: '', state: '', country: '', email: '' };
    expect(expectToolInputError(() => checkCsrOptions({ ...base, ...empty })).message).toMatch(/common name/);
    expect((expectToolInputError(() => checkCsrOptions({ ...base, locality: 'a\nb' })) as CsrFieldError).field).toBe('locality');
    expect((expectToolInputError(() => checkCsrOptions({ ...base, email: 'not an email' })) as CsrFieldError).field).toBe('email');
  });
});

describe('subjectAltName entries (RFC 5280 §4.2.1.6)', () => {
  it('guesses types, honours OpenSSL prefixes, skips blanks and duplicates', () => {
    expect(
      parseSans(
        'Example.com\n\n*.example.com, 10.0.0.1\nIP:::1\nemail:a@b.example\nDNS:example.com\nhttps://x.example/a,b\nuri:urn:isbn:0451450523',
      ),
    ).toEqual([
      { type: 'dns', value: 'example.com' },
      { type: 'dns', value: '*.example.com' },
      { type: 'ip', value: '10.0.0.1' },
      { type: 'ip', value: '::1' },
      { type: 'email', value: 'a@b.example' },
      { type: 'url', value: 'https://x.example/a,b' },
      { type: 'url', value: 'urn:isbn:0451450523' },
    ]);
  });

  it('names the line of a bad entry', () => {
    const error = expectToolInputError(() => parseSans('ok.example\nbad_host!.example'));
    expect(error.line).toBe(2);
    expect(error.message).toMatch(/Line 2: .* not a valid DNS name/);
    expect(expectToolInputError(() => parseSans('IP:300.1.1.1')).message).toMatch(/not an IPv4 or IPv6/);
    expect(expectToolInputError(() => parseSans('email:été@example.com')).message).toMatch(/ASCII e-mail/);
    expect((expectToolInputError(() => checkCsrOptions({ ...base, sans: 'a..b' })) as CsrFieldError).field).toBe('sans');
  });

  it('recognises IP addresses as RFC 791 / RFC 4291 write them', () => {
    for (const ip of ['0.0.0.0', '255.255.255.255', '192.0.2.1']) expect(isIpv4(ip)).toBe(true);
    for (const ip of ['256.1.1.1', '01.1.1.1', '1.1.1', '1.1.1.1.1']) expect(isIpv4(ip)).toBe(false);
    // RFC 4291 §2.2 examples.
    for (const ip of [
      '2001:DB8:0:0:8:800:200C:417A',
      'FF01::101',
      '::1',
      '::',
      '0:0:0:0:0:0:13.1.68.3',
      '::FFFF:129.144.52.38',
      '2001:DB8::8:800:200C:417A',
    ])
      expect(isIpv6(ip), ip).toBe(true);
    for (const ip of ['1::2::3', '12345::', '1:2:3:4:5:6:7:8:9', ':1', 'g::1', '1:2:3:4:5:6:7::8']) expect(isIpv6(ip), ip).toBe(false);
    expect(isDnsName('a-b.example')).toBe(true);
    expect(isDnsName('-a.example')).toBe(false);
  });

  it('adds the common name as a SAN when it is a host name or address', () => {
    expect(withCommonNameSan([], 'Example.COM')).toEqual([{ type: 'dns', value: 'example.com' }]);
    expect(withCommonNameSan([{ type: 'dns', value: 'example.com' }], 'example.com')).toHaveLength(1);
    expect(withCommonNameSan([], 'My Company Root CA')).toEqual([]);
    expect(withCommonNameSan([], '192.0.2.7')).toEqual([{ type: 'ip', value: '192.0.2.7' }]);
  });
});

describe('openssl req command', () => {
  it('writes the subject, SANs, key and digest as OpenSSL 3 spells them', () => {
    expect(opensslReqCommand({ ...base, state: '', sans: '', email: '' })).toBe(
      "openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -noenc -keyout private.key -out request.csr -sha256 -subj '/C=FR/L=Paris/O=Example Ltd/OU=IT/CN=example.com' -addext subjectAltName=DNS:example.com",
    );
    const rsa = opensslReqCommand({
      ...base,
      keyType: 'rsa',
      rsaBits: '4096',
      hash: 'SHA-384',
      rsaScheme: 'pss',
      passphrase: 'x',
      organization: "O'Brien",
    });
    expect(rsa).toContain('-newkey rsa:4096 -keyout private.key');
    expect(rsa).not.toContain('-noenc');
    expect(rsa).toContain('-sha384 -sigopt rsa_padding_mode:pss -sigopt rsa_pss_saltlen:digest -utf8');
    expect(rsa).toContain(`/O=O'\\''Brien/`);
    expect(opensslReqCommand({ ...base, keyType: 'ed25519' })).not.toMatch(/-sha/);
  });

  it.skipIf(!openssl)('makes, with openssl, a request with the same subject and SANs as ours', async () => {
    const options: CsrOptions = { ...base, organization: 'Ex/am+ple, "Ltd"', locality: 'Zürich' };
    const command = opensslReqCommand(options);
    execFileSync('sh', ['-c', command], { cwd: dir, stdio: 'ignore' });
    const theirs = readFileSync(join(dir, 'request.csr'), 'utf8');
    const ours = await buildCsr(options);
    const show = (pem: string) => opensslOn(pem, (f) => ['req', '-in', f, '-noout', '-subject', '-nameopt', 'RFC2253,-esc_msb', '-text']);
    const subject = (text: string) => /^subject=(.*)$/m.exec(text)![1];
    const san = (text: string) => /Subject Alternative Name:\s*\n\s*(.*)/.exec(text)![1];
    expect(subject(show(ours.csrPem))).toBe(subject(show(theirs)));
    expect(san(show(ours.csrPem))).toBe(san(show(theirs)));
  });
});

describe('buildCsr (PKCS#10, RFC 2986)', () => {
  it.skipIf(!openssl)(
    'makes requests openssl verifies, with our subject and SANs, for every key type',
    async () => {
      for (const keyType of ['ecdsa-p256', 'ecdsa-p384', 'ecdsa-p521', 'ed25519', 'rsa'] as const) {
        const result = await buildCsr({ ...base, keyType, hash: keyType === 'ecdsa-p384' ? 'SHA-384' : 'SHA-256' });
        const text = opensslOn(result.csrPem, (f) => ['req', '-in', f, '-noout', '-verify', '-text', '-nameopt', 'RFC2253,-esc_msb']);
        expect(text).toContain('Subject: emailAddress=admin@example.com,CN=example.com,OU=IT,O=Example Ltd,L=Paris,ST=Île-de-France,C=FR');
        expect(text).toContain(
          'DNS:example.com, DNS:www.example.com, IP Address:192.0.2.1, IP Address:2001:DB8:0:0:0:0:0:1, email:mail@example.com, URI:https://example.com/id',
        );
        const algorithm = {
          rsa: 'sha256WithRSAEncryption',
          ed25519: 'ED25519',
          'ecdsa-p256': 'ecdsa-with-SHA256',
          'ecdsa-p384': 'ecdsa-with-SHA384',
          'ecdsa-p521': 'ecdsa-with-SHA256',
        }[keyType];
        expect(text).toContain(`Signature Algorithm: ${algorithm}`);
        // The private key is the request's: openssl derives the same public key from it.
        const fromKey = opensslOn(result.privateKeyPem, (f) => ['pkey', '-in', f, '-pubout']);
        expect(fromKey).toBe(result.publicKeyPem);
        const fromCsr = opensslOn(result.csrPem, (f) => ['req', '-in', f, '-noout', '-pubkey']);
        expect(fromCsr).toBe(result.publicKeyPem);
        expect(result.signature).toBe(signatureName(keyType, keyType === 'ecdsa-p384' ? 'SHA-384' : 'SHA-256', 'pkcs1'));
      }
    },
    30_000,
  );

  it.skipIf(!openssl)('signs RSA with PSS and SHA-512 when asked', async () => {
    const key = await generatePrivateKey('rsa', '2048');
    const result = await buildCsr({ ...base, keyType: 'rsa', hash: 'SHA-512', rsaScheme: 'pss' }, key);
    const text = opensslOn(result.csrPem, (f) => ['req', '-in', f, '-noout', '-verify', '-text']);
    expect(text).toContain('Signature Algorithm: rsassaPss');
    expect(text).toContain('Hash Algorithm: sha512');
    expect(text).toContain('Public-Key: (2048 bit)');
  });

  it.skipIf(!openssl)(
    'uses a pasted key in PKCS#8, PKCS#1 or SEC 1 form (made by openssl)',
    async () => {
      const pkcs8 = execFileSync('openssl', ['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-384'], { encoding: 'utf8' });
      const sec1 = opensslOn(pkcs8, (f) => ['ec', '-in', f], undefined);
      const rsaPkcs8 = execFileSync('openssl', ['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:1024'], { encoding: 'utf8' });
      const pkcs1 = opensslOn(rsaPkcs8, (f) => ['rsa', '-in', f, '-traditional']);
      expect(sec1).toContain('BEGIN EC PRIVATE KEY');
      expect(pkcs1).toContain('BEGIN RSA PRIVATE KEY');
      for (const [pem, bits] of [
        [pkcs8, 'ECDSA P-384'],
        [sec1, 'ECDSA P-384'],
        [pkcs1, 'RSA 1024'],
        [rsaPkcs8, 'RSA 1024'],
      ] as const) {
        const result = await buildCsr({ ...base, keySource: 'given', privateKey: pem, hash: 'SHA-384' });
        expect(result.key).toBe(bits);
        expect(result.privateKeyPem).toBe('');
        opensslOn(result.csrPem, (f) => ['req', '-in', f, '-noout', '-verify']);
        expect(opensslOn(pem, (f) => ['pkey', '-in', f, '-pubout'])).toBe(result.publicKeyPem);
      }
    },
    30_000,
  );

  it.skipIf(!openssl)('encrypts the new key with the passphrase (PBES2, AES-256-CBC) so openssl reads it back', async () => {
    const result = await buildCsr({ ...base, keyType: 'ed25519', passphrase: 'correct horse ✓' }, undefined, 2048);
    expect(result.privateKeyPem).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----/);
    const text = opensslOn(result.privateKeyPem, (f) => ['pkey', '-in', f, '-passin', 'pass:correct horse ✓', '-pubout']);
    expect(text).toBe(result.publicKeyPem);
    const info = opensslOn(result.privateKeyPem, (f) => ['asn1parse', '-in', f]);
    expect(info).toMatch(/PBES2[\s\S]*PBKDF2[\s\S]*INTEGER *:0800[\s\S]*hmacWithSHA256[\s\S]*aes-256-cbc/);
    expect(() => opensslOn(result.privateKeyPem, (f) => ['pkey', '-in', f, '-passin', 'pass:wrong', '-noout'])).toThrow();
    await expect(encryptPrivateKey(new Uint8Array(3), '')).rejects.toThrow(ToolInputError);
  });

  it('refuses keys it cannot use, with a message', async () => {
    expect(expectToolInputError(() => readPrivateKeyPem('')).message).toMatch(/Paste a private key/);
    expect(
      expectToolInputError(() => readPrivateKeyPem('-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----'))
        .message,
    ).toMatch(/encrypted/);
    expect(expectToolInputError(() => readPrivateKeyPem('-----BEGIN PRIVATE KEY-----\nAA!A\n-----END PRIVATE KEY-----')).message).toMatch(
      /base64/,
    );
    expect(expectToolInputError(() => readPrivateKeyPem('-----BEGIN PRIVATE KEY-----\nAAAA\n')).message).toMatch(/no END line/);
    // RFC 8410 §10.3: an X25519 private key (key agreement only).
    const x25519 =
      '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VuBCIEINAWLnGSAqR5KNByIE1qa8nC2a6ryS+ZRSt4Fp5ZsDAb\n-----END PRIVATE KEY-----';
    expect(expectToolInputError(() => readPrivateKeyPem(x25519)).message).toMatch(/X25519 cannot sign/);
    expect((expectToolInputError(() => checkCsrOptions({ ...base, keySource: 'given', privateKey: 'nope' })) as CsrFieldError).field).toBe(
      'privateKey',
    );
  });

  it('reads the RFC 8410 §10.3 Ed25519 example key', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC\n-----END PRIVATE KEY-----';
    expect(readPrivateKeyPem(pem).info).toEqual({ type: 'ed25519', bits: 256 });
  });

  it('keeps any UTF-8 subject text, escaped or not, through the DER and back (round trip)', async () => {
    const { loadX509 } = await import('./pkix-common.js');
    const x509 = await loadX509();
    const key = await generatePrivateKey('ed25519');
    const text = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
      .filter((s) => s.trim() === s && s.trim() !== '' && !hasControlCharacter(s) && Array.from(s).length <= 64);
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom(',', '+', '=', '"', '\\', '#', '/', ';', '<'), async (value, special) => {
        const organization = `${special}${value}${special}`.slice(0, 64);
        if (Array.from(organization).length > 64 || organization.trim() !== organization) return;
        const result = await buildCsr({ ...base, organization, commonName: value, sans: '', cnAsSan: false, keyType: 'ed25519' }, key);
        const csr = new x509.Pkcs10CertificateRequest(result.csrPem);
        expect(csr.subjectName.getField('O')).toEqual([organization]);
        expect(csr.subjectName.getField('CN')).toEqual([value]);
        expect(await csr.verify()).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(csrGeneratorTool, csrGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseSans(s));
    fuzzToolFunction((s: string) => readPrivateKeyPem(s));
    fuzzToolFunction((s: string) => subjectRfc4514({ ...base, organization: s }));
    fuzzToolFunction((s: string) => subjectOpenssl({ ...base, commonName: s }));
    fuzzToolFunction((s: string) => checkCsrOptions({ ...base, locality: s, sans: s }));
    fuzzToolFunction((s: string) => opensslReqCommand({ ...base, state: s }));
    fuzzToolFunction((s: string) =>
      readPrivateKeyPem(`-----BEGIN PRIVATE KEY-----\n${Buffer.from(s).toString('base64')}\n-----END PRIVATE KEY-----`),
    );
    const key = await generatePrivateKey('ecdsa-p256');
    await fuzzAsyncToolFunction((s: string) => buildCsr({ ...base, organization: s, sans: s }, key), undefined, 30);
  });
});
