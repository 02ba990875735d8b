import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { parseCertificatesAndKeys } from '../certificate-key-parser/certificate-key-parser.js';
import { decodePemBlocks } from '../certificate-key-parser/pem.js';
import { sslCertConverterTool } from './meta.js';
import { sslCertConverterState } from './state.js';
import { needsWorker, readBundleInBackground } from './worker-client.js';
import { bundleToPem, bundleToPkcs12, certificatesToPkcs7, fileNameFor, readBundle, readJks, readPkcs12 } from './ssl-cert-converter.js';

// Fixtures: fixtures/generate.sh (OpenSSL 3 and keytool) from the parser's fixtures, which
// ../certificate-key-parser/fixtures/generate.sh makes with OpenSSL 3.
const here = (path: string) => new URL(path, import.meta.url).pathname;
const text = (path: string) => readFileSync(here(path), 'utf8');
const bytes = (path: string) => new Uint8Array(readFileSync(here(path)));
const parserFixture = (name: string) => `../certificate-key-parser/fixtures/${name}`;

function hasCommand(command: string, args = ['version']): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const openssl = hasCommand('openssl');
const tmp = mkdtempSync(join(tmpdir(), 'ssl-cert-converter-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const writeTemp = (name: string, data: Uint8Array | string) => {
  const path = join(tmp, name);
  writeFileSync(path, data);
  return path;
};

/** The DER of each CERTIFICATE block of a PEM text, hex. */
const pemCerts = (pem: string) => decodePemBlocks(pem).filter((b) => b.label === 'CERTIFICATE').map((b) => Buffer.from(b.der).toString('hex'));
const leafHex = pemCerts(text(parserFixture('leaf.pem')))[0];
const caHex = pemCerts(text(parserFixture('ca.pem')))[0];
const hex = (b: Uint8Array | undefined) => Buffer.from(b ?? []).toString('hex');

describe('reading', () => {
  it('reads a PEM chain and a key in every PEM form as PKCS#8', async () => {
    const chain = await readBundle(text(parserFixture('chain.pem')));
    expect(chain.format).toBe('pem');
    expect(chain.certificates.map((c) => hex(c.der))).toEqual([leafHex, caHex]);
    expect(chain.certificates.map((c) => c.name)).toEqual(['example.com', 'Handy Test Root CA']);
    const pkcs8 = decodePemBlocks(text(parserFixture('rsa.pkcs8.pem')))[0]?.der;
    for (const [name = '', password = ''] of [
      ['rsa.pkcs8.pem', ''],
      ['rsa.pkcs1.pem', ''],
      ['rsa.encrypted.pem', 'correct-horse'],
      ['rsa.legacy-encrypted.pem', 'correct-horse'],
    ]) {
      const { keys } = await readBundle(text(parserFixture(name)), password);
      expect(hex(keys[0]?.pkcs8), name).toBe(hex(pkcs8));
    }
    const ec = await readBundle(text(parserFixture('ec.sec1.pem')));
    expect(ec.keys[0]?.algorithm).toBe('EC');
  });

  it('reads DER, base64 DER and an openssl PKCS#7 bundle', async () => {
    const der = decodePemBlocks(text(parserFixture('leaf.pem')))[0]?.der;
    expect((await readBundle(der ?? new Uint8Array())).format).toBe('der');
    expect(hex((await readBundle(Buffer.from(der ?? []).toString('base64'))).certificates[0]?.der)).toBe(leafHex);
    const p7 = await readBundle(bytes('./fixtures/chain.p7b'));
    expect(p7.format).toBe('pkcs7');
    expect(p7.certificates.map((c) => hex(c.der))).toEqual([leafHex, caHex]);
  });

  it('reads OpenSSL PKCS#12 files (AES default, legacy 3DES, an EC key) with the password', async () => {
    const pkcs8 = hex(decodePemBlocks(text(parserFixture('rsa.pkcs8.pem')))[0]?.der);
    for (const name of ['openssl.p12', 'legacy.p12']) {
      const bundle = readPkcs12(bytes(`./fixtures/${name}`), 'p12-secret');
      expect(bundle.certificates.map((c) => hex(c.der)).sort(), name).toEqual([leafHex, caHex].sort());
      expect(hex(bundle.keys[0]?.pkcs8), name).toBe(pkcs8);
      expect(bundle.keys[0]?.alias, name).toBe('example leaf');
    }
    const ec = await readBundle(bytes('./fixtures/ec.p12'), 'p12-secret');
    const ecKey = hex(decodePemBlocks(execFileSync('openssl', ['pkey', '-in', here(parserFixture('ca.key'))]).toString())[0]?.der);
    expect(hex(ec.keys[0]?.pkcs8)).toBe(ecKey);
    await expect(readBundle(bytes('./fixtures/openssl.p12'), 'wrong')).rejects.toThrow(/Wrong password/);
    await expect(readBundle(bytes('./fixtures/openssl.p12'))).rejects.toThrow(/enter its password/);
  });

  it('reads keytool’s JKS: the key entry with its chain and the trusted certificate, by alias', async () => {
    const store = await readBundle(bytes('./fixtures/store.jks'), 'jks-secret');
    expect(store.format).toBe('jks');
    const listing = text('./fixtures/store.jks.txt');
    expect(listing).toContain('example leaf, ');
    expect(store.keys.map((k) => k.alias)).toEqual(['example leaf']);
    expect(hex(store.keys[0]?.pkcs8)).toBe(hex(decodePemBlocks(text(parserFixture('rsa.pkcs8.pem')))[0]?.der));
    expect(store.certificates.find((c) => c.alias === 'handy-root')?.name).toBe('Handy Test Root CA');
    expect(store.certificates.find((c) => c.alias === 'example leaf')?.name).toBe('example.com');
    expect(() => readJks(bytes('./fixtures/store.jks'), 'nope')).toThrow(/Wrong password/);
    // A PKCS12 keystore (keytool's default type) is a PKCS#12 file.
    const p12Store = await readBundle(bytes('./fixtures/store-pkcs12.jks'), 'jks-secret');
    expect(p12Store.certificates[0]?.name).toBe('ISRG Root X1');
  });
});

describe('writing, checked by openssl', () => {
  it.skipIf(!openssl)('writes a PKCS#7 bundle that openssl pkcs7 -print_certs lists', async () => {
    const chain = await readBundle(text(parserFixture('chain.pem')));
    const p7 = certificatesToPkcs7(chain.certificates.map((c) => c.der));
    const printed = execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-in', writeTemp('out.p7b', p7), '-print_certs']).toString();
    expect(pemCerts(printed)).toEqual([leafHex, caHex]);
    // And we read our own output back.
    expect((await readBundle(p7)).certificates.map((c) => hex(c.der))).toEqual([leafHex, caHex]);
  });

  it.skipIf(!openssl)('writes PKCS#12 files (AES-256 and legacy) that openssl pkcs12 opens, with the key and chain', async () => {
    const bundle = await readBundle(text(parserFixture('chain.pem')) + text(parserFixture('rsa.pkcs8.pem')));
    for (const encryption of ['aes256', 'legacy'] as const) {
      const pfx = bundleToPkcs12(bundle, 'export-pw', { encryption, friendlyName: 'my server', iterations: 2048 });
      const path = writeTemp(`out-${encryption}.p12`, pfx);
      const info = execFileSync('openssl', ['pkcs12', '-info', '-in', path, '-passin', 'pass:export-pw', '-nodes'], { stderr: 'pipe' } as object).toString();
      const infoErr = execFileSync('sh', ['-c', `openssl pkcs12 -info -in '${path}' -passin pass:export-pw -noout 2>&1`]).toString();
      expect(infoErr, encryption).toMatch(encryption === 'aes256' ? /MAC: sha256/ : /MAC: sha1/);
      expect(infoErr, encryption).toMatch(encryption === 'aes256' ? /PBES2, PBKDF2, AES-256-CBC/ : /pbeWithSHA1And3-KeyTripleDES-CBC/);
      expect(pemCerts(info), encryption).toEqual([leafHex, caHex]);
      expect(info).toContain('friendlyName: my server');
      const key = decodePemBlocks(info).find((b) => b.label === 'PRIVATE KEY');
      expect(hex(key?.der ?? new Uint8Array()), encryption).toBe(hex(bundle.keys[0]?.pkcs8));
      // The key matches the certificate (openssl's own check).
      const modKey = execFileSync('openssl', ['pkey', '-in', writeTemp('k.pem', info), '-pubout']).toString();
      const modCert = execFileSync('openssl', ['x509', '-in', here(parserFixture('leaf.pem')), '-noout', '-pubkey']).toString();
      expect(modKey).toBe(modCert);
      // We read our own output back.
      const back = readPkcs12(pfx, 'export-pw');
      expect(back.keys[0]?.alias).toBe('my server');
      expect(hex(back.keys[0]?.pkcs8)).toBe(hex(bundle.keys[0]?.pkcs8));
    }
  });

  it.skipIf(!openssl)('writes an EC key in PKCS#12 too (which node-forge alone cannot)', async () => {
    const bundle = await readBundle(text(parserFixture('ca.pem')) + text(parserFixture('ec.sec1.pem')));
    const pfx = bundleToPkcs12(bundle, 'export-pw', { iterations: 2048 });
    const info = execFileSync('openssl', ['pkcs12', '-in', writeTemp('ec-out.p12', pfx), '-passin', 'pass:export-pw', '-nodes']).toString();
    expect(pemCerts(info)).toEqual([caHex]);
    expect(decodePemBlocks(info).some((b) => b.label === 'PRIVATE KEY')).toBe(true);
  });

  it('writes PEM that reads back to the same certificates and key (round trip)', async () => {
    const bundle = await readBundle(text(parserFixture('chain.pem')) + text(parserFixture('rsa.pkcs8.pem')));
    const pem = bundleToPem(bundle, true);
    const back = await readBundle(pem);
    expect(back.certificates.map((c) => hex(c.der))).toEqual([leafHex, caHex]);
    expect(hex(back.keys[0]?.pkcs8)).toBe(hex(bundle.keys[0]?.pkcs8));
    expect(bundleToPem(bundle)).not.toContain('PRIVATE KEY');
    // The parser reads every output too.
    const parsed = await parseCertificatesAndKeys(certificatesToPkcs7(bundle.certificates.map((c) => c.der)));
    expect(parsed.items.map((i) => i.summary)).toEqual(['example.com', 'Handy Test Root CA']);
  });

  it('round-trips any chosen certificates through PKCS#7 and PKCS#12', async () => {
    const chain = await readBundle(text(parserFixture('chain.pem')) + text(parserFixture('isrg-root-x1.pem')));
    await fc.assert(
      fc.asyncProperty(fc.subarray(chain.certificates, { minLength: 1 }), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }), async (certs, password) => {
        const p7 = await readBundle(certificatesToPkcs7(certs.map((c) => c.der)));
        expect(p7.certificates.map((c) => hex(c.der))).toEqual(certs.map((c) => hex(c.der)));
        const p12 = readPkcs12(bundleToPkcs12({ certificates: certs, keys: [] }, password, { iterations: 1 }), password);
        expect(p12.certificates.map((c) => hex(c.der))).toEqual(certs.map((c) => hex(c.der)));
      }),
      { numRuns: 15 },
    );
  });
});

