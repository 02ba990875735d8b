import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  adler32,
  compressBytes,
  compressBytesAsync,
  compressText,
  compressTextToBytes,
  crc32,
  decompressBytes,
  decompressBytesAsync,
  decompressText,
  detectFormat,
  readGzipHeader,
  type CompressionLevel,
  type DeflateFormat,
} from './gzip-converter.js';
import { gzipConverter } from './meta.js';
import { gzipConverterState } from './state.js';

const utf8 = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array) => new TextDecoder().decode(b);
// Node's zlib (the reference zlib library) as the independent implementation of each container.
const reference = {
  gzip: { compress: zlib.gzipSync, decompress: zlib.gunzipSync },
  zlib: { compress: zlib.deflateSync, decompress: zlib.inflateSync },
  'deflate-raw': { compress: zlib.deflateRawSync, decompress: zlib.inflateRawSync },
} as const;
const FORMATS: DeflateFormat[] = ['gzip', 'zlib', 'deflate-raw'];

describe('checksums', () => {
  it('CRC-32 gives the standard check value 0xCBF43926 for "123456789"', () => {
    // The "check" value of CRC-32/ISO-HDLC in the catalogue of parametrised CRC algorithms (Greg Cook).
    expect(crc32(utf8('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('Adler-32 of "Wikipedia" is 0x11E60398, and of nothing is 1 (RFC 1950 §8.2)', () => {
    expect(adler32(utf8('Wikipedia'))).toBe(0x11e60398);
    expect(adler32(new Uint8Array(0))).toBe(1);
  });

  it('agree with the reference zlib on any data (Adler-32 ends a zlib stream, RFC 1950 §2.2)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 3000 }), fc.constant(new Uint8Array(100_000).fill(0xff))), (data) => {
        expect(crc32(data)).toBe(zlib.crc32(data));
        expect(adler32(data)).toBe(zlib.deflateSync(data).readUInt32BE(zlib.deflateSync(data).length - 4));
      }),
      { numRuns: 100 },
    );
  });
});

describe('compressTextToBytes', () => {
  it('returns the bytes it encodes, which the reference zlib inflates back to the text, and the UTF-8 size', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.constantFrom('base64', 'hex') as fc.Arbitrary<'base64' | 'hex'>, (text, encoding) => {
        const out = compressTextToBytes(text, { format: 'gzip', encoding });
        expect(out.textBytes).toBe(Buffer.byteLength(text, 'utf8'));
        const written = Buffer.from(out.bytes).toString(encoding);
        expect(out.encoded).toBe(encoding === 'hex' ? written.toUpperCase() : written); // the tool writes hex in capitals
        if (text !== '') expect(zlib.gunzipSync(out.bytes).toString('utf8')).toBe(text);
      }),
      { numRuns: 100 },
    );
  });
});

describe('decompress data made by the reference zlib', () => {
  it('gzip of "hello", given as Base64 and as hex', () => {
    const gz = zlib.gzipSync('hello');
    expect(decompressText(gz.toString('base64')).text).toBe('hello');
    expect(decompressText(gz.toString('hex'), { encoding: 'hex' }).text).toBe('hello');
    const result = decompressText(gz.toString('base64'));
    expect(result.format).toBe('gzip');
    expect(result.members).toBe(1);
  });

  it.each(FORMATS)('%s, at every level', (format) => {
    const data = utf8('Handy Tools — '.repeat(200));
    for (let level = 0; level <= 9; level++) {
      const compressed = reference[format].compress(data, { level });
      expect(text(decompressBytes(compressed, format).bytes)).toBe(text(data));
    }
  });

  it('every member of a multi-member gzip file (RFC 1952 §2.2)', () => {
    const both = Buffer.concat([zlib.gzipSync('hello'), zlib.gzipSync(' world')]);
    const result = decompressBytes(both);
    expect(text(result.bytes)).toBe('hello world');
    expect(result.members).toBe(2);
  });
});

