import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { micTesterTool } from './meta.js';
import { micTesterState } from './state.js';
import { amplitudeToDbfs, CLIP_THRESHOLD, dominantFrequency, formatDbfs, measureLevel, meterFraction, micConstraints } from './mic-tester.js';

/** `n` samples of a sine of amplitude `a` with a whole number of periods (1 kHz at 48 kHz). */
const sine = (a: number, n = 4800) => Float32Array.from({ length: n }, (_, i) => a * Math.sin((2 * Math.PI * 1000 * i) / 48000));
const square = (a: number, n = 4800) => Float32Array.from({ length: n }, (_, i) => (Math.floor(i / 24) % 2 === 0 ? a : -a));

describe('measureLevel', () => {
  // AES17-2015 §3.12.1: "dB FS … the r.m.s. amplitude of a 997 Hz sine wave whose positive peak just
  // reaches the positive digital full scale … is 0 dB FS"; a full-scale square wave is therefore +3.01 dB FS.
  it('reads a full-scale sine as 0 dBFS RMS (AES17) and −3.01 dBFS (plain)', () => {
    expect(measureLevel(sine(1), 'aes17').rmsDbfs).toBeCloseTo(0, 3);
    expect(measureLevel(sine(1), 'plain').rmsDbfs).toBeCloseTo(-3.0103, 3);
    expect(measureLevel(sine(1)).peakDbfs).toBeCloseTo(0, 3);
  });
  it('reads a full-scale square wave as +3.01 dBFS (AES17) and 0 dBFS (plain)', () => {
    expect(measureLevel(square(1), 'aes17').rmsDbfs).toBeCloseTo(3.0103, 3);
    expect(measureLevel(square(1), 'plain').rmsDbfs).toBeCloseTo(0, 6);
  });
  it('reads a sine at 1/10 of full scale as −20 dBFS', () => {
    const level = measureLevel(sine(0.1));
    expect(level.rmsDbfs).toBeCloseTo(-20, 3);
    expect(level.peakDbfs).toBeCloseTo(-20, 3);
    expect(level.clipped).toBe(false);
  });
  it('reads silence as −∞ and flags samples at the 16-bit limit as clipped', () => {
    expect(measureLevel(new Float32Array(128))).toEqual({ rmsDbfs: -Infinity, peakDbfs: -Infinity, clipped: false, clippedSamples: 0 });
    const clipped = measureLevel([0.5, CLIP_THRESHOLD, -1, 0.2]);
    expect(clipped.clipped).toBe(true);
    expect(clipped.clippedSamples).toBe(2);
    expect(measureLevel([0.99]).clipped).toBe(false);
  });
  it('scaling by k moves both levels by 20·log10(k)', () => {
    fc.assert(
      fc.property(fc.float({ min: Math.fround(0.01), max: 1, noNaN: true }), fc.float({ min: Math.fround(0.05), max: 1, noNaN: true }), (a, k) => {
        const base = measureLevel(sine(a, 480));
        const scaled = measureLevel(sine(a * k, 480));
        return Math.abs(scaled.rmsDbfs - base.rmsDbfs - 20 * Math.log10(k)) < 1e-3 && scaled.peakDbfs <= base.peakDbfs + 1e-6;
      }),
    );
  });
  it('peak is never below RMS (plain) and names a bad sample', () => {
    fc.assert(
      fc.property(fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { minLength: 1 }), (xs) => {
        const l = measureLevel(xs, 'plain');
        return l.peakDbfs + 1e-9 >= l.rmsDbfs || l.peakDbfs === -Infinity;
      }),
    );
    expect(() => measureLevel([0, Number.NaN])).toThrow(/Sample 1/);
    expect(() => measureLevel([])).toThrow(ToolInputError);
  });
  it('only throws ToolInputError', () => fuzzToolFunction((xs: number[]) => measureLevel(xs), fc.array(fc.double())));
});

describe('amplitudeToDbfs, meterFraction, formatDbfs', () => {
  it('converts amplitudes (20·log10)', () => {
    expect(amplitudeToDbfs(1)).toBe(0);
    expect(amplitudeToDbfs(0.5)).toBeCloseTo(-6.0206, 4);
    expect(amplitudeToDbfs(0)).toBe(-Infinity);
    expect(() => amplitudeToDbfs(-1)).toThrow(ToolInputError);
  });
  it('places levels on a −60…0 dBFS meter', () => {
    expect(meterFraction(-60)).toBe(0);
    expect(meterFraction(-30)).toBe(0.5);
    expect(meterFraction(0)).toBe(1);
    expect(meterFraction(3)).toBe(1);
    expect(meterFraction(-Infinity)).toBe(0);
    expect(meterFraction(-20, -40)).toBe(0.5);
    expect(() => meterFraction(-10, 0)).toThrow(ToolInputError);
  });
  it('formats levels', () => {
    expect(formatDbfs(-12.345)).toBe('-12.3 dBFS');
    expect(formatDbfs(-0.01)).toBe('0.0 dBFS');
    expect(formatDbfs(-Infinity)).toBe('-∞ dBFS');
  });
  it('only throw ToolInputError', () => {
    fuzzToolFunction((n: number) => amplitudeToDbfs(n), fc.double());
    fuzzToolFunction((n: number) => meterFraction(n, n), fc.double());
    fuzzToolFunction((n: number) => formatDbfs(n), fc.double());
  });
});

describe('dominantFrequency', () => {
  // Web Audio API 1.0 §1.8.3: bin k ↔ k · sampleRate / fftSize Hz.
  it('returns the centre frequency of the strongest bin', () => {
    const bins = new Uint8Array(1024);
    bins[43] = 200;
    bins[44] = 120;
    expect(dominantFrequency(bins, 48000, 2048)).toBeCloseTo(1007.8125, 4); // 43 · 48000 / 2048
    const b2 = new Float32Array(128).fill(-100);
    b2[32] = -20;
    expect(dominantFrequency(b2, 44100, 256)).toBeCloseTo(5512.5, 4);
  });
  it('returns null for a flat (silent) spectrum and rejects a bad FFT size or rate', () => {
    expect(dominantFrequency(new Uint8Array(1024), 48000, 2048)).toBeNull();
    expect(() => dominantFrequency([], 48000, 1000)).toThrow(ToolInputError);
    expect(() => dominantFrequency([], 0, 2048)).toThrow(ToolInputError);
  });
  it('only throws ToolInputError', () => fuzzToolFunction((n: number) => dominantFrequency([1, 2, 3], n, n), fc.double()));
});

describe('micConstraints', () => {
  it('asks for audio only with the processing switches as chosen', () => {
    expect(micConstraints({ microphoneId: '', echoCancellation: true, noiseSuppression: false, autoGainControl: true })).toEqual({
      audio: { echoCancellation: true, noiseSuppression: false, autoGainControl: true },
      video: false,
    });
    expect(micConstraints({ microphoneId: 'x', echoCancellation: false, noiseSuppression: false, autoGainControl: false }).audio).toMatchObject({
      deviceId: { exact: 'x' },
    });
  });
});

describe('micTester meta', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(micTesterTool, micTesterState));
});
