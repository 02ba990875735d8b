import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { imageResizerTool } from './meta.js';
import { imageResizerState } from './state.js';
import { aspectLabel, resizerTarget, sameFormat, type ResizerSize } from './image-resizer.js';

const base: ResizerSize = { unit: 'px', width: 800, height: 600, percent: 50, percentY: 50, keepAspect: true, aspect: 'original' };

describe('resizerTarget', () => {
  it('keeps the image ratio by default (a 12 MP 4:3 photo to 800 px wide)', () => {
    expect(resizerTarget({ width: 4000, height: 3000 }, base)).toEqual({ width: 800, height: 600, upscaled: false });
    expect(resizerTarget({ width: 3000, height: 4000 }, base)).toEqual({ width: 800, height: 1067, upscaled: false });
  });
  it('takes both sides when the ratio is free, and percentages of the source', () => {
    expect(resizerTarget({ width: 4000, height: 3000 }, { ...base, keepAspect: false, width: 100, height: 700 })).toEqual({
      width: 100,
      height: 700,
      upscaled: false,
    });
    expect(resizerTarget({ width: 4000, height: 3000 }, { ...base, unit: 'percent', percent: 10 })).toEqual({
      width: 400,
      height: 300,
      upscaled: false,
    });
    expect(resizerTarget({ width: 400, height: 300 }, { ...base, unit: 'percent', keepAspect: false, percent: 200, percentY: 50 })).toEqual(
      { width: 800, height: 150, upscaled: true },
    );
  });
  it('stretches to a chosen ratio (16:9 from a 4:3 photo)', () => {
    expect(resizerTarget({ width: 4000, height: 3000 }, { ...base, width: 1920, aspect: '16:9' })).toEqual({
      width: 1920,
      height: 1080,
      upscaled: false,
    });
    expect(resizerTarget({ width: 400, height: 400 }, { ...base, unit: 'percent', percent: 50, aspect: '1:1' })).toEqual({
      width: 200,
      height: 200,
      upscaled: false,
    });
  });
  it('keeps the ratio within rounding for any source and width', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 1, max: 8000 }),
        (w, h, width) => {
          fc.pre((width * h) / w <= 30000); // only sizes a canvas holds
          const out = resizerTarget({ width: w, height: h }, { ...base, width });
          expect(out.width).toBe(width);
          if (out.height > 1) expect(Math.abs(out.height - (width * h) / w)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
  it('refuses sizes no browser canvas holds, and empty images', () => {
    expect(
      expectToolInputError(() => resizerTarget({ width: 100, height: 100 }, { ...base, width: 32767, keepAspect: false, height: 32767 }))
        .message,
    ).toMatch(/megapixels/);
    expectToolInputError(() => resizerTarget({ width: 10, height: 10 }, { ...base, unit: 'percent', percent: 400000 }));
    expectToolInputError(() => resizerTarget({ width: 0, height: 10 }, base));
  });
  it('only ever throws ToolInputError, whatever the numbers', () => {
    fuzzToolFunction(
      ([w, h, n]: [number, number, number]) =>
        resizerTarget({ width: w, height: h }, { ...base, width: n, height: n, percent: n, percentY: n }),
      fc.tuple(fc.double(), fc.double(), fc.double()),
    );
  });
});

describe('sameFormat / aspectLabel', () => {
  it('keeps the formats the pipeline writes, PNG for the others', () => {
    expect(sameFormat('image/jpeg')).toBe('jpeg');
    expect(sameFormat('image/x-icon')).toBe('ico');
    expect(sameFormat('image/svg+xml')).toBe('png');
    expect(sameFormat('image/avif')).toBe('png');
    expect(sameFormat('image/avif', true)).toBe('avif');
  });
  it('names common ratios and reduces the others', () => {
    expect(aspectLabel(1920, 1080)).toBe('16:9');
    expect(aspectLabel(1366, 768)).toBe('16:9');
    expect(aspectLabel(1000, 1000)).toBe('1:1');
    expect(aspectLabel(500, 123)).toBe('500:123');
    expect(aspectLabel(0, 1)).toBe('');
  });
});

describe('meta', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(imageResizerTool, imageResizerState);
  });
});
