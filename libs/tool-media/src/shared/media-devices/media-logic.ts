import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * Why `getUserMedia` failed, from the `DOMException` names of the Media Capture and Streams
 * specification (W3C, §10.2 "MediaDevices", getUserMedia algorithm) plus the two cases a page
 * meets before calling it.
 *
 * - `denied`: `NotAllowedError` (the visitor or the browser's settings refused access),
 * - `not-found`: `NotFoundError` (no device of the asked kind),
 * - `in-use`: `NotReadableError` (the device exists but another app holds it, or a hardware error),
 * - `overconstrained`: `OverconstrainedError` (no device meets a required constraint),
 * - `insecure`: the page is not a secure context (`navigator.mediaDevices` is undefined),
 * - `unsupported`: the browser has no `getUserMedia` or no `MediaRecorder`,
 * - `aborted`: `AbortError`, and `other` for anything else.
 */
export type MediaErrorKind = 'denied' | 'not-found' | 'in-use' | 'overconstrained' | 'insecure' | 'unsupported' | 'aborted' | 'other';

/**
 * Classifies a `getUserMedia` rejection.
 *
 * @param error - what the promise rejected with (a `DOMException`, an `Error`, or anything).
 * @returns the kind of failure ({@link MediaErrorKind}); `other` for an unknown value. Never throws.
 * @see https://www.w3.org/TR/mediacapture-streams/#dom-mediadevices-getusermedia
 */
export function classifyMediaError(error: unknown): MediaErrorKind {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError': // Chrome before 2017, still sent by some WebViews
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'not-found';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'in-use';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'overconstrained';
    case 'AbortError':
      return 'aborted';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'other';
  }
}

/** One entry of a device list: the id to ask for and a label a person can read. */
export interface DeviceOption {
  /** `MediaDeviceInfo.deviceId` (empty before permission in most browsers). */
  deviceId: string;
  /** The device's label, or "<fallback> <n>" while the browser hides labels (before permission). */
  label: string;
}

/**
 * The devices of one kind, labelled. Browsers return empty labels (and often one anonymous entry
 * per kind) until the page has been granted access (Media Capture and Streams §9.2.1,
 * "enumerateDevices"): those get a numbered fallback label, and duplicate ids are dropped.
 *
 * @param devices - the result of `navigator.mediaDevices.enumerateDevices()` (or plain objects of that shape).
 * @param kind - `videoinput`, `audioinput` or `audiooutput`.
 * @param fallback - the word for an unnamed device, e.g. "Camera" (numbered from 1).
 * @returns the matching devices in the browser's order. Never throws.
 */
export function deviceOptions(
  devices: readonly Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label'>[],
  kind: MediaDeviceKind,
  fallback: string,
): DeviceOption[] {
  const seen = new Set<string>();
  const out: DeviceOption[] = [];
  for (const device of devices) {
    if (device.kind !== kind || seen.has(device.deviceId)) continue;
    seen.add(device.deviceId);
    out.push({ deviceId: device.deviceId, label: device.label.trim() || `${fallback} ${out.length + 1}` });
  }
  return out;
}

/** Container preferences for a recording: `auto` tries each in the order of {@link RECORDER_MIME_TYPES}. */
export type RecordingFormat = 'auto' | 'webm-vp9' | 'webm-vp8' | 'mp4';

/**
 * The MIME types tried for a recording, best first, per preference. WebM with VP9/Opus is the
 * open default (RFC 6716 Opus; WebM container), VP8 the wider-supported WebM fallback, MP4
 * (H.264/AAC, ISO/IEC 14496-14) what Safari records.
 */
export const RECORDER_MIME_TYPES: Record<'video' | 'audio', Record<Exclude<RecordingFormat, 'auto'>, readonly string[]>> = {
  video: {
    'webm-vp9': ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp9'],
    'webm-vp8': ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp8', 'video/webm'],
    mp4: ['video/mp4;codecs=avc1,mp4a', 'video/mp4;codecs=avc1', 'video/mp4'],
  },
  audio: {
    'webm-vp9': ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm'],
    'webm-vp8': ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm'],
    mp4: ['audio/mp4;codecs=mp4a', 'audio/mp4'],
  },
};

