import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzAsyncToolFunction } from '@handy-tools/ui/testing';
import { bytesToBase64Url, bytesToHex } from '../shared/key-encoding/bytes.js';
import { parseOpenSshPrivateKey, parseOpenSshPublicKey } from '../shared/key-encoding/openssh.js';
import { pemUnarmor } from '../shared/key-encoding/pem.js';
import { ed25519KeyPairGeneratorTool } from './meta.js';
import { ed25519KeyPairGeneratorState } from './state.js';
import { generateEd25519KeyPair } from './ed25519-key-pair-generator.js';

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
const dir = mkdtempSync(join(tmpdir(), 'ht-ed25519-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
function file(text: string): string {
  const path = join(dir, `k${n++}`);
  writeFileSync(path, text);
  chmodSync(path, 0o600);
  return path;
}
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('generateEd25519KeyPair', () => {
  it('makes a key pair in the RFC 8410 layout that signs and verifies, in every format', async () => {
    const keys = await generateEd25519KeyPair({ comment: 'ada@example.org' });
    expect(keys.bits).toBe(256);
    expect(keys.traditionalPem).toBeUndefined();
    // RFC 8410 §7 / §10.3: PrivateKeyInfo version 0, OID 1.3.101.112, a 32-byte CurvePrivateKey: 48 bytes in all.
    const der = pemUnarmor(keys.pkcs8Pem, ['PRIVATE KEY']).der;
    expect(bytesToHex(der.subarray(0, 16))).toBe('302e020100300506032b657004220420');
    // RFC 8410 §4 / §10.1: SubjectPublicKeyInfo, 44 bytes.
    expect(bytesToHex(pemUnarmor(keys.spkiPem, ['PUBLIC KEY']).der.subarray(0, 12))).toBe('302a300506032b6570032100');
    const priv = createPrivateKey(keys.pkcs8Pem);
    const pub = createPublicKey(keys.spkiPem);
    const message = Buffer.from('Handy Tools');
    expect(verify(null, message, pub, sign(null, message, priv))).toBe(true);
    const jwk = priv.export({ format: 'jwk' });
    const ssh = parseOpenSshPrivateKey(keys.openSshPrivate);
    expect(ssh.comment).toBe('ada@example.org');
    expect(ssh.key.type === 'ssh-ed25519' && [bytesToBase64Url(ssh.key.k.subarray(0, 32)), bytesToBase64Url(ssh.key.a)]).toEqual([jwk.d, jwk.x]);
    const line = parseOpenSshPublicKey(keys.openSshPublic);
    expect(line.key.type === 'ssh-ed25519' && bytesToBase64Url(line.key.a)).toBe(jwk.x);
    if (openssl) expect(run('openssl', ['pkey', '-in', file(keys.pkcs8Pem), '-noout', '-text'])).toContain('ED25519 Private-Key');
    if (sshKeygen) {
      const privPath = file(keys.openSshPrivate);
      expect(run('ssh-keygen', ['-y', '-f', privPath]).trim()).toBe(keys.openSshPublic);
      expect(run('ssh-keygen', ['-l', '-f', privPath]).trim()).toBe(`256 ${keys.fingerprints.sha256} ada@example.org (ED25519)`);
      expect(run('ssh-keygen', ['-l', '-E', 'md5', '-f', file(keys.openSshPublic)]).trim()).toBe(`256 ${keys.fingerprints.md5} ada@example.org (ED25519)`);
    }
  });

  it('encrypts the PKCS#8 key with a passphrase (openssl reads it)', async () => {
    const keys = await generateEd25519KeyPair({ passphrase: 'correct horse', pbkdf2Iterations: 1000 });
    expect(keys.pkcs8Pem).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----/);
    if (openssl) {
      const text = run('openssl', ['pkey', '-in', file(keys.pkcs8Pem), '-passin', 'pass:correct horse', '-pubout']);
      expect(text).toBe(keys.spkiPem);
      expect(run('openssl', ['asn1parse', '-in', file(keys.pkcs8Pem)])).toMatch(/PBES2[\s\S]*PBKDF2[\s\S]*hmacWithSHA256[\s\S]*aes-256-cbc/);
    } else expect(createPrivateKey({ key: keys.pkcs8Pem, passphrase: 'correct horse' }).asymmetricKeyType).toBe('ed25519');
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ed25519KeyPairGeneratorTool, ed25519KeyPairGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the comment', async () => {
    await fuzzAsyncToolFunction((comment: string) => generateEd25519KeyPair({ comment }), undefined, 50);
  });
});
