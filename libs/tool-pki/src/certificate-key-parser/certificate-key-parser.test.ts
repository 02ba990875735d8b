import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { certificateKeyParserTool } from './meta.js';
import { certificateKeyParserState } from './state.js';
import { detectDerType, parseCertificatesAndKeys, type ParsedItem, pkcs7Certificates } from './certificate-key-parser.js';
import { parseInBackground, parserNeedsWorker } from './parse-in-background.js';
import { base64ToBytes, bytesToBase64, decodePemBlocks, toHex, toPem } from './pem.js';

// Fixtures: made by fixtures/generate.sh with OpenSSL 3, ssh-keygen and gpg; the *.txt files are
// those tools' own readings, which the tests compare with ours.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const fixtureBytes = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const fixturePath = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const field = (item: ParsedItem | undefined, label: string) => item?.sections.flatMap((s) => s.fields).find((f) => f.label === label || f.label.startsWith(`${label} (`) || f.label.startsWith(`${label},`))?.value;
/** A line of OpenSSL's `-text` output after the given heading. */
const after = (text: string, heading: string) => {
  const lines = text.split('\n');
  const i = lines.findIndex((l) => l.includes(heading));
  return lines[i + 1]?.trim() ?? '';
};
const NOW = new Date('2027-01-01T00:00:00Z');
/** The first item of a result (failing the test when there is none). */
function first(result: { items: ParsedItem[] }): ParsedItem {
  expect(result.items.length).toBeGreaterThan(0);
  return result.items[0] as ParsedItem;
}

