import { crc32, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { fileTypeTool } from './meta.js';
import { fileTypeState } from './state.js';
import { detectFileType, guessText, parseHexBytes, SIGNATURES, toHex } from './file-type.js';

const ascii = (s: string) => Buffer.from(s, 'latin1');
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

/** A valid 1×1 grey PNG built as ISO/IEC 15948 describes: signature, IHDR, IDAT (zlib), IEND, each chunk with its CRC-32. */
function png(): Uint8Array {
  const chunk = (type: string, data: Buffer) =>
    Buffer.concat([u32(data.length), ascii(type), data, u32(crc32(Buffer.concat([ascii(type), data])))]);
  const ihdr = Buffer.concat([u32(1), u32(1), Buffer.from([8, 0, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A ZIP archive with one stored file, laid out as PKWARE's APPNOTE §4.3 (local header, central directory, end record). */
function zip(): Uint8Array {
  const name = ascii('hello.txt');
  const data = ascii('hello');
  const le = (n: number, size: 2 | 4) => {
    const b = Buffer.alloc(size);
    if (size === 2) b.writeUInt16LE(n);
    else b.writeUInt32LE(n >>> 0);
    return b;
  };
  const crc = crc32(data);
  const local = Buffer.concat([
    le(0x04034b50, 4),
    le(10, 2),
    le(0, 2),
    le(0, 2),
    le(0, 2),
    le(0, 2),
    le(crc, 4),
    le(data.length, 4),
    le(data.length, 4),
    le(name.length, 2),
    le(0, 2),
    name,
    data,
  ]);
  const central = Buffer.concat([
    le(0x02014b50, 4),
    le(20, 2),
    le(10, 2),
    le(0, 2),
    le(0, 2),
    le(0, 2),
    le(0, 2),
    le(crc, 4),
    le(data.length, 4),
    le(data.length, 4),
    le(name.length, 2),
    le(0, 2),
    le(0, 2),
    le(0, 2),
    le(0, 2),
    le(0, 4),
    le(0, 4),
    name,
  ]);
  const end = Buffer.concat([
    le(0x06054b50, 4),
    le(0, 2),
    le(0, 2),
    le(1, 2),
    le(1, 2),
    le(central.length, 4),
    le(local.length, 4),
    le(0, 2),
  ]);
  return Buffer.concat([local, central, end]);
}

/** A minimal PDF 1.4 (ISO 32000-1 §7.5: header, one page, xref, trailer). */
const PDF = ascii(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** JPEG/JFIF header: SOI (FFD8), APP0 "JFIF" segment (JFIF 1.02 spec). */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x02, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);
/** GIF89a header and logical screen descriptor (GIF89a §17–18), then the trailer. */
const GIF = Buffer.concat([ascii('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]);
/** An empty WebAssembly module: magic "\0asm" and version 1 (WebAssembly Core §5.5.16). */
const WASM = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

describe('detectFileType (file-type library)', () => {
  it.each([
    ['PNG', png(), 'png', 'image/png'],
    ['ZIP', zip(), 'zip', 'application/zip'],
    ['gzip (RFC 1952, Node zlib)', gzipSync('hello'), 'gz', 'application/gzip'],
    ['PDF', PDF, 'pdf', 'application/pdf'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['GIF', GIF, 'gif', 'image/gif'],
    ['WebAssembly', WASM, 'wasm', 'application/wasm'],
  ])('recognises %s', async (_, bytes, ext, mime) => {
    const d = await detectFileType(new Uint8Array(bytes));
    expect([d.ext, d.mime]).toEqual([ext, mime]);
    expect(d.signature).toBe(SIGNATURES[mime]);
    expect(d.text).toBeNull();
  });

  it('says text when no signature matches, with a charset guess', async () => {
    const d = await detectFileType(new TextEncoder().encode('name,price\r\ncafé,3\r\n'));
    expect(d).toMatchObject({ ext: null, mime: null, text: { kind: 'text', charset: 'UTF-8', lineEndings: 'CRLF' } });
  });

  it('rejects an empty file', async () => {
    await expect(detectFileType(new Uint8Array())).rejects.toThrow(ToolInputError);
  });
});

describe('guessText', () => {
  it('reads byte order marks (Unicode §23.8)', () => {
    expect(guessText(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]))).toMatchObject({ charset: 'UTF-8 (BOM)', bomLength: 3 });
    expect(guessText(Uint8Array.from([0xff, 0xfe, 0x61, 0x00]))).toMatchObject({ charset: 'UTF-16LE (BOM)', bomLength: 2 });
    expect(guessText(Uint8Array.from([0xfe, 0xff, 0x00, 0x61]))).toMatchObject({ charset: 'UTF-16BE (BOM)' });
    expect(guessText(Uint8Array.from([0xff, 0xfe, 0x00, 0x00, 0x61, 0, 0, 0]))).toMatchObject({ charset: 'UTF-32LE (BOM)' });
  });

  it('tells ASCII, UTF-8, a single-byte charset and binary apart', () => {
    expect(guessText(ascii('plain\ntext\n'))).toMatchObject({ kind: 'text', charset: 'ASCII', lineEndings: 'LF' });
    expect(guessText(new TextEncoder().encode('naïve ☕'))).toMatchObject({ kind: 'text', charset: 'UTF-8', lineEndings: 'none' });
    // "café" in ISO-8859-1: é is the single byte E9, not valid UTF-8.
    expect(guessText(Uint8Array.from([0x63, 0x61, 0x66, 0xe9]))).toMatchObject({
      kind: 'text',
      charset: 'single-byte (e.g. Windows-1252)',
    });
    expect(guessText(Uint8Array.from([0x00, 0x01, 0x02, 0x03]))).toMatchObject({ kind: 'binary', charset: null });
    // A UTF-8 sequence cut by the end of a sample is still UTF-8.
    expect(guessText(new TextEncoder().encode('ab☕').subarray(0, 4), true)).toMatchObject({ charset: 'UTF-8' });
  });

  it('calls any valid UTF-8 text without control characters text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter(
          (s) =>
            ![...s].some((c) => {
              const n = c.codePointAt(0)!;
              return (n < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(n)) || n === 0x7f;
            }) && !s.startsWith('\ufeff'),
        ),
        (s) => {
          fc.pre(s.length > 0);
          expect(guessText(new TextEncoder().encode(s)).kind).toBe('text');
        },
      ),
    );
  });
});

describe('parseHexBytes', () => {
  const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];

  it('reads spaced hex, 0x lists, xxd and hexdump -C dumps', () => {
    expect([...parseHexBytes('89 50 4E 47')]).toEqual(PNG_HEAD.slice(0, 4));
    expect([...parseHexBytes('0x89, 0x50,0x4e:47')]).toEqual(PNG_HEAD.slice(0, 4));
    expect([...parseHexBytes('00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR')]).toEqual(PNG_HEAD);
    expect([...parseHexBytes('00000000  89 50 4e 47 0d 0a 1a 0a  00 00 00 0d 49 48 44 52  |.PNG........IHDR|')]).toEqual(PNG_HEAD);
  });

  it('round-trips with toHex', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (b) => {
        expect([...parseHexBytes(toHex(b))]).toEqual([...b]);
      }),
    );
  });

  it('names a bad character and an odd digit count', () => {
    expect(() => parseHexBytes('89 50\n4e zz')).toThrow('Line 2, column 4: "z" is not a hexadecimal digit.');
    expect(() => parseHexBytes('895')).toThrow('Line 1, column 1: "895" has an odd number of hex digits.');
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(fileTypeTool, fileTypeState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseHexBytes(s));
    fuzzToolFunction((s: string) => toHex(new TextEncoder().encode(s)));
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 600 }), async (b) => {
        try {
          await detectFileType(b);
        } catch (e) {
          expect(e).toBeInstanceOf(ToolInputError);
        }
      }),
    );
  });
});
