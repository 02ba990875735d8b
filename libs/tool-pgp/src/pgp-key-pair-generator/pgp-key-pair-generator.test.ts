import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { createMessage, decrypt, decryptKey, encrypt, readKey, readMessage, readPrivateKey, readSignature, sign, verify } from 'openpgp';
import { afterAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { pgpKeyPairGeneratorTool } from './meta.js';
import { pgpKeyPairGeneratorState } from './state.js';
import { formatFingerprint, formatUserId, generatePgpKeyPair, pgpKeyFileName, planPgpKeyPair, type PgpKeyOptions } from './pgp-key-pair-generator.js';

const hasCommand = (cmd: string) => spawnSync(cmd, ['--version'], { stdio: 'ignore' }).status === 0;
const HAS_GPG = hasCommand('gpg');
const homes: string[] = [];
afterAll(() =>
  homes.forEach((h) => {
    spawnSync('gpgconf', ['--homedir', h, '--kill', 'gpg-agent'], { stdio: 'ignore' });
    rmSync(h, { recursive: true, force: true });
  }),
);

/** A throw-away GnuPG home; `gpg(args, input)` runs gpg in it (batch, loopback pinentry). */
function gnupg() {
  const home = mkdtempSync(join(tmpdir(), 'ht-pgp-'));
  homes.push(home);
  const run = (args: string[], input?: string) => execFileSync('gpg', ['--homedir', home, '--batch', '--no-tty', '--pinentry-mode', 'loopback', ...args], { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
  return { home, run };
}

/** gpg's colon listing: its `fpr`, `uid` and `pub`/`sec` records. */
function colons(listing: string) {
  const rows = listing.split('\n').map((l) => l.split(':'));
  return { pub: rows.find((r) => r[0] === 'pub' || r[0] === 'sec'), fprs: rows.filter((r) => r[0] === 'fpr').map((r) => r[9]), uids: rows.filter((r) => r[0] === 'uid').map((r) => r[9]) };
}

const NOW = new Date('2026-11-28T12:00:00Z');

describe('planPgpKeyPair', () => {
  it('writes the user ID as RFC 4880 §5.11 / GnuPG do: Name (Comment) <email>', () => {
    expect(formatUserId('Alice', 'work', 'alice@example.com')).toBe('Alice (work) <alice@example.com>');
    expect(formatUserId('', '', 'alice@example.com')).toBe('<alice@example.com>');
    expect(planPgpKeyPair({ algorithm: 'curve25519', name: ' Alice ', email: 'alice@example.com', now: NOW }).userId).toBe('Alice <alice@example.com>');
  });

  it('maps algorithms to openpgp key types (Curve25519 v4 = EdDSA/ECDH legacy, v6 = Ed25519/X25519)', () => {
    const o = (algorithm: PgpKeyOptions['algorithm'], version: '4' | '6' = '4') => planPgpKeyPair({ algorithm, version, name: 'A', now: NOW }).openpgp;
    expect(o('curve25519')).toMatchObject({ type: 'ecc', curve: 'curve25519Legacy', config: { v6Keys: false } });
    expect(o('curve25519', '6')).toMatchObject({ type: 'curve25519', config: { v6Keys: true } });
    expect(o('rsa3072')).toMatchObject({ type: 'rsa', rsaBits: 3072 });
    expect(o('brainpoolP384r1')).toMatchObject({ type: 'ecc', curve: 'brainpoolP384r1' });
  });

  it('computes the expiry in seconds from creation (days, or a date at 00:00 UTC)', () => {
    expect(planPgpKeyPair({ algorithm: 'curve25519', name: 'A', expiry: 'days', expiryDays: 2, now: NOW }).keyExpirationTime).toBe(172_800);
    const plan = planPgpKeyPair({ algorithm: 'curve25519', name: 'A', expiry: 'date', expiryDate: '2026-11-30', now: NOW });
    expect(plan.keyExpirationTime).toBe(36 * 3600);
    expect(plan.expires?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(planPgpKeyPair({ algorithm: 'curve25519', name: 'A', now: NOW }).expires).toBeNull();
  });

  it('rejects what GnuPG rejects, naming the field', () => {
    const bad = (o: Partial<PgpKeyOptions>, message: RegExp) => expect(() => planPgpKeyPair({ algorithm: 'curve25519', name: 'A', now: NOW, ...o })).toThrow(message);
    bad({ name: '', email: '' }, /name or an e-mail/);
    bad({ email: 'not an address' }, /not an e-mail address/);
    bad({ name: 'A <b>' }, /name cannot contain/);
    bad({ comment: 'a (b)' }, /comment cannot contain/);
    bad({ name: 'A\nB' }, /control character/);
    bad({ expiry: 'days', expiryDays: 0 }, /whole number of days/);
    bad({ expiry: 'date', expiryDate: '2026-02-30' }, /not a date/);
    bad({ expiry: 'date', expiryDate: '2020-01-01' }, /not in the future/);
    bad({ algorithm: 'dsa' as never }, /Unknown key algorithm/);
    expect(() => planPgpKeyPair({ algorithm: 'curve25519', now: NOW })).toThrow(ToolInputError);
  });
});

describe('formatFingerprint and file names', () => {
  it('groups a v4 fingerprint as gpg prints it (a double space in the middle)', () => {
    // gpg --fingerprint layout, e.g. the GnuPG manual: "pub ... Key fingerprint = 0C9B 5D4B ... 5E5F  ..."
    expect(formatFingerprint('c550ba7cf830b8d130e158280b135e17693016ca')).toBe('C550 BA7C F830 B8D1 30E1  5828 0B13 5E17 6930 16CA');
    // RFC 9580 Appendix A.3 sample v6 key's fingerprint.
    expect(formatFingerprint('CB186C4F0609A697E4D52DFA6C722B0C1F1E27C18A56708F6525EC27BAD9ACC9')).toBe('CB18 6C4F 0609 A697 E4D5 2DFA 6C72 2B0C 1F1E 27C1 8A56 708F 6525 EC27 BAD9 ACC9');
  });

  it('names downloads after the e-mail and the short key ID', () => {
    expect(pgpKeyFileName({ userId: 'Alice <alice@example.com>', fingerprint: 'C550BA7CF830B8D130E158280B135E17693016CA' }, 'public')).toBe('alice_example.com-0x693016CA-public.asc');
    fc.assert(fc.property(fc.string(), (u) => /^[A-Za-z0-9._-]+$/u.test(pgpKeyFileName({ userId: u, fingerprint: 'ABCDEF0123456789' }, 'private'))));
  });
});

describe('generatePgpKeyPair', () => {
  it('generates a Curve25519 v4 key that openpgp reads back, locked by the passphrase', async () => {
    const pair = await generatePgpKeyPair({ algorithm: 'curve25519', name: 'Alice', email: 'alice@example.com', comment: 'test', passphrase: 'correct horse', expiry: 'days', expiryDays: 30 });
    expect(pair.privateKey).toMatch(/^-----BEGIN PGP PRIVATE KEY BLOCK-----/u);
    expect(pair.publicKey).toMatch(/^-----BEGIN PGP PUBLIC KEY BLOCK-----/u);
    expect(pair.fingerprint).toMatch(/^[0-9A-F]{40}$/u);
    expect(pair.keyId).toBe(pair.fingerprint.slice(-16));
    const pub = await readKey({ armoredKey: pair.publicKey });
    expect(pub.getFingerprint().toUpperCase()).toBe(pair.fingerprint);
    expect(pub.getUserIDs()).toEqual(['Alice (test) <alice@example.com>']);
    expect(pub.getAlgorithmInfo()).toEqual({ algorithm: 'eddsaLegacy', curve: 'ed25519Legacy' });
    expect(((await pub.getExpirationTime()) as Date).toISOString()).toBe(pair.expires);
    const priv = await readPrivateKey({ armoredKey: pair.privateKey });
    expect(priv.isDecrypted()).toBe(false);
    await expect(decryptKey({ privateKey: priv, passphrase: 'wrong' })).rejects.toThrow(/passphrase/i);
    const unlocked = await decryptKey({ privateKey: priv, passphrase: 'correct horse' });
    // Encrypt to the public key, decrypt with the private one; sign and verify.
    const message = await createMessage({ text: 'hello' });
    const armored = await encrypt({ message, encryptionKeys: pub });
    const { data } = await decrypt({ message: await readMessage({ armoredMessage: armored }), decryptionKeys: unlocked });
    expect(data).toBe('hello');
    const signature = await sign({ message: await createMessage({ text: 'signed' }), signingKeys: unlocked, detached: true });
    const checked = await verify({ message: await createMessage({ text: 'signed' }), signature: await readSignature({ armoredSignature: signature }), verificationKeys: pub });
    await expect(checked.signatures[0]?.verified).resolves.toBe(true);
  });

  it('generates an RFC 9580 v6 Ed25519 key (64-digit fingerprint) and an unprotected key without passphrase', async () => {
    const pair = await generatePgpKeyPair({ algorithm: 'curve25519', version: '6', email: 'carol@example.net' });
    expect(pair.version).toBe(6);
    expect(pair.fingerprint).toMatch(/^[0-9A-F]{64}$/u);
    expect(pair.keyId).toBe(pair.fingerprint.slice(0, 16)); // RFC 9580 §5.5.4.3: a v6 key ID is the fingerprint's first 8 octets
    const priv = await readPrivateKey({ armoredKey: pair.privateKey });
    expect(priv.isDecrypted()).toBe(true);
    expect(priv.getAlgorithmInfo().algorithm).toBe('ed25519');
  });

  it('reports progress and wraps nothing but bad options', async () => {
    const seen: number[] = [];
    await generatePgpKeyPair({ algorithm: 'nistP256', name: 'P' }, (f) => seen.push(f));
    expect(seen).toEqual([0.1, 0.9, 1]);
    await expect(generatePgpKeyPair({ algorithm: 'curve25519' })).rejects.toThrow(ToolInputError);
  });

  it.skipIf(!HAS_GPG)('gpg imports our Curve25519 key, its passphrase, its expiry and its revocation certificate', async () => {
    const pair = await generatePgpKeyPair({ algorithm: 'curve25519', name: 'Alice Example', email: 'alice@example.com', comment: 'ht', passphrase: 'pass phrase', expiry: 'date', expiryDate: '2030-01-01' });
    const { home, run } = gnupg();
    run(['--import'], pair.publicKey);
    const listed = colons(run(['--with-colons', '--fixed-list-mode', '--list-keys']));
    expect(listed.fprs[0]).toBe(pair.fingerprint);
    expect(listed.uids).toEqual(['Alice Example (ht) <alice@example.com>']);
    expect(listed.pub?.[3]).toBe('22'); // EdDSA (RFC 4880bis algorithm 22)
    expect(Number(listed.pub?.[6])).toBe(Date.UTC(2030, 0, 1) / 1000); // expiry
    // gpg unlocks the private key with the passphrase and signs with it.
    run(['--passphrase', 'pass phrase', '--import'], pair.privateKey);
    const file = join(home, 'msg.txt');
    writeFileSync(file, 'signed by gpg with our key');
    // A wrong passphrase is refused by gpg (tried first: gpg-agent caches the right one).
    expect(() => run(['--passphrase', 'wrong', '--yes', '--local-user', pair.fingerprint, '--armor', '--output', join(home, 'x.asc'), '--detach-sign', file])).toThrow();
    run(['--passphrase', 'pass phrase', '--local-user', pair.fingerprint, '--armor', '--detach-sign', file]);
    const sig = await readSignature({ armoredSignature: readFileSync(`${file}.asc`, 'utf8') });
    const verified = await verify({ message: await createMessage({ text: 'signed by gpg with our key' }), signature: sig, verificationKeys: await readKey({ armoredKey: pair.publicKey }) });
    await expect(verified.signatures[0]?.verified).resolves.toBe(true);
    // The revocation certificate revokes the key in gpg.
    run(['--import'], pair.revocationCertificate);
    expect(colons(run(['--with-colons', '--list-keys', pair.fingerprint])).pub?.[1]).toBe('r');
  });

  it.skipIf(!HAS_GPG)('gpg imports our RSA key and encrypts to it; we decrypt', async () => {
    const pair = await generatePgpKeyPair({ algorithm: 'rsa2048', name: 'Bob', email: 'bob@example.org', passphrase: 'pw' });
    const { run } = gnupg();
    run(['--import'], pair.publicKey);
    const listed = colons(run(['--with-colons', '--list-keys']));
    expect(listed.fprs).toContain(pair.fingerprint);
    expect(listed.fprs).toContain(pair.subkeyFingerprint);
    expect(listed.pub?.[2]).toBe('2048');
    expect(listed.pub?.[3]).toBe('1'); // RSA
    const armored = run(['--trust-model', 'always', '--armor', '--recipient', pair.fingerprint, '--encrypt'], 'from gpg');
    const key = await decryptKey({ privateKey: await readPrivateKey({ armoredKey: pair.privateKey }), passphrase: 'pw' });
    const { data } = await decrypt({ message: await readMessage({ armoredMessage: armored }), decryptionKeys: key });
    expect(data).toBe('from gpg');
  });

  it.skipIf(!HAS_GPG)('gpg reads our NIST P-256 key', async () => {
    const pair = await generatePgpKeyPair({ algorithm: 'nistP256', email: 'p@example.com' });
    const { run } = gnupg();
    run(['--import'], pair.privateKey);
    const listed = colons(run(['--with-colons', '--list-secret-keys']));
    expect(listed.fprs[0]).toBe(pair.fingerprint);
    expect(listed.pub?.[3]).toBe('19'); // ECDSA
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(pgpKeyPairGeneratorTool, pgpKeyPairGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => planPgpKeyPair({ algorithm: 'curve25519', name: s, email: s.slice(0, 3), comment: s, expiry: 'date', expiryDate: s }));
    fuzzToolFunction((s: string) => formatFingerprint(s));
    fuzzToolFunction((s: string) => pgpKeyFileName({ userId: s, fingerprint: s }, 'public'));
    await fuzzAsyncToolFunction((s: string) => generatePgpKeyPair({ algorithm: 'curve25519', name: s, email: '', comment: '' }), undefined, 15);
  });
});
