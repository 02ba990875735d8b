import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction } from '@handy-tools/ui/testing';
import { parseOpenSshPrivateKey, parseOpenSshPublicKey } from '../shared/key-encoding/openssh.js';
import { pemUnarmor } from '../shared/key-encoding/pem.js';
import { bytesToBase64Url } from '../shared/key-encoding/bytes.js';
import { rsaKeyPairGeneratorTool } from './meta.js';
import { rsaKeyPairGeneratorState } from './state.js';
import { generateRsaKeyPair, RSA_KEY_SIZES } from './rsa-key-pair-generator.js';

function hasCommand(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const openssl = hasCommand('openssl', ['version']);
const sshKeygen = hasCommand('which', ['ssh-keygen']);
const dir = mkdtempSync(join(tmpdir(), 'ht-rsa-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
function file(text: string): string {
  const path = join(dir, `k${n++}`);
  writeFileSync(path, text);
  chmodSync(path, 0o600);
  return path;
}
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('generateRsaKeyPair', () => {
  it.each([2048, 4096])('makes a valid %i-bit key with exponent 65537 that openssl accepts in every format', async (bits) => {
    const keys = await generateRsaKeyPair({ bits, comment: 'ada@example.org', passphrase: 'pw', pbkdf2Iterations: 1000 });
    expect(keys.bits).toBe(bits);
    const plain = await generateRsaKeyPair({ bits: 1024 });
    expect(plain.pkcs8Pem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(plain.traditionalPem).toMatch(/^-----BEGIN RSA PRIVATE KEY-----\n/);
    expect(keys.pkcs8Pem).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----\n/);
    // Read back by Node's crypto (OpenSSL), independently of us.
    const priv = createPrivateKey({ key: keys.pkcs8Pem, passphrase: 'pw' });
    expect(priv.asymmetricKeyDetails).toEqual({ modulusLength: bits, publicExponent: 65537n });
    const pub = createPublicKey(keys.spkiPem).export({ format: 'jwk' });
    expect(createPublicKey(keys.pkcs1PublicPem ?? '').export({ format: 'jwk' })).toEqual(pub);
    expect(createPrivateKey({ key: keys.traditionalPem ?? '', passphrase: 'pw' }).export({ format: 'jwk' })).toEqual(priv.export({ format: 'jwk' }));
    expect(pub.e).toBe('AQAB');
    // The OpenSSH forms, read by our decoder, hold the same modulus.
    const line = parseOpenSshPublicKey(keys.openSshPublic);
    expect(line.key.type === 'ssh-rsa' && bytesToBase64Url(line.key.n)).toBe(pub.n);
    const ssh = parseOpenSshPrivateKey(keys.openSshPrivate);
    expect(ssh.comment).toBe('ada@example.org');
    expect(ssh.key.type === 'ssh-rsa' && bytesToBase64Url(ssh.key.d)).toBe(priv.export({ format: 'jwk' }).d);
    if (openssl) {
      expect(run('openssl', ['rsa', '-in', file(keys.traditionalPem ?? ''), '-passin', 'pass:pw', '-noout', '-check'])).toContain('RSA key ok');
      expect(run('openssl', ['pkey', '-in', file(keys.pkcs8Pem), '-passin', 'pass:pw', '-noout', '-check'])).toMatch(/valid/i);
      expect(run('openssl', ['rsa', '-pubin', '-in', file(keys.spkiPem), '-noout', '-text'])).toContain(`Public-Key: (${bits} bit)`);
      expect(run('openssl', ['rsa', '-RSAPublicKey_in', '-in', file(keys.pkcs1PublicPem ?? ''), '-noout', '-text'])).toContain('Exponent: 65537');
    }
    if (sshKeygen) {
      expect(run('ssh-keygen', ['-l', '-f', file(keys.openSshPrivate)]).trim()).toBe(`${bits} ${keys.fingerprints.sha256} ada@example.org (RSA)`);
      expect(run('ssh-keygen', ['-l', '-E', 'md5', '-f', file(keys.openSshPublic)]).trim()).toBe(`${bits} ${keys.fingerprints.md5} ada@example.org (RSA)`);
    }
  }, 60_000);

  it('defaults to 2048 bits and leaves the comment out of the public line when empty', async () => {
    const keys = await generateRsaKeyPair();
    expect(keys.bits).toBe(2048);
    expect(keys.openSshPublic).toMatch(/^ssh-rsa AAAAB3NzaC1yc2E[A-Za-z0-9+/=]+$/);
    expect(pemUnarmor(keys.openSshPrivate).label).toBe('OPENSSH PRIVATE KEY');
  });

  it('rejects sizes WebCrypto cannot make or that are not whole bytes, with a message for users', async () => {
    for (const bits of [512, 1023, 2047, 16392, Number.NaN]) await expect(generateRsaKeyPair({ bits })).rejects.toThrow(ToolInputError);
    await expect(generateRsaKeyPair({ bits: 1024, comment: 'two\nlines' })).rejects.toThrow(/one line/);
  });

  it('offers the sizes the state accepts', () => {
    expect(RSA_KEY_SIZES).toContain(2048);
    expect(rsaKeyPairGeneratorState.schema.safeParse({ bits: 1000 }).success).toBe(false);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(rsaKeyPairGeneratorTool, rsaKeyPairGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the comment and size', async () => {
    await fuzzAsyncToolFunction((comment: string) => generateRsaKeyPair({ bits: 1024, comment }), undefined, 8);
    await fuzzAsyncToolFunction((bits: number) => generateRsaKeyPair({ bits }), fc.oneof(fc.integer({ min: -5000, max: 900 }), fc.double()), 30);
  });
});
