import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { GRADIENT, gradientPng, heifEnc, parseIloc } from './fixtures/make-fixtures.mjs';
import { heicConverterTool } from './meta.js';
import { heicConverterState } from './state.js';
import { decodeHeif, heicOutputName, qualityFraction, sniffHeif, unstride, type HeifImage, type LibHeif } from './heic-converter.js';

// libheif-js's Node build (the WebAssembly embedded): the same libheif the worker loads as a .wasm file.
const lib = createRequire(import.meta.url)('libheif-js/wasm-bundle.js') as LibHeif;
const fixturePath = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const fixture = (name: string) => new Uint8Array(readFileSync(fixturePath(name)));
/** Whether `command` is an executable on PATH (heif-enc has no --version that exits 0). */
const hasCommand = (command: string) => (process.env['PATH'] ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
const px = (img: { data: Uint8ClampedArray; width: number }, x: number, y: number) => Array.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4));

/**
 * Compares a decoded image with the source PNG's gradient (fixtures/make-fixtures.mjs): HEVC at
 * quality 60 with 4:2:0 chroma is lossy, so every channel of every pixel may differ a little
 * (measured: at most 6); a swapped channel, a wrong colour matrix or a shifted row would differ by far more.
 */
function expectGradient(image: HeifImage, tolerance = 12): void {
  expect([image.width, image.height]).toEqual([GRADIENT.width, GRADIENT.height]);
  let worst = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const [r, g, b, a] = px(image, x, y);
      const want = GRADIENT.rgb(x, y);
      worst = Math.max(worst, Math.abs(r! - want[0]), Math.abs(g! - want[1]), Math.abs(b! - want[2]));
      expect(a).toBe(255);
    }
  }
  expect(worst).toBeLessThanOrEqual(tolerance);
}

