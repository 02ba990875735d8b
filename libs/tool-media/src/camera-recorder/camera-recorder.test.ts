import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { cameraRecorderTool } from './meta.js';
import { cameraRecorderState } from './state.js';
import { cameraConstraints, RESOLUTIONS, snapshotEncoding, snapshotGeometry } from './camera-recorder.js';

describe('cameraConstraints', () => {
  // Media Capture and Streams §4.3: `exact` fails over to OverconstrainedError, `ideal` picks the nearest mode.
  it('asks for the default devices with plain `true`', () => {
    expect(cameraConstraints({ cameraId: '', microphoneId: '', resolution: 'default', audio: true })).toEqual({ video: true, audio: true });
    expect(cameraConstraints({ cameraId: '', microphoneId: 'm', resolution: 'default', audio: false })).toEqual({ video: true, audio: false });
  });
  it('asks for chosen devices exactly and a resolution ideally', () => {
    expect(cameraConstraints({ cameraId: 'cam', microphoneId: 'mic', resolution: '720p', audio: true })).toEqual({
      video: { deviceId: { exact: 'cam' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: { deviceId: { exact: 'mic' } },
    });
  });
  it('uses the usual frame sizes (VGA, HD, Full HD, UHD)', () => {
    expect(RESOLUTIONS['480p']).toEqual({ width: 640, height: 480 });
    expect(RESOLUTIONS['1080p']).toEqual({ width: 1920, height: 1080 });
    expect(RESOLUTIONS['2160p']).toEqual({ width: 3840, height: 2160 });
  });
});

describe('snapshotGeometry', () => {
  it('flips x around the frame for a mirrored snapshot', () => {
    const { transform } = snapshotGeometry(640, 480, true);
    // A point at x maps to a·x + e: the left edge goes to the right edge and back.
    const mapX = (x: number) => transform[0] * x + transform[4];
    expect(mapX(0)).toBe(640);
    expect(mapX(640)).toBe(0);
    expect(snapshotGeometry(640, 480, false).transform).toEqual([1, 0, 0, 1, 0, 0]);
  });
  it('mirroring twice is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 0, max: 8000 }), (w, x) => {
        const [a, , , , e] = snapshotGeometry(w, 1, true).transform;
        return a * (a * x + e) + e === x;
      }),
    );
  });
  it('refuses a video without a frame yet', () => {
    expect(() => snapshotGeometry(0, 0, false)).toThrow(ToolInputError);
    expect(() => snapshotGeometry(1.5, 2, false)).toThrow(/no picture yet/);
  });
  it('only throws ToolInputError', () => fuzzToolFunction((n: number) => snapshotGeometry(n, n, true), fc.double()));
});

describe('snapshotEncoding', () => {
  // HTML Living Standard, canvas.toBlob: quality is a number from 0 to 1, for lossy types only.
  it('maps formats and quality', () => {
    expect(snapshotEncoding('png', 50)).toEqual({ mimeType: 'image/png', quality: undefined });
    expect(snapshotEncoding('jpeg', 92)).toEqual({ mimeType: 'image/jpeg', quality: 0.92 });
    expect(snapshotEncoding('webp', 100)).toEqual({ mimeType: 'image/webp', quality: 1 });
  });
  it('rejects a quality outside 1–100', () => {
    expect(() => snapshotEncoding('jpeg', 0)).toThrow(ToolInputError);
    expect(() => snapshotEncoding('jpeg', 101)).toThrow(ToolInputError);
  });
  it('only throws ToolInputError', () => fuzzToolFunction((n: number) => snapshotEncoding('jpeg', n), fc.double()));
});

describe('cameraRecorder meta', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(cameraRecorderTool, cameraRecorderState);
  });
});
