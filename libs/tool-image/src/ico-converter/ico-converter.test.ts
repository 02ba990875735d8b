import { inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { encodePng } from '../shared/fixtures/png.mjs';
import { icoConverterTool } from './meta.js';
import { icoConverterState } from './state.js';
import {
  decodeBmpIconImage,
  encodeBmpIconImage,
  entryFormatFor,
  isIco,
  parseIcoSizes,
  placeInSquare,
  pngHeader,
  readIco,
  writeIco,
  type RgbaPixels,
} from './ico-converter.js';

/** A minimal RGBA PNG (ISO/IEC 15948: signature, IHDR, one IDAT with filter 0 rows, IEND): the family's fixture writer. */
const makePng = (image: RgbaPixels): Uint8Array => encodePng({ width: image.width, height: image.height, colourType: 6, data: image.data });

/** Decodes the PNG made by {@link makePng} (filter 0 only) back to RGBA. */
function readPng(bytes: Uint8Array): RgbaPixels {
  const { width, height } = pngHeader(bytes);
  const buf = Buffer.from(bytes);
  let pos = 8;
  const idat: Buffer[] = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    if (buf.toString('latin1', pos + 4, pos + 8) === 'IDAT') idat.push(buf.subarray(pos + 8, pos + 8 + len));
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) data.set(raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1)), y * width * 4);
  return { data, width, height };
}

const rgbaImage = (maxSide = 40) =>
  fc
    .record({ width: fc.integer({ min: 1, max: maxSide }), height: fc.integer({ min: 1, max: maxSide }) })
    .chain(({ width, height }) => fc.uint8Array({ minLength: width * height * 4, maxLength: width * height * 4 }).map((data) => ({ width, height, data })));