/**
 * Picks the MIME type to hand to `new MediaRecorder(stream, { mimeType })`: the first type of the
 * preferred format that `MediaRecorder.isTypeSupported` accepts, else the first supported one of
 * any format (WebM VP9, WebM VP8, MP4 in that order).
 *
 * @param kind - `video` (camera) or `audio` (microphone only).
 * @param isTypeSupported - `MediaRecorder.isTypeSupported` (or a stand-in in tests).
 * @param preference - the format asked for; `auto` for the best the browser records.
 * @returns `{ mimeType, preferred }`: the chosen type (`''` when the browser supports none of
 *   them: let it choose its own default) and whether it belongs to the preferred format.
 */
export function chooseRecorderMimeType(
  kind: 'video' | 'audio',
  isTypeSupported: (mimeType: string) => boolean,
  preference: RecordingFormat = 'auto',
): { mimeType: string; preferred: boolean } {
  const table = RECORDER_MIME_TYPES[kind];
  const safe = (type: string) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  };
  if (preference !== 'auto') {
    const hit = table[preference].find(safe);
    if (hit) return { mimeType: hit, preferred: true };
  }
  for (const format of ['webm-vp9', 'webm-vp8', 'mp4'] as const) {
    const hit = table[format].find(safe);
    if (hit) return { mimeType: hit, preferred: preference === 'auto' };
  }
  return { mimeType: '', preferred: false };
}

/**
 * The file name extension for a media MIME type (RFC 6838 media types; parameters ignored).
 *
 * @param mimeType - e.g. `video/webm;codecs=vp9`, `audio/ogg`, `image/jpeg`.
 * @returns `webm`, `mp4`, `ogg`, `m4a`, `png`, `jpg`, `webp`, or `bin` for anything else.
 */
export function fileExtensionForMime(mimeType: string): string {
  const base = mimeType.split(';')[0]!.trim().toLowerCase();
  const known: Record<string, string> = {
    'video/webm': 'webm',
    'audio/webm': 'webm',
    'video/mp4': 'mp4',
    'audio/mp4': 'm4a',
    'video/x-matroska': 'mkv',
    'audio/ogg': 'ogg',
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'image/webp': 'webp',
  };
  return known[base] ?? 'bin';
}

/**
 * Formats a duration as a clock: `m:ss` under an hour, `h:mm:ss` from one hour on, with
 * tenths when asked (`0:01.5`). Seconds are rounded down (a clock never shows time not yet elapsed).
 *
 * @param ms - the duration in milliseconds, finite and ≥ 0.
 * @param tenths - show tenths of a second.
 * @returns the clock text.
 * @throws ToolInputError when `ms` is negative, NaN or infinite.
 */
export function formatDuration(ms: number, tenths = false): string {
  if (!Number.isFinite(ms) || ms < 0) throw new ToolInputError(`A duration must be a finite number of milliseconds ≥ 0 (got ${ms}).`);
  const totalTenths = Math.floor(ms / 100);
  const totalSeconds = Math.floor(totalTenths / 10);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const clock = h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}` : `${m}:${String(s).padStart(2, '0')}`;
  return tenths ? `${clock}.${totalTenths % 10}` : clock;
}

/**
 * A download name for a capture: `<prefix>-YYYY-MM-DD_HH-MM-SS.<ext>` in UTC, safe on every file
 * system (no colons).
 *
 * @param prefix - e.g. `video`, `snapshot`, `mic`.
 * @param date - when it was made.
 * @param mimeType - its MIME type (gives the extension, see {@link fileExtensionForMime}).
 * @returns the file name.
 * @throws ToolInputError when the date is invalid.
 */
export function captureFileName(prefix: string, date: Date, mimeType: string): string {
  if (Number.isNaN(date.getTime())) throw new ToolInputError('The capture date is not a valid date.');
  const stamp = date.toISOString().slice(0, 19).replace('T', '_').replaceAll(':', '-');
  const safePrefix = prefix.replace(/[^\w-]+/g, '-') || 'capture';
  return `${safePrefix}-${stamp}.${fileExtensionForMime(mimeType)}`;
}
