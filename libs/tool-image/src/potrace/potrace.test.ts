import { createRequire } from 'node:module';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { potraceTool } from './meta.js';
import { potraceState } from './state.js';
import {
  buildSvg,
  DEFAULT_TRACE_OPTIONS,
  luminances,
  otsuThreshold,
  parseDecimal,
  parseHexColor,
  posterizeLayers,
  potraceUnitsToPixels,
  quantizeColors,
  sampleImage,
  thresholdMask,
  traceImage,
  turnPolicyCode,
  type MaskTracer,
  type RgbaImage,
  type TraceOptions,
} from './potrace.js';
import { loadPotraceTracer } from './potrace-engine.js';
import { rasterizePath } from './rasterize-path.js';

/** An RGBA image of `width` × `height`, white, with the pixels `inside(x, y)` (pixel centres) painted `grey`. */
function draw(width: number, height: number, shapes: { inside: (x: number, y: number) => boolean; grey: number }[]): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (const s of shapes)
        if (s.inside(x + 0.5, y + 0.5)) {
          const i = (y * width + x) * 4;
          data[i] = data[i + 1] = data[i + 2] = s.grey;
        }
  return { data, width, height };
}

/** The `d` attributes of an SVG's paths. */
function pathsOf(svg: string): string[] {
  return [...svg.matchAll(/<path [^>]*\bd="([^"]*)"/g)].map((m) => m[1]!);
}

function bbox(mask: Uint8Array, width: number): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  mask.forEach((v, i) => {
    if (!v) return;
    const x = i % width;
    const y = Math.floor(i / width);
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x + 1);
    y1 = Math.max(y1, y + 1);
  });
  return { x0, y0, x1, y1 };
}

const options = (o: Partial<TraceOptions> = {}): TraceOptions => ({ ...DEFAULT_TRACE_OPTIONS, ...o });
let tracer: MaskTracer;

beforeAll(async () => {
  // esm-potrace-wasm's Emscripten loader takes the Node branch and wants CommonJS globals.
  const g = globalThis as { require?: unknown; __dirname?: string };
  g.require ??= createRequire(import.meta.url);
  g.__dirname ??= import.meta.dirname;
  tracer = await loadPotraceTracer();
});