describe('the worker path', () => {
  it('sends PKCS#12 files and keystores to the worker, PEM and plain DER not; runs in place without Worker (Node)', async () => {
    expect(needsWorker(bytes('./fixtures/openssl.p12'))).toBe(true);
    expect(needsWorker(bytes('./fixtures/store.jks'))).toBe(true);
    expect(needsWorker(bytes('./fixtures/chain.p7b'))).toBe(false);
    expect(needsWorker(decodePemBlocks(text(parserFixture('leaf.pem')))[0]?.der ?? new Uint8Array())).toBe(false);
    expect(needsWorker(text(parserFixture('leaf.pem')))).toBe(false);
    const bundle = await readBundleInBackground(bytes('./fixtures/openssl.p12'), 'p12-secret');
    expect(bundle.keys).toHaveLength(1);
    fuzzToolFunction((b: Uint8Array) => needsWorker(b), fc.uint8Array({ maxLength: 20 }));
  });
});

describe('errors, names and examples', () => {
  it('names files safely', () => {
    expect(fileNameFor('*.example.com', 'pem')).toBe('wildcard.example.com.pem');
    expect(fileNameFor('Handy Test Root CA', 'cer')).toBe('Handy_Test_Root_CA.cer');
    expect(fileNameFor('', 'p7b')).toBe('certificate.p7b');
  });

  it('refuses what it cannot convert with a message', async () => {
    await expect(readBundle('')).rejects.toThrow(/Paste PEM certificates/);
    await expect(readBundle('-----BEGIN PUBLIC KEY-----\nMAA=\n-----END PUBLIC KEY-----')).rejects.toThrow(/on line 1 is not a certificate/);
    await expect(readBundle(text(parserFixture('rsa.encrypted.pem')))).rejects.toThrow(/Enter the password/);
    await expect(readBundle(Uint8Array.of(0xfe, 0xed, 0xfe, 0xed, 0, 0, 0, 2))).rejects.toThrow(/ends too early/);
    expect(() => bundleToPkcs12({ certificates: [], keys: [] }, 'x')).toThrow(/nothing to put/);
    expect(() => certificatesToPkcs7([])).toThrow(/no certificate/);
  });

  it('has examples that are valid states and convert', async () => {
    expectExamplesMatchState(sslCertConverterTool, sslCertConverterState);
    for (const example of sslCertConverterTool.examples ?? []) {
      const bundle = await readBundle(String(example.state.input ?? ''));
      expect(bundle.certificates.length, example.label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s: string) => readBundle(s, 'pw'));
    await fuzzAsyncToolFunction((b: Uint8Array) => readBundle(b, 'pw'), fc.uint8Array({ minLength: 1, maxLength: 120 }).map((b) => Uint8Array.of(0x30, ...b)));
    await fuzzAsyncToolFunction((b: Uint8Array) => readBundle(b, 'pw'), fc.uint8Array({ minLength: 1, maxLength: 120 }).map((b) => Uint8Array.of(0xfe, 0xed, 0xfe, 0xed, ...b)));
    fuzzToolFunction((s: string) => fileNameFor(s, 'pem'));
  });
});
