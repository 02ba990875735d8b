import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isAbortError } from './abort.js';
import { hashFile } from './client.js';

describe('hashFile outside a browser (no Worker: runs in the current thread)', () => {
  it('hashes a Blob with progress up to the total', async () => {
    const data = new Uint8Array(300_000).map((_, i) => i * 7);
    const progress: number[] = [];
    const digests = await hashFile(new Blob([data]), ['SHA-256', 'MD5'], { chunkSize: 65_536, onProgress: (done) => progress.push(done) });
    expect(Buffer.from(digests['SHA-256']).toString('hex')).toBe(createHash('sha256').update(data).digest('hex'));
    expect(Buffer.from(digests.MD5).toString('hex')).toBe(createHash('md5').update(data).digest('hex'));
    expect(progress.at(-1)).toBe(data.length);
  });

  it('rejects with an AbortError when cancelled', async () => {
    await expect(hashFile(new Blob(['x']), ['MD5'], { signal: AbortSignal.abort() })).rejects.toSatisfy(isAbortError);
  });
});
