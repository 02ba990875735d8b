import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { apr1Md5, apr1Salt } from '../shared/apr1-md5.js';
import { CRYPT_ALPHABET, randomCryptSalt } from '../shared/crypt-salt.js';
import {
  cryptTruncates,
  desCrypt,
  htpasswdHash,
  htpasswdLines,
  parseHtpasswdLine,
  parseHtpasswdUsers,
  shaHtpasswd,
  verifyHtpasswdLine,
} from './htpasswd-generator.js';
import { htpasswdGeneratorTool } from './meta.js';
import { htpasswdGeneratorState } from './state.js';

describe('apr1Md5 (Apache apr_md5.c)', () => {
  it('matches the apache-md5 package test vector', () => {
    // apache-md5 README/tests: md5('myPassword', '$apr1$r31.....$') → '$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/'.
    expect(apr1Md5('myPassword', '$apr1$r31.....$')).toBe('$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/');
  });

  // Hard-coded outputs of OpenSSL 3.0 on this machine: `openssl passwd -apr1 -salt <salt> <password>`.
  it.each([
    ['myPassword', 'r31.....', '$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/'],
    ['password', 'saltsalt', '$apr1$saltsalt$yAAkm4libquA.ZWLHbSBq/'],
    ['pässwörd', 'A/b.9zZ', '$apr1$A/b.9zZ$kuI67qfzPwN673O4eG8v/0'],
    ['', 'abc', '$apr1$abc$BfqKdn9xFDWJPa3kcp/PH0'],
    ['a:b c', 'Zy9', '$apr1$Zy9$o3sruekBfOsdUrYN8k7Go.'],
    ['x'.repeat(100), '12345678', '$apr1$12345678$yiFoyfrrVNwrIepED8sjv0'],
  ])('openssl passwd -apr1: %j with salt %s', (password, salt, expected) => {
    expect(apr1Md5(password, salt)).toBe(expected);
    expect(apr1Md5(password, expected)).toBe(expected);
  });

  it('cuts salts at 8 characters and rejects characters outside ./0-9A-Za-z', () => {
    expect(apr1Salt('$apr1$123456789$xyz')).toBe('12345678');
    const e = expectToolInputError(() => apr1Md5('x', 'ab!d'));
    expect(e.message).toMatch(/"!" at position 3/);
  });
});

describe('random salts', () => {
  it('draws from the crypt alphabet only, with the requested length', () => {
    for (let i = 0; i < 50; i++) {
      const s = randomCryptSalt(8);
      expect(s).toHaveLength(8);
      expect([...s].every((c) => CRYPT_ALPHABET.includes(c))).toBe(true);
    }
    expect(CRYPT_ALPHABET).toHaveLength(64);
  });
});

describe('desCrypt (crypt(3))', () => {
  // Hard-coded outputs of glibc/libxcrypt crypt(3) on this machine (OpenSSL 3 dropped
  // `passwd -crypt`): perl -e 'print crypt("password", "ab")'. "foob"/"ar" is the package README example.
  it.each([
    ['password', 'ab', 'abJnggxhB/yWI'],
    ['foob', 'ar', 'arlEKn0OzVJn.'],
    ['12345678extra', 'Xy', 'XyI8/B3TjQqJg'],
    ['12345678', 'Xy', 'XyI8/B3TjQqJg'],
    ['pässwörd', './', './vYBXr45rAoM'],
    ['', 'zz', 'zz6dpSdr.LHZw'],
  ])('crypt(%j, %j)', (password, salt, expected) => {
    expect(desCrypt(password, salt)).toBe(expected);
  });

  it('only counts 8 bytes', () => {
    expect(cryptTruncates('12345678')).toBe(false);
    expect(cryptTruncates('123456789')).toBe(true);
    expect(cryptTruncates('ääää')).toBe(false);
    expect(cryptTruncates('äääää')).toBe(true);
    expect(() => desCrypt('x', 'a')).toThrow(ToolInputError);
    expect(() => desCrypt('x', 'a!')).toThrow(ToolInputError);
  });
});

describe('shaHtpasswd', () => {
  it('is {SHA} + Base64(SHA-1) (htpasswd -s; "password" → the well-known W6ph5Mm5Pz8GgiULbPgzG37mj9g=)', () => {
    expect(shaHtpasswd('password')).toBe('{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=');
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (p) => {
        expect(shaHtpasswd(p)).toBe(`{SHA}${createHash('sha1').update(p, 'utf8').digest('base64')}`);
      }),
    );
  });
});

