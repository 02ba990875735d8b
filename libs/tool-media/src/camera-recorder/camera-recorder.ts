import { ToolInputError } from '@handy-tools/ui/kit';

/** Resolution presets of the camera: `default` lets the camera choose. */
export type Resolution = 'default' | '480p' | '720p' | '1080p' | '2160p';

/** The frame size (width × height, pixels, 16:9 except 480p's 4:3 VGA) each preset asks for. */
export const RESOLUTIONS: Record<Exclude<Resolution, 'default'>, { width: number; height: number }> = {
  '480p': { width: 640, height: 480 },
  '720p': { width: 1280, height: 720 },
  '1080p': { width: 1920, height: 1080 },
  '2160p': { width: 3840, height: 2160 },
};

/** What {@link cameraConstraints} takes. */
export interface CameraChoice {
  /** `deviceId` of the camera; empty for the default one. */
  cameraId: string;
  /** `deviceId` of the microphone; empty for the default one. */
  microphoneId: string;
  resolution: Resolution;
  /** Record sound too. */
  audio: boolean;
}

/**
 * The `getUserMedia` constraints for a camera choice (W3C Media Capture and Streams §4.3,
 * constrainable properties). Device ids are `exact` (another device would be a surprise);
 * the resolution is `ideal` (the camera's nearest mode is used rather than failing).
 *
 * @param choice - devices, resolution and whether to capture sound.
 * @returns a `MediaStreamConstraints` object.
 */
export function cameraConstraints(choice: CameraChoice): MediaStreamConstraints {
  const video: MediaTrackConstraints = {};
  if (choice.cameraId) video.deviceId = { exact: choice.cameraId };
  if (choice.resolution !== 'default') {
    const size = RESOLUTIONS[choice.resolution];
    video.width = { ideal: size.width };
    video.height = { ideal: size.height };
  }
  const audio: boolean | MediaTrackConstraints = !choice.audio ? false : choice.microphoneId ? { deviceId: { exact: choice.microphoneId } } : true;
  return { video: Object.keys(video).length > 0 ? video : true, audio };
}

/**
 * Where to draw a snapshot of a `width × height` video frame, mirrored or not: the canvas
 * transform `[a, b, c, d, e, f]` for `CanvasRenderingContext2D.setTransform` (HTML Living
 * Standard, 2D context). Mirroring flips the x axis around the frame's middle.
 *
 * @param width - frame width in pixels (integer ≥ 1).
 * @param height - frame height in pixels (integer ≥ 1).
 * @param mirrored - flip left and right, as the mirrored preview shows it.
 * @returns the canvas size and transform.
 * @throws ToolInputError when the frame size is not a positive integer size (the video has no frame yet).
 */
export function snapshotGeometry(width: number, height: number, mirrored: boolean): { width: number; height: number; transform: [number, number, number, number, number, number] } {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new ToolInputError(`The camera has no picture yet (frame size ${width}×${height}).`);
  }
  return { width, height, transform: mirrored ? [-1, 0, 0, 1, width, 0] : [1, 0, 0, 1, 0, 0] };
}

/**
 * The quality argument of `canvas.toBlob` for a snapshot format (HTML Living Standard: a number
 * from 0 to 1, used by lossy types only).
 *
 * @param format - `png` (lossless, quality ignored) or `jpeg`/`webp`.
 * @param percent - quality in percent, 1–100.
 * @returns `{ mimeType, quality }`, `quality` undefined for PNG.
 * @throws ToolInputError when the quality is outside 1–100.
 */
export function snapshotEncoding(format: 'png' | 'jpeg' | 'webp', percent: number): { mimeType: string; quality: number | undefined } {
  if (!Number.isFinite(percent) || percent < 1 || percent > 100) throw new ToolInputError(`Quality must be from 1 to 100 % (got ${percent}).`);
  if (format === 'png') return { mimeType: 'image/png', quality: undefined };
  return { mimeType: format === 'jpeg' ? 'image/jpeg' : 'image/webp', quality: percent / 100 };
}
