import fc from 'fast-check';
import {
  decodeBmp,
  decodeGif,
  decodeIco,
  decodePng,
  encodeJpg,
  encodePng,
  encodeGif as iibEncodeGif,
  encodeTiff,
  MemoryImage,
} from 'image-in-browser';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { encodeGif, encodeRgba, resizeRgba } from './encode-rgba.js';
import {
  checkCanvasSize,
  encodeBmp,
  encodeIco,
  fitInside,
  flattenRgba,
  formatBytes,
  outputFileName,
  parseHexColor,
  sampleImage,
  sizeChangePercent,
  sniffImageType,
  svgIntrinsicSize,
  targetSize,
  type RgbaImage,
} from './formats.js';

// Our encoders' output is decoded again by an independent implementation: image-in-browser
// (a TypeScript port of the Dart `image` library), which also writes the reference files below.

/** A MemoryImage (image-in-browser) holding `image`'s RGBA pixels. */
function toMemory(image: RgbaImage): MemoryImage {
  const memory = new MemoryImage({ width: image.width, height: image.height, numChannels: 4 });
  const d = image.data;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      memory.setPixelRgba(x, y, d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!);
    }
  return memory;
}

/** The RGBA bytes of a decoded image. */
function rgbaOf(decoded: MemoryImage): number[] {
  const out: number[] = [];
  for (let y = 0; y < decoded.height; y++)
    for (let x = 0; x < decoded.width; x++) {
      const p = decoded.getPixel(x, y);
      out.push(Number(p.r), Number(p.g), Number(p.b), decoded.numChannels === 4 ? Number(p.a) : 255);
    }
  return out;
}

const tiny: RgbaImage = {
  width: 3,
  height: 2,
  // red, green, blue / white, half-transparent black, fully transparent
  data: new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0, 128, 9, 9, 9, 0]),
};