describe('htpasswd lines', () => {
  it('reads user:password lines, the password may hold ":"', () => {
    expect(parseHtpasswdUsers('alice:a:b\r\n\n  \nbob:')).toEqual([
      { user: 'alice', password: 'a:b', line: 1 },
      { user: 'bob', password: '', line: 4 },
    ]);
  });

  it('names the line of a bad entry', () => {
    expect(expectToolInputError(() => parseHtpasswdUsers('alice:x\nbob')).message).toBe('Line 2: write user:password (no ":" found).');
    expect(expectToolInputError(() => parseHtpasswdUsers(':x')).message).toMatch(/^Line 1: the username is empty/);
    expect(expectToolInputError(() => parseHtpasswdUsers('a:1\nb:2\na:3')).message).toBe('Line 3: the user "a" is already on line 1.');
    expect(expectToolInputError(() => parseHtpasswdUsers('a\tb:1')).message).toMatch(/U\+0009 at column 2/);
    expect(expectToolInputError(() => parseHtpasswdUsers(`${'u'.repeat(256)}:x`)).message).toMatch(/256 bytes/);
    expect(expectToolInputError(() => parseHtpasswdUsers('a:1\nb:2\na:3')).line).toBe(3);
  });

  it('writes one line per user in each format, and each line verifies', async () => {
    for (const format of ['bcrypt', 'apr1', 'sha1', 'crypt'] as const) {
      const text = await htpasswdLines('alice:s3cret\nbob:p:w', format, { cost: 4 });
      const lines = text.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^alice:/);
      await expect(verifyHtpasswdLine(lines[0]!, 's3cret')).resolves.toMatchObject({ user: 'alice', format, match: true });
      await expect(verifyHtpasswdLine(lines[1]!, 'p:w')).resolves.toMatchObject({ user: 'bob', format, match: true });
      await expect(verifyHtpasswdLine(lines[1]!, 'p:W')).resolves.toMatchObject({ match: false });
    }
    expect(await htpasswdHash('x', 'bcrypt', { cost: 4 })).toMatch(/^\$2y\$04\$/);
    expect(await htpasswdHash('myPassword', 'apr1', { salt: 'r31.....' })).toBe('$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/');
    await expect(htpasswdHash('x', 'bcrypt', { cost: 18 })).rejects.toBeInstanceOf(ToolInputError);
    // htpasswd.c refuses passwords over 255 bytes.
    await expect(htpasswdHash('x'.repeat(255), 'sha1')).resolves.toMatch(/^\{SHA\}/);
    await expect(htpasswdHash('é'.repeat(128), 'apr1')).rejects.toThrow('The password is 256 bytes long; htpasswd allows at most 255.');
    await expect(verifyHtpasswdLine('bob:abJnggxhB/yWI', 'x'.repeat(256))).rejects.toBeInstanceOf(ToolInputError);
  });

  it('verifies published and openssl/crypt(3) lines, detecting the format', async () => {
    await expect(verifyHtpasswdLine('myuser:$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/', 'myPassword')).resolves.toMatchObject({ format: 'apr1', match: true });
    await expect(verifyHtpasswdLine('u:$2y$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW', 'U*U')).resolves.toMatchObject({ format: 'bcrypt', match: true });
    await expect(verifyHtpasswdLine('bob:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=', 'password')).resolves.toMatchObject({ format: 'sha1', match: true });
    await expect(verifyHtpasswdLine('bob:abJnggxhB/yWI', 'password')).resolves.toMatchObject({ format: 'crypt', match: true });
    await expect(verifyHtpasswdLine('bob:abJnggxhB/yWI', 'passwort')).resolves.toMatchObject({ match: false });
  });

  it('explains lines it cannot check', () => {
    expect(expectToolInputError(() => parseHtpasswdLine('nocolon')).message).toMatch(/no ":" found/);
    expect(expectToolInputError(() => parseHtpasswdLine('u:$6$salt$hash')).message).toMatch(/"\$6\$" hashes use the server's system crypt/);
    expect(expectToolInputError(() => parseHtpasswdLine('u:plaintext')).message).toMatch(/^Unknown hash format/);
    expect(expectToolInputError(() => parseHtpasswdLine('u:$apr1$abc$short')).message).toMatch(/^An APR1-MD5 hash is/);
    expect(expectToolInputError(() => parseHtpasswdLine('u:{SHA}abc')).message).toMatch(/^A \{SHA\} hash/);
    expect(expectToolInputError(() => parseHtpasswdLine('u:$2y$05$tooshort')).message).toMatch(/60 characters/);
  });
});

describe('htpasswd generator: examples and robustness', () => {
  it('has examples that are valid states, with lines that parse', () => {
    expectExamplesMatchState(htpasswdGeneratorTool, htpasswdGeneratorState);
    for (const example of htpasswdGeneratorTool.examples ?? []) expect(() => parseHtpasswdLine(example.state.verifyLine as string)).not.toThrow();
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseHtpasswdUsers(s));
    fuzzToolFunction((s: string) => parseHtpasswdLine(s));
    fuzzToolFunction((s: string) => apr1Md5(s.slice(0, 1000), s));
    fuzzToolFunction((s: string) => desCrypt(s, s.slice(0, 2)));
    fuzzToolFunction((s: string) => desCrypt(s, 'ab'));
    fuzzToolFunction((s: string) => shaHtpasswd(s));
    await fuzzAsyncToolFunction((s: string) => verifyHtpasswdLine(s, s), undefined, 100);
    await fuzzAsyncToolFunction((s: string) => verifyHtpasswdLine(`u:${s}`, s), undefined, 100);
    await fuzzAsyncToolFunction((s: string) => htpasswdLines(s.slice(0, 300), 'apr1'), undefined, 50);
    await fuzzAsyncToolFunction((s: string) => htpasswdLines(s.slice(0, 300), 'crypt'), undefined, 50);
  });
});
