import { pbkdf2Sync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { wpaPskGeneratorTool } from './meta.js';
import { wpaPskGeneratorState } from './state.js';
import { parseSsid, parseWpaPassphrase, wpaPsk, wpaSupplicantBlock } from './wpa-psk-generator.js';

describe('wpaPsk', () => {
  // IEEE 802.11i-2004 Annex H.4.2, test vectors for the pass-phrase to PSK mapping.
  it.each([
    ['password', 'IEEE', 'f42c6fc52df0ebef9ebb4b90b38a5f902e83fe1b135a70e23aed762e9710a12e'],
    ['ThisIsAPassword', 'ThisIsASSID', '0dc0d6eb90555ed6419756b9a15ec3e3209b63df707dd508d14581f8982721af'],
    ['a'.repeat(32), 'Z'.repeat(32), 'becb93866bb8c3832cb777c2f559807c8c59afcb6eae734885001300a981cc62'],
  ])('IEEE 802.11i-2004 H.4: %j / %j', async (passphrase, ssid, psk) => {
    await expect(wpaPsk(passphrase, ssid)).resolves.toBe(psk);
  });

  it('equals PBKDF2-HMAC-SHA1(passphrase, SSID, 4096, 32) of OpenSSL (node:crypto) for valid inputs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)), minLength: 8, maxLength: 63 }).filter((p) => !/^[0-9a-fA-F]{64}$/.test(p)),
        // Graphemes can be several code points of 4 bytes: keep only SSIDs a network may have (1–32 bytes).
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).filter((s) => Buffer.byteLength(s, 'utf8') <= 32),
        async (passphrase, ssid) => {
          expect(await wpaPsk(passphrase, ssid)).toBe(pbkdf2Sync(passphrase, Buffer.from(ssid, 'utf8'), 4096, 32, 'sha1').toString('hex'));
        },
      ),
      { numRuns: 8 },
    );
  });

  it('rejects bad passphrases with the reason and position', async () => {
    expect(expectToolInputError(() => parseWpaPassphrase('short')).message).toBe('The passphrase must have 8 to 63 characters; it has 5.');
    expect(expectToolInputError(() => parseWpaPassphrase('x'.repeat(64))).message).toMatch(/it has 64/);
    expect(expectToolInputError(() => parseWpaPassphrase('ab'.repeat(32))).message).toMatch(/already a raw PSK/);
    const e = expectToolInputError(() => parseWpaPassphrase('pass wörd1'));
    expect(e.message).toBe('The passphrase may only hold printable ASCII characters (space to ~): "ö" at position 7 is not one.');
    expect(e.position).toBe(6);
    expect(expectToolInputError(() => parseWpaPassphrase('tab\there!')).message).toMatch(/U\+0009 at position 4/);
    await expect(wpaPsk('short', 'IEEE')).rejects.toBeInstanceOf(ToolInputError);
    // The boundaries: 8 and 63 printable characters are fine, space and ~ included.
    expect(parseWpaPassphrase(' ~abcdef')).toHaveLength(8);
    expect(parseWpaPassphrase('x'.repeat(63))).toHaveLength(63);
  });

  it('rejects an empty SSID or one over 32 bytes of UTF-8', () => {
    expect(expectToolInputError(() => parseSsid('')).message).toMatch(/empty/);
    expect(parseSsid('Z'.repeat(32))).toHaveLength(32);
    expect(expectToolInputError(() => parseSsid('Z'.repeat(33))).message).toBe('The SSID is 33 bytes long in UTF-8; at most 32 are allowed.');
    // 11 × "é" = 22 bytes, fine; 11 × "☕" = 33 bytes, too long.
    expect(parseSsid('é'.repeat(11))).toHaveLength(22);
    expect(expectToolInputError(() => parseSsid('☕'.repeat(11))).message).toMatch(/33 bytes/);
  });
});

describe('wpaSupplicantBlock', () => {
  const psk = 'f42c6fc52df0ebef9ebb4b90b38a5f902e83fe1b135a70e23aed762e9710a12e';
  it('quotes a printable ASCII SSID and writes others in hex (wpa_supplicant.conf forms)', () => {
    expect(wpaSupplicantBlock('IEEE', psk)).toBe(`network={\n\tssid="IEEE"\n\tpsk=${psk}\n}`);
    expect(wpaSupplicantBlock('Café', psk)).toContain('\tssid=436166c3a9\n');
    expect(wpaSupplicantBlock('say "hi"', psk)).toContain(`\tssid=${Buffer.from('say "hi"').toString('hex')}\n`);
    expect(() => wpaSupplicantBlock('IEEE', 'xyz')).toThrow(ToolInputError);
  });
});

describe('wpa psk generator: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(wpaPskGeneratorTool, wpaPskGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseWpaPassphrase(s));
    fuzzToolFunction((s: string) => parseSsid(s));
    fuzzToolFunction(([s, p]: [string, string]) => wpaSupplicantBlock(s, p), fc.tuple(fc.string({ maxLength: 40 }), fc.oneof(fc.string(), fc.stringMatching(/^[0-9a-f]{64}$/))));
    // Derivation is slow-ish (4096 iterations): few runs, inputs mostly invalid.
    await fuzzAsyncToolFunction((s: string) => wpaPsk(s, s), undefined, 20);
  });
});
