import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WEBCRYPTO_MAX_BYTES } from './constants.js';

import { hashBlob } from './hash.js';
import { defaultWebCryptoMaxBytes, measureFreshMemoryCost, wholeFileIsFaster } from './strategy.js';

const MiB = 1024 * 1024;

describe('wholeFileIsFaster', () => {
  it('reads whole on ordinary hardware (fresh memory at 0.1–0.3 ms/MiB) and streams where fresh memory is slow (3 ms/MiB and more)', () => {
    for (const a of ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'] as const) {
      expect(wholeFileIsFaster([a], 0.1), a).toBe(true);
      expect(wholeFileIsFaster([a], 0.25), a).toBe(true);
      expect(wholeFileIsFaster([a], 3), a).toBe(false);
    }
    // Four native digests share one whole-input read: it pays off sooner than for one.
    expect(wholeFileIsFaster(['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'], 2)).toBe(true);
    expect(wholeFileIsFaster(['SHA-256'], 2)).toBe(false);
  });

  it('ignores algorithms WebCrypto does not have, and says no when none is left', () => {
    expect(wholeFileIsFaster(['MD5', 'SHA3-256'], 0)).toBe(false);
    expect(wholeFileIsFaster(['MD5', 'SHA-256'], 0.2)).toBe(wholeFileIsFaster(['SHA-256'], 0.2));
  });
});

describe('defaultWebCryptoMaxBytes', () => {
  it('is 1/16 of the device memory, at most 512 MiB, and 256 MiB when the memory is unknown', () => {
    expect(defaultWebCryptoMaxBytes(8)).toBe(DEFAULT_WEBCRYPTO_MAX_BYTES);
    expect(defaultWebCryptoMaxBytes(8)).toBe(512 * MiB);
    expect(defaultWebCryptoMaxBytes(4)).toBe(256 * MiB);
    expect(defaultWebCryptoMaxBytes(1)).toBe(64 * MiB);
    expect(defaultWebCryptoMaxBytes(0.25)).toBe(16 * MiB);
    expect(defaultWebCryptoMaxBytes(undefined)).toBe(256 * MiB);
    expect(defaultWebCryptoMaxBytes(Number.NaN)).toBe(256 * MiB);
  });
});

describe('measureFreshMemoryCost', () => {
  it('returns a finite, non-negative cost and measures once', () => {
    const first = measureFreshMemoryCost();
    expect(Number.isFinite(first) && first >= 0).toBe(true);
    expect(measureFreshMemoryCost()).toBe(first);
  });
});

describe('hashBlob in "auto" mode', () => {
  afterEach(() => vi.restoreAllMocks());
  const data = new Uint8Array(MiB + 7).map((_, i) => i * 13);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

  it('digests the whole input with WebCrypto when fresh memory is cheap', async () => {
    const spy = vi.spyOn(crypto.subtle, 'digest');
    const digests = await hashBlob(new Blob([data]), ['SHA-256'], { webCryptoMaxBytes: Infinity, freshMemoryCost: 0.2 });
    expect(hex(digests['SHA-256'])).toBe(sha256);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('streams through hash-wasm when fresh memory is slow', async () => {
    const spy = vi.spyOn(crypto.subtle, 'digest');
    const digests = await hashBlob(new Blob([data]), ['SHA-256'], { webCryptoMaxBytes: Infinity, freshMemoryCost: 5 });
    expect(hex(digests['SHA-256'])).toBe(sha256);
    expect(spy).not.toHaveBeenCalled();
  });

  it('reads small inputs (under 1 MiB) whole without consulting the measurement', async () => {
    const spy = vi.spyOn(crypto.subtle, 'digest');
    const small = data.subarray(0, 1000);
    const digests = await hashBlob(new Blob([small]), ['SHA-256'], { webCryptoMaxBytes: Infinity, freshMemoryCost: 5 });
    expect(hex(digests['SHA-256'])).toBe(createHash('sha256').update(small).digest('hex'));
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
