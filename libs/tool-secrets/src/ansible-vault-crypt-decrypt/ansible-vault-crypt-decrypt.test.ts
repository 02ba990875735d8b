import { createCipheriv, createHmac, pbkdf2Sync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { checkVaultId, decryptVault, encryptVault, parseVault } from './ansible-vault-crypt-decrypt.js';
import { ANSIBLE_TEST_VAULT_1_1, ANSIBLE_TEST_VAULT_1_2, ansibleVaultCryptDecrypt } from './meta.js';
import { ansibleVaultCryptDecryptState } from './state.js';

async function rejection(promise: Promise<unknown>): Promise<ToolInputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolInputError);
  return error as ToolInputError;
}

/**
 * An independent VaultAES256 on node:crypto (OpenSSL), written from ansible/parsing/vault/__init__.py:
 * PBKDF2-HMAC-SHA256 (10 000 iterations, 80 bytes) → key1 | key2 | iv; AES-256-CTR over the
 * PKCS#7-padded text; HMAC-SHA256(key2, ciphertext); hexlify("salt\nhmac\nciphertext" in hex);
 * lines of 80; header; final newline.
 */
function nodeVault(plaintext: string, password: string, salt: Buffer, vaultId?: string): string {
  const derived = pbkdf2Sync(password, salt, 10_000, 80, 'sha256');
  const plain = Buffer.from(plaintext, 'utf8');
  const pad = 16 - (plain.length % 16);
  const cipher = createCipheriv('aes-256-ctr', derived.subarray(0, 32), derived.subarray(64, 80));
  const ciphertext = Buffer.concat([cipher.update(Buffer.concat([plain, Buffer.alloc(pad, pad)])), cipher.final()]);
  const hmac = createHmac('sha256', derived.subarray(32, 64)).update(ciphertext).digest('hex');
  const body = Buffer.from(`${salt.toString('hex')}\n${hmac}\n${ciphertext.toString('hex')}`).toString('hex');
  const header = vaultId ? `$ANSIBLE_VAULT;1.2;AES256;${vaultId}` : '$ANSIBLE_VAULT;1.1;AES256';
  return `${[header, ...(body.match(/.{1,80}/g) ?? [])].join('\n')}\n`;
}

describe('decryptVault: vaults from Ansible’s test suite (test/units/parsing/vault/test_vault.py)', () => {
  it('1.1: test_encrypt_decrypt_aes256_existing_vault', async () => {
    expect(await decryptVault(ANSIBLE_TEST_VAULT_1_1, 'test-vault-password')).toEqual({ plaintext: 'Setec Astronomy', version: '1.1', vaultId: null });
  });

  it('1.2 with a vault ID: test_decrypt_and_get_vault_id', async () => {
    expect(await decryptVault(ANSIBLE_TEST_VAULT_1_2, 'ansible')).toEqual({ plaintext: 'foo bar\n', version: '1.2', vaultId: 'ansible_devel' });
  });

  it('accepts a YAML vaulted variable (!vault |, indented) and CRLF line ends', async () => {
    const yaml = `!vault |\n          ${ANSIBLE_TEST_VAULT_1_1.split('\n').join('\r\n          ')}\n`;
    expect((await decryptVault(yaml, 'test-vault-password')).plaintext).toBe('Setec Astronomy');
    expect((await decryptVault(`secret: !vault | ${ANSIBLE_TEST_VAULT_1_1}`.replace('secret: ', ''), 'test-vault-password')).plaintext).toBe('Setec Astronomy');
  });
});

describe('encryptVault matches an independent node:crypto computation', () => {
  const salt = Buffer.alloc(32, 'q'); // ansible's test_create_key_known_cryptography uses b'q' * 32
  it('format 1.1', async () => {
    const text = 'db_password: "s3cr3t"\nlist:\n  - café ☕\n';
    expect(await encryptVault(text, 'hunter42', { salt })).toBe(nodeVault(text, 'hunter42', salt));
  });

  it('format 1.2 keeps the vault ID in the header', async () => {
    const vault = await encryptVault('foo bar\n', 'ansible', { salt, vaultId: 'ansible_devel' });
    expect(vault).toBe(nodeVault('foo bar\n', 'ansible', salt, 'ansible_devel'));
    expect(vault.split('\n')[0]).toBe('$ANSIBLE_VAULT;1.2;AES256;ansible_devel');
    expect(parseVault(vault).vaultId).toBe('ansible_devel');
    expect(vault.split('\n').slice(1, -2).every((line) => line.length === 80)).toBe(true);
    expect(vault.endsWith('\n')).toBe(true);
  });
});

