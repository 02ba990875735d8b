import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction } from '@handy-tools/ui/testing';
import { generatePgpKeyPair } from '../pgp-key-pair-generator/pgp-key-pair-generator.js';
import { pgpEncryptionTool } from './meta.js';
import { pgpEncryptionState } from './state.js';
import { runPgpTool } from './pgp-tool-run.js';
import { decryptPgpMessage, describeAlgorithm, describePgpKeys, encryptPgpMessage, signPgpMessage, splitArmoredKeys, unlockPrivateKey, verifyPgpMessage } from './pgp-encryption.js';

// Fixtures made by GnuPG 2.2 (./fixtures/make-fixtures.sh): an Ed25519/Cv25519 v4 key (passphrase
// "handy tools"), a cleartext signed text, a detached signature and a message encrypted and signed by gpg.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const PUBLIC = fixture('example-public.asc');
const PRIVATE = fixture('example-private.asc');
const FINGERPRINT = fixture('example-fingerprint.txt').trim();
const TEXT = fixture('example-text.txt');
const PASS = 'handy tools';

// RFC 9580 Appendix A.3: the sample v6 certificate (Ed25519 primary, X25519 subkey), and its fingerprints.
const RFC9580_V6_CERT = `-----BEGIN PGP PUBLIC KEY BLOCK-----

xioGY4d/4xsAAAAg+U2nu0jWCmHlZ3BqZYfQMxmZu52JGggkLq2EVD34laPCsQYf
GwoAAABCBYJjh3/jAwsJBwUVCg4IDAIWAAKbAwIeCSIhBssYbE8GCaaX5NUt+mxy
KwwfHifBilZwj2Ul7Ce62azJBScJAgcCAAAAAK0oIBA+LX0ifsDm185Ecds2v8lw
gyU2kCcUmKfvBXbAf6rhRYWzuQOwEn7E/aLwIwRaLsdry0+VcallHhSu4RN6HWaE
QsiPlR4zxP/TP7mhfVEe7XWPxtnMUMtf15OyA51YBM4qBmOHf+MZAAAAIIaTJINn
+eUBXbki+PSAld2nhJh/LVmFsS+60WyvXkQ1wpsGGBsKAAAALAWCY4d/4wKbDCIh
BssYbE8GCaaX5NUt+mxyKwwfHifBilZwj2Ul7Ce62azJAAAAAAQBIKbpGG2dWTX8
j+VjFM21J0hqWlEg+bdiojWnKfA5AQpWUWtnNwDEM0g12vYxoWM8Y81W+bHBw805
I8kWVkXU6vFOi+HWvv/ira7ofJu16NnoUkhclkUrk0mXubZvyl4GBg==
-----END PGP PUBLIC KEY BLOCK-----
`;

// An unprotected key of our own (gpg's S2K takes ~1 s per unlock: the fuzz and round-trip tests use this one).
let CAROL: Awaited<ReturnType<typeof generatePgpKeyPair>>;
beforeAll(async () => {
  CAROL = await generatePgpKeyPair({ algorithm: 'curve25519', name: 'Carol' });
});

// RFC 9580 Appendix A.6: a cleartext signed message, verified with the A.3 certificate.
const RFC9580_A6_CLEARTEXT = `-----BEGIN PGP SIGNED MESSAGE-----

What we need from the grocery store:

- - tofu
- - vegetables
- - noodles

-----BEGIN PGP SIGNATURE-----

wpgGARsKAAAAKQWCY5ijYyIhBssYbE8GCaaX5NUt+mxyKwwfHifBilZwj2Ul7Ce6
2azJAAAAAGk2IHZJX1AhiJD39eLuPBgiUU9wUA9VHYblySHkBONKU/usJ9BvuAqo
/FvLFuGWMbKAdA+epq7V4HOtAPlBWmU8QOd6aud+aSunHQaaEJ+iTFjP2OMW0KBr
NK2ay45cX1IVAQ==
-----END PGP SIGNATURE-----
`;