describe('certificates, compared with openssl x509 -text', () => {
  it('reads every field and extension of the leaf as OpenSSL does', async () => {
    const text = fixture('leaf.txt');
    const { items } = await parseCertificatesAndKeys(fixture('leaf.pem'), { now: NOW });
    const cert = items[0] as ParsedItem;
    expect(cert.kind).toBe('certificate');
    expect(field(cert, 'Version')).toBe(/Version: (.*)/.exec(text)?.[1]);
    expect(field(cert, 'Serial number')).toBe(after(text, 'Serial Number:'));
    expect(field(cert, 'Subject')).toBe(/Subject: (.*)/.exec(text)?.[1]);
    expect(field(cert, 'Issuer')).toBe(/Issuer: (.*)/.exec(text)?.[1]);
    expect(field(cert, 'Signature algorithm')).toContain(/Signature Algorithm: (.*)/.exec(text)?.[1]);
    expect(field(cert, 'Key size')).toBe(`${/Public-Key: \((\d+) bit\)/.exec(text)?.[1]} bit`);
    expect(field(cert, 'Public exponent')).toBe(/Exponent: (\d+)/.exec(text)?.[1]);
    const openSslDate = (s: string) => new Date(s.replace(' GMT', 'Z').replace(/^(\w+) +(\d+) (\S+) (\d+)Z$/, '$1 $2 $4 $3 UTC')).toISOString();
    expect(cert.validity?.notBefore.toISOString()).toBe(openSslDate(/Not Before: (.*)/.exec(text)?.[1] ?? ''));
    expect(cert.validity?.notAfter.toISOString()).toBe(openSslDate(/Not After : (.*)/.exec(text)?.[1] ?? ''));
    // Extensions.
    expect(field(cert, 'Basic Constraints')).toBe('CA: FALSE');
    expect(field(cert, 'Key Usage')).toBe(after(text, 'X509v3 Key Usage').replace('Signature', 'Signature'));
    expect(field(cert, 'Extended Key Usage')?.split('\n').join(', ')).toBe(after(text, 'X509v3 Extended Key Usage'));
    const openSslSan = after(text, 'Subject Alternative Name').replace(/IP Address:/g, 'IP:').replace('2001:DB8:0:0:0:0:0:1', '2001:db8::1');
    expect(field(cert, 'Subject Alternative Name')?.split('\n').join(', ')).toBe(openSslSan);
    expect(field(cert, 'Subject Key Identifier')).toBe(after(text, 'Subject Key Identifier'));
    expect(field(cert, 'Authority Key Identifier')).toBe(`keyid:${after(text, 'Authority Key Identifier')}`);
    expect(field(cert, 'CRL Distribution Points')).toBe(after(text, 'Full Name:'));
    expect(field(cert, 'Authority Information Access')).toBe(
      [after(text, 'Authority Information Access'), after(text, 'OCSP - URI')].join('\n').replace(/^OCSP - URI:/, 'OCSP - URI:'),
    );
    expect(field(cert, 'Certificate Policies')).toContain('2.23.140.1.2.1');
    expect(field(cert, 'Certificate Policies')).toContain('1.3.6.1.4.1.44947.1.1.1');
    expect(field(cert, 'CT Precertificate SCTs')).toMatch(new RegExp(`^${text.split('Signed Certificate Timestamp:').length - 1} signed certificate timestamps`));
    // The unknown extension: OID and its DER, as OpenSSL shows "..abc".
    expect(field(cert, '1.2.3.4.5')).toBe('DER: 04:03:61:62:63');
    // Fingerprints, as `openssl x509 -fingerprint` prints them.
    expect(field(cert, 'SHA-1 fingerprint')).toBe(fixture('leaf.sha1.txt').split('=')[1]?.trim());
    expect(field(cert, 'SHA-256 fingerprint')).toBe(fixture('leaf.sha256.txt').split('=')[1]?.trim());
  });

  it('tells how long a certificate stays valid, or since when it expired', async () => {
    const pem = fixture('leaf.pem');
    const cert = first(await parseCertificatesAndKeys(pem, { now: NOW }));
    const notAfter = cert.validity?.notAfter as Date;
    const before = (await parseCertificatesAndKeys(pem, { now: new Date(notAfter.getTime() - 10 * 86_400_000 - 1000) })).items[0] as ParsedItem;
    expect(before.validity).toMatchObject({ status: 'valid', days: 10 });
    expect(field(before, 'Validity')).toBe('valid: expires in 10 days');
    const afterExpiry = (await parseCertificatesAndKeys(pem, { now: new Date(notAfter.getTime() + 86_400_000 + 1000) })).items[0] as ParsedItem;
    expect(afterExpiry.validity).toMatchObject({ status: 'expired', days: 1 });
    expect(field(afterExpiry, 'Validity')).toBe('expired 1 day ago');
    const early = (await parseCertificatesAndKeys(pem, { now: new Date('2020-01-01T00:00:00Z') })).items[0] as ParsedItem;
    expect(early.validity?.status).toBe('not-yet-valid');
  });

  it('reads the root CA: EC P-384 key, CA basic constraints with path length, key usage', async () => {
    const text = fixture('ca.txt');
    const ca = first(await parseCertificatesAndKeys(fixture('ca.pem'), { now: NOW }));
    expect(field(ca, 'Curve')).toContain('secp384r1');
    expect(text).toContain('NIST CURVE: P-384');
    expect(field(ca, 'Basic Constraints')).toBe('CA: TRUE, path length: 1');
    expect(field(ca, 'Key Usage')).toBe(after(text, 'X509v3 Key Usage'));
    expect(field(ca, 'Serial number')).toBe('10:01 (4097)');
    expect(text).toContain('Serial Number: 4097 (0x1001)');
    expect(field(ca, 'Self-signed')).toMatch(/^yes/);
  });

  it('reads a published certificate: ISRG Root X1 (Let’s Encrypt), with its published SHA-256 fingerprint', async () => {
    const root = first(await parseCertificatesAndKeys(fixture('isrg-root-x1.pem'), { now: NOW }));
    // https://letsencrypt.org/certificates/ lists this fingerprint for ISRG Root X1.
    expect(field(root, 'SHA-256 fingerprint')).toBe('96:BC:EC:06:26:49:76:F3:74:60:77:9A:CF:28:C5:A7:CF:E8:A3:C0:AA:E1:1A:8F:FC:EE:05:C0:BD:DF:08:C6');
    expect(field(root, 'Subject')).toBe('C = US, O = Internet Security Research Group, CN = ISRG Root X1');
    expect(field(root, 'Key size')).toBe('4096 bit');
    expect(field(root, 'Serial number')).toBe(after(fixture('isrg-root-x1.txt'), 'Serial Number:'));
    expect(root.validity?.notAfter.toISOString()).toBe('2035-06-04T11:04:38.000Z');
  });

  it('reads DER bytes, base64 and hex the same as PEM', async () => {
    const der = fixtureBytes('leaf.der');
    const fromPem = (await parseCertificatesAndKeys(fixture('leaf.pem'), { now: NOW })).items[0] as ParsedItem;
    for (const input of [der, bytesToBase64(der), toHex(der, '')]) {
      const item = (await parseCertificatesAndKeys(input, { now: NOW })).items[0] as ParsedItem;
      expect(item.sections).toEqual(fromPem.sections);
    }
  });

  it('orders a chain, names each issuer and verifies each signature', async () => {
    const chainPem = fixture('chain.pem');
    const reversed = decodePemBlocks(chainPem)
      .reverse()
      .map((b) => toPem(b.label, b.der))
      .join('');
    const result = await parseCertificatesAndKeys(reversed, { now: NOW });
    expect(result.chain?.map((c) => result.items[c.index]?.summary)).toEqual(['example.com', 'Handy Test Root CA']);
    // Reversed: the root is item 0, the leaf item 1.
    expect(result.chain?.[0]).toMatchObject({ index: 1, issuer: 0, signatureValid: true, selfSigned: false });
    expect(result.chain?.[1]).toMatchObject({ index: 0, issuer: 0, signatureValid: true, selfSigned: true });
    // A leaf whose issuer is missing, and a signature that does not verify.
    const alone = await parseCertificatesAndKeys(fixture('leaf.pem') + fixture('isrg-root-x1.pem'), { now: NOW });
    expect(alone.chain?.find((c) => c.index === 0)).toMatchObject({ issuer: null, signatureValid: null });
  });

  it.skipIf(!hasCommand('openssl'))('agrees with openssl on the SPKI hash of the leaf key (openssl pkey -pubout | dgst)', async () => {
    const spkiDer = execFileSync('openssl', ['x509', '-in', fixturePath('leaf.pem'), '-noout', '-pubkey']);
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'DER'], { input: spkiDer });
    const digest = execFileSync('openssl', ['dgst', '-sha256', '-r'], { input: der }).toString().split(' ')[0]?.toUpperCase();
    const cert = first(await parseCertificatesAndKeys(fixture('leaf.pem'), { now: NOW }));
    expect(field(cert, 'Public key SHA-256 (SPKI)')?.replace(/:/g, '')).toBe(digest);
  });
});