describe('tracing with potrace (esm-potrace-wasm), checked by rasterising the SVG again', () => {
  it('traces a filled circle to a path covering the same pixels', async () => {
    const circle = (x: number, y: number) => Math.hypot(x - 40, y - 30) < 20;
    const image = draw(80, 64, [{ inside: circle, grey: 0 }]);
    const result = await traceImage(image, options(), tracer);
    const paths = pathsOf(result.svg);
    expect(paths).toHaveLength(1);
    expect(result.svg).toContain('viewBox="0 0 80 64"');
    const raster = rasterizePath(paths[0]!, 80, 64);
    const expected = thresholdMask(luminances(image), 128, false);
    let diff = 0;
    let area = 0;
    raster.forEach((v, i) => {
      if (v !== expected[i]) diff++;
      area += expected[i]!;
    });
    expect(area).toBeGreaterThan(1200); // π·20² ≈ 1257
    expect(diff / area).toBeLessThan(0.03);
    const b = bbox(raster, 80);
    expect(b.x0).toBeGreaterThanOrEqual(19);
    expect(b.x1).toBeLessThanOrEqual(61);
    expect(b.y0).toBeGreaterThanOrEqual(9);
    expect(b.y1).toBeLessThanOrEqual(51);
  });

  it('traces a square as a polygon with alphamax 0, exactly on its pixel edges', async () => {
    const image = draw(50, 40, [{ inside: (x, y) => x > 10 && x < 30 && y > 5 && y < 25, grey: 30 }]);
    const result = await traceImage(image, options({ alphaMax: 0 }), tracer);
    const [d] = pathsOf(result.svg);
    expect(d).not.toMatch(/[Cc]/);
    const raster = rasterizePath(d!, 50, 40);
    expect(bbox(raster, 50)).toEqual({ x0: 10, y0: 5, x1: 30, y1: 25 });
    expect(raster.reduce((a, v) => a + v, 0)).toBe(400);
  });

  it('keeps a hole (a ring traces to a compound path with an unfilled centre)', async () => {
    const image = draw(60, 60, [{ inside: (x, y) => Math.hypot(x - 30, y - 30) < 25 && Math.hypot(x - 30, y - 30) >= 12, grey: 0 }]);
    const [d] = pathsOf((await traceImage(image, options(), tracer)).svg);
    const raster = rasterizePath(d!, 60, 60);
    expect(raster[30 * 60 + 30]).toBe(0);
    expect(raster[30 * 60 + 12]).toBe(1);
  });

  it('follows the threshold: a light grey square appears only above its luminance', async () => {
    const image = draw(60, 30, [
      { inside: (x, y) => x > 5 && x < 25 && y > 5 && y < 25, grey: 50 },
      { inside: (x, y) => x > 35 && x < 55 && y > 5 && y < 25, grey: 150 },
    ]);
    const low = await traceImage(image, options({ threshold: 100 }), tracer);
    const high = await traceImage(image, options({ threshold: 200 }), tracer);
    expect(low.svg).not.toBe(high.svg);
    const lowBox = bbox(rasterizePath(pathsOf(low.svg)[0]!, 60, 30), 60);
    const highBox = bbox(rasterizePath(pathsOf(high.svg)[0]!, 60, 30), 60);
    expect(lowBox.x1).toBeLessThanOrEqual(26);
    expect(highBox.x1).toBeGreaterThanOrEqual(54);
    // Otsu on two grey levels (50, 150) and white: splits between the dark square and the rest.
    const auto = await traceImage(image, options(), tracer);
    expect(auto.threshold).toBeGreaterThan(50);
  });

  it('inverts: traces the light pixels', async () => {
    const image = draw(30, 30, [{ inside: (x, y) => x > 5 && x < 25 && y > 5 && y < 25, grey: 0 }]);
    const result = await traceImage(image, options({ invert: true, alphaMax: 0, threshold: 128 }), tracer);
    const raster = rasterizePath(pathsOf(result.svg)[0]!, 30, 30);
    expect(raster[15 * 30 + 15]).toBe(0);
    expect(raster[0]).toBe(1);
    expect(raster.reduce((a, v) => a + v, 0)).toBe(900 - 400);
  });

  it('drops speckles up to the speckle size (turdsize)', async () => {
    const specks = [3, 9, 15, 21].map((x) => ({
      inside: (px: number, py: number) => Math.floor(px) === x && Math.floor(py) === 3,
      grey: 0,
    }));
    const image = draw(40, 40, [{ inside: (x, y) => x > 10 && x < 30 && y > 10 && y < 30, grey: 0 }, ...specks]);
    const kept = await traceImage(image, options({ turdSize: 0 }), tracer);
    const dropped = await traceImage(image, options({ turdSize: 2 }), tracer);
    expect(kept.layers[0]!.paths).toBe(5);
    expect(dropped.layers[0]!.paths).toBe(1);
  });

  it('posterizes into stacked layers with fill opacities, writes colours and background', async () => {
    const result = await traceImage(
      sampleImage('gradient'),
      options({ steps: 3, color: '#abc', background: '#FFFFFF', threshold: 200 }),
      tracer,
    );
    expect(pathsOf(result.svg)).toHaveLength(3);
    expect(result.layers.map((l) => l.opacity)).toEqual([0.3333, 0.5, 1]);
    expect(result.svg).toContain('<rect width="100%" height="100%" fill="#ffffff"/>');
    expect(result.svg).toContain('fill="#aabbcc"');
  });

  it('traces the image in its own colours: stacked layers that paint every pixel its colour again', async () => {
    const data = new Uint8ClampedArray(60 * 40 * 4);
    const colourAt = (x: number, y: number): [number, number, number] =>
      Math.hypot(x - 15, y - 20) < 10
        ? [220, 20, 60]
        : x > 32 && x < 55 && y > 8 && y < 32
          ? [30, 60, 200]
          : y > 34
            ? [40, 160, 80]
            : [250, 250, 240];
    for (let y = 0; y < 40; y++)
      for (let x = 0; x < 60; x++) {
        const [r, g, b] = colourAt(x + 0.5, y + 0.5);
        data.set([r, g, b, 255], (y * 60 + x) * 4);
      }
    const result = await traceImage({ data, width: 60, height: 40 }, options({ mode: 'color', colors: 8, alphaMax: 0 }), tracer);
    expect(result.threshold).toBeNull();
    expect(result.layers.map((l) => l.fill).sort()).toEqual(['#1e3cc8', '#28a050', '#dc143c', '#fafaf0']);
    expect(result.layers[0]!.fill).toBe('#fafaf0'); // the most used colour first
    // Composite the layers rasterised again: the last layer covering a pixel gives its colour.
    const fills = [...result.svg.matchAll(/<path fill="(#[0-9a-f]{6})" d="([^"]*)"/g)];
    const painted = new Array<string>(60 * 40).fill('');
    for (const [, fill, d] of fills) rasterizePath(d!, 60, 40).forEach((v, i) => v && (painted[i] = fill!));
    let wrong = 0;
    painted.forEach((fill, i) => {
      const [r, g, b] = colourAt((i % 60) + 0.5, Math.floor(i / 60) + 0.5);
      if (fill !== `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`) wrong++;
    });
    expect(wrong / painted.length).toBeLessThan(0.02);
  });

  it('traces the built-in samples', async () => {
    for (const name of ['shapes', 'gradient', 'badge'] as const) {
      const result = await traceImage(sampleImage(name), options(), tracer);
      expect(pathsOf(result.svg).length).toBeGreaterThan(0);
    }
  });

  it('traces nothing from a blank or fully transparent image', async () => {
    const blank = draw(10, 10, []);
    expect(pathsOf((await traceImage(blank, options({ threshold: 128 }), tracer)).svg)).toEqual([]);
    const clear = { data: new Uint8ClampedArray(400), width: 10, height: 10 };
    expect(pathsOf((await traceImage(clear, options(), tracer)).svg)).toEqual([]);
  });
});