describe('HEIC converter', () => {
  it('decodes sample-96x64.heic (heif-enc -q 60 of our gradient PNG) to that gradient', async () => {
    const progress: number[] = [];
    const images = await decodeHeif(lib, fixture('sample-96x64.heic'), (i, n) => progress.push((i + 1) / n));
    expect(images).toHaveLength(1);
    const [image] = images;
    expect(image).toMatchObject({ id: 1, primary: true, hasAlpha: false, width: 96, height: 64 });
    expect(image!.data.length).toBe(96 * 64 * 4);
    // A few pixels against the PNG's values (GRADIENT.rgb: r = x·255/95, g = y·255/63, b = 160) …
    for (const [x, y, want] of [
      [0, 0, [0, 0, 160]],
      [95, 0, [255, 0, 160]],
      [0, 63, [0, 255, 160]],
      [95, 63, [255, 255, 160]],
      [48, 32, [129, 130, 160]],
    ] as const) {
      px(image!, x, y).slice(0, 3).forEach((v, c) => expect(Math.abs(v - want[c]!), `pixel (${x}, ${y}) channel ${c}`).toBeLessThanOrEqual(12));
    }
    // … and every pixel.
    expectGradient(image!);
    expect(progress).toEqual([1]);
  });

  it('decodes every image of a multi-image HEIF, applying the irot transform (ISO/IEC 23008-12 §6.5.10)', async () => {
    const [first, second] = await decodeHeif(lib, fixture('two-images.heic'));
    expect([first!.width, first!.height, first!.primary]).toEqual([96, 64, true]);
    expect([second!.width, second!.height, second!.primary]).toEqual([64, 96, false]);
    expectGradient(first!);
    // irot 1 turns 90° anti-clockwise: the rotated (x, y) is the original (W−1−y, x), W = 96.
    for (const [x, y] of [
      [0, 0],
      [5, 7],
      [63, 95],
      [40, 10],
    ] as const) {
      expect(px(second!, x, y)).toEqual(px(first!, 95 - y, x));
    }
    // The new top-left corner is the original top-right one: red, no green.
    expect(Math.abs(px(second!, 0, 0)[0]! - 255)).toBeLessThanOrEqual(12);
  });

  it.skipIf(!hasCommand('heif-enc'))('decodes what heif-enc (libheif + x265) writes now from the gradient PNG', async () => {
    for (const quality of [60, 90]) {
      const [image, ...rest] = await decodeHeif(lib, new Uint8Array(heifEnc(gradientPng(), quality)));
      expect(rest).toHaveLength(0);
      expect(image).toMatchObject({ primary: true, hasAlpha: false });
      expectGradient(image!);
    }
  });

  it.skipIf(!hasCommand('heif-info'))('reads the fixtures as libheif\'s heif-info does (brands, sizes, item location)', () => {
    const info = (file: string, ...args: string[]) => execFileSync('heif-info', [...args, fixturePath(file)], { encoding: 'utf8' });
    for (const file of ['sample-96x64.heic', 'two-images.heic']) {
      const text = info(file);
      const major = /main brand: (\S+)/.exec(text)![1]!;
      const compatible = /compatible brands: (.*)/.exec(text)![1]!.split(', ');
      expect(sniffHeif(fixture(file))).toEqual({ majorBrand: major, brands: [major, ...compatible] });
    }
    expect(info('sample-96x64.heic')).toMatch(/image: 96x64 \(id=1\), primary/);
    expect(info('two-images.heic')).toMatch(/image: 96x64 \(id=1\), primary[\s\S]*image: 64x96 \(id=2\)/);
    // The fixture script's iloc reader (ISO/IEC 14496-12 §8.11.3) against heif-info's box dump.
    const dump = info('sample-96x64.heic', '-d');
    const bytes = readFileSync(fixturePath('sample-96x64.heic'));
    const at = bytes.indexOf('iloc') - 4;
    const item = parseIloc(bytes, { type: 'iloc', start: at, end: at + bytes.readUInt32BE(at), body: at + 8 }).get(1)!;
    expect(item.baseOffset).toBe(Number(/base_offset: (\d+)/.exec(dump)![1]));
    expect(item.extents.map((e) => `${e.offset},${e.length}`).join(' ')).toBe(/extents: ([\d, ]+)/.exec(dump)![1]!.trim());
  });

  it('the fixture script reads iloc versions 1 and 2 with every field size (ISO/IEC 14496-12 §8.11.3)', () => {
    const iloc = (...bytes: number[]) => {
      const buf = Buffer.from([0, 0, 0, 8 + bytes.length, ...Buffer.from('iloc'), ...bytes]);
      return parseIloc(buf, { type: 'iloc', start: 0, end: buf.length, body: 8 });
    };
    // Version 1: offset_size 4, length_size 8, base_offset_size 4, index_size 4; one item (ID 7),
    // construction_method 1, data_reference_index 0, base_offset 0x100, 2 extents.
    // prettier-ignore
    const v1 = iloc(1, 0, 0, 0, 0x48, 0x44, 0, 1, 0, 7, 0, 1, 0, 0, 0, 0, 1, 0, 0, 2,
      0, 0, 0, 3, 0, 0, 0, 0x10, 0, 0, 0, 0, 0, 0, 0, 0x20,
      0, 0, 0, 4, 0, 0, 0, 0x30, 0, 0, 0, 0, 0, 0, 0, 0x40);
    expect(v1.get(7)).toEqual({ constructionMethod: 1, dataReferenceIndex: 0, baseOffset: 0x100, extents: [{ index: 3, offset: 0x10, length: 0x20 }, { index: 4, offset: 0x30, length: 0x40 }] });
    // Version 2: 32-bit item count and IDs; offset_size 8, length_size 4, base_offset_size 0, index_size 0.
    // prettier-ignore
    const v2 = iloc(2, 0, 0, 0, 0x84, 0x00, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1,
      0, 0, 0, 1, 0, 0, 0, 0x50, 0, 0, 0, 0x60);
    expect(v2.get(0x10000)).toEqual({ constructionMethod: 0, dataReferenceIndex: 0, baseOffset: 0, extents: [{ index: 0, offset: 0x1_0000_0050, length: 0x60 }] });
    expect(() => iloc(0, 0, 0, 0, 0x24, 0x00, 0, 0)).toThrow(/offsetSize 2/);
  });

  it('names what a file is when it is not HEIC', async () => {
    expect(() => sniffHeif(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(20).fill(0)]))).toThrow(/This is a JPEG image, not a HEIC/);
    expect(() => sniffHeif(new TextEncoder().encode('%PDF-1.7 hello world'))).toThrow(/PDF document/);
    expect(() => sniffHeif(new Uint8Array())).toThrow(/empty/);
    const avif = new Uint8Array([0, 0, 0, 0x1c, ...new TextEncoder().encode('ftypavif'), 0, 0, 0, 0, ...new TextEncoder().encode('avifmif1miaf')]);
    expect(() => sniffHeif(avif)).toThrow(/AVIF/);
    const mp4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new TextEncoder().encode('isommp41')]);
    expect(() => sniffHeif(mp4)).toThrow(/video/);
    // heif-enc writes major brand heic, compatible mif1, heic, miaf (checked with heif-info above).
    expect(sniffHeif(fixture('sample-96x64.heic'))).toEqual({ majorBrand: 'heic', brands: ['heic', 'mif1', 'heic', 'miaf'] });
    await expect(decodeHeif(lib, fixture('sample-96x64.heic').subarray(0, 300))).rejects.toThrow(ToolInputError);
  });

  it('removes row padding, names outputs and checks quality', () => {
    const plane = { width: 1, height: 2, stride: 8, data: new Uint8Array([1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8]) };
    expect(Array.from(unstride(plane))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(() => unstride({ ...plane, data: plane.data.subarray(0, 10) })).toThrow(ToolInputError);
    expect(heicOutputName('IMG_0001.HEIC', 0, 1, 'jpeg')).toBe('IMG_0001.jpg');
    expect(heicOutputName('IMG_0001.HEIC', 1, 3, 'png')).toBe('IMG_0001-2.png');
    expect(heicOutputName('', 0, 1, 'webp')).toBe('image.webp');
    expect(qualityFraction(92)).toBe(0.92);
    expect(() => qualityFraction(0)).toThrow(/1 to 100/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(heicConverterTool, heicConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    fuzzToolFunction((s: string) => sniffHeif(bytes(s)));
    fuzzToolFunction((s: string) => heicOutputName(s, s.length % 3, 3, 'jpeg'));
    fuzzToolFunction((s: string) => qualityFraction(s.length));
    fuzzToolFunction((s: string) => unstride({ width: s.length % 5, height: 2, stride: 4 * (s.length % 5), data: bytes(s) }));
  });

  it('rejects any HEIF-looking damage with a ToolInputError', async () => {
    const good = fixture('two-images.heic');
    for (const cut of [20, 100, 300, 500, good.length - 10]) {
      await expect(decodeHeif(lib, good.subarray(0, cut))).rejects.toThrow(ToolInputError);
    }
  });
});