const hasCommand = (cmd: string) => spawnSync(cmd, ['--version'], { stdio: 'ignore' }).status === 0;
const HAS_GPG = hasCommand('gpg');
const homes: string[] = [];
afterAll(() =>
  homes.forEach((h) => {
    spawnSync('gpgconf', ['--homedir', h, '--kill', 'gpg-agent'], { stdio: 'ignore' });
    rmSync(h, { recursive: true, force: true });
  }),
);
/** A throw-away GnuPG home holding the example key. */
function gnupg() {
  const home = mkdtempSync(join(tmpdir(), 'ht-pgp-'));
  homes.push(home);
  const run = (args: string[], input?: string) =>
    execFileSync('gpg', ['--homedir', home, '--batch', '--no-tty', '--pinentry-mode', 'loopback', '--trust-model', 'always', ...args], { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
  run(['--passphrase', PASS, '--import'], PRIVATE);
  return { home, run };
}

describe('describePgpKeys', () => {
  it('describes the gpg-made key: fingerprint, key ID, user ID, algorithms, subkey', async () => {
    const [info] = await describePgpKeys(PRIVATE);
    expect(info).toMatchObject({
      fingerprint: FINGERPRINT,
      keyId: FINGERPRINT.slice(-16),
      version: 4,
      isPrivate: true,
      locked: true,
      userIds: ['Handy Tools Example <example@handy-tools.invalid>'],
      algorithm: 'EdDSA (Ed25519, legacy)',
      expires: null,
      revoked: false,
    });
    expect(info?.subkeys.map((s) => s.algorithm)).toEqual(['ECDH (Curve25519, legacy)']);
  });

  it('reads the RFC 9580 Appendix A.3 sample v6 certificate with its published fingerprints', async () => {
    const [info] = await describePgpKeys(RFC9580_V6_CERT);
    expect(info?.version).toBe(6);
    expect(info?.fingerprint).toBe('CB186C4F0609A697E4D52DFA6C722B0C1F1E27C18A56708F6525EC27BAD9ACC9');
    expect(info?.keyId).toBe('CB186C4F0609A697');
    expect(info?.algorithm).toBe('Ed25519');
    expect(info?.subkeys[0]?.fingerprint).toBe('12C83F1E706F6308FE151A417743A1F033790E93E9978488D1DB378DA9930885');
    expect(info?.subkeys[0]?.algorithm).toBe('X25519');
  });

  it('reads several keys pasted one after the other', async () => {
    expect(splitArmoredKeys(`${PUBLIC}\n${RFC9580_V6_CERT}`)).toHaveLength(2);
    expect((await describePgpKeys(`${PUBLIC}\n\n${RFC9580_V6_CERT}`)).map((k) => k.version)).toEqual([4, 6]);
  });

  it('explains bad armour and pasted messages', async () => {
    await expect(describePgpKeys('')).rejects.toThrow(/Paste the key/);
    await expect(describePgpKeys('hello')).rejects.toThrow(/not an armored OpenPGP key/);
    await expect(describePgpKeys(fixture('example-cleartext.asc'))).rejects.toThrow(/message or a signature, not a key/);
    await expect(describePgpKeys(PUBLIC.replace(/\n[A-Za-z0-9+/]{20}/u, '\n!!!!'))).rejects.toThrow(ToolInputError);
    expect(describeAlgorithm({ algorithm: 'rsaEncryptSign', bits: 4096 })).toBe('RSA 4096');
  });
});

describe('unlockPrivateKey', () => {
  it('unlocks with the passphrase, and names a missing or wrong one', async () => {
    expect((await unlockPrivateKey(PRIVATE, PASS)).isDecrypted()).toBe(true);
    await expect(unlockPrivateKey(PRIVATE, '')).rejects.toThrow(/is protected: enter its passphrase/);
    await expect(unlockPrivateKey(PRIVATE, 'wrong')).rejects.toThrow(/Wrong passphrase for the private key 79CC52B831B9B95E|Wrong passphrase/);
    await expect(unlockPrivateKey(PUBLIC, PASS)).rejects.toThrow(/This is a public key/);
  });
});

describe('encrypt and decrypt', () => {
  it('decrypts the message gpg encrypted and signed, and checks the signature', async () => {
    const out = await decryptPgpMessage({ message: fixture('example-encrypted.asc'), privateKey: PRIVATE, passphrase: PASS, publicKeys: PUBLIC });
    expect(out.text).toBe('A secret message from GnuPG.\n');
    expect(out.signatures).toEqual([expect.objectContaining({ keyId: FINGERPRINT.slice(-16), valid: true, signer: 'Handy Tools Example <example@handy-tools.invalid>' })]);
    // Without the sender's key, the signature is reported as not checked.
    const unchecked = await decryptPgpMessage({ message: fixture('example-encrypted.asc'), privateKey: PRIVATE, passphrase: PASS });
    expect(unchecked.signatures[0]).toMatchObject({ valid: false, problem: expect.stringMatching(/Not checked/) });
  });

  it('round-trips any text to several recipients, signed (fast-check)', async () => {
    const bob = await generatePgpKeyPair({ algorithm: 'curve25519', name: 'Bob' });
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), async (text) => {
        const armored = await encryptPgpMessage({ text, publicKeys: `${CAROL.publicKey}\n${bob.publicKey}`, signingKey: bob.privateKey });
        expect(armored).toMatch(/^-----BEGIN PGP MESSAGE-----/u);
        const forAlice = await decryptPgpMessage({ message: armored, privateKey: CAROL.privateKey, publicKeys: bob.publicKey });
        const forBob = await decryptPgpMessage({ message: armored, privateKey: bob.privateKey });
        expect(forAlice.text).toBe(text);
        expect(forBob.text).toBe(text);
        expect(forAlice.signatures.map((s) => s.valid)).toEqual([true]);
      }),
      { numRuns: 8 },
    );
  });

  it('names the wrong key, the wrong passphrase, bad armour and a tampered message', async () => {
    const armored = await encryptPgpMessage({ text: 'hi', publicKeys: PUBLIC });
    const other = await generatePgpKeyPair({ algorithm: 'curve25519', name: 'Eve' });
    await expect(decryptPgpMessage({ message: armored, privateKey: other.privateKey })).rejects.toThrow(/cannot decrypt the message: it was encrypted to key ID/);
    await expect(decryptPgpMessage({ message: armored, privateKey: PRIVATE, passphrase: 'nope' })).rejects.toThrow(/Wrong passphrase/);
    await expect(decryptPgpMessage({ message: 'not a message', privateKey: PRIVATE, passphrase: PASS })).rejects.toThrow(/not an armored OpenPGP message/);
    await expect(decryptPgpMessage({ message: armored.replace(/-----END PGP MESSAGE-----/u, ''), privateKey: PRIVATE, passphrase: PASS })).rejects.toThrow(ToolInputError);
    // Flip one byte in the encrypted data (the last body line before the checksum), re-armoured without a checksum.
    const lines = armored.trim().split('\n');
    const body = lines.slice(lines.findIndex((l) => l === '') + 1, -1).filter((l) => !l.startsWith('='));
    const bytes = Buffer.from(body.join(''), 'base64');
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 0x01;
    const tampered = `-----BEGIN PGP MESSAGE-----\n\n${bytes.toString('base64').replace(/(.{64})/gu, '$1\n')}\n-----END PGP MESSAGE-----\n`;
    await expect(decryptPgpMessage({ message: tampered, privateKey: PRIVATE, passphrase: PASS })).rejects.toThrow(/tampered with or damaged/);
  });

  it.skipIf(!HAS_GPG)('gpg decrypts our message to several recipients and checks our signature', async () => {
    const { run } = gnupg();
    const text = 'Grüße from Handy Tools — ✓\nline 2\n';
    const armored = await encryptPgpMessage({ text, publicKeys: PUBLIC, signingKey: PRIVATE, passphrase: PASS });
    const home = homes[homes.length - 1] as string;
    const status = join(home, 'status.txt');
    const out = run(['--passphrase', PASS, '--status-file', status, '--decrypt'], armored);
    expect(out).toBe(text);
    expect(readFileSync(status, 'utf8')).toMatch(new RegExp(`\\[GNUPG:\\] VALIDSIG ${FINGERPRINT}`, 'u'));
  });

  it.skipIf(!HAS_GPG)('we decrypt a message gpg encrypts to our generated RSA key', async () => {
    const pair = await generatePgpKeyPair({ algorithm: 'rsa2048', name: 'Rsa', passphrase: 'pw' });
    const { run } = gnupg();
    run(['--import'], pair.publicKey);
    const armored = run(['--armor', '--recipient', pair.fingerprint, '--encrypt'], 'to RSA');
    expect((await decryptPgpMessage({ message: armored, privateKey: pair.privateKey, passphrase: 'pw' })).text).toBe('to RSA');
  });
});