describe('CSRs, compared with openssl req -text', () => {
  it('reads subject, key, requested extensions and checks the self-signature', async () => {
    const text = fixture('leaf.csr.txt');
    const csr = first(await parseCertificatesAndKeys(fixture('leaf.csr.pem')));
    expect(csr.kind).toBe('csr');
    expect(field(csr, 'Subject')).toBe(/Subject: (.*)/.exec(text)?.[1]);
    expect(field(csr, 'Version')).toBe(/Version: (.*)/.exec(text)?.[1]);
    expect(field(csr, 'Signature algorithm')).toContain(/Signature Algorithm: (.*)/.exec(text)?.[1]);
    expect(field(csr, 'Subject Alternative Name')?.split('\n').join(', ')).toBe(after(text, 'Subject Alternative Name'));
    expect(field(csr, 'Key Usage')).toBe(after(text, 'X509v3 Key Usage'));
    expect(field(csr, 'Self-signature')).toBe('valid');
  });
});

describe('keys', () => {
  it('reads RSA keys in PKCS#8, PKCS#1, SPKI and PKCS#1 public form, all with the public key of the certificate', async () => {
    const cert = first(await parseCertificatesAndKeys(fixture('leaf.pem'), { now: NOW }));
    for (const name of ['rsa.pkcs8.pem', 'rsa.pkcs1.pem', 'rsa.spki.pem', 'rsa.pkcs1-public.pem']) {
      const key = first(await parseCertificatesAndKeys(fixture(name)));
      expect(key.summary, name).toBe('RSA 2048 bit');
      expect(key.spkiSha256, name).toBe(cert.spkiSha256);
    }
  });

  it('ties a key to its certificate and its CSR when pasted together', async () => {
    const input = fixture('leaf.pem') + fixture('rsa.pkcs8.pem') + fixture('leaf.csr.pem') + fixture('ca.pem');
    const { items } = await parseCertificatesAndKeys(input, { now: NOW });
    expect(items.map((i) => i.kind)).toEqual(['certificate', 'private-key', 'csr', 'certificate']);
    expect(items[1]?.matches).toEqual([0, 2]);
    expect(items[3]?.matches).toEqual([]);
  });

  it('reads an EC key (SEC 1) and its public key with the curve', async () => {
    const priv = first(await parseCertificatesAndKeys(fixture('ec.sec1.pem')));
    const pub = first(await parseCertificatesAndKeys(fixture('ec.spki.pem')));
    expect(priv.summary).toBe('EC P-384 (secp384r1) 384 bit');
    expect(priv.spkiSha256).toBe(pub.spkiSha256);
  });

  it('reads RFC 8410 §10.3’s Ed25519 private key and derives §10.1’s public key', async () => {
    const rfcPrivate = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC\n-----END PRIVATE KEY-----\n';
    const rfcPublic = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n';
    const { items } = await parseCertificatesAndKeys(rfcPrivate + rfcPublic);
    expect(items[0]?.summary).toBe('Ed25519 256 bit');
    expect(field(items[1], 'Public key')).toBe('19:BF:44:09:69:84:CD:FE:85:41:BA:C1:67:DC:3B:96:C8:50:86:AA:30:B6:B6:CB:0C:5C:38:AD:70:31:66:E1');
    expect(items[0]?.matches).toEqual([1]);
  });

  it('reads an OpenSSL Ed25519 key with the public key openssl prints', async () => {
    const key = first(await parseCertificatesAndKeys(fixture('ed25519.key')));
    const pub = fixture('ed25519.txt').split('pub:')[1]?.replace(/\s+/g, '').toUpperCase() ?? '';
    expect(field(key, 'Public key')?.replace(/:/g, '')).toBe(pub.replace(/:/g, ''));
  });

  it('asks for the passphrase of encrypted keys, decrypts with the right one, refuses a wrong one', async () => {
    for (const name of ['rsa.encrypted.pem', 'rsa.legacy-encrypted.pem']) {
      const locked = first(await parseCertificatesAndKeys(fixture(name)));
      expect(locked.needsPassphrase, name).toBe(true);
      const open = first(await parseCertificatesAndKeys(fixture(name), { passphrase: 'correct-horse' }));
      expect(open.summary, name).toBe('RSA 2048 bit');
      const wrong = first(await parseCertificatesAndKeys(fixture(name), { passphrase: 'battery-staple' }));
      expect(wrong.error, name).toMatch(/Wrong passphrase/);
    }
    const pbes2 = first(await parseCertificatesAndKeys(fixture('rsa.encrypted.pem')));
    expect(field(pbes2, 'Cipher')).toContain('AES-256-CBC');
    expect(field(pbes2, 'PRF')).toContain('HMAC-SHA256');
    expect(field(pbes2, 'Iterations')).toBe('2048');
  });
});