describe('sniffImageType', () => {
  it('recognises files written by another library by their magic numbers', () => {
    const img = toMemory(sampleImage(8, 8));
    expect(sniffImageType(encodePng({ image: img }))).toBe('image/png');
    expect(sniffImageType(encodeJpg({ image: img }))).toBe('image/jpeg');
    expect(sniffImageType(iibEncodeGif({ image: img }))).toBe('image/gif');
    expect(sniffImageType(encodeTiff({ image: img }))).toBe('image/tiff');
  });
  it('recognises RIFF WebP, ISO-BMFF AVIF/HEIC brands and SVG text', () => {
    const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
    expect(sniffImageType(bytes('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes('\x00\x00\x00\x1cftypavif\x00\x00\x00\x00'))).toBe('image/avif');
    expect(sniffImageType(bytes('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00'))).toBe('image/heic');
    expect(sniffImageType(bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(sniffImageType(bytes('hello'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('parseHexColor (CSS Color 4 §5.2)', () => {
  it('reads the spec examples', () => {
    expect(parseHexColor('#f00')).toEqual([255, 0, 0]);
    expect(parseHexColor('#00ff00')).toEqual([0, 255, 0]);
    expect(parseHexColor('FFFFFF')).toEqual([255, 255, 255]);
  });
  it('rejects what is not a hex colour', () => {
    expect(expectToolInputError(() => parseHexColor('white')).message).toMatch(/#rrggbb/);
    fuzzToolFunction((s: string) => parseHexColor(s));
  });
});

describe('flattenRgba (simple alpha compositing)', () => {
  it('lays each pixel over the background: co = cs·αs + cb·(1 − αs)', () => {
    const flat = flattenRgba(tiny, [0, 0, 255]);
    expect(Array.from(flat.data.slice(0, 4))).toEqual([255, 0, 0, 255]);
    // half-transparent black over blue: 255 · (1 − 128/255) = 127
    expect(Array.from(flat.data.slice(16, 20))).toEqual([0, 0, 127, 255]);
    // fully transparent: the background
    expect(Array.from(flat.data.slice(20, 24))).toEqual([0, 0, 255, 255]);
  });
});

describe('encodeBmp', () => {
  it('writes a 24-bit BITMAPINFOHEADER file that another decoder reads back', () => {
    const bmp = encodeBmp(tiny, [0, 0, 255]);
    const view = new DataView(bmp.buffer);
    expect(String.fromCharCode(bmp[0]!, bmp[1]!)).toBe('BM');
    expect(view.getUint32(2, true)).toBe(bmp.length);
    expect(view.getUint32(14, true)).toBe(40);
    expect(view.getUint16(28, true)).toBe(24);
    // rows of 3 pixels × 3 bytes = 9, padded to 12
    expect(bmp.length).toBe(54 + 12 * 2);
    const decoded = decodeBmp({ data: bmp })!;
    expect([decoded.width, decoded.height]).toEqual([3, 2]);
    expect(rgbaOf(decoded)).toEqual(Array.from(flattenRgba(tiny, [0, 0, 255]).data));
  });
  it('round-trips any opaque image', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 255 })),
        (w, h, stream) => {
          const data = new Uint8ClampedArray(w * h * 4);
          const values = stream.take(w * h * 4);
          let i = 0;
          for (const v of values) {
            data[i] = i % 4 === 3 ? 255 : v;
            i++;
          }
          const decoded = decodeBmp({ data: encodeBmp({ data, width: w, height: h }) })!;
          expect(rgbaOf(decoded)).toEqual(Array.from(data));
        },
      ),
      { numRuns: 40 },
    );
  });
  it('rejects an inconsistent image', () => {
    expectToolInputError(() => encodeBmp({ data: new Uint8Array(3), width: 1, height: 1 }));
    expectToolInputError(() => encodeBmp({ data: new Uint8Array(0), width: 0, height: 0 }));
  });
});

describe('encodeIco', () => {
  it('wraps PNG images in an ICONDIR that another decoder reads back', () => {
    const png = encodePng({ image: toMemory(tiny) });
    const ico = encodeIco([{ width: 3, height: 2, png }]);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 1]);
    expect(view.getUint32(6 + 12, true)).toBe(22); // the image follows the one directory entry
    const decoded = decodeIco({ data: ico })!;
    expect([decoded.width, decoded.height]).toEqual([3, 2]);
    expect(rgbaOf(decoded)).toEqual(Array.from(tiny.data));
  });
  it('stores 256 as 0 in the directory and refuses larger images', () => {
    const png = encodePng({ image: toMemory(sampleImage(256, 256)) });
    const ico = encodeIco([{ width: 256, height: 256, png }]);
    expect([ico[6], ico[7]]).toEqual([0, 0]);
    expect(decodeIco({ data: ico })!.width).toBe(256);
    expectToolInputError(() => encodeIco([{ width: 257, height: 10, png }]));
    expectToolInputError(() => encodeIco([]));
    expectToolInputError(() => encodeIco([{ width: 3, height: 2, png: new Uint8Array([1, 2, 3]) }]));
  });
});

describe('encodeGif (gifenc)', () => {
  it('writes a GIF89a that another decoder reads back, with the transparent pixel kept', async () => {
    const gif = await encodeGif(tiny);
    expect(String.fromCharCode(...gif.slice(0, 6))).toBe('GIF89a');
    const decoded = decodeGif({ data: gif })!;
    expect([decoded.width, decoded.height]).toEqual([3, 2]);
    const px = rgbaOf(decoded);
    // Opaque colours survive (a 6-colour image fits the palette; rgba4444 keeps 4 bits a channel).
    expect(px.slice(0, 4)).toEqual([255, 0, 0, 255]);
    expect(px.slice(12, 16)).toEqual([255, 255, 255, 255]);
    expect(px[23]).toBe(0); // the transparent pixel
  });
  it('quantises a photo-like image to at most 256 colours, keeping its size', async () => {
    const gif = await encodeGif(sampleImage(64, 40), { transparent: false });
    const decoded = decodeGif({ data: gif })!;
    expect([decoded.width, decoded.height]).toEqual([64, 40]);
    expect(
      new Set(rgbaOf(decoded).reduce<string[]>((acc, _, i, a) => (i % 4 === 0 ? [...acc, a.slice(i, i + 3).join()] : acc), [])).size,
    ).toBeLessThanOrEqual(256);
  });
  it('rejects a bad palette size or image', async () => {
    await expect(encodeGif(tiny, { colors: 1 })).rejects.toThrow(ToolInputError);
    await expect(encodeGif({ data: new Uint8Array(4), width: 2, height: 2 })).rejects.toThrow(ToolInputError);
  });
});

describe('resizeRgba (pica)', () => {
  it('keeps a flat colour flat at any size, with every filter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 24 }),
        fc.constantFrom('lanczos3', 'mks2013', 'hamming', 'box', 'nearest') as fc.Arbitrary<'lanczos3'>,
        async (w, h, tw, th, filter) => {
          const data = new Uint8ClampedArray(w * h * 4).map((_, i) => [12, 200, 77, 255][i % 4]!);
          const out = await resizeRgba({ data, width: w, height: h }, tw, th, filter);
          expect([out.width, out.height, out.data.length]).toEqual([tw, th, tw * th * 4]);
          for (let i = 0; i < out.data.length; i += 4) expect(Array.from(out.data.slice(i, i + 4))).toEqual([12, 200, 77, 255]);
        },
      ),
      { numRuns: 40 },
    );
  });
  it('averages a 1-pixel checkerboard to mid grey when halving with a box filter', async () => {
    const data = new Uint8ClampedArray(4 * 4 * 4).map((_, i) =>
      (i % 4 === 3 ? 255 : (Math.floor(i / 4) % 4) + Math.floor(i / 16) * 1) % 2 ? 255 : 0,
    );
    for (let i = 3; i < data.length; i += 4) data[i] = 255;
    const out = await resizeRgba({ data, width: 4, height: 4 }, 2, 2, 'box');
    for (let i = 0; i < out.data.length; i += 4) expect(Math.abs(out.data[i]! - 128)).toBeLessThanOrEqual(1);
  });
  it('repeats pixels when upscaling with nearest neighbour', async () => {
    const out = await resizeRgba(tiny, 6, 4, 'nearest');
    expect(Array.from(out.data.slice(0, 8))).toEqual([255, 0, 0, 255, 255, 0, 0, 255]);
    expect(Array.from(out.data.slice(6 * 4 * 3 + 20, 6 * 4 * 3 + 24))).toEqual([9, 9, 9, 0]);
  });
  it('rejects sizes below one pixel', async () => {
    await expect(resizeRgba(tiny, 0, 3)).rejects.toThrow(ToolInputError);
    await fuzzAsyncToolFunction((n: number) => resizeRgba(tiny, n, n, 'box'), fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double()), 30);
  });
});

describe('encodeRgba', () => {
  it('writes GIF and BMP files that decode to the same size', async () => {
    const image = sampleImage(20, 12);
    expect(decodeGif({ data: await encodeRgba(image, 'gif', [255, 255, 255]) })!.width).toBe(20);
    expect(decodeBmp({ data: await encodeRgba(image, 'bmp', [255, 255, 255]) })!.height).toBe(12);
  });
});

describe('sizes', () => {
  it('targetSize: pixels, percent, kept ratio, upscaling', () => {
    const src = { width: 4000, height: 3000 };
    expect(targetSize(src, { unit: 'px', width: 800, height: 1, keepAspect: true })).toEqual({ width: 800, height: 600, upscaled: false });
    expect(targetSize(src, { unit: 'px', width: 800, height: 800, keepAspect: false })).toEqual({
      width: 800,
      height: 800,
      upscaled: false,
    });
    expect(targetSize(src, { unit: 'percent', width: 25, height: 1, keepAspect: true })).toEqual({
      width: 1000,
      height: 750,
      upscaled: false,
    });
    expect(targetSize(src, { unit: 'percent', width: 10, height: 200, keepAspect: false })).toEqual({
      width: 400,
      height: 6000,
      upscaled: true,
    });
    expect(targetSize({ width: 3, height: 1000 }, { unit: 'px', width: 1, height: 1, keepAspect: true }).height).toBe(333);
    expect(targetSize({ width: 1000, height: 3 }, { unit: 'px', width: 10, height: 1, keepAspect: true }).height).toBe(1);
  });
  it('targetSize and checkCanvasSize refuse what no canvas holds', () => {
    expectToolInputError(() => targetSize({ width: 10, height: 10 }, { unit: 'px', width: 40000, height: 1, keepAspect: true }));
    expectToolInputError(() => targetSize({ width: 10, height: 10 }, { unit: 'px', width: -1, height: 1, keepAspect: false }));
    expectToolInputError(() => targetSize({ width: 10, height: 10 }, { unit: 'px', width: 1, height: Number.NaN, keepAspect: false }));
    expectToolInputError(() => checkCanvasSize(20000, 20000));
    expect(() => checkCanvasSize(16384, 16384)).not.toThrow();
  });
  it('fitInside keeps the ratio and never enlarges', () => {
    expect(fitInside({ width: 1024, height: 512 }, 256)).toEqual({ width: 256, height: 128 });
    expect(fitInside({ width: 16, height: 16 }, 256)).toEqual({ width: 16, height: 16 });
  });
});

describe('svgIntrinsicSize (SVG 2 §8.2, CSS 2 §10.3.2)', () => {
  it('reads width/height, the viewBox, or the 300 × 150 default', () => {
    expect(svgIntrinsicSize('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40px"/>')).toEqual({ width: 120, height: 40 });
    expect(svgIntrinsicSize('<svg viewBox="0 0 24 12"></svg>')).toEqual({ width: 24, height: 12 });
    expect(svgIntrinsicSize('<svg width="48" viewBox="0,0,24,12"></svg>')).toEqual({ width: 48, height: 24 });
    expect(svgIntrinsicSize('<svg width="100%" height="100%"></svg>')).toEqual({ width: 300, height: 150 });
  });
  it('rejects text without an svg root', () => {
    expectToolInputError(() => svgIntrinsicSize('<html></html>'));
    fuzzToolFunction((s: string) => svgIntrinsicSize(s));
  });
});

describe('reporting', () => {
  it('sizeChangePercent, formatBytes, outputFileName', () => {
    expect(sizeChangePercent(1000, 400)).toBe(-60);
    expect(sizeChangePercent(1000, 1234)).toBe(23.4);
    expect(sizeChangePercent(0, 5)).toBe(0);
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(outputFileName('holiday.photo.JPG', 'webp', '-800x600')).toBe('holiday.photo-800x600.webp');
    expect(outputFileName('', 'jpeg')).toBe('image.jpg');
    expect(outputFileName('a:b', 'ico')).toBe('a_b.ico');
  });
  it('sampleImage has transparent, half-transparent and opaque parts and decodes as a PNG', () => {
    const image = sampleImage(48, 32);
    const alphas = new Set(Array.from(image.data.filter((_, i) => i % 4 === 3)));
    expect(alphas).toEqual(new Set([0, 160, 255]));
    expect(decodePng({ data: encodePng({ image: toMemory(image) }) })!.width).toBe(48);
    expectToolInputError(() => sampleImage(0, 10));
  });
});
