import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isAbortError } from './abort.js';
import { HASH_ALGORITHMS } from './algorithms.js';
import { hashFile } from './client.js';
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