describe('the worker path', () => {
  it('decrypts in the worker only when a passphrase meets an encrypted key; runs in place without Worker (Node)', async () => {
    expect(parserNeedsWorker(fixture('rsa.encrypted.pem'), 'pw')).toBe(true);
    expect(parserNeedsWorker(fixture('rsa.legacy-encrypted.pem'), 'pw')).toBe(true);
    expect(parserNeedsWorker(fixture('rsa.encrypted.pem'), '')).toBe(false);
    expect(parserNeedsWorker(fixture('leaf.pem'), 'pw')).toBe(false);
    const result = await parseInBackground(fixture('rsa.encrypted.pem'), { passphrase: 'correct-horse' });
    expect(result.items[0]?.summary).toBe('RSA 2048 bit');
  });
});

describe('SSH and PGP keys', () => {
  it('reads OpenSSH public keys with the fingerprints ssh-keygen -l prints', async () => {
    for (const kind of ['ed25519', 'rsa', 'ecdsa']) {
      const key = first(await parseCertificatesAndKeys(fixture(`ssh-${kind}.pub`)));
      const [bits, fingerprint] = fixture(`ssh-${kind}.fp.txt`).split(' ');
      expect(field(key, 'Fingerprint')).toBe(fingerprint);
      expect(field(key, 'Key size')).toBe(`${bits} bit`);
    }
  });

  it('reads an RFC 4716 SSH2 public key (RFC 4716 §3.6 example header style)', async () => {
    const line = fixture('ssh-ed25519.pub').trim().split(' ');
    const block = `---- BEGIN SSH2 PUBLIC KEY ----\nComment: "test@handy"\n${line[1]?.match(/.{1,70}/g)?.join('\n')}\n---- END SSH2 PUBLIC KEY ----\n`;
    const key = first(await parseCertificatesAndKeys(block));
    expect(field(key, 'Fingerprint')).toBe(fixture('ssh-ed25519.fp.txt').split(' ')[1]);
    expect(field(key, 'Comment')).toBe('test@handy');
  });

  it('reads a gpg-made OpenPGP public key with the fingerprint gpg prints', async () => {
    const key = first(await parseCertificatesAndKeys(fixture('pgp.asc')));
    const fpr = /^fpr:+([0-9A-F]+):/m.exec(fixture('pgp.txt'))?.[1];
    expect(field(key, 'Fingerprint')).toBe(fpr);
    expect(field(key, 'Key ID')).toBe(fpr?.slice(-16));
    expect(field(key, 'User IDs')).toBe('Handy Test <pgp@example.com>');
    expect(field(key, 'Curve')).toBe('Ed25519');
  });
});

