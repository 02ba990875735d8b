import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { bcryptCompareJob, bcryptHashJob } from '../shared/bcrypt-client.js';
import { bcryptCompare, bcryptHash, bcryptPasswordBytes, checkBcryptCost, parseBcryptHash } from './bcrypt.js';
import { bcryptTool } from './meta.js';
import { bcryptState } from './state.js';

// Test vectors of Solar Designer's crypt_blowfish (OpenWall, wrapper.c `tests[]`), also used by
// jBCrypt and bcryptjs; cross-checked on this machine with glibc/libxcrypt crypt(3):
// perl -e 'print crypt("U*U", q($2a$05$CCCCCCCCCCCCCCCCCCCCC.))'.
const OPENWALL: [string, string][] = [
  ['$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW', 'U*U'],
  ['$2a$05$CCCCCCCCCCCCCCCCCCCCC.VGOzA784oUp/Z0DY336zx7pLYAy0lwK', 'U*U*'],
  ['$2a$05$XXXXXXXXXXXXXXXXXXXXXOAcXxm9kjPGEMsLznoKqmqw7tc8WCx4a', 'U*U*U'],
  ['$2a$05$abcdefghijklmnopqrstuu5s2v8.iXieOjg/.AySBTTZIIVFJeBui', '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789chars after 72 are ignored'],
  ['$2a$05$CCCCCCCCCCCCCCCCCCCCC.7uG0VCzI2bS7j6ymqJi9CdcdxiRTWNy', ''],
];

describe('bcryptHash and bcryptCompare', () => {
  it.each(OPENWALL)('crypt_blowfish vector %s', async (hash, password) => {
    await expect(bcryptHash(password, { salt: hash.slice(0, 29) })).resolves.toBe(hash);
    await expect(bcryptCompare(password, hash)).resolves.toBe(true);
    // A changed first character (appending would not do for the > 72-byte vector).
    await expect(bcryptCompare(`x${password}`, hash)).resolves.toBe(false);
  });

  it('$2b$ and $2y$ are the same algorithm as $2a$ for these passwords (libxcrypt: crypt("U*U", "$2y$05$CCC…"))', async () => {
    await expect(bcryptHash('U*U', { salt: '$2y$05$CCCCCCCCCCCCCCCCCCCCC.' })).resolves.toBe('$2y$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW');
    await expect(bcryptCompare('U*U', '$2b$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW')).resolves.toBe(true);
  });

  it('only uses the first 72 bytes of the password (OpenBSD bcrypt; the OpenWall vector above says so)', async () => {
    const long = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    expect(bcryptPasswordBytes(long)).toBe(72);
    const hash = '$2a$05$abcdefghijklmnopqrstuu5s2v8.iXieOjg/.AySBTTZIIVFJeBui';
    await expect(bcryptCompare(long, hash)).resolves.toBe(true);
    await expect(bcryptCompare(`${long}anything`, hash)).resolves.toBe(true);
    await expect(bcryptCompare(long.slice(0, 71), hash)).resolves.toBe(false);
    // Bytes, not characters: 36 × "é" is 72 bytes.
    expect(bcryptPasswordBytes('é'.repeat(36))).toBe(72);
  });

  it('hashes with a random salt at the chosen cost and version, and the hash matches', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom('2a', '2b', '2y' as const), async (password, version) => {
        const hash = await bcryptHash(password, { cost: 4, version });
        expect(hash).toMatch(new RegExp(`^\\$${version}\\$04\\$[./A-Za-z0-9]{53}$`));
        await expect(bcryptCompare(password, hash)).resolves.toBe(true);
      }),
      { numRuns: 5 },
    );
    const [a, b] = await Promise.all([bcryptHash('same', { cost: 4 }), bcryptHash('same', { cost: 4 })]);
    expect(a).not.toBe(b);
  });

  it('reports progress', async () => {
    const seen: number[] = [];
    await bcryptHash('x', { cost: 4, onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((f) => f >= 0 && f <= 1)).toBe(true);
  });

  it('runs through the job client in Node (no Worker: inline) and honours an abort', async () => {
    await expect(bcryptHashJob('U*U', { salt: '$2a$05$CCCCCCCCCCCCCCCCCCCCC.' })).resolves.toBe(OPENWALL[0]![0]);
    await expect(bcryptCompareJob('U*U', OPENWALL[0]![0])).resolves.toBe(true);
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(bcryptCompareJob('U*U', OPENWALL[0]![0], { signal: ctrl.signal })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(bcryptCompareJob('U*U', 'nope')).rejects.toBeInstanceOf(ToolInputError);
  });
});

