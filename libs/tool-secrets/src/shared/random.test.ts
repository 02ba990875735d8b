import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteStream, uniformIndex } from './random.js';

/** A byte source that replays `bytes` and counts how many were read. */
function replay(bytes: number[]) {
  let read = 0;
  const next = () => {
    if (read >= bytes.length) throw new Error('byte source exhausted');
    return bytes[read++]!;
  };
  return { next, read: () => read };
}

// Upper tail of the chi-square distribution via the Wilson–Hilferty approximation:
// the statistic whose right-tail probability is about 1e-6 for `df` degrees of freedom.
function chiSquareCritical(df: number, z = 4.753 /* one-sided p = 1e-6 */): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

function chiSquare(counts: number[], expected: number): number {
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('uniformIndex with an injected byte source', () => {
  it('rejects bytes >= 256 - 256 % n and reduces the first accepted byte mod n', () => {
    // n = 94 (all four character sets): 256 % 94 = 68, so bytes 188..255 are rejected.
    const source = replay([255, 200, 188, 187]);
    expect(uniformIndex(94, source.next)).toBe(187 % 94);
    expect(source.read()).toBe(4);
    // n = 10: 256 % 10 = 6, bytes 250..255 are rejected; 249 is kept.
    const digits = replay([250, 255, 249]);
    expect(uniformIndex(10, digits.next)).toBe(9);
    expect(digits.read()).toBe(3);
  });

  it('for every n from 1 to 256, rejects exactly the bytes from 256 - 256 % n up', () => {
    const wrong: string[] = [];
    for (let n = 2; n <= 256; n++) {
      const limit = 256 - (256 % n);
      for (let b = 0; b < 256; b++) {
        // One candidate byte followed by a byte that is always accepted (0).
        const source = replay([b, 0]);
        const index = uniformIndex(n, source.next);
        const [want, reads] = b < limit ? [b % n, 1] : [0, 2];
        if (index !== want || source.read() !== reads) wrong.push(`n=${n} byte=${b}: index ${index} after ${source.read()} reads`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('maps the 256 byte values onto each index equally often (exact uniformity)', () => {
    for (let n = 1; n <= 256; n++) {
      if (n === 1) continue; // reads no byte at all (see below)
      // Every byte value once, then draw until the source runs dry: the rejected tail
      // (256 % n values) must be swallowed, never turned into an index.
      const source = replay(Array.from({ length: 256 }, (_, b) => b));
      const counts = new Array<number>(n).fill(0);
      for (;;) {
        let index: number;
        try {
          index = uniformIndex(n, source.next);
        } catch {
          break;
        }
        counts[index]!++;
      }
      expect(source.read(), `n=${n}`).toBe(256);
      expect(counts, `n=${n}`).toEqual(new Array<number>(n).fill(Math.floor(256 / n)));
    }
  });

  it('reads nothing when there is a single choice', () => {
    const source = replay([]);
    expect(uniformIndex(1, source.next)).toBe(0);
    expect(source.read()).toBe(0);
  });

  it('reads big-endian multi-byte values for n > 256', () => {
    // n = 1000 needs 2 bytes: 65536 % 1000 = 536, so values >= 65000 are rejected.
    const source = replay([0xfd, 0xe8 /* 65000, rejected */, 0xfd, 0xe7 /* 64999 */]);
    expect(uniformIndex(1000, source.next)).toBe(999);
    expect(source.read()).toBe(4);
    expect(uniformIndex(2 ** 32, replay([1, 2, 3, 4]).next)).toBe(0x01020304);
  });

  it('always returns an index in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 70_000 }), fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 64, maxLength: 64 }), (n, bytes) => {
        let i = 0;
        // Cycle the given bytes, then fall back to zeros so the draw always ends.
        const next = () => (i < bytes.length ? bytes[i++]! : 0);
        const index = uniformIndex(n, next);
        expect(Number.isInteger(index) && index >= 0 && index < n).toBe(true);
      }),
    );
  });

  it('rejects a bad n as a programming error', () => {
    for (const n of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1]) expect(() => uniformIndex(n, () => 0), String(n)).toThrow(RangeError);
  });
});

describe('uniformIndex with crypto.getRandomValues', () => {
  it('passes a chi-square test over 47 000 draws among 94 choices, where modulo reduction fails it', () => {
    const n = 94;
    const draws = n * 500;
    const critical = chiSquareCritical(n - 1); // about 173
    const next = byteStream();
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < draws; i++) counts[uniformIndex(n, next)]!++;
    expect(chiSquare(counts, draws / n)).toBeLessThan(critical);

    // Control: the biased `byte % n` on fresh random bytes gives 0..67 a 3/256 chance and
    // 68..93 only 2/256; the same test catches it (its expected statistic is about 1 270).
    const biased = new Array<number>(n).fill(0);
    for (let i = 0; i < draws; i++) biased[next() % n]!++;
    expect(chiSquare(biased, draws / n)).toBeGreaterThan(critical);
  });
});

describe('byteStream', () => {
  it('serves the fill function’s bytes in order, refilling chunk by chunk', () => {
    let calls = 0;
    const stream = byteStream((bytes) => {
      for (let i = 0; i < bytes.length; i++) bytes[i] = calls * 10 + i;
      calls++;
      return bytes;
    }, 3);
    expect(Array.from({ length: 7 }, stream)).toEqual([0, 1, 2, 10, 11, 12, 20]);
    expect(calls).toBe(3);
  });
});
