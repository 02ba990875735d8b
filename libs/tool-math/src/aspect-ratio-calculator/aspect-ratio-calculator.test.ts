import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { aspectRatioCalculatorTool } from './meta.js';
import { aspectRatioCalculatorState } from './state.js';
import { ASPECT_RATIO_PRESETS, aspectRatio, missingDimension } from './aspect-ratio-calculator.js';

describe('aspectRatio', () => {
  // Display resolutions and their ratios ("Display resolution standards", Wikipedia; ITU-R BT.709 1920 × 1080 is 16:9).
  it.each([
    ['1920', '1080', 16n, 9n],
    ['3840', '2160', 16n, 9n],
    ['1024', '768', 4n, 3n],
    ['1280', '1024', 5n, 4n],
    ['1920', '1200', 8n, 5n],
    ['2560', '1080', 64n, 27n],
    ['3440', '1440', 43n, 18n],
    ['1366', '768', 683n, 384n],
    ['1.85', '1', 37n, 20n],
  ])('%s × %s = %d:%d', (w, h, a, b) => {
    const r = aspectRatio(w, h);
    expect([r.ratioWidth, r.ratioHeight]).toEqual([a, b]);
  });

  it('names the preset it is, or is near', () => {
    expect(aspectRatio('1920', '1080').preset?.id).toBe('16:9');
    expect(aspectRatio('1366', '768').preset).toBeNull();
    expect(aspectRatio('1366', '768').nearPreset?.id).toBe('16:9');
    expect(aspectRatio('1920', '1080').toOne).toBe('1.777778:1');
    expect(aspectRatio('1000', '999').nearPreset?.id).toBe('1:1');
  });

  it('reduced terms have gcd 1 and the same ratio (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (w, h) => {
        const r = aspectRatio(String(w), String(h));
        return r.ratioWidth * BigInt(h) === r.ratioHeight * BigInt(w) && gcdOk(r.ratioWidth, r.ratioHeight);
      }),
    );
  });

  it('rejects zero, negative and non-numbers', () => {
    expect(() => aspectRatio('0', '5')).toThrow('The width must be greater than zero.');
    expect(() => aspectRatio('5', '-1')).toThrow('The height must be greater than zero.');
    expect(() => aspectRatio('abc', '5')).toThrow('The width: "abc" is not a number.');
  });
});

const gcdOk = (a: bigint, b: bigint) => {
  let [x, y] = [a, b];
  while (y) [x, y] = [y, x % y];
  return x === 1n;
};

describe('missingDimension', () => {
  it('16:9 at 1280 wide is 720 high; 4:3 at 1024 wide is 768; 9:16 at 1920 high is 1080 wide', () => {
    expect(missingDimension('16', '9', 'width', '1280')).toMatchObject({ value: { text: '720', exact: true }, rounded: 720n, whole: true });
    expect(missingDimension('4', '3', 'width', '1024').rounded).toBe(768n);
    expect(missingDimension('9', '16', 'height', '1920').rounded).toBe(1080n);
  });

  it('says when the side is not a whole number of pixels', () => {
    const r = missingDimension('16', '9', 'width', '1000');
    expect(r).toMatchObject({ value: { text: '562.5', exact: true }, rounded: 563n, whole: false });
    expect(missingDimension('2.39', '1', 'width', '1920').value.text).toBe('803.34728');
  });

  it('every preset gives back its own width (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ASPECT_RATIO_PRESETS), fc.integer({ min: 1, max: 10_000 }), (p, w) => {
        const h = missingDimension(p.width, p.height, 'width', String(w));
        return !h.value.exact || missingDimension(p.width, p.height, 'height', h.value.text).value.text === String(w);
      }),
    );
  });
});

describe('aspect ratio calculator: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(aspectRatioCalculatorTool, aspectRatioCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction(([w, h]: [string, string]) => aspectRatio(w, h), fc.tuple(hostileText, fc.oneof(hostileText, fc.constant('9'))));
    fuzzToolFunction(
      ([a, b, k, v]: [string, string, 'width' | 'height', string]) => missingDimension(a, b, k, v),
      fc.tuple(fc.oneof(hostileText, fc.constant('16')), fc.oneof(hostileText, fc.constant('9')), fc.constantFrom('width' as const, 'height' as const, 'x' as 'width'), hostileText),
    );
  });
});
