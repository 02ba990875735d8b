import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openBlobReader } from './blob-reader.js';

/** Reads a whole Blob with reads of `size` bytes into one reused buffer; returns the concatenation and each read's length. */
async function readAll(blob: Blob, size: number, readAhead = 2): Promise<{ bytes: Uint8Array; lengths: number[] }> {
  const reader = openBlobReader(blob, size, readAhead);
  let buffer = new ArrayBuffer(size);
  const parts: number[] = [];
  const out: number[] = [];
  for (;;) {
    const chunk = await reader.read(new Uint8Array(buffer));
    buffer = chunk.buffer;
    parts.push(chunk.length);
    out.push(...chunk);
    if (chunk.length < size) break;
  }
  reader.close();
  return { bytes: Uint8Array.from(out), lengths: parts };
}

// A Blob whose stream is not a byte stream (as in browsers without BYOB readers): the default reader path.
function plainStreamBlob(data: Uint8Array<ArrayBuffer>, pieces: number): Blob {
  return {
    size: data.length,
    stream: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const step = Math.max(1, Math.ceil(data.length / pieces));
          for (let i = 0; i < data.length; i += step) controller.enqueue(data.slice(i, i + step));
          controller.close();
        },
      }),
  } as unknown as Blob;
}

// A Blob-like with slice() only: the slice fallback.
function sliceOnlyBlob(data: Uint8Array<ArrayBuffer>): Blob {
  const blob = new Blob([data]);
  return { size: data.length, slice: (start: number, end: number) => blob.slice(start, end) } as unknown as Blob;
}

describe('openBlobReader', () => {
  it('property: full reads of the requested size, then a short last one; the bytes are the Blob, on every path', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }).map((d) => new Uint8Array(d)), fc.integer({ min: 1, max: 700 }), fc.integer({ min: 1, max: 9 }), async (data, size, pieces) => {
        for (const blob of [new Blob([data]), plainStreamBlob(data, pieces), sliceOnlyBlob(data)]) {
          const { bytes, lengths } = await readAll(blob, size);
          expect(bytes).toEqual(data);
          expect(lengths.slice(0, -1).every((n) => n === size)).toBe(true);
          expect(lengths.at(-1)).toBe(data.length % size);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('writes into the caller\'s buffer at an offset (the whole-input path) without touching the rest', async () => {
    const data = Uint8Array.from({ length: 100 }, (_, i) => i + 1);
    const reader = openBlobReader(new Blob([data]), 40, 1);
    let whole = new ArrayBuffer(100);
    for (let offset = 0; offset < 100; offset += 40) {
      const chunk = await reader.read(new Uint8Array(whole, offset, Math.min(40, 100 - offset)));
      whole = chunk.buffer;
      expect(chunk.byteOffset).toBe(offset);
    }
    expect(new Uint8Array(whole)).toEqual(data);
  });

  it('reports a Blob-like that shrinks while it is read as a short read', async () => {
    const real = new Blob([new Uint8Array(100)]);
    const shrinking = { size: 100, slice: (start: number, end: number) => real.slice(start, Math.min(end, 60)) } as unknown as Blob;
    const reader = openBlobReader(shrinking, 40, 3);
    expect((await reader.read(new Uint8Array(40))).length).toBe(40);
    expect((await reader.read(new Uint8Array(40))).length).toBe(20);
    expect((await reader.read(new Uint8Array(40))).length).toBe(0);
  });

  it('stops on close: a read after close returns nothing', async () => {
    const reader = openBlobReader(new Blob([new Uint8Array(1000)]), 100, 1);
    expect((await reader.read(new Uint8Array(100))).length).toBe(100);
    reader.close();
    reader.close();
    expect((await reader.read(new Uint8Array(100))).length).toBe(0);
  });
});