describe('sign and verify', () => {
  it('verifies the RFC 9580 Appendix A.6 cleartext signed message with the A.3 certificate', async () => {
    const out = await verifyPgpMessage({ message: RFC9580_A6_CLEARTEXT, publicKeys: RFC9580_V6_CERT });
    expect(out.signatures).toEqual([expect.objectContaining({ valid: true, keyId: 'CB186C4F0609A697' })]);
    expect(out.text).toBe('What we need from the grocery store:\n\n- tofu\n- vegetables\n- noodles\n');
  });

  it('verifies gpg cleartext and detached signatures, and rejects an edited text', async () => {
    const clear = await verifyPgpMessage({ message: fixture('example-cleartext.asc'), publicKeys: PUBLIC });
    expect(clear.text).toBe(TEXT.replace(/\n$/u, ''));
    expect(clear.signatures).toEqual([expect.objectContaining({ valid: true, keyId: FINGERPRINT.slice(-16) })]);
    const detached = await verifyPgpMessage({ message: TEXT, signature: fixture('example-detached.asc'), publicKeys: PUBLIC });
    expect(detached.signatures[0]?.valid).toBe(true);
    const edited = await verifyPgpMessage({ message: fixture('example-cleartext.asc').replace('signed', 'forged'), publicKeys: PUBLIC });
    expect(edited.signatures[0]).toMatchObject({ valid: false, problem: expect.stringMatching(/Bad signature/) });
    const otherKey = await verifyPgpMessage({ message: TEXT, signature: fixture('example-detached.asc'), publicKeys: RFC9580_V6_CERT });
    expect(otherKey.signatures[0]).toMatchObject({ valid: false, problem: expect.stringMatching(/not among the public keys/) });
  });

  it('signs (cleartext and detached) and verifies what it signed', async () => {
    for (const style of ['cleartext', 'detached'] as const) {
      const signed = await signPgpMessage({ text: 'Hello,\nworld', privateKey: PRIVATE, passphrase: PASS, style });
      const checked = style === 'detached' ? await verifyPgpMessage({ message: 'Hello,\nworld', signature: signed, publicKeys: PUBLIC }) : await verifyPgpMessage({ message: signed, publicKeys: PUBLIC });
      expect(checked.signatures[0]?.valid).toBe(true);
      expect(checked.text).toBe('Hello,\nworld');
    }
    await expect(signPgpMessage({ text: '', privateKey: PRIVATE, passphrase: PASS })).rejects.toThrow(/Enter the text to sign/);
  });

  it.skipIf(!HAS_GPG)('gpg verifies our cleartext and detached signatures', async () => {
    const { home, run } = gnupg();
    const clear = await signPgpMessage({ text: 'Signed by Handy Tools\nsecond line', privateKey: PRIVATE, passphrase: PASS });
    const status = join(home, 'status.txt');
    run(['--status-file', status, '--verify'], clear);
    expect(readFileSync(status, 'utf8')).toMatch(new RegExp(`VALIDSIG ${FINGERPRINT}`, 'u'));
    const file = join(home, 'text.txt');
    writeFileSync(file, 'detached text\n');
    const sigFile = join(home, 'text.txt.asc');
    writeFileSync(sigFile, await signPgpMessage({ text: 'detached text\n', privateKey: PRIVATE, passphrase: PASS, style: 'detached' }));
    run(['--status-file', status, '--verify', sigFile, file]);
    expect(readFileSync(status, 'utf8')).toMatch(new RegExp(`VALIDSIG ${FINGERPRINT}`, 'u'));
    writeFileSync(file, 'detached text, edited\n');
    expect(() => run(['--verify', sigFile, file])).toThrow();
  });
});