describe('round trip (fast-check)', () => {
  it('decryptVault(encryptVault(x)) = x, with or without a vault ID', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Za-z0-9_@.-]{1,20}$/)),
        async (text, password, vaultId) => {
          const result = await decryptVault(await encryptVault(text, password, { vaultId }), password);
          expect(result).toEqual({ plaintext: text, version: vaultId ? '1.2' : '1.1', vaultId: vaultId || null });
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('errors', () => {
  it('a wrong password is an HMAC mismatch', async () => {
    expect((await rejection(decryptVault(ANSIBLE_TEST_VAULT_1_1, 'wrong'))).message).toBe('Wrong password or corrupted vault: the HMAC does not match.');
    expect((await rejection(decryptVault(ANSIBLE_TEST_VAULT_1_1, ''))).message).toBe('Enter the vault password.');
  });

  it('a changed ciphertext digit is an HMAC mismatch', async () => {
    const lines = ANSIBLE_TEST_VAULT_1_1.split('\n');
    // Line 5 ("3138") ends the hex body; its last digits are the ciphertext's last byte.
    lines[5] = '3139';
    expect((await rejection(decryptVault(lines.join('\n'), 'test-vault-password'))).message).toBe('Wrong password or corrupted vault: the HMAC does not match.');
  });

  it('names the line at fault in a malformed envelope', () => {
    const lines = ANSIBLE_TEST_VAULT_1_1.split('\n');
    expect(expectToolInputError(() => parseVault('hello')).message).toBe('Line 1: a vault starts with "$ANSIBLE_VAULT;1.1;AES256" (or ";1.2;AES256;<vault ID>").');
    expect(expectToolInputError(() => parseVault(ANSIBLE_TEST_VAULT_1_1.replace('1.1', '9.9'))).message).toBe('Line 1: unknown vault format version "9.9" (1.1 and 1.2 are supported).');
    expect(expectToolInputError(() => parseVault(ANSIBLE_TEST_VAULT_1_1.replace('AES256', 'AES'))).message).toBe('Line 1: unsupported cipher "AES"; Ansible Vault uses AES256.');
    expect(expectToolInputError(() => parseVault('$ANSIBLE_VAULT;1.1')).message).toMatch(/^Line 1: the header must be/);
    expect(expectToolInputError(() => parseVault('$ANSIBLE_VAULT;1.1;AES256\n')).message).toBe('The vault has no data after the header (line 1).');
    const bad = [...lines];
    bad[3] = bad[3]!.slice(0, 9) + 'x' + bad[3]!.slice(10);
    const error = expectToolInputError(() => parseVault(bad.join('\n')));
    expect(error.message).toBe('Line 4, column 10: "x" is not a hex digit.');
    expect([error.line, error.column]).toEqual([4, 10]);
  });

  it('reports truncated and odd-length hex', () => {
    const lines = ANSIBLE_TEST_VAULT_1_1.split('\n');
    expect(expectToolInputError(() => parseVault(lines.join('\n').slice(0, -1))).message).toBe('The vault data has an odd number of hex digits (323): it is truncated or a digit is missing.');
    expect(expectToolInputError(() => parseVault(lines.slice(0, 2).join('\n'))).message).toBe('The vault data must decode to three lines (salt, HMAC, ciphertext); it has 1: the vault is truncated or not a vault.');
    expect(expectToolInputError(() => parseVault(lines.slice(0, 5).join('\n'))).message).toBe('The vault\'s ciphertext is 15 bytes, not a multiple of 16: the vault is truncated or corrupted.');
  });

  it('checks the vault ID and the inputs of encryptVault', async () => {
    expect(checkVaultId('  dev ')).toBe('dev');
    expect(expectToolInputError(() => checkVaultId('a;b')).message).toBe('The vault ID cannot contain ";" or blanks.');
    expect((await rejection(encryptVault('', 'p'))).message).toBe('Enter the text to encrypt.');
    expect((await rejection(encryptVault('x', ''))).message).toBe('Enter the vault password.');
    expect((await rejection(encryptVault('x', 'p', { salt: new Uint8Array(8) }))).message).toBe('The salt must be 32 bytes, not 8.');
  });
});

describe('ansible vault: examples, state and robustness', () => {
  it('has examples that are valid states, without the password', () => {
    expectExamplesMatchState(ansibleVaultCryptDecrypt, ansibleVaultCryptDecryptState);
    for (const example of ansibleVaultCryptDecrypt.examples ?? []) {
      expect(example.state).not.toHaveProperty('password');
      expect(parseVault(example.state.input as string).cipher).toBe('AES256');
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseVault(s));
    fuzzToolFunction((s: string) => checkVaultId(s));
    const hexa = fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('hex'));
    const hexBody = (inner: fc.Arbitrary<string>) => inner.map((s) => `$ANSIBLE_VAULT;1.1;AES256\n${Buffer.from(s).toString('hex')}`);
    fuzzToolFunction((s: string) => parseVault(s), fc.oneof(hexBody(fc.string()), hexBody(fc.tuple(hexa, hexa, hexa).map((p) => p.join('\n')))));
    const vaults = fc.oneof(fc.string(), fc.constantFrom(ANSIBLE_TEST_VAULT_1_1, ANSIBLE_TEST_VAULT_1_2), hexBody(fc.tuple(fc.constant('00'.repeat(32)), fc.constant('00'.repeat(32)), fc.constantFrom('00'.repeat(16), '00')).map((p) => p.join('\n'))));
    await fuzzAsyncToolFunction(([v, p]: [string, string]) => decryptVault(v, p), fc.tuple(vaults, fc.string({ maxLength: 10 })), 60);
    await fuzzAsyncToolFunction(([t, p, id]: [string, string, string]) => encryptVault(t, p, { vaultId: id }), fc.tuple(fc.string(), fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })), 60);
  });
});
