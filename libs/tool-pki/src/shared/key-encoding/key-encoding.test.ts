import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { fuzzToolFunction } from '@handy-tools/ui/testing';
import { base64ToBytes, bytesToBase64, bytesToBase64Url, bytesToHex, hexToBytes } from './bytes.js';
import { sshFingerprintMd5, sshFingerprintSha256 } from './fingerprint.js';
import { encodeKeyPair, generateKeyPairJwk, pickKeyPairOutputs, type EncodedKeyPair } from './key-pair.js';
import {
  decodeSshPublicKeyBlob,
  encodeOpenSshPrivateKey,
  encodeSshPublicKeyBlob,
  formatOpenSshPublicKey,
  parseOpenSshPrivateKey,
  parseOpenSshPublicKey,
  type SshPrivateKey,
} from './openssh.js';
import { pemArmor, pemBlocks, pemUnarmor } from './pem.js';
import { SshReader, SshWriter } from './ssh-wire.js';

function hasCommand(command: string, args: string[] = ['version']): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const openssl = hasCommand('openssl');
const sshKeygen = hasCommand('ssh-keygen', ['-?']) || hasCommand('which', ['ssh-keygen']);

const dir = mkdtempSync(join(tmpdir(), 'ht-key-encoding-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileCount = 0;
/** Writes `text` to a fresh temporary file (mode 0600, as ssh-keygen demands for private keys). */
function file(text: string): string {
  const path = join(dir, `k${fileCount++}`);
  writeFileSync(path, text);
  chmodSync(path, 0o600);
  return path;
}
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

// RFC 8410 §10.1 and §10.3: the example Ed25519 public and private keys.
const RFC8410_PUBLIC = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n';
const RFC8410_PRIVATE = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC\n-----END PRIVATE KEY-----\n';
// RFC 8032 §7.1, TEST 1: secret key and public key.
const RFC8032_SECRET = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const RFC8032_PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';

describe('PEM (RFC 7468)', () => {
  it('reads the RFC 8410 example keys and writes them back byte for byte', () => {
    for (const pem of [RFC8410_PUBLIC, RFC8410_PRIVATE]) {
      const block = pemUnarmor(pem);
      expect(pemArmor(block.label, block.der)).toBe(pem);
    }
    expect(pemUnarmor(RFC8410_PRIVATE).label).toBe('PRIVATE KEY');
    expect(bytesToHex(pemUnarmor(RFC8410_PRIVATE).der.subarray(16))).toBe('d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a88f44755842');
  });

  it('round-trips any bytes, with 64-character lines', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.constantFrom('PRIVATE KEY', 'PUBLIC KEY', 'OPENSSH PRIVATE KEY'), (der, label) => {
        const pem = pemArmor(label, der);
        expect(pem.split('\n').every((l) => l.length <= 64 || l.startsWith('-----'))).toBe(true);
        expect(Array.from(pemUnarmor(pem, [label]).der)).toEqual(Array.from(der));
      }),
    );
  });

  it('keeps RFC 1421 headers and reads several blocks', () => {
    const pem = pemArmor('RSA PRIVATE KEY', new Uint8Array([1, 2, 3]), { headers: { 'Proc-Type': '4,ENCRYPTED', 'DEK-Info': 'AES-256-CBC,00' } });
    const text = `junk\n${pem}between\n${RFC8410_PUBLIC}`;
    const blocks = pemBlocks(text);
    expect(blocks.map((b) => b.label)).toEqual(['RSA PRIVATE KEY', 'PUBLIC KEY']);
    expect(blocks[0]?.headers).toEqual({ 'Proc-Type': '4,ENCRYPTED', 'DEK-Info': 'AES-256-CBC,00' });
    expect(Array.from(blocks[0]?.der ?? [])).toEqual([1, 2, 3]);
  });

  it('rejects a missing block, a wrong label, mismatched END, bad Base64', () => {
    expect(() => pemUnarmor('hello')).toThrow(/No PEM block/);
    expect(() => pemUnarmor(RFC8410_PUBLIC, ['PRIVATE KEY'])).toThrow(/found “PUBLIC KEY”/);
    expect(() => pemUnarmor('-----BEGIN A-----\nAAAA\n-----END B-----')).toThrow(ToolInputError);
    expect(() => pemUnarmor('-----BEGIN A-----\nAA*A\n-----END A-----')).toThrow(/not Base64/);
    fuzzToolFunction((s: string) => pemBlocks(s));
    fuzzToolFunction((s: string) => pemUnarmor(`-----BEGIN X-----\n${s}\n-----END X-----`));
  });
});

