import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachConcurrently } from './lanes.js';

describe('forEachConcurrently', () => {
  it('runs every item once, never more than `concurrency` at a time, and uses all lanes when it can', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 40 }), fc.integer({ min: 1, max: 8 }), async (delays, concurrency) => {
        const done: number[] = [];
        let running = 0;
        let peak = 0;
        await forEachConcurrently(
          delays.map((delay, index) => ({ delay, index })),
          concurrency,
          async ({ delay, index }) => {
            peak = Math.max(peak, ++running);
            for (let i = 0; i < delay; i++) await Promise.resolve();
            running--;
            done.push(index);
          },
        );
        expect([...done].sort((a, b) => a - b)).toEqual(delays.map((_, i) => i));
        expect(peak).toBe(Math.min(concurrency, delays.length));
      }),
    );
  });

  it('starts nothing after a failure, waits for the running tasks, then rejects with the first error', async () => {
    const started: number[] = [];
    let settled = 0;
    const run = forEachConcurrently([0, 1, 2, 3, 4, 5, 6, 7], 2, async (i) => {
      started.push(i);
      await Promise.resolve();
      settled++;
      if (i === 2) throw new Error('file 2: HTTP 404');
    });
    await expect(run).rejects.toThrow('file 2: HTTP 404');
    expect(started).toEqual([0, 1, 2, 3]);
    expect(settled).toBe(started.length);
  });
});
