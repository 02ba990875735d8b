import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { deviceInformationTool } from './meta.js';
import { deviceInformationState } from './state.js';
import {
  deviceSummaryToText,
  formatUtcOffset,
  readDeviceSnapshot,
  summarizeDevice,
  watchDeviceChanges,
  WATCHED_MEDIA_QUERIES,
  type DeviceEnvironment,
  type WatchableEnvironment,
} from './device-information.js';

/** A fake window: a 1920×1080 screen at 2 dppx, dark mode, coarse pointer. */
function fakeWindow(
  matching: string[] = ['(prefers-color-scheme: dark)', '(pointer: coarse)', '(color-gamut: srgb)', '(color-gamut: p3)'],
): DeviceEnvironment {
  return {
    screen: {
      width: 1920,
      height: 1080,
      availWidth: 1920,
      availHeight: 1040,
      colorDepth: 24,
      orientation: { type: 'landscape-primary', angle: 0 },
    },
    devicePixelRatio: 2,
    innerWidth: 1280,
    innerHeight: 720,
    visualViewport: { scale: 1.5 },
    navigator: {
      language: 'fr-CH',
      languages: ['fr-CH', 'fr', 'en'],
      hardwareConcurrency: 8,
      deviceMemory: 8,
      maxTouchPoints: 10,
      userAgent: 'UA/1',
      platform: 'Linux x86_64',
      cookieEnabled: true,
      onLine: false,
    },
    matchMedia: (query: string) => ({ matches: matching.includes(query) }),
  };
}

describe('formatUtcOffset — ISO 8601 ±hh:mm', () => {
  it('writes published offsets: India +05:30, Nepal +05:45, Newfoundland −03:30, UTC', () => {
    expect(formatUtcOffset(330)).toBe('+05:30');
    expect(formatUtcOffset(345)).toBe('+05:45');
    expect(formatUtcOffset(-210)).toBe('-03:30');
    expect(formatUtcOffset(0)).toBe('+00:00');
    expect(formatUtcOffset(-0)).toBe('+00:00');
  });

  it('reads back as the same number of minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1439, max: 1439 }), (m) => {
        const [, sign, h, min] = /^([+-])(\d\d):(\d\d)$/.exec(formatUtcOffset(m)) ?? [];
        expect((sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(min))).toBe(m);
      }),
    );
  });

  it('refuses what is not an offset', () => {
    expect(expectToolInputError(() => formatUtcOffset(1.5)).message).toMatch(/whole minutes/);
    expect(() => formatUtcOffset(24 * 60)).toThrow();
  });
});

describe('readDeviceSnapshot', () => {
  it('reads every value of a window', () => {
    const s = readDeviceSnapshot(fakeWindow(), new Date());
    expect(s).toMatchObject({
      screenWidth: 1920,
      availHeight: 1040,
      colorDepth: 24,
      pixelRatio: 2,
      orientation: 'landscape-primary',
      orientationAngle: 0,
      viewportWidth: 1280,
      zoom: 1.5,
      language: 'fr-CH',
      languages: ['fr-CH', 'fr', 'en'],
      cores: 8,
      deviceMemory: 8,
      touchPoints: 10,
      pointer: 'coarse',
      hover: false,
      colorScheme: 'dark',
      reducedMotion: false,
      forcedColors: false,
      colorGamut: 'p3',
      highDynamicRange: false,
      online: false,
    });
  });

  it('gives null for what a browser does not expose, and never throws', () => {
    const s = readDeviceSnapshot({ navigator: { languages: [] } });
    expect(s.deviceMemory).toBeNull();
    expect(s.colorScheme).toBeNull();
    expect(s.orientation).toBeNull();
    const hostile = {
      get screen(): never {
        throw new Error('blocked');
      },
      matchMedia: () => {
        throw new Error('blocked');
      },
    } as unknown as DeviceEnvironment;
    expect(readDeviceSnapshot(hostile).screenWidth).toBeNull();
    fuzzToolFunction((env: unknown) => readDeviceSnapshot(env as DeviceEnvironment), fc.anything());
  });

  it('falls back to the orientation media query, and to light when no scheme matches', () => {
    const s = readDeviceSnapshot({
      screen: { width: 400, height: 800 },
      matchMedia: (q) => ({ matches: q === '(orientation: portrait)' }),
    });
    expect(s.orientation).toBe('portrait');
    expect(s.colorScheme).toBe('light');
  });
});

describe('summarizeDevice', () => {
  it('writes values with their units', () => {
    const summary = summarizeDevice({ ...readDeviceSnapshot(fakeWindow()), utcOffsetMinutes: 60 });
    expect(summary).toMatchObject({
      screen: '1920 × 1080 px',
      available: '1920 × 1040 px',
      physical: '3840 × 2160 device px',
      pixelRatio: '2 dppx',
      orientation: 'landscape-primary (0°)',
      viewport: '1280 × 720 px',
      zoom: '150 %',
      memory: '8 GiB or more',
      pointer: 'coarse, no hover',
      languages: 'fr-CH, fr, en',
      utcOffset: 'UTC+01:00',
      cookies: 'enabled',
      online: 'offline',
    });
  });

  it('writes the text copy, "unknown" for what is missing', () => {
    const summary = summarizeDevice(readDeviceSnapshot({}));
    const text = deviceSummaryToText(summary, [
      {
        title: 'Screen',
        rows: [
          ['screen', 'Screen size'],
          ['pixelRatio', 'Pixel ratio'],
        ],
      },
    ]);
    expect(text).toBe('Screen\nScreen size: unknown\nPixel ratio: unknown');
  });
});

describe('watchDeviceChanges', () => {
  it('listens to window events and media queries, re-arms the resolution query, and removes everything', () => {
    const listeners = new Map<string, Set<() => void>>();
    const on = (key: string) => listeners.get(key) ?? listeners.set(key, new Set()).get(key)!;
    let dpr = 1;
    const env: WatchableEnvironment = {
      addEventListener: (type, l) => on(`window:${type}`).add(l),
      removeEventListener: (type, l) => on(`window:${type}`).delete(l),
      get devicePixelRatio() {
        return dpr;
      },
      matchMedia: (query) => ({ addEventListener: (_t, l) => on(query).add(l), removeEventListener: (_t, l) => on(query).delete(l) }),
      screen: {
        orientation: { addEventListener: (_t, l) => on('orientation').add(l), removeEventListener: (_t, l) => on('orientation').delete(l) },
      },
      visualViewport: { addEventListener: (_t, l) => on('viewport').add(l), removeEventListener: (_t, l) => on('viewport').delete(l) },
    };
    let calls = 0;
    const stop = watchDeviceChanges(() => calls++, env);
    for (const key of [
      'window:resize',
      'window:orientationchange',
      'window:languagechange',
      'orientation',
      'viewport',
      ...WATCHED_MEDIA_QUERIES,
      '(resolution: 1dppx)',
    ]) {
      expect(on(key).size, key).toBe(1);
    }
    expect(calls).toBe(0);
    for (const l of [...on('(prefers-color-scheme: dark)')]) l();
    expect(calls).toBe(1);
    dpr = 2;
    for (const l of [...on('(resolution: 1dppx)')]) l();
    expect(calls).toBe(2);
    expect(on('(resolution: 1dppx)').size).toBe(0);
    expect(on('(resolution: 2dppx)').size).toBe(1);
    stop();
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(deviceInformationTool, deviceInformationState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((m: number) => formatUtcOffset(m), fc.oneof(fc.integer(), fc.double()));
  });
});