describe('parseBcryptHash', () => {
  it('splits a hash into version, cost, salt and checksum', () => {
    expect(parseBcryptHash('  $2y$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW\n')).toEqual({
      version: '2y',
      cost: 5,
      salt: 'CCCCCCCCCCCCCCCCCCCCC.',
      checksum: 'E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW',
    });
  });

  it('names the problem of a malformed hash', () => {
    const valid = OPENWALL[0]![0];
    expect(expectToolInputError(() => parseBcryptHash('')).message).toMatch(/^Paste a bcrypt hash/);
    expect(expectToolInputError(() => parseBcryptHash('$1$abc$def')).message).toBe('A bcrypt hash starts with $2a$, $2b$ or $2y$; this one starts with "$1$a".');
    expect(expectToolInputError(() => parseBcryptHash(valid.replace('$2a$', '$2x$'))).message).toMatch(/flawed pre-2011/);
    expect(expectToolInputError(() => parseBcryptHash(valid.replace('$05$', '$03$'))).message).toMatch(/two digits from 04 to 31.*found "03\$"/);
    expect(expectToolInputError(() => parseBcryptHash(valid.replace('$05$', '$32$'))).message).toMatch(/found "32\$"/);
    expect(expectToolInputError(() => parseBcryptHash(valid.replace('$05$', '$5$C'))).message).toMatch(/found "5\$C"/);
    const bad = expectToolInputError(() => parseBcryptHash(`${valid.slice(0, 20)}!${valid.slice(21)}`));
    expect(bad.message).toBe('A bcrypt hash holds only ./A-Za-z0-9 after the cost: "!" at position 21 is not one.');
    expect(bad.position).toBe(20);
    expect(expectToolInputError(() => parseBcryptHash(valid.slice(0, 59))).message).toBe('A bcrypt hash has 60 characters; this one has 59.');
  });

  it('rejects costs outside 4–31', async () => {
    expect(checkBcryptCost(4)).toBe(4);
    expect(checkBcryptCost(31)).toBe(31);
    expect(expectToolInputError(() => checkBcryptCost(3)).message).toMatch(/4 to 31/);
    expect(() => checkBcryptCost(10.5)).toThrow(ToolInputError);
    await expect(bcryptHash('x', { cost: 32 })).rejects.toBeInstanceOf(ToolInputError);
    await expect(bcryptCompare('x', '$2a$05$short')).rejects.toBeInstanceOf(ToolInputError);
  });
});

describe('bcrypt: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(bcryptTool, bcryptState);
    for (const example of bcryptTool.examples ?? []) if (example.state.hash) expect(() => parseBcryptHash(example.state.hash as string)).not.toThrow();
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseBcryptHash(s));
    fuzzToolFunction((n: number) => checkBcryptCost(n), fc.oneof(fc.integer(), fc.double()));
    fuzzToolFunction((s: string) => bcryptPasswordBytes(s));
    await fuzzAsyncToolFunction((s: string) => bcryptCompare(s, s), undefined, 50);
    await fuzzAsyncToolFunction((s: string) => bcryptCompare(s.slice(0, 100), OPENWALL[0]![0]), undefined, 10);
    await fuzzAsyncToolFunction((s: string) => bcryptHash(s.slice(0, 100), { salt: s }), undefined, 50);
    await fuzzAsyncToolFunction((s: string) => bcryptHash(s.slice(0, 100), { cost: 4 }), undefined, 10);
  });
});
