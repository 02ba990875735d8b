import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  captureFileName,
  chooseRecorderMimeType,
  classifyMediaError,
  deviceOptions,
  fileExtensionForMime,
  formatDuration,
  RECORDER_MIME_TYPES,
} from './media-logic.js';

// The DOMException names getUserMedia rejects with: W3C Media Capture and Streams, §10.2 (getUserMedia steps).
describe('classifyMediaError', () => {
  const err = (name: string) => Object.assign(new Error('x'), { name });
  it('maps the specification’s exception names', () => {
    expect(classifyMediaError(err('NotAllowedError'))).toBe('denied');
    expect(classifyMediaError(err('NotFoundError'))).toBe('not-found');
    expect(classifyMediaError(err('NotReadableError'))).toBe('in-use');
    expect(classifyMediaError(err('OverconstrainedError'))).toBe('overconstrained');
    expect(classifyMediaError(err('AbortError'))).toBe('aborted');
    expect(classifyMediaError(err('TypeError'))).toBe('unsupported');
  });
  it('maps the legacy Chrome names', () => {
    expect(classifyMediaError(err('PermissionDeniedError'))).toBe('denied');
    expect(classifyMediaError(err('DevicesNotFoundError'))).toBe('not-found');
  });
  it('never throws on odd values', () => {
    fc.assert(fc.property(fc.anything(), (v) => typeof classifyMediaError(v) === 'string'));
    expect(classifyMediaError(null)).toBe('other');
  });
});

describe('deviceOptions', () => {
  it('numbers unnamed devices (labels are hidden before permission) and drops duplicates', () => {
    const list = [
      { deviceId: '', kind: 'videoinput', label: '' },
      { deviceId: '', kind: 'audioinput', label: '' },
      { deviceId: '', kind: 'videoinput', label: '' },
    ] as const;
    expect(deviceOptions(list, 'videoinput', 'Camera')).toEqual([{ deviceId: '', label: 'Camera 1' }]);
    const granted = [
      { deviceId: 'a', kind: 'videoinput', label: 'fake_device_0' },
      { deviceId: 'b', kind: 'videoinput', label: ' ' },
      { deviceId: 'm', kind: 'audioinput', label: 'Mic' },
    ] as const;
    expect(deviceOptions(granted, 'videoinput', 'Camera')).toEqual([
      { deviceId: 'a', label: 'fake_device_0' },
      { deviceId: 'b', label: 'Camera 2' },
    ]);
  });
});

describe('chooseRecorderMimeType', () => {
  // What browsers answer (MediaRecorder.isTypeSupported): Chrome 124 records WebM VP9/VP8 and MP4;
  // Firefox WebM VP8 only; Safari 17 MP4 only.
  const chrome = (t: string) => /^video\/webm;codecs=vp[89](,opus)?$|^video\/webm$|^video\/mp4/.test(t);
  const firefox = (t: string) => /^video\/webm(;codecs=vp8(,opus)?)?$/.test(t);
  const safari = (t: string) => t.startsWith('video/mp4') || t.startsWith('audio/mp4');
  it('prefers WebM VP9 with Opus, then VP8, then MP4', () => {
    expect(chooseRecorderMimeType('video', chrome)).toEqual({ mimeType: 'video/webm;codecs=vp9,opus', preferred: true });
    expect(chooseRecorderMimeType('video', firefox).mimeType).toBe('video/webm;codecs=vp8,opus');
    expect(chooseRecorderMimeType('video', safari).mimeType).toBe('video/mp4;codecs=avc1,mp4a');
  });
  it('honours a preference when supported, and says when it fell back', () => {
    expect(chooseRecorderMimeType('video', chrome, 'mp4')).toEqual({ mimeType: 'video/mp4;codecs=avc1,mp4a', preferred: true });
    expect(chooseRecorderMimeType('video', firefox, 'mp4')).toEqual({ mimeType: 'video/webm;codecs=vp8,opus', preferred: false });
  });
  it('picks audio types for a microphone recording', () => {
    expect(chooseRecorderMimeType('audio', (t) => t === 'audio/ogg;codecs=opus').mimeType).toBe('audio/ogg;codecs=opus');
    expect(chooseRecorderMimeType('audio', safari).mimeType).toBe('audio/mp4;codecs=mp4a');
  });
  it('returns an empty type (browser default) when nothing is supported or the check throws', () => {
    expect(chooseRecorderMimeType('video', () => false)).toEqual({ mimeType: '', preferred: false });
    expect(chooseRecorderMimeType('video', () => { throw new Error('no'); })).toEqual({ mimeType: '', preferred: false });
  });
  it('always returns one of its candidates or empty', () => {
    const all = [...Object.values(RECORDER_MIME_TYPES.video).flat(), ''];
    fc.assert(
      fc.property(fc.func(fc.boolean()), fc.constantFrom('auto', 'webm-vp9', 'webm-vp8', 'mp4' as const), (f, pref) =>
        all.includes(chooseRecorderMimeType('video', f, pref).mimeType),
      ),
    );
  });
});

describe('fileExtensionForMime', () => {
  it('maps RFC 6838 media types, ignoring parameters and case', () => {
    expect(fileExtensionForMime('video/webm;codecs=vp9,opus')).toBe('webm');
    expect(fileExtensionForMime('VIDEO/MP4; codecs=avc1')).toBe('mp4');
    expect(fileExtensionForMime('audio/mp4')).toBe('m4a');
    expect(fileExtensionForMime('audio/ogg;codecs=opus')).toBe('ogg');
    expect(fileExtensionForMime('image/jpeg')).toBe('jpg');
    expect(fileExtensionForMime('image/png')).toBe('png');
    expect(fileExtensionForMime('text/plain')).toBe('bin');
  });
  it('never throws', () => fuzzToolFunction((s: string) => fileExtensionForMime(s)));
});

describe('formatDuration', () => {
  it('formats a clock: m:ss, then h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(999)).toBe('0:00'); // not a second yet
    expect(formatDuration(1000)).toBe('0:01');
    expect(formatDuration(61_500, true)).toBe('1:01.5');
    expect(formatDuration(3_600_000)).toBe('1:00:00');
    expect(formatDuration(3_661_000)).toBe('1:01:01');
  });
  it('rejects negative, NaN and infinite durations', () => {
    for (const bad of [-1, Number.NaN, Infinity]) expect(() => formatDuration(bad)).toThrow(ToolInputError);
  });
  it('round-trips whole seconds', () => {
    fc.assert(
      fc.property(fc.nat(360_000), (s) => {
        const parts = formatDuration(s * 1000).split(':').map(Number);
        return parts.reduce((acc, p) => acc * 60 + p, 0) === s;
      }),
    );
  });
  it('only throws ToolInputError', () => fuzzToolFunction((n: number) => formatDuration(n), fc.double()));
});

describe('captureFileName', () => {
  it('stamps the UTC time without colons', () => {
    expect(captureFileName('video', new Date(Date.UTC(2026, 10, 28, 19, 5, 7)), 'video/webm;codecs=vp9')).toBe('video-2026-11-28_19-05-07.webm');
    expect(captureFileName('snap shot', new Date(0), 'image/jpeg')).toBe('snap-shot-1970-01-01_00-00-00.jpg');
  });
  it('rejects an invalid date', () => {
    expect(() => captureFileName('x', new Date(Number.NaN), 'image/png')).toThrow(ToolInputError);
  });
  it('only throws ToolInputError', () => fuzzToolFunction((s: string) => captureFileName(s, new Date(0), s)));
});
