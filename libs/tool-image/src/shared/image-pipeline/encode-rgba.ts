import { ToolInputError } from '@handy-tools/ui/kit';
import { checkCanvasSize, encodeBmp, type RgbaImage } from './formats.js';

/** Options of {@link encodeGif}. */
export interface GifOptions {
  /** Palette size, 2–256 (default 256). */
  colors?: number;
  /** Keep transparency: pixels with alpha ≤ 127 become the transparent colour (GIF has 1-bit alpha). */
  transparent?: boolean;
}

/**
 * Encodes one frame as a GIF89a with a palette quantised from the image (gifenc's PnnQuant).
 *
 * @param image - the RGBA image.
 * @param options - {@link GifOptions}.
 * @returns the GIF file's bytes.
 * @throws ToolInputError for an empty image or a palette size out of 2–256.
 * @see GIF89a specification (CompuServe, 1990): global colour table, graphic control extension.
 */
export async function encodeGif(image: RgbaImage, options: GifOptions = {}): Promise<Uint8Array> {
  const colors = options.colors ?? 256;
  if (!Number.isInteger(colors) || colors < 2 || colors > 256)
    throw new ToolInputError(`A GIF palette holds 2 to 256 colours (got ${colors}).`);
  if (image.width < 1 || image.height < 1 || image.data.length !== image.width * image.height * 4)
    throw new ToolInputError('The image to encode is empty or inconsistent.');
  // gifenc ships ESM (named exports, for bundlers) and CommonJS (a default export, for Node).
  const mod: typeof import('gifenc') & { default?: typeof import('gifenc') } = await import('gifenc');
  const { GIFEncoder, quantize, applyPalette } = typeof mod.GIFEncoder === 'function' ? mod : mod.default!;
  const transparent = options.transparent ?? true;
  const hasAlpha = transparent && image.data.some((v, i) => i % 4 === 3 && v < 128);
  const format = hasAlpha ? 'rgba4444' : 'rgb565';
  const palette = quantize(image.data, colors, { format, oneBitAlpha: hasAlpha, clearAlpha: hasAlpha });
  const index = applyPalette(image.data, palette, format);
  const transparentIndex = hasAlpha ? palette.findIndex((c) => c[3] === 0) : -1;
  const gif = GIFEncoder();
  gif.writeFrame(index, image.width, image.height, {
    palette,
    transparent: transparentIndex >= 0,
    transparentIndex: Math.max(0, transparentIndex),
  });
  gif.finish();
  return gif.bytes();
}

/** How an image is resampled: Lanczos-3 (pica), box average, Hamming, or nearest neighbour. */
export type ResampleFilter = 'lanczos3' | 'mks2013' | 'hamming' | 'box' | 'nearest';

/**
 * Resizes RGBA pixels in plain JavaScript (pica's filters; nearest neighbour done here), in any
 * thread and in Node. Pica weighs colours by alpha poorly at hard transparent edges, as every
 * separable filter does on straight alpha; inputs are resized as they are.
 *
 * @param image - the source.
 * @param width - output width in pixels (≥ 1).
 * @param height - output height in pixels (≥ 1).
 * @param filter - {@link ResampleFilter} (default Lanczos-3, the sharpest without ringing in most photos).
 * @returns the resized image.
 * @throws ToolInputError for an empty source, a size below 1 pixel or beyond a browser canvas.
 * @see pica (https://github.com/nodeca/pica): separable convolution filters.
 */
export async function resizeRgba(image: RgbaImage, width: number, height: number, filter: ResampleFilter = 'lanczos3'): Promise<RgbaImage> {
  if (!(Number.isInteger(width) && Number.isInteger(height) && width >= 1 && height >= 1))
    throw new ToolInputError(`The output must be at least 1 × 1 pixel (got ${width} × ${height}).`);
  if (image.width < 1 || image.height < 1 || image.data.length !== image.width * image.height * 4)
    throw new ToolInputError('The image to resize is empty or inconsistent.');
  checkCanvasSize(width, height);
  // pica's box filter leaves gaps when enlarging (zero-weight pixels): a box enlargement is
  // pixel repetition, i.e. nearest neighbour; a mixed one (one side grows) uses Hamming.
  if (filter === 'box' && (width > image.width || height > image.height))
    filter = width >= image.width && height >= image.height ? 'nearest' : 'hamming';
  if (filter === 'nearest') {
    const out = new Uint8ClampedArray(width * height * 4);
    const src = new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
    const dst = new Uint32Array(out.buffer);
    for (let y = 0; y < height; y++) {
      const sy = Math.min(image.height - 1, Math.floor(((y + 0.5) * image.height) / height));
      for (let x = 0; x < width; x++) {
        const sx = Math.min(image.width - 1, Math.floor(((x + 0.5) * image.width) / width));
        dst[y * width + x] = src[sy * image.width + sx]!;
      }
    }
    return { data: out, width, height };
  }
  if (width === image.width && height === image.height) return image;
  const { default: pica } = await import('pica');
  const resizer = pica({ features: ['js'] });
  const data = await resizer.resizeBuffer({
    src: image.data,
    width: image.width,
    height: image.height,
    toWidth: width,
    toHeight: height,
    filter,
  });
  return { data, width, height };
}

/**
 * Encodes the formats browsers' canvases do not write: GIF (quantised) and BMP (24-bit).
 *
 * @param image - the RGBA image.
 * @param format - `gif` or `bmp`.
 * @param background - `[r, g, b]` for BMP's transparent parts.
 * @returns the file's bytes.
 * @throws ToolInputError as {@link encodeGif} / {@link encodeBmp}.
 */
export async function encodeRgba(image: RgbaImage, format: 'gif' | 'bmp', background: [number, number, number]): Promise<Uint8Array> {
  return format === 'gif' ? encodeGif(image) : encodeBmp(image, background);
}