describe('runPgpTool', () => {
  it('runs a mode and describes the keys pasted, reporting errors per field', async () => {
    const result = await runPgpTool({ mode: 'verify', message: fixture('example-cleartext.asc'), signature: '', publicKeys: PUBLIC, recipients: '', privateKey: 'junk', passphrase: '', text: '', encrypted: '', style: 'cleartext' });
    expect(result.output?.signatures?.[0]?.valid).toBe(true);
    expect(result.keys.publicKeys?.info?.[0]?.fingerprint).toBe(FINGERPRINT);
    expect(result.keys.privateKey).toBeUndefined(); // not used in this mode
    const bad = await runPgpTool({ mode: 'encrypt', text: 'x', recipients: 'junk', publicKeys: '', privateKey: '', passphrase: '', encrypted: '', message: '', signature: '', style: 'cleartext' });
    expect(bad.error).toMatch(/not an armored OpenPGP key/);
    expect(bad.keys.recipients?.error).toMatch(/not an armored OpenPGP key/);
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(pgpEncryptionTool, pgpEncryptionState);
  });

  it('only ever throws ToolInputError, whatever the input', { timeout: 120_000 }, async () => {
    await fuzzAsyncToolFunction((s: string) => describePgpKeys(s), undefined, 40);
    await fuzzAsyncToolFunction((s: string) => describePgpKeys(`-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${s}\n-----END PGP PUBLIC KEY BLOCK-----`), undefined, 40);
    await fuzzAsyncToolFunction((s: string) => decryptPgpMessage({ message: `-----BEGIN PGP MESSAGE-----\n\n${s}\n-----END PGP MESSAGE-----`, privateKey: CAROL.privateKey }), undefined, 30);
    await fuzzAsyncToolFunction((s: string) => verifyPgpMessage({ message: s, publicKeys: PUBLIC }), undefined, 40);
    await fuzzAsyncToolFunction((s: string) => verifyPgpMessage({ message: s, signature: `-----BEGIN PGP SIGNATURE-----\n\n${s}\n-----END PGP SIGNATURE-----`, publicKeys: PUBLIC }), undefined, 40);
    await fuzzAsyncToolFunction((s: string) => encryptPgpMessage({ text: s, publicKeys: PUBLIC }), undefined, 20);
    await fuzzAsyncToolFunction((s: string) => unlockPrivateKey(s, s), undefined, 30);
    await fuzzAsyncToolFunction((s: string) => signPgpMessage({ text: s, privateKey: CAROL.privateKey }), undefined, 20);
  });
});