describe('SSH wire format (RFC 4251 §5)', () => {
  // RFC 4251 §5, the mpint examples (the non-negative ones).
  it.each([
    ['', '00000000'],
    ['09a378f9b2e332a7', '0000000809a378f9b2e332a7'],
    ['80', '000000020080'],
    ['0080', '000000020080'],
  ])('writes mpint %s as %s', (value, wire) => {
    expect(bytesToHex(new SshWriter().mpint(hexToBytes(value)).finish())).toBe(wire);
    expect(bytesToHex(new SshReader(hexToBytes(wire), 'x').mpint())).toBe(value.replace(/^(00)+/, ''));
  });

  it('rejects the negative mpints of RFC 4251 §5 and truncated data', () => {
    expect(() => new SshReader(hexToBytes('00000002edcc'), 'x').mpint()).toThrow(/negative/);
    expect(() => new SshReader(hexToBytes('00000005ff21524111'), 'x').mpint()).toThrow(/negative/);
    expect(() => new SshReader(hexToBytes('0000000a0102'), 'The blob').string()).toThrow(/truncated/);
    expect(() => new SshWriter().uint32(2 ** 32)).toThrow(ToolInputError);
  });

  it('round-trips strings and uint32s', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.uint8Array({ maxLength: 40 }), fc.nat({ max: 0xffffffff }))), (items) => {
        const w = new SshWriter();
        for (const item of items) if (typeof item === 'number') w.uint32(item);
        else w.string(item);
        const r = new SshReader(w.finish(), 'x');
        for (const item of items) expect(typeof item === 'number' ? r.uint32() : Array.from(r.string())).toEqual(typeof item === 'number' ? item : Array.from(item));
        r.end();
      }),
    );
  });
});

/** The JWK of a key from its PEM, read by Node's crypto (OpenSSL): an independent reference. */
function jwkOf(pem: string, passphrase?: string): JsonWebKey {
  return createPrivateKey({ key: pem, passphrase }).export({ format: 'jwk' }) as JsonWebKey;
}

describe('Ed25519 published vectors', () => {
  it('encodes the RFC 8410 example private key with the RFC 8410 public key', async () => {
    const keys = await encodeKeyPair(jwkOf(RFC8410_PRIVATE), { checkInt: 1 });
    expect(keys.pkcs8Pem).toBe(RFC8410_PRIVATE);
    expect(keys.spkiPem).toBe(RFC8410_PUBLIC);
    expect(keys.traditionalPem).toBeUndefined();
  });

  it('puts the RFC 8032 TEST 1 public key in the OpenSSH key (RFC 8709 §4)', async () => {
    const jwk: JsonWebKey = { kty: 'OKP', crv: 'Ed25519', d: bytesToBase64Url(hexToBytes(RFC8032_SECRET)), x: bytesToBase64Url(hexToBytes(RFC8032_PUBLIC)) };
    const keys = await encodeKeyPair(jwk, { comment: 'test@example' });
    const { key, comment, blob } = parseOpenSshPublicKey(keys.openSshPublic);
    expect(comment).toBe('test@example');
    expect(key.type === 'ssh-ed25519' && bytesToHex(key.a)).toBe(RFC8032_PUBLIC);
    // RFC 8709 §4: string "ssh-ed25519", string key.
    expect(bytesToHex(blob)).toBe(`0000000b${bytesToHex(new TextEncoder().encode('ssh-ed25519'))}00000020${RFC8032_PUBLIC}`);
    const priv = parseOpenSshPrivateKey(keys.openSshPrivate);
    expect(priv.key.type === 'ssh-ed25519' && bytesToHex(priv.key.k)).toBe(RFC8032_SECRET + RFC8032_PUBLIC);
    expect(priv.comment).toBe('test@example');
  });
});

const KINDS = [
  { name: 'RSA 2048', spec: { kind: 'rsa', bits: 2048 } },
  { name: 'ECDSA P-256', spec: { kind: 'ecdsa', curve: 'P-256' } },
  { name: 'ECDSA P-384', spec: { kind: 'ecdsa', curve: 'P-384' } },
  { name: 'ECDSA P-521', spec: { kind: 'ecdsa', curve: 'P-521' } },
  { name: 'Ed25519', spec: { kind: 'ed25519' } },
] as const;