describe('header detection', () => {
  it('recognises the gzip magic 1F 8B and the zlib CMF/FLG pairs (RFC 1952 §2.3.1, RFC 1950 §2.2)', () => {
    expect(detectFormat(Uint8Array.of(0x1f, 0x8b, 8))).toBe('gzip');
    // 78 01, 78 5E, 78 9C, 78 DA: window 32 KiB, levels fastest…best; 08 1D: window 256 bytes.
    for (const flg of [0x01, 0x5e, 0x9c, 0xda]) expect(detectFormat(Uint8Array.of(0x78, flg))).toBe('zlib');
    expect(detectFormat(Uint8Array.of(0x08, 0x1d))).toBe('zlib');
    expect(detectFormat(Uint8Array.of(0x78, 0x9d))).toBeNull(); // FCHECK wrong
    expect(detectFormat(Uint8Array.of(0x88, 0x98))).toBeNull(); // CINFO 8: window over 32 KiB
    expect(detectFormat(zlib.deflateRawSync('hello'))).toBeNull();
    expect(detectFormat(Uint8Array.of(0x1f))).toBeNull();
  });

  it('auto-detects the container of the reference output', () => {
    for (const format of FORMATS) expect(decompressBytes(reference[format].compress('héllo')).format).toBe(format);
  });

  it('writes and reads the gzip file name (FNAME, RFC 1952 §2.3.1)', () => {
    const gz = compressBytes(utf8('x'), { format: 'gzip', fileName: 'notes.txt' });
    expect(gz[3]).toBe(0x08); // FLG.FNAME
    expect(readGzipHeader(gz)).toEqual({ fileName: 'notes.txt', comment: null, modified: null, os: gz[9] });
    expect(text(zlib.gunzipSync(gz))).toBe('x');
  });
});

describe('corrupt or wrong input', () => {
  it('refuses data that is not of the chosen container', () => {
    const raw = zlib.deflateRawSync('hello');
    expect(expectToolInputError(() => decompressBytes(raw, 'gzip')).message).toMatch(/^This is not gzip data: gzip starts with the bytes 1F 8B/);
    expect(expectToolInputError(() => decompressBytes(zlib.gzipSync('x'), 'zlib')).message).toMatch(/^This is not zlib data.*this starts with 1F 8B/);
  });

  it('detects a wrong gzip CRC-32 and a wrong zlib Adler-32', () => {
    const gz = Uint8Array.from(zlib.gzipSync('hello'));
    gz[gz.length - 8] = (gz[gz.length - 8] as number) ^ 0xff;
    expect(expectToolInputError(() => decompressBytes(gz)).message).toMatch(/gzip CRC-32 does not match/);
    const z = Uint8Array.from(zlib.deflateSync('hello'));
    z[z.length - 1] = (z[z.length - 1] as number) ^ 0xff;
    expect(expectToolInputError(() => decompressBytes(z)).message).toMatch(/zlib Adler-32 checksum does not match/);
  });

  it('detects truncated data, in every container', () => {
    const data = utf8('The quick brown fox jumps over the lazy dog. '.repeat(20));
    for (const format of FORMATS) {
      const full = reference[format].compress(data);
      for (const cut of [1, 3, Math.floor(full.length / 2)]) {
        expect(() => decompressBytes(full.subarray(0, full.length - cut), format), `${format} minus ${cut}`).toThrow(/truncated|does not match|ends too early|corrupt/);
      }
    }
  });

  it('refuses bytes that are not DEFLATE data', () => {
    expect(expectToolInputError(() => decompressBytes(Uint8Array.of(0xff, 0xff, 0xff), 'deflate-raw')).message).toMatch(/^Cannot decompress the raw DEFLATE data: a block has an invalid type/);
    expect(expectToolInputError(() => decompressText('')).message).toMatch(/no raw DEFLATE data/);
  });

  it('names bad Base64 and hex input with its position', () => {
    expect(expectToolInputError(() => decompressText('H4sI*AAA')).message).toMatch(/Invalid character "\*" at position 5/);
    expect(expectToolInputError(() => decompressText('1f8g', { encoding: 'hex' })).message).toMatch(/"g" at position 4/);
  });

  it('reports decompressed bytes that are not UTF-8 text instead of failing', () => {
    const result = decompressText(zlib.gzipSync(Buffer.from([0xff, 0xfe, 0x00])).toString('base64'));
    expect(result.text).toBeNull();
    expect(result.textError).toMatch(/not valid UTF-8/);
    expect(Array.from(result.bytes)).toEqual([0xff, 0xfe, 0x00]);
  });
});

