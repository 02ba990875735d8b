import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isAbortError } from './abort.js';
import { HASH_ALGORITHMS } from './algorithms.js';
import { hashFile, hashTextInWorkers } from './client.js';
import { hashBytes } from './hash.js';

describe('hashFile outside a browser (no Worker: runs in the current thread)', () => {
  it('hashes a Blob with progress up to the total', async () => {
    const data = new Uint8Array(300_000).map((_, i) => i * 7);
    const progress: number[] = [];
    const digests = await hashFile(new Blob([data]), ['SHA-256', 'MD5'], { chunkSize: 65_536, onProgress: (done) => progress.push(done) });
    expect(Buffer.from(digests['SHA-256']).toString('hex')).toBe(createHash('sha256').update(data).digest('hex'));
    expect(Buffer.from(digests.MD5).toString('hex')).toBe(createHash('md5').update(data).digest('hex'));
    expect(progress.at(-1)).toBe(data.length);
  });

  it('streams every algorithm at once in chunks, equal to one-shot hashing', async () => {
    const data = new Uint8Array(200_000).map((_, i) => i * 31);
    const progress: number[] = [];
    const chunked = await hashFile(new Blob([data]), HASH_ALGORITHMS, { chunkSize: 16_384, onProgress: (done) => progress.push(done) });
    const whole = await hashBytes(data, HASH_ALGORITHMS);
    for (const a of HASH_ALGORITHMS) expect(Buffer.from(chunked[a]).toString('hex'), a).toBe(Buffer.from(whole[a]).toString('hex'));
    expect(progress.at(-1)).toBe(data.length);
    expect(progress.length).toBeGreaterThan(10);
  });

  it('rejects with an AbortError when cancelled', async () => {
    await expect(hashFile(new Blob(['x']), ['MD5'], { signal: AbortSignal.abort() })).rejects.toSatisfy(isAbortError);
  });
});

describe('hashTextInWorkers outside a browser (no Worker: runs in the current thread)', () => {
  it('hashes the UTF-8 bytes of a 2 MB text of every width (lone surrogate included) as OpenSSL does, progress in code units to the total', async () => {
    const text = 'aé€😀\uD800 ✓\n'.repeat(200_000);
    const bytes = Buffer.from(text, 'utf8'); // a lone surrogate is EF BF BD, as TextEncoder writes it
    const progress: [number, number][] = [];
    const digests = await hashTextInWorkers(text, ['SHA3-256', 'SHA-256', 'MD5'], { onProgress: (done, total) => progress.push([done, total]) });
    expect(Object.keys(digests)).toEqual(['MD5', 'SHA-256', 'SHA3-256']);
    expect(Buffer.from(digests['SHA-256']).toString('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(Buffer.from(digests['SHA3-256']).toString('hex')).toBe(createHash('sha3-256').update(bytes).digest('hex'));
    expect(Buffer.from(digests.MD5).toString('hex')).toBe(createHash('md5').update(bytes).digest('hex'));
    expect(progress.at(-1)).toEqual([text.length, text.length]);
  });

  it('rejects with an AbortError when cancelled, and a bad list as a caller bug', async () => {
    await expect(hashTextInWorkers('x', ['MD5'], { signal: AbortSignal.abort() })).rejects.toSatisfy(isAbortError);
    await expect(hashTextInWorkers('x', [])).rejects.toThrow(TypeError);
  });
});