describe.each(KINDS)('a generated $name key pair', ({ spec }) => {
  let keysPromise: Promise<{ jwk: JsonWebKey; keys: EncodedKeyPair; encrypted: EncodedKeyPair }> | undefined;
  const get = () =>
    (keysPromise ??= (async () => {
      const jwk = await generateKeyPairJwk(spec);
      return {
        jwk,
        keys: await encodeKeyPair(jwk, { comment: 'ada@example.org' }),
        encrypted: await encodeKeyPair(jwk, { passphrase: 'correct horse ünicode', pbkdf2Iterations: 2048 }),
      };
    })());

  it('is read back the same by Node/OpenSSL from every private and public format', async () => {
    const { jwk, keys, encrypted } = await get();
    const same = (other: JsonWebKey) => expect({ ...other, key_ops: undefined, ext: undefined }).toEqual({ ...jwk, key_ops: undefined, ext: undefined, alg: undefined });
    same(jwkOf(keys.pkcs8Pem));
    same(jwkOf(encrypted.pkcs8Pem, 'correct horse ünicode'));
    expect(encrypted.pkcs8Pem).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----/);
    if (keys.traditionalPem) {
      same(jwkOf(keys.traditionalPem));
      expect(encrypted.traditionalPem).toMatch(/Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,[0-9A-F]{32}\n/);
      same(jwkOf(encrypted.traditionalPem ?? '', 'correct horse ünicode'));
    }
    const pub = createPublicKey(keys.spkiPem).export({ format: 'jwk' });
    expect(pub).toEqual({ kty: jwk.kty, crv: jwk.crv, n: jwk.n, e: jwk.e, x: jwk.x, y: jwk.y });
    if (keys.pkcs1PublicPem) expect(createPublicKey(keys.pkcs1PublicPem).export({ format: 'jwk' })).toEqual(pub);
  });

  it('gives OpenSSH keys that our decoder reads back', async () => {
    const { keys } = await get();
    const pub = parseOpenSshPublicKey(keys.openSshPublic);
    expect(pub.comment).toBe('ada@example.org');
    expect(pub.key.type).toBe(keys.sshType);
    const priv = parseOpenSshPrivateKey(keys.openSshPrivate);
    expect(priv.comment).toBe('ada@example.org');
    expect(bytesToBase64(encodeSshPublicKeyBlob(priv.key))).toBe(keys.openSshPublic.split(' ')[1]);
    expect(keys.fingerprints.sha256).toBe(await sshFingerprintSha256(pub.blob));
    expect(keys.fingerprints.md5).toBe(sshFingerprintMd5(pub.blob));
  });

  it.skipIf(!openssl)('passes openssl pkey -check (and rsa/ec -check for the traditional form)', async () => {
    const { keys, encrypted } = await get();
    expect(run('openssl', ['pkey', '-in', file(keys.pkcs8Pem), '-noout', '-check'])).toMatch(/Key is valid|valid/i);
    expect(run('openssl', ['pkey', '-in', file(encrypted.pkcs8Pem), '-passin', 'pass:correct horse ünicode', '-noout', '-check'])).toMatch(/valid/i);
    if (keys.kind === 'rsa') expect(run('openssl', ['rsa', '-in', file(keys.traditionalPem ?? ''), '-noout', '-check'])).toMatch(/RSA key ok/);
    if (keys.kind === 'ecdsa') expect(run('openssl', ['ec', '-in', file(keys.traditionalPem ?? ''), '-noout', '-check'])).toBe('');
    // The SPKI SHA-256 is the digest of the public key's DER as OpenSSL writes it.
    const der = execFileSync('openssl', ['pkey', '-in', file(keys.pkcs8Pem), '-pubout', '-outform', 'DER']);
    const digest = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der });
    expect(keys.fingerprints.spkiSha256.replace(/:/g, '')).toBe(digest.toString('hex'));
    expect(keys.fingerprints.spkiPin).toBe(digest.toString('base64'));
  });

  it.skipIf(!sshKeygen)('is accepted by ssh-keygen: same public key, same SHA-256 and MD5 fingerprints', async () => {
    const { keys } = await get();
    const privPath = file(keys.openSshPrivate);
    const [type, b64] = keys.openSshPublic.split(' ');
    expect(run('ssh-keygen', ['-y', '-f', privPath]).trim()).toBe(`${type} ${b64} ada@example.org`);
    const listed = run('ssh-keygen', ['-l', '-f', file(`${keys.openSshPublic}\n`)]).trim();
    expect(listed).toBe(`${keys.bits} ${keys.fingerprints.sha256} ada@example.org (${keys.kind === 'rsa' ? 'RSA' : keys.kind === 'ed25519' ? 'ED25519' : 'ECDSA'})`);
    expect(run('ssh-keygen', ['-l', '-E', 'md5', '-f', privPath])).toContain(keys.fingerprints.md5);
    // ssh-keygen also reads the PKCS#8 private keys (not Ed25519 ones: OpenSSH 9.2 reads those only in its own format).
    if (keys.kind !== 'ed25519') expect(run('ssh-keygen', ['-y', '-f', file(keys.pkcs8Pem)]).trim()).toBe(`${type} ${b64}`);
  });
});