describe('PEM, DER detection and errors', () => {
  it('round-trips any bytes through PEM and base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
        const [block] = decodePemBlocks(toPem('TEST DATA', bytes));
        expect(block?.label).toBe('TEST DATA');
        expect(block?.der).toEqual(bytes);
      }),
    );
  });

  it('detects each DER structure by its shape', () => {
    const der = (name: string) => decodePemBlocks(fixture(name))[0]?.der ?? new Uint8Array();
    expect(detectDerType(der('leaf.pem'))).toBe('certificate');
    expect(detectDerType(der('leaf.csr.pem'))).toBe('csr');
    expect(detectDerType(der('rsa.pkcs8.pem'))).toBe('pkcs8');
    expect(detectDerType(der('rsa.encrypted.pem'))).toBe('encrypted-pkcs8');
    expect(detectDerType(der('rsa.pkcs1.pem'))).toBe('pkcs1-private');
    expect(detectDerType(der('ec.sec1.pem'))).toBe('sec1');
    expect(detectDerType(der('rsa.spki.pem'))).toBe('spki');
    expect(detectDerType(der('rsa.pkcs1-public.pem'))).toBe('pkcs1-public');
  });

  it.skipIf(!hasCommand('openssl'))('reads the certificates of an openssl-made PKCS#7 bundle', async () => {
    const p7 = execFileSync('openssl', ['crl2pkcs7', '-nocrl', '-certfile', fixturePath('chain.pem'), '-outform', 'DER']);
    expect(pkcs7Certificates(new Uint8Array(p7))).toHaveLength(2);
    const { items } = await parseCertificatesAndKeys(new Uint8Array(p7), { now: NOW });
    expect(items.map((i) => i.summary)).toEqual(['example.com', 'Handy Test Root CA']);
  });

  it('rejects empty input, damaged PEM and unknown text with messages that say where', async () => {
    await expect(parseCertificatesAndKeys('')).rejects.toThrow(ToolInputError);
    await expect(parseCertificatesAndKeys('hello world!')).rejects.toThrow(/No PEM block/);
    await expect(parseCertificatesAndKeys('\n-----BEGIN CERTIFICATE-----\nMIIB')).rejects.toThrow(/line 2 has no "-----END CERTIFICATE-----"/);
    await expect(parseCertificatesAndKeys('-----BEGIN CERTIFICATE-----\nMI!B\n-----END CERTIFICATE-----')).rejects.toThrow(/"!" is not a base64 character/);
    const broken = await parseCertificatesAndKeys('-----BEGIN CERTIFICATE-----\nMAMCAQE=\n-----END CERTIFICATE-----');
    expect(broken.items[0]?.error).toMatch(/not an X.509 certificate/);
    await expect(parseCertificatesAndKeys(new Uint8Array())).rejects.toThrow(/empty/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(certificateKeyParserTool, certificateKeyParserState);
  });

  it('has examples that parse without errors', async () => {
    for (const example of certificateKeyParserTool.examples ?? []) {
      const { items } = await parseCertificatesAndKeys(String(example.state.input));
      expect(items.every((i) => !i.error), example.label).toBe(true);
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s: string) => parseCertificatesAndKeys(s));
    await fuzzAsyncToolFunction((b: Uint8Array) => parseCertificatesAndKeys(b), fc.uint8Array({ minLength: 1, maxLength: 200 }).map((b) => Uint8Array.of(0x30, ...b)));
    // Damaged certificates: a byte changed anywhere.
    const der = fixtureBytes('leaf.der');
    await fuzzAsyncToolFunction(
      ([at, value]: [number, number]) => parseCertificatesAndKeys(Uint8Array.from(der, (b, i) => (i === at ? value : b)), { now: NOW }),
      fc.tuple(fc.nat({ max: der.length - 1 }), fc.nat({ max: 255 })),
      60,
    );
    fuzzToolFunction((s: string) => decodePemBlocks(s));
    fuzzToolFunction((s: string) => detectDerType(new TextEncoder().encode(s)));
  });
});