describe('pure parts', () => {
  it('maps potrace backend units to pixels (translate(0,h) scale(0.1,-0.1))', () => {
    // A 6×3 px rectangle at (3,2) in a 10 px high image, as backend_svg.c writes it.
    expect(potraceUnitsToPixels('M30 80 l0 -30 60 0 0 30 -60 0z', 10)).toBe('M3 2l0 3 6 0 0 -3 -6 0z');
    expect(potraceUnitsToPixels('M10 10 c5 0 10 5 10 10z M0 0 l1 1z', 2)).toBe('M1 1c0.5 0 1 -0.5 1 -1zM0 2l0.1 -0.1z');
    expect(() => potraceUnitsToPixels('M1 1 A 1 1 0 0 0 2 2', 5)).toThrow(ToolInputError);
  });

  it("finds Otsu's threshold between the two grey levels of a two-tone image", () => {
    const lum = Int16Array.from([...Array<number>(100).fill(40), ...Array<number>(300).fill(200), -1, -1]);
    const t = otsuThreshold(lum);
    expect(t).toBeGreaterThan(40);
    expect(t).toBeLessThanOrEqual(200);
    expect(t).toBe(120);
    expect(otsuThreshold(Int16Array.from([7, 7, 7]))).toBe(128);
  });

  it('computes luminance with BT.709 weights and marks transparent pixels', () => {
    const lum = luminances({ data: Uint8Array.from([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 9, 9, 9, 0]), width: 4, height: 1 });
    expect([...lum]).toEqual([54, 182, 18, -1]);
  });

  it('stacks posterized layers so that k of n layers show k/n of the colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 0, max: 255 }), fc.boolean(), (n, t, inv) => {
        const layers = posterizeLayers(t, n, inv);
        let covered = 0;
        layers.forEach((l, j) => {
          covered = covered + (1 - covered) * l.opacity;
          expect(covered).toBeCloseTo((j + 1) / n, 3);
        });
        expect(layers[0]!.threshold).toBe(t);
      }),
    );
    expect(() => posterizeLayers(128, 0, false)).toThrow(ToolInputError);
  });

  it('accepts only hexadecimal colours and decimals in range', () => {
    expect(parseHexColor(' #ABC ', 'Fill')).toBe('#aabbcc');
    expect(parseHexColor('transparent', 'Background', true)).toBe('');
    expect(() => parseHexColor('red"/><script>', 'Fill')).toThrow(/Fill/);
    expect(() => parseHexColor('', 'Fill')).toThrow(ToolInputError);
    expect(parseDecimal('0,5', 'Tolerance', 0, 1)).toBe(0.5);
    expect(() => parseDecimal('2', 'Corner threshold', 0, 1.334)).toThrow(/Corner threshold.*0 to 1.334/);
    expect(() => parseDecimal('1e3', 'x', 0, 5000)).toThrow(ToolInputError);
  });

  it('writes an SVG document with one path per layer', () => {
    const svg = buildSvg(
      4,
      3,
      [
        { d: 'M0 0l1 0 0 1z', fill: '#000000', opacity: 1 },
        { d: '', fill: '#000000', opacity: 0.5 },
      ],
      '',
    );
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3" viewBox="0 0 4 3">\n<path fill="#000000" d="M0 0l1 0 0 1z"/>\n</svg>\n',
    );
  });

  it('quantizes to at most the asked number of colours, each pixel to its nearest', () => {
    const image = sampleImage('gradient');
    const q = quantizeColors(image, 3);
    expect(q.palette).toHaveLength(3);
    expect(q.counts.reduce((a, b) => a + b, 0)).toBe(image.width * image.height);
    expect([...q.counts]).toEqual([...q.counts].sort((a, b) => b - a));
    for (let i = 0; i < q.index.length; i += 97) {
      const v = image.data[i * 4]!;
      const mine = q.palette[q.index[i]!]!;
      for (const other of q.palette) expect(Math.abs(mine[0] - v)).toBeLessThanOrEqual(Math.abs(other[0] - v));
    }
    const clear = quantizeColors({ data: new Uint8Array(16), width: 2, height: 2 }, 4);
    expect(clear.palette).toEqual([]);
    expect([...clear.index]).toEqual([255, 255, 255, 255]);
    expect(() => quantizeColors(image, 1)).toThrow(/2 to 64/);
  });

  it('maps turn policies to potracelib codes', () => {
    expect(turnPolicyCode('black')).toBe(0);
    expect(turnPolicyCode('minority')).toBe(4);
    expect(turnPolicyCode('random')).toBe(6);
  });

  it('rejects bad images and options with messages for users', async () => {
    await expect(traceImage({ data: new Uint8Array(3), width: 1, height: 1 }, options(), tracer)).rejects.toThrow(/needs 4/);
    await expect(traceImage({ data: new Uint8Array(0), width: 0, height: 0 }, options(), tracer)).rejects.toThrow(ToolInputError);
    await expect(traceImage({ data: new Uint8Array(0), width: 10_000, height: 10_000 }, options(), tracer)).rejects.toThrow(/megapixels/);
    await expect(traceImage(sampleImage('shapes'), options({ alphaMax: 2 }), tracer)).rejects.toThrow(/Corner threshold/);
    await expect(traceImage(sampleImage('shapes'), options({ threshold: 300 }), tracer)).rejects.toThrow(/Threshold/);
    await expect(traceImage(sampleImage('shapes'), options({ color: 'url(#x)' }), tracer)).rejects.toThrow(/Fill colour/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(potraceTool, potraceState);
  });

  it('only ever throws ToolInputError for arbitrary images and options', async () => {
    const anyImage = fc.record({
      width: fc.oneof(fc.integer({ min: -2, max: 6 }), fc.double()),
      height: fc.integer({ min: -2, max: 6 }),
      data: fc.uint8Array({ maxLength: 150 }),
    });
    fuzzToolFunction((img: RgbaImage) => luminances(img), anyImage);
    fuzzToolFunction((img: RgbaImage) => quantizeColors(img, 3), anyImage);
    const anyOptions = fc.record({
      threshold: fc.oneof(fc.constant('auto' as const), fc.integer({ min: -5, max: 300 })),
      steps: fc.integer({ min: -1, max: 20 }),
      turdSize: fc.integer({ min: -1, max: 10 }),
      alphaMax: fc.double({ min: -1, max: 2, noNaN: false }),
      optTolerance: fc.double({ min: -1, max: 11 }),
      mode: fc.constantFrom('mono' as const, 'color' as const),
      colors: fc.integer({ min: 0, max: 70 }),
      color: fc.string({ maxLength: 8 }),
    });
    const small = sampleImage('badge');
    const tiny = { data: small.data.subarray(0, 24 * 16 * 4), width: 24, height: 16 };
    await fuzzAsyncToolFunction((o: Partial<TraceOptions>) => traceImage(tiny, options(o), tracer), anyOptions, 40);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseHexColor(s, 'Fill', true));
    fuzzToolFunction((s: string) => parseDecimal(s, 'Tolerance', 0, 10));
    fuzzToolFunction((s: string) => potraceUnitsToPixels(s, 100));
    fuzzToolFunction((n: number) => posterizeLayers(128, n, false), fc.oneof(fc.integer(), fc.double()));
  });
});