describe.skipIf(!sshKeygen)('keys written by ssh-keygen', () => {
  it.each(['ed25519', 'ecdsa', 'rsa'])('%s: our decoder reads them and our encoder writes them byte for byte', (type) => {
    const path = join(dir, `ssh-${type}`);
    execFileSync('ssh-keygen', ['-q', '-t', type, ...(type === 'rsa' ? ['-b', '1024'] : []), '-N', '', '-C', 'made by ssh-keygen', '-f', path]);
    const pem = readFileSync(path, 'utf8');
    const { key, comment } = parseOpenSshPrivateKey(pem);
    expect(comment).toBe('made by ssh-keygen');
    const body = pemUnarmor(pem).der;
    // The check value sits right after the header; reuse it to compare whole files.
    const header = 15 + 8 + 8 + 4 + 4 + 4 + encodeSshPublicKeyBlob(key).length + 4;
    const checkInt = new DataView(body.buffer, body.byteOffset).getUint32(header);
    expect(encodeOpenSshPrivateKey(key, { comment, checkInt })).toBe(pem);
    const pub = readFileSync(`${path}.pub`, 'utf8').trim();
    expect(formatOpenSshPublicKey(parseOpenSshPublicKey(pub).key, 'made by ssh-keygen')).toBe(pub);
  });
});

