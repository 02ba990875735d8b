// Reads a Blob sequentially into buffers the caller provides, so hashing a large file reuses one
// buffer (or fills one whole-file buffer in place) instead of allocating a fresh ArrayBuffer per
// chunk: fresh memory is the dominant cost of reading in some environments (page faults).

/** Reads a Blob from start to end into caller-provided views. */
export interface BlobChunkReader {
  /**
   * Fills `target` with the next bytes of the Blob.
   *
   * @param target - where to write; its buffer may be transferred (detached): use the returned
   *   view (and its `.buffer`) afterwards.
   * @returns a view of the same memory, `target.length` bytes long unless the Blob ended first.
   */
  read(target: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>>;
  /** Stops reading and releases the stream; safe to call more than once. */
  close(): void;
}

/**
 * Opens a sequential reader over a Blob: a BYOB (bring-your-own-buffer) reader of `blob.stream()`
 * where the stream is a byte stream (Chromium, Firefox, Node 20+: the bytes land directly in the
 * caller's buffer; measured 6× faster than `slice().arrayBuffer()` per chunk for a 100 MB file in
 * Chromium); else the default reader, whose chunks are copied; else, for Blob-likes without
 * `stream()`, `slice(…).arrayBuffer()` with up to `readAhead` reads in flight.
 *
 * @param blob - the input.
 * @param chunkSize - the size of the reads the caller will make (used by the slice fallback).
 * @param readAhead - slice reads in flight in the fallback (at least 1).
 * @returns the reader.
 */
export function openBlobReader(blob: Blob, chunkSize: number, readAhead: number): BlobChunkReader {
  if (typeof blob.stream !== 'function') return sliceReader(blob, chunkSize, readAhead);
  const stream = blob.stream();
  let byob: ReadableStreamBYOBReader | null = null;
  try {
    byob = stream.getReader({ mode: 'byob' });
  } catch {
    // Not a byte stream (older Safari): the default reader below.
  }
  return byob ? byobReader(byob) : defaultReader(stream.getReader());
}

function byobReader(reader: ReadableStreamBYOBReader): BlobChunkReader {
  let closed = false;
  return {
    async read(target) {
      let buffer = target.buffer;
      const start = target.byteOffset;
      const length = target.byteLength;
      let filled = 0;
      while (filled < length && !closed) {
        const { done, value } = await reader.read(new Uint8Array(buffer, start + filled, length - filled));
        if (value) buffer = value.buffer;
        if (done || !value) break;
        filled += value.byteLength;
      }
      return new Uint8Array(buffer, start, filled);
    },
    close() {
      if (closed) return;
      closed = true;
      reader.cancel().catch(() => undefined);
    },
  };
}

function defaultReader(reader: ReadableStreamDefaultReader<Uint8Array>): BlobChunkReader {
  let leftover: Uint8Array | null = null;
  let closed = false;
  return {
    async read(target) {
      let filled = 0;
      while (filled < target.length && !closed) {
        if (!leftover || leftover.length === 0) {
          const { done, value } = await reader.read();
          if (done || !value) break;
          leftover = value;
        }
        const n = Math.min(leftover.length, target.length - filled);
        target.set(leftover.subarray(0, n), filled);
        leftover = leftover.subarray(n);
        filled += n;
      }
      return target.subarray(0, filled);
    },
    close() {
      if (closed) return;
      closed = true;
      reader.cancel().catch(() => undefined);
    },
  };
}

function sliceReader(blob: Blob, chunkSize: number, readAhead: number): BlobChunkReader {
  const total = blob.size;
  const pending: { bytes: Promise<ArrayBuffer>; expected: number }[] = [];
  let requested = 0;
  let leftover: Uint8Array | null = null;
  let ended = false;
  const request = () => {
    while (pending.length < readAhead && requested < total) {
      const end = Math.min(requested + chunkSize, total);
      const bytes = blob.slice(requested, end).arrayBuffer();
      bytes.catch(() => undefined); // a read still pending when we stop must not become an unhandled rejection
      pending.push({ bytes, expected: end - requested });
      requested = end;
    }
  };
  return {
    async read(target) {
      let filled = 0;
      while (filled < target.length) {
        if (!leftover || leftover.length === 0) {
          if (ended) break;
          request();
          const next = pending.shift();
          if (!next) break;
          leftover = new Uint8Array(await next.bytes);
          // A short slice means the Blob changed under us: what it gave is the end.
          if (leftover.length < next.expected) ended = true;
          request();
        }
        const n = Math.min(leftover.length, target.length - filled);
        target.set(leftover.subarray(0, n), filled);
        leftover = leftover.subarray(n);
        filled += n;
      }
      return target.subarray(0, filled);
    },
    close() {
      ended = true;
      pending.length = 0;
    },
  };
}
