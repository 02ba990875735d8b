import { ToolInputError } from '@handy-tools/ui/kit';
import { targetSize, type OutputFormat } from '../shared/image-pipeline/formats.js';

/** Aspect ratios offered besides the image's own (width:height). */
export const ASPECT_PRESETS = ['original', '21:9', '16:9', '4:3', '3:2', '1:1', '3:4', '2:3', '9:16'] as const;
/** One of {@link ASPECT_PRESETS}. */
export type AspectPreset = (typeof ASPECT_PRESETS)[number];

/** The resizer's size settings. */
export interface ResizerSize {
  /** `px`: width/height in pixels; `percent`: `percent` (and `percentY` when the ratio is free) of the source. */
  unit: 'px' | 'percent';
  width: number;
  height: number;
  percent: number;
  percentY: number;
  /** Keep an aspect ratio: the height follows the width. */
  keepAspect: boolean;
  /** Which ratio is kept: the image's own (no distortion) or a preset (stretches the image to it). */
  aspect: AspectPreset;
}

/**
 * Works out the resizer's output size.
 *
 * @param source - the source's size in pixels.
 * @param size - {@link ResizerSize}.
 * @returns `width`, `height` (whole pixels ≥ 1) and `upscaled` when a side grows.
 * @throws ToolInputError when a number is not positive or the size exceeds a browser canvas
 *   (32,767 px a side, 2^28 pixels).
 */
export function resizerTarget(
  source: { width: number; height: number },
  size: ResizerSize,
): { width: number; height: number; upscaled: boolean } {
  if (!(source.width > 0 && source.height > 0)) throw new ToolInputError('The image has no pixels.');
  if (size.keepAspect && size.aspect !== 'original') {
    const [w, h] = size.aspect.split(':').map(Number) as [number, number];
    const width = size.unit === 'px' ? size.width : (source.width * size.percent) / 100;
    if (!(width > 0))
      throw new ToolInputError(`The width must be a positive number (got ${size.unit === 'px' ? size.width : size.percent}).`);
    return targetSize(source, {
      unit: 'px',
      width: Math.max(1, Math.round(width)),
      height: Math.max(1, Math.round((width * h) / w)),
      keepAspect: false,
    });
  }
  return size.unit === 'px'
    ? targetSize(source, { unit: 'px', width: size.width, height: size.height, keepAspect: size.keepAspect })
    : targetSize(source, { unit: 'percent', width: size.percent, height: size.percentY, keepAspect: size.keepAspect });
}

/**
 * The output format that keeps an image's own format where the pipeline writes it.
 *
 * @param mime - the source's MIME type.
 * @param avif - whether this browser writes AVIF.
 * @returns the format; PNG for SVG, TIFF, HEIC and anything else the pipeline does not write.
 */
export function sameFormat(mime: string, avif = false): OutputFormat {
  switch (mime) {
    case 'image/jpeg':
      return 'jpeg';
    case 'image/webp':
      return 'webp';
    case 'image/gif':
      return 'gif';
    case 'image/bmp':
      return 'bmp';
    case 'image/x-icon':
    case 'image/vnd.microsoft.icon':
      return 'ico';
    case 'image/avif':
      return avif ? 'avif' : 'png';
    default:
      return 'png';
  }
}

/**
 * The width:height ratio of a size in lowest terms, or the nearest common ratio within 1 %.
 *
 * @param width - pixels (> 0).
 * @param height - pixels (> 0).
 * @returns e.g. `16:9`, `4:3`, `683:512`.
 */
export function aspectLabel(width: number, height: number): string {
  const w = Math.round(width);
  const h = Math.round(height);
  if (w < 1 || h < 1) return '';
  for (const preset of ASPECT_PRESETS.slice(1)) {
    const [a, b] = preset.split(':').map(Number) as [number, number];
    if (Math.abs(w / h - a / b) <= 0.01 * (a / b)) return preset;
  }
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(w, h);
  return `${w / d}:${h / d}`;
}