describe('OpenSSH formats: round trips and errors', () => {
  const ed25519Key = fc.tuple(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.uint8Array({ minLength: 32, maxLength: 32 })).map(
    ([seed, a]): SshPrivateKey => ({ type: 'ssh-ed25519', a, k: new Uint8Array([...seed, ...a]) }),
  );
  const big = fc.uint8Array({ minLength: 1, maxLength: 80 }).map((b) => (b[0] === 0 ? new Uint8Array([1, ...b]) : b));
  const rsaKey = fc.record({ e: big, n: big, d: big, iqmp: big, p: big, q: big }).map((k): SshPrivateKey => ({ type: 'ssh-rsa', ...k }));
  const ecKey = fc
    .tuple(fc.constantFrom(['nistp256', 32], ['nistp384', 48], ['nistp521', 66]) as fc.Arbitrary<['nistp256' | 'nistp384' | 'nistp521', number]>, fc.uint8Array({ minLength: 132, maxLength: 132 }), big)
    .map(([[curve, size], xy, d]): SshPrivateKey => ({ type: `ecdsa-sha2-${curve}`, curve, q: new Uint8Array([4, ...xy.subarray(0, 2 * size)]), d }));

  it('private keys and public lines round-trip', () => {
    fc.assert(
      fc.property(fc.oneof(ed25519Key, rsaKey, ecKey), fc.string({ unit: 'grapheme' }).filter((s) => !/[\r\n]/.test(s)), (key, comment) => {
        const { key: back, comment: c } = parseOpenSshPrivateKey(encodeOpenSshPrivateKey(key, { comment }));
        expect(c).toBe(comment);
        expect(encodeSshPublicKeyBlob(back)).toEqual(encodeSshPublicKeyBlob(key));
        const line = parseOpenSshPublicKey(formatOpenSshPublicKey(key, comment));
        expect(line.comment).toBe(comment.trim());
        expect(decodeSshPublicKeyBlob(line.blob)).toEqual(decodeSshPublicKeyBlob(encodeSshPublicKeyBlob(key)));
      }),
      { numRuns: 60 },
    );
  });

  it('rejects bad public lines and private keys with messages for users', () => {
    expect(() => parseOpenSshPublicKey('ssh-ed25519')).toThrow(/Expected an OpenSSH public key/);
    expect(() => parseOpenSshPublicKey(`ssh-rsa ${bytesToBase64(new SshWriter().string('ssh-ed25519').string(new Uint8Array(32)).finish())}`)).toThrow(/inside is ssh-ed25519/);
    expect(() => parseOpenSshPublicKey(`ssh-dss ${bytesToBase64(new SshWriter().string('ssh-dss').finish())}`)).toThrow(/key type “ssh-dss”/);
    expect(() => decodeSshPublicKeyBlob(new SshWriter().string('ssh-ed25519').string(new Uint8Array(31)).finish())).toThrow(/32 bytes/);
    expect(() => formatOpenSshPublicKey({ type: 'ssh-ed25519', a: new Uint8Array(32) }, 'a\nb')).toThrow(/one line/);
    const encrypted = pemArmor('OPENSSH PRIVATE KEY', new SshWriter().raw(new TextEncoder().encode('openssh-key-v1\0')).string('aes256-ctr').string('bcrypt').string('').finish(), { lineLength: 70 });
    expect(() => parseOpenSshPrivateKey(encrypted)).toThrow(/is encrypted/);
    expect(() => parseOpenSshPrivateKey(RFC8410_PRIVATE)).toThrow(/OPENSSH PRIVATE KEY/);
    fuzzToolFunction((s: string) => parseOpenSshPublicKey(s));
    fuzzToolFunction((s: string) => parseOpenSshPrivateKey(s));
    fuzzToolFunction((s: string) => parseOpenSshPrivateKey(pemArmor('OPENSSH PRIVATE KEY', base64ToBytes(bytesToBase64(new TextEncoder().encode(`openssh-key-v1\0${s}`))))));
    fuzzToolFunction((b: Uint8Array) => decodeSshPublicKeyBlob(b), fc.uint8Array({ maxLength: 200 }));
  });

  it('rejects bad key specs and JWKs', async () => {
    await expect(generateKeyPairJwk({ kind: 'rsa', bits: 1000 })).rejects.toThrow(ToolInputError);
    await expect(generateKeyPairJwk({ kind: 'ecdsa', curve: 'P-192' as 'P-256' })).rejects.toThrow(/Unknown curve/);
    await expect(encodeKeyPair({ kty: 'EC', crv: 'P-256', x: 'AA', y: 'AA', d: 'AA' })).rejects.toThrow(ToolInputError);
    await expect(encodeKeyPair({ kty: 'oct', k: 'AA' })).rejects.toThrow(/Unsupported key/);
    await expect(encodeKeyPair({ kty: 'OKP', crv: 'Ed25519', x: 'AA', d: 'AA' })).rejects.toThrow(/32-byte/);
    const jwk = jwkOf(RFC8410_PRIVATE);
    await expect(encodeKeyPair(jwk, { comment: 'a\rb' })).rejects.toThrow(/one line/);
  });
});

describe('pickKeyPairOutputs', () => {
  it('picks the texts and names the files as ssh-keygen does', async () => {
    const keys = await encodeKeyPair(jwkOf(RFC8410_PRIVATE), { comment: 'c' });
    expect(pickKeyPairOutputs(keys, 'openssh', 'openssh', '', 'id_ed25519')).toEqual({
      privateKey: keys.openSshPrivate,
      publicKey: `${keys.openSshPublic}\n`,
      privateFileName: 'id_ed25519',
      publicFileName: 'id_ed25519.pub',
    });
    expect(pickKeyPairOutputs(keys, 'pkcs8', 'spki', '', 'k')).toMatchObject({ privateKey: RFC8410_PRIVATE, publicKey: RFC8410_PUBLIC, privateFileName: 'k.key.pem', publicFileName: 'k.pub.pem' });
  });

  it('explains formats that do not exist for the key, and the unencrypted OpenSSH key', async () => {
    const keys = await encodeKeyPair(jwkOf(RFC8410_PRIVATE));
    expect(() => pickKeyPairOutputs(keys, 'traditional', 'spki', '', 'k')).toThrow(/Ed25519 key has no traditional/);
    expect(() => pickKeyPairOutputs(keys, 'pkcs8', 'pkcs1', '', 'k')).toThrow(/RSA only/);
    expect(() => pickKeyPairOutputs(keys, 'openssh', 'spki', 'secret', 'k')).toThrow(/ssh-keygen -p/);
  });
});
