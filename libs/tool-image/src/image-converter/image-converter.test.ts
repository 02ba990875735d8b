import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { svgIntrinsicSize } from '../shared/image-pipeline/formats.js';
import { imageConverterTool } from './meta.js';
import { imageConverterState } from './state.js';
import { svgRenderSize } from './image-converter.js';

describe('svgRenderSize', () => {
  // The SVG 2 spec's own example: <svg width="300px" height="200px" viewBox="0 0 1500 1000"> (§8.2).
  const spec = svgIntrinsicSize(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300px" height="200px" viewBox="0 0 1500 1000" preserveAspectRatio="none">',
  );

  it('renders at the intrinsic size times the scale', () => {
    expect(spec).toEqual({ width: 300, height: 200 });
    expect(svgRenderSize(spec, { scale: 1, width: 0 })).toEqual({ width: 300, height: 200 });
    expect(svgRenderSize(spec, { scale: 2.5, width: 0 })).toEqual({ width: 750, height: 500 });
    expect(svgRenderSize({ width: 24, height: 24 }, { scale: 0.01, width: 0 })).toEqual({ width: 1, height: 1 });
  });
  it('renders at a chosen width, the height following the ratio', () => {
    expect(svgRenderSize(spec, { scale: 1, width: 1024 })).toEqual({ width: 1024, height: 683 });
    fc.assert(
      // Only sizes a canvas holds (the height stays within 32,767 px).
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 8000 }),
        (w, h, width) => {
          fc.pre((width * h) / w <= 30000);
          const out = svgRenderSize({ width: w, height: h }, { scale: 1, width });
          expect(out.width).toBe(width);
          expect(Math.abs(out.height - Math.max(1, (width * h) / w))).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
  it('refuses a bad scale, a fractional width, a size too large or an SVG without size', () => {
    expectToolInputError(() => svgRenderSize(spec, { scale: 0, width: 0 }));
    expectToolInputError(() => svgRenderSize(spec, { scale: 1, width: 10.5 }));
    expectToolInputError(() => svgRenderSize({ width: 1000, height: 1000 }, { scale: 32, width: 0 })); // 32,000 px a side: over 2^28 pixels
    expectToolInputError(() => svgRenderSize({ width: 0, height: 0 }, { scale: 1, width: 0 }));
  });
  it('only ever throws ToolInputError, whatever the numbers', () => {
    fuzzToolFunction(
      ([w, h, s, n]: [number, number, number, number]) => svgRenderSize({ width: w, height: h }, { scale: s, width: n }),
      fc.tuple(fc.double(), fc.double(), fc.double(), fc.double()),
    );
  });
});

describe('meta', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(imageConverterTool, imageConverterState);
  });
});
