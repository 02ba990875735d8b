import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HASH_ALGORITHMS } from './algorithms.js';
import { MIN_PARALLEL_BYTES, planHashJobs } from './plan.js';

const MiB = 1024 * 1024;

describe('planHashJobs', () => {
  it('uses one job for one worker, one algorithm or a small input', () => {
    expect(planHashJobs(['MD5', 'SHA-256'], 1 * MiB, { workers: 4, webCrypto: true })).toEqual([['MD5', 'SHA-256']]);
    expect(planHashJobs(['MD5', 'SHA-256'], 1024 * MiB, { workers: 1, webCrypto: true })).toEqual([['MD5', 'SHA-256']]);
    expect(planHashJobs(['SHA3-512'], 1024 * MiB, { workers: 4, webCrypto: true })).toEqual([['SHA3-512']]);
  });

  it('keeps the WebCrypto algorithms together while the input fits the WebCrypto limit', () => {
    const jobs = planHashJobs(['MD5', 'SHA-1', 'SHA-256', 'SHA-512'], 100 * MiB, { workers: 2, webCrypto: true });
    expect(jobs).toContainEqual(['SHA-1', 'SHA-256', 'SHA-512']);
    expect(jobs).toContainEqual(['MD5']);
  });

  it('spreads streaming algorithms over the workers above the WebCrypto limit', () => {
    const jobs = planHashJobs(['SHA-256', 'SHA-512'], 1024 * MiB, { workers: 2, webCrypto: true, webCryptoMaxBytes: 512 * MiB });
    expect(jobs).toHaveLength(2);
  });

  it('partitions the algorithms: every one exactly once, no empty job, at most `workers` jobs, canonical order', () => {
    fc.assert(
      fc.property(
        fc.subarray([...HASH_ALGORITHMS], { minLength: 1 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 4096 * MiB }),
        fc.boolean(),
        (algorithms, workers, size, webCrypto) => {
          const jobs = planHashJobs(algorithms, size, { workers, webCrypto });
          expect(jobs.length).toBeLessThanOrEqual(workers);
          if (size < MIN_PARALLEL_BYTES) expect(jobs).toHaveLength(1);
          for (const job of jobs) {
            expect(job.length).toBeGreaterThan(0);
            expect(job).toEqual(HASH_ALGORITHMS.filter((a) => job.includes(a)));
          }
          expect(jobs.flat().sort()).toEqual([...algorithms].sort());
        },
      ),
    );
  });
});