describe('round trips', () => {
  const level = fc.integer({ min: 0, max: 9 }) as fc.Arbitrary<CompressionLevel>;

  it('decompress(compress(x)) = x, and the reference zlib reads our output, for all three containers', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.constantFrom(...FORMATS), level, (data, format, lvl) => {
        const compressed = compressBytes(data, { format, level: lvl });
        expect(decompressBytes(compressed, format).bytes).toEqual(data);
        expect(new Uint8Array(reference[format].decompress(compressed))).toEqual(data);
        if (format !== 'deflate-raw') expect(decompressBytes(compressed, 'auto').format).toBe(format);
      }),
      { numRuns: 150 },
    );
  });

  it('round-trips text through Base64 and hex', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }), fc.constantFrom(...FORMATS), fc.constantFrom('base64' as const, 'hex' as const), (s, format, encoding) => {
        const packed = compressText(s, { format, encoding });
        expect(decompressText(packed, { format, encoding }).text).toBe(s);
      }),
    );
  });

  it('the chunked versions give the same bytes, with progress, on data larger than a chunk', async () => {
    const data = new Uint8Array(1_500_000);
    for (let i = 0; i < data.length; i++) data[i] = (i * 7919) % 251;
    const seen: number[] = [];
    const compressed = await compressBytesAsync(data, { format: 'gzip', onProgress: (done) => seen.push(done) });
    // Compared as buffers: a deep equality over 1.5 million elements is slow.
    expect(Buffer.from(compressed).equals(compressBytes(data, { format: 'gzip' }))).toBe(true);
    expect(seen.at(-1)).toBe(data.length);
    expect(Buffer.from((await decompressBytesAsync(compressed)).bytes).equals(data)).toBe(true);
    const controller = new AbortController();
    controller.abort();
    await expect(compressBytesAsync(data, { signal: controller.signal })).rejects.toThrow();
  });
});

describe('gzip converter: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(gzipConverter, gzipConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => compressText(s));
    fuzzToolFunction((s: string) => compressTextToBytes(s, { format: 'zlib', encoding: 'hex' }));
    fuzzToolFunction((s: string) => decompressText(s));
    fuzzToolFunction((s: string) => decompressText(s, { encoding: 'hex', format: 'gzip' }));
    const bytes = fc.record({ data: fc.uint8Array({ maxLength: 300 }), format: fc.constantFrom<DeflateFormat | 'auto'>('auto', 'gzip', 'zlib', 'deflate-raw') });
    fuzzToolFunction(({ data, format }: { data: Uint8Array; format: DeflateFormat | 'auto' }) => decompressBytes(data, format), bytes, 500);
    // Plausible headers followed by random bytes reach deeper into the decoders.
    const headed = fc.tuple(fc.constantFrom<number[]>([0x1f, 0x8b, 8, 0], [0x1f, 0x8b, 8, 0x1f], [0x78, 0x9c], [0x78, 0x01], []), fc.uint8Array({ maxLength: 200 }));
    fuzzToolFunction(([head, rest]: [number[], Uint8Array]) => decompressBytes(Uint8Array.from([...head, ...rest])), headed, 500);
    await fuzzAsyncToolFunction(({ data, format }: { data: Uint8Array; format: DeflateFormat | 'auto' }) => decompressBytesAsync(data, format), bytes, 50);
  });
});
