import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction } from '@handy-tools/ui/testing';
import { bytesToHex } from '../shared/key-encoding/bytes.js';
import { parseOpenSshPrivateKey, parseOpenSshPublicKey } from '../shared/key-encoding/openssh.js';
import type { EcCurve } from '../shared/key-encoding/key-pair.js';
import { ecdsaKeyPairGeneratorTool } from './meta.js';
import { ecdsaKeyPairGeneratorState } from './state.js';
import { ECDSA_CURVES, generateEcdsaKeyPair } from './ecdsa-key-pair-generator.js';

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
const dir = mkdtempSync(join(tmpdir(), 'ht-ecdsa-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
function file(text: string): string {
  const path = join(dir, `k${n++}`);
  writeFileSync(path, text);
  chmodSync(path, 0o600);
  return path;
}
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

// RFC 5480 §2.1.1.1 curve OIDs, and the names OpenSSL prints (RFC 5656 §10.1 for the SSH names).
const CURVES: Record<EcCurve, { ssh: string; bits: number; openssl: string }> = {
  'P-256': { ssh: 'nistp256', bits: 256, openssl: 'prime256v1' },
  'P-384': { ssh: 'nistp384', bits: 384, openssl: 'secp384r1' },
  'P-521': { ssh: 'nistp521', bits: 521, openssl: 'secp521r1' },
};

describe('generateEcdsaKeyPair', () => {
  it.each(ECDSA_CURVES)('makes a valid %s key that openssl and ssh-keygen accept in every format', async (curve) => {
    const info = CURVES[curve];
    const keys = await generateEcdsaKeyPair({ curve, comment: 'ada@example.org' });
    expect(keys.bits).toBe(info.bits);
    expect(keys.sshType).toBe(`ecdsa-sha2-${info.ssh}`);
    expect(keys.pkcs1PublicPem).toBeUndefined();
    const priv = createPrivateKey(keys.pkcs8Pem);
    expect(priv.asymmetricKeyDetails).toEqual({ namedCurve: info.openssl });
    const jwk = priv.export({ format: 'jwk' });
    expect(createPrivateKey(keys.traditionalPem ?? '').export({ format: 'jwk' })).toEqual(jwk);
    expect(createPublicKey(keys.spkiPem).export({ format: 'jwk' })).toEqual({ kty: 'EC', crv: curve, x: jwk.x, y: jwk.y });
    const ssh = parseOpenSshPrivateKey(keys.openSshPrivate);
    expect(ssh.comment).toBe('ada@example.org');
    // The mpint drops leading zero bytes; the JWK keeps the scalar at the curve's full size.
    const d = Buffer.from(jwk.d ?? '', 'base64url');
    expect(ssh.key.type !== 'ssh-rsa' && ssh.key.type !== 'ssh-ed25519' && bytesToHex(ssh.key.d).padStart(d.length * 2, '0')).toBe(d.toString('hex'));
    const line = parseOpenSshPublicKey(keys.openSshPublic);
    expect(line.key.type).toBe(`ecdsa-sha2-${info.ssh}`);
    if (openssl) {
      expect(run('openssl', ['ec', '-in', file(keys.traditionalPem ?? ''), '-noout', '-text'])).toContain(`ASN1 OID: ${info.openssl}`);
      expect(run('openssl', ['pkey', '-in', file(keys.pkcs8Pem), '-noout', '-check'])).toMatch(/valid/i);
    }
    if (sshKeygen) {
      expect(run('ssh-keygen', ['-l', '-f', file(keys.openSshPrivate)]).trim()).toBe(`${info.bits} ${keys.fingerprints.sha256} ada@example.org (ECDSA)`);
      expect(run('ssh-keygen', ['-y', '-f', file(keys.traditionalPem ?? '')]).trim()).toBe(keys.openSshPublic.replace(/ ada@example.org$/, ''));
    }
  });

  it('encrypts the PKCS#8 and SEC1 keys with a passphrase', async () => {
    const keys = await generateEcdsaKeyPair({ passphrase: 'pässword', pbkdf2Iterations: 1000 });
    expect(keys.pkcs8Pem).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----/);
    expect(keys.traditionalPem).toMatch(/^-----BEGIN EC PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\n/);
    expect(() => createPrivateKey({ key: keys.pkcs8Pem, passphrase: 'wrong' })).toThrow();
    expect(createPrivateKey({ key: keys.pkcs8Pem, passphrase: 'pässword' }).export({ format: 'jwk' })).toEqual(
      createPrivateKey({ key: keys.traditionalPem ?? '', passphrase: 'pässword' }).export({ format: 'jwk' }),
    );
  });

  it('rejects an unknown curve with a message for users', async () => {
    await expect(generateEcdsaKeyPair({ curve: 'secp256k1' as EcCurve })).rejects.toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ecdsaKeyPairGeneratorTool, ecdsaKeyPairGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the comment and curve', async () => {
    await fuzzAsyncToolFunction((comment: string) => generateEcdsaKeyPair({ comment }), undefined, 30);
    await fuzzAsyncToolFunction((curve: string) => generateEcdsaKeyPair({ curve: curve as EcCurve }), fc.string(), 30);
  });
});