describe('ICO container (Microsoft "Icons" ICONDIR/ICONDIRENTRY, BITMAPINFOHEADER + AND mask)', () => {
  // A 2 × 2, 1-bit icon written byte by byte from the spec: ICONDIR, one ICONDIRENTRY, a
  // BITMAPINFOHEADER (height 4 = XOR + AND), a 2-colour palette (black, white), the XOR rows
  // bottom-up padded to 4 bytes, and the AND mask (top-right pixel transparent).
  const handMade = new Uint8Array([
    // ICONDIR: reserved, type 1, count 1
    0, 0, 1, 0, 1, 0,
    // ICONDIRENTRY: 2 × 2, 2 colours, reserved, planes 1, 1 bpp, 64 bytes, offset 22
    2, 2, 2, 0, 1, 0, 1, 0, 64, 0, 0, 0, 22, 0, 0, 0,
    // BITMAPINFOHEADER: size 40, width 2, height 4, planes 1, bpp 1, BI_RGB, size 0, 0, 0, 2 colours used, 0
    40, 0, 0, 0, 2, 0, 0, 0, 4, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
    // palette: black, white (B, G, R, 0)
    0, 0, 0, 0, 255, 255, 255, 0,
    // XOR, bottom row first: bottom = white, black (10); top = black, white (01)
    0b10000000, 0, 0, 0, 0b01000000, 0, 0, 0,
    // AND, bottom row first: bottom opaque; top: right pixel transparent
    0, 0, 0, 0, 0b01000000, 0, 0, 0,
  ]);

  it('reads an ICO built by hand from the specification', () => {
    expect(isIco(handMade)).toBe(true);
    expect(isIco(new Uint8Array([0, 0, 2, 0, 1, 0]))).toBe(true); // a cursor (CUR) has the same layout
    expect(isIco(new Uint8Array([0, 0, 1, 0, 0, 0]))).toBe(false);
    const entry = readIco(handMade)[0]!;
    expect(entry).toMatchObject({ index: 0, width: 2, height: 2, bitCount: 1, format: 'bmp' });
    const pixels = decodeBmpIconImage(entry.bytes);
    // Top row: black opaque, white transparent; bottom row: white, black, opaque.
    expect(Array.from(pixels.data)).toEqual([0, 0, 0, 255, 255, 255, 255, 0, 255, 255, 255, 255, 0, 0, 0, 255]);
  });

  it('reads a 24-bit DIB entry and its AND mask', () => {
    // 1 × 1 red, 24 bpp: row = 3 bytes padded to 4; mask row 4 bytes, pixel opaque.
    const dib = new Uint8Array([40, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 1, 0, 24, 0, ...new Array(24).fill(0), 0, 0, 255, 0, 0, 0, 0, 0]);
    expect(Array.from(decodeBmpIconImage(dib).data)).toEqual([255, 0, 0, 255]);
  });

  it('writes the directory as Windows expects: 256 stored as 0, offsets after the directory', () => {
    const png = makePng({ width: 256, height: 256, data: new Uint8Array(256 * 256 * 4) });
    const bmp = encodeBmpIconImage({ width: 16, height: 16, data: new Uint8Array(16 * 16 * 4).fill(200) });
    const ico = writeIco([
      { width: 16, height: 16, bitCount: 32, bytes: bmp },
      { width: 256, height: 256, bitCount: 32, bytes: png },
    ]);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 2]);
    expect([ico[6], ico[7], ico[22], ico[23]]).toEqual([16, 16, 0, 0]);
    expect(view.getUint32(6 + 12, true)).toBe(6 + 32);
    expect(view.getUint32(22 + 12, true)).toBe(6 + 32 + bmp.length);
    // BMP entry: BITMAPINFOHEADER with doubled height, 32 bpp, then 16 × 16 × 4 pixels and a 4-byte-per-row mask.
    expect(bmp.length).toBe(40 + 16 * 16 * 4 + 16 * 4);
    expect(new DataView(bmp.buffer).getInt32(8, true)).toBe(32);
    const entries = readIco(ico);
    expect(entries.map((e) => [e.width, e.height, e.format, e.bitCount])).toEqual([
      [16, 16, 'bmp', 32],
      [256, 256, 'png', 32],
    ]);
    expect(readPng(entries[1]!.bytes).width).toBe(256);
  });

  it('round-trips RGBA through a BMP entry (alpha 0 pixels are masked)', () => {
    fc.assert(
      fc.property(rgbaImage(), (image) => {
        const entry = readIco(writeIco([{ width: image.width, height: image.height, bitCount: 32, bytes: encodeBmpIconImage(image) }]))[0]!;
        const back = decodeBmpIconImage(entry.bytes);
        const anyAlpha = image.data.some((_, i) => i % 4 === 3 && image.data[i] !== 0);
        if (!anyAlpha) return back.data.every((v, i) => (i % 4 === 3 ? v === 0 : true)); // all transparent: the mask says so
        return back.width === image.width && back.height === image.height && Buffer.from(back.data).equals(Buffer.from(image.data));
      }),
    );
  });

  it('round-trips several PNG and BMP entries through write → read', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(rgbaImage(24), fc.boolean()), { minLength: 1, maxLength: 5 }), (list) => {
        const ico = writeIco(list.map(([img, png]) => ({ width: img.width, height: img.height, bitCount: 32, bytes: png ? makePng(img) : encodeBmpIconImage(img) })));
        const read = readIco(ico);
        return read.every((e, i) => {
          const [img, png] = list[i]!;
          if (e.width !== img.width || e.height !== img.height || e.format !== (png ? 'png' : 'bmp')) return false;
          return png ? Buffer.from(readPng(e.bytes).data).equals(Buffer.from(img.data)) : true;
        });
      }),
      { numRuns: 40 },
    );
  });

  it('rejects what is not an ICO, and entries pointing outside the file', () => {
    expect(() => readIco(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toThrow(/not an ICO file/);
    expect(() => readIco(new Uint8Array([0, 0, 1, 0, 0, 0]))).toThrow(ToolInputError);
    const broken = new Uint8Array(22);
    broken.set([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 100, 0, 0, 0, 22, 0, 0, 0]);
    expect(() => readIco(broken)).toThrow(/outside the 22-byte file/);
    expect(() => writeIco([])).toThrow(/at least one/);
    expect(() => encodeBmpIconImage({ width: 300, height: 300, data: new Uint8Array(300 * 300 * 4) })).toThrow(/1 to 256/);
  });

  it('chooses entry formats and sizes', () => {
    expect([16, 128, 256].map((s) => entryFormatFor(s, 'auto'))).toEqual(['bmp', 'bmp', 'png']);
    expect(entryFormatFor(16, 'png')).toBe('png');
    expect(parseIcoSizes('256, 16,32,16')).toEqual([16, 32, 256]);
    expect(() => parseIcoSizes('17')).toThrow(/not an icon size/);
    expect(() => parseIcoSizes('')).toThrow(/at least one/);
    expect(placeInSquare(200, 100, 16, 'contain')).toEqual({ x: 0, y: 4, width: 16, height: 8 });
    expect(placeInSquare(200, 100, 16, 'cover')).toEqual({ x: -8, y: 0, width: 32, height: 16 });
    expect(placeInSquare(200, 100, 16, 'stretch')).toEqual({ x: 0, y: 0, width: 16, height: 16 });
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(icoConverterTool, icoConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    fuzzToolFunction((s: string) => readIco(bytes(s)));
    fuzzToolFunction((s: string) => decodeBmpIconImage(bytes(s)));
    fuzzToolFunction((s: string) => parseIcoSizes(s));
    fuzzToolFunction((s: string) => pngHeader(bytes(s)));
    fuzzToolFunction((s: string) => isIco(bytes(s)));
    fuzzToolFunction((s: string) => encodeBmpIconImage({ width: s.length, height: 1, data: bytes(s.padEnd(s.length * 4)) }));
    fuzzToolFunction((s: string) => writeIco([{ width: s.length, height: s.length, bitCount: 32, bytes: bytes(s) }]));
    fuzzToolFunction((s: string) => placeInSquare(s.length, 3, 16, 'contain'));
    fuzzToolFunction((s: string) => entryFormatFor(s.length, 'auto'));
  });
});
