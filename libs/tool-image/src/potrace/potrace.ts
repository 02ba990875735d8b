import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * Image to SVG tracing: the pure part. An RGBA image is turned into one or more 1-bit masks
 * (a threshold on luminance, chosen by hand or by Otsu's method; several thresholds for a
 * posterized, layered trace), each mask is traced into an SVG path by a {@link MaskTracer}
 * (potrace, in a worker: ./potrace-engine.ts), and the paths are assembled into an SVG document.
 * Nothing here needs a DOM: it runs in Node, in a worker and in the page alike.
 */

/** An RGBA image as canvas `ImageData` holds it: `data` is width × height × 4 bytes, row by row, top row first. */
export interface RgbaImage {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

/** How potrace resolves ambiguous pixel corners (potrace's `-z, --turnpolicy`). */
export const TURN_POLICIES = ['minority', 'majority', 'black', 'white', 'left', 'right', 'random'] as const;
/** One of {@link TURN_POLICIES}. */
export type TurnPolicy = (typeof TURN_POLICIES)[number];

/** The potrace library's own parameters (potracelib's `potrace_param_t`), as passed to a {@link MaskTracer}. */
export interface PotraceParams {
  /** Speckles of up to this many pixels are dropped (`turdsize`, ≥ 0; potrace's default 2). */
  turdSize: number;
  /** The turn policy (potracelib's numbering is the index in {@link TURN_POLICIES} ordered as potracelib: see {@link turnPolicyCode}). */
  turnPolicy: TurnPolicy;
  /** Corner threshold `alphamax`, 0 (all corners sharp, a polygon) to 4/3 (no corners); default 1. */
  alphaMax: number;
  /** Whether curves are joined where it keeps the shape (`opticurve`; default on). */
  optCurve: boolean;
  /** How far a joined curve may stray (`opttolerance`, ≥ 0; default 0.2). */
  optTolerance: number;
}

/**
 * Traces a 1-bit mask into SVG path data.
 *
 * @param mask - width × height bytes, 1 for a pixel to fill, 0 otherwise; top row first.
 * @returns SVG path data in the image's pixel coordinates (x right, y down), '' when the mask is empty.
 */
export type MaskTracer = (mask: Uint8Array, width: number, height: number, params: PotraceParams) => Promise<string>;

/** Everything the tracer is asked for. */
export interface TraceOptions extends PotraceParams {
  /** 'mono': one colour (or posterized tones of it) from a luminance threshold; 'color': the image's own colours, one stacked layer each. */
  mode?: 'mono' | 'color';
  /** With mode 'color': the palette size, 2–64 colours. */
  colors?: number;
  /** Luminance threshold 0–255 (pixels darker than it are traced), or 'auto' (Otsu's method). */
  threshold: number | 'auto';
  /** Trace the light pixels instead of the dark ones. */
  invert: boolean;
  /** 1: one colour (a plain trace); 2–16: posterize into this many stacked tones of the fill colour. */
  steps: number;
  /** Fill colour: `#rgb` or `#rrggbb`. */
  color: string;
  /** Background colour (`#rgb`, `#rrggbb`), or '' for a transparent background. */
  background: string;
}

/** The default options: potrace's own defaults, an automatic threshold, black on transparent. */
export const DEFAULT_TRACE_OPTIONS: TraceOptions = {
  threshold: 'auto',
  invert: false,
  steps: 1,
  color: '#000000',
  background: '',
  turdSize: 2,
  turnPolicy: 'minority',
  alphaMax: 1,
  optCurve: true,
  optTolerance: 0.2,
};

/** The largest image traced, in pixels (50 megapixels); a larger one is refused before any allocation. */
export const MAX_TRACE_PIXELS = 50_000_000;

/** The result of {@link traceImage}. */
export interface TraceResult {
  /** The SVG document. */
  svg: string;
  /** Image size in pixels (the SVG's viewBox). */
  width: number;
  height: number;
  /** The luminance threshold of the outermost layer (the one picked by 'auto', or the one given); null in colour mode. */
  threshold: number | null;
  /** The layers traced, in painting order: fill colour, opacity, path count, and (mono mode) luminance threshold. */
  layers: { fill: string; opacity: number; paths: number; threshold?: number }[];
}

function checkImage(image: RgbaImage): void {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new ToolInputError(`The image has no pixels (${width} × ${height}).`);
  }
  if (width * height > MAX_TRACE_PIXELS) {
    throw new ToolInputError(
      `The image is ${width} × ${height} pixels: more than ${MAX_TRACE_PIXELS / 1e6} megapixels can be traced. Scale it down first.`,
    );
  }
  if (data.length !== width * height * 4) {
    throw new ToolInputError(`The pixel data holds ${data.length} bytes; a ${width} × ${height} RGBA image needs ${width * height * 4}.`);
  }
}

/**
 * The luminance of every pixel (ITU-R BT.709 weights on the sRGB values, as potrace's own
 * image-to-bitmap step does), with transparent pixels (alpha < 128) marked −1: they are never traced.
 *
 * @param image - an RGBA image.
 * @returns width × height values, 0–255 (rounded), or −1 for a transparent pixel.
 * @throws ToolInputError when the image is empty, over {@link MAX_TRACE_PIXELS} or its data length is wrong.
 */
export function luminances(image: RgbaImage): Int16Array {
  checkImage(image);
  const { data } = image;
  const n = image.width * image.height;
  const out = new Int16Array(n);
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    out[i] = data[p + 3]! < 128 ? -1 : Math.round(0.2126 * data[p]! + 0.7152 * data[p + 1]! + 0.0722 * data[p + 2]!);
  }
  return out;
}

/**
 * Otsu's threshold (N. Otsu, "A threshold selection method from gray-level histograms", IEEE
 * Trans. SMC 9(1), 1979): the grey level that maximises the between-class variance of the
 * opaque pixels' luminance histogram.
 *
 * @param lum - luminances as {@link luminances} returns them (−1 = transparent, skipped).
 * @returns a threshold 1–255: pixels with luminance below it form the dark class; 128 when the
 *   image has fewer than two grey levels.
 */
export function otsuThreshold(lum: Int16Array): number {
  const hist = new Float64Array(256);
  let total = 0;
  for (const v of lum) {
    if (v >= 0) {
      hist[v]!++;
      total++;
    }
  }
  let sumAll = 0;
  for (let g = 0; g < 256; g++) sumAll += g * hist[g]!;
  let best = -1;
  let bestT = 128;
  let wDark = 0;
  let sumDark = 0;
  // Threshold t: the dark class is levels 0 … t-1.
  for (let t = 1; t < 256; t++) {
    wDark += hist[t - 1]!;
    sumDark += (t - 1) * hist[t - 1]!;
    const wLight = total - wDark;
    if (wDark === 0 || wLight === 0) continue;
    const diff = sumDark / wDark - (sumAll - sumDark) / wLight;
    const between = wDark * wLight * diff * diff;
    // Ties (a flat stretch between two peaks) resolve to the middle of the stretch.
    if (between > best * (1 + 1e-12)) {
      best = between;
      bestT = t;
    }
  }
  if (best <= 0) return 128;
  // Every threshold across an empty gap splits alike: take the middle between the dark class's top
  // level and the next level present, so a two-tone image splits halfway between its tones.
  let end = bestT;
  while (end < 255 && hist[end]! === 0) end++;
  return Math.max(1, Math.min(255, Math.round((bestT - 1 + end) / 2)));
}

/**
 * The 1-bit mask of the pixels to trace.
 *
 * @param lum - luminances ({@link luminances}).
 * @param threshold - 0–256: a pixel is traced when its luminance is below it (above or equal, with `invert`).
 * @param invert - trace the light pixels instead.
 * @returns one byte per pixel, 1 = traced; transparent pixels are never traced.
 */
export function thresholdMask(lum: Int16Array, threshold: number, invert: boolean): Uint8Array {
  const mask = new Uint8Array(lum.length);
  for (let i = 0; i < lum.length; i++) {
    const v = lum[i]!;
    if (v >= 0) mask[i] = (invert ? v >= threshold : v < threshold) ? 1 : 0;
  }
  return mask;
}

/**
 * The thresholds and opacities of a posterized trace's layers, lightest (largest area) first.
 * Layer j of n (j = 1 … n) covers the pixels darker than `threshold × (n − j + 1) / n` (with
 * `invert`, lighter than `255 − (255 − threshold) × (n − j + 1) / n`) and is painted with opacity
 * 1 / (n − j + 1), so that a pixel inside k layers shows exactly k / n of the fill colour over
 * the background (source-over compositing, SVG 1.1 §14.2).
 *
 * @param threshold - the outermost threshold, 0–256.
 * @param steps - number of layers, 1–16.
 * @param invert - whether light pixels are traced.
 * @returns the layers, lightest first.
 * @throws ToolInputError when `steps` is not an integer 1–16.
 */
export function posterizeLayers(threshold: number, steps: number, invert: boolean): { threshold: number; opacity: number }[] {
  if (!Number.isInteger(steps) || steps < 1 || steps > 16)
    throw new ToolInputError(`Layers must be a whole number from 1 to 16 (got ${steps}).`);
  const layers: { threshold: number; opacity: number }[] = [];
  for (let j = 1; j <= steps; j++) {
    const share = (steps - j + 1) / steps;
    const t = invert ? 255 - (255 - threshold) * share : threshold * share;
    layers.push({ threshold: Math.round(t * 100) / 100, opacity: Math.round((1 / (steps - j + 1)) * 1e4) / 1e4 });
  }
  return layers;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Validates a colour typed for the SVG (only hexadecimal colours get into the document, so a
 * typed value can never inject markup).
 *
 * @param text - `#rgb` or `#rrggbb` (surrounding spaces ignored); `allowNone` also accepts '' and 'transparent'.
 * @param field - the field's name, for the message.
 * @param allowNone - whether no colour (transparent) is allowed.
 * @returns the colour in lower case `#rrggbb`, or '' for none.
 * @throws ToolInputError naming the field when the text is not such a colour.
 */
export function parseHexColor(text: string, field: string, allowNone = false): string {
  const s = text.trim().toLowerCase();
  if (allowNone && (s === '' || s === 'transparent' || s === 'none')) return '';
  if (!HEX.test(s)) {
    throw new ToolInputError(
      `${field}: "${text.slice(0, 40)}" is not a colour; write it as #rgb or #rrggbb (e.g. #1e90ff)${allowNone ? ', or leave it empty for none' : ''}.`,
    );
  }
  return s.length === 4 ? `#${s[1]}${s[1]}${s[2]}${s[2]}${s[3]}${s[3]}` : s;
}

/**
 * Reads a decimal number typed in a field.
 *
 * @param text - the typed text: digits with an optional `.` or `,` decimal separator.
 * @param field - the field's name, for the message.
 * @param min - the smallest value allowed.
 * @param max - the largest value allowed.
 * @returns the number.
 * @throws ToolInputError naming the field and the range when the text is not a number in [min, max].
 */
export function parseDecimal(text: string, field: string, min: number, max: number): number {
  const s = text.trim().replace(',', '.');
  const value = /^[+]?(?:\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ToolInputError(`${field}: "${text.slice(0, 40)}" is not a number from ${min} to ${max}.`);
  }
  return value;
}

function checkParams(o: TraceOptions): void {
  if (!Number.isInteger(o.turdSize) || o.turdSize < 0 || o.turdSize > 100_000)
    throw new ToolInputError(`Speckle size must be a whole number of pixels from 0 to 100000 (got ${o.turdSize}).`);
  if (!(o.alphaMax >= 0 && o.alphaMax <= 4 / 3 + 1e-9))
    throw new ToolInputError(`Corner threshold must be from 0 to 1.334 (got ${o.alphaMax}).`);
  if (!(o.optTolerance >= 0 && o.optTolerance <= 10))
    throw new ToolInputError(`Curve tolerance must be from 0 to 10 (got ${o.optTolerance}).`);
  if (o.mode !== undefined && o.mode !== 'mono' && o.mode !== 'color') throw new ToolInputError(`Unknown mode "${String(o.mode)}".`);
  if (!TURN_POLICIES.includes(o.turnPolicy)) throw new ToolInputError(`Unknown turn policy "${String(o.turnPolicy)}".`);
  if (o.threshold !== 'auto' && !(Number.isInteger(o.threshold) && o.threshold >= 0 && o.threshold <= 255)) {
    throw new ToolInputError(`Threshold must be a whole number from 0 to 255, or automatic (got ${o.threshold}).`);
  }
}

/**
 * potracelib's numeric code for a turn policy (potracelib.h: `POTRACE_TURNPOLICY_BLACK` 0, WHITE 1,
 * LEFT 2, RIGHT 3, MINORITY 4, MAJORITY 5, RANDOM 6).
 *
 * @param policy - one of {@link TURN_POLICIES}.
 * @returns 0–6.
 */
export function turnPolicyCode(policy: TurnPolicy): number {
  return ['black', 'white', 'left', 'right', 'minority', 'majority', 'random'].indexOf(policy);
}

/**
 * Rewrites path data from potrace's SVG backend units (tenths of a pixel, y up from the bottom
 * edge, as backend_svg.c writes under `translate(0,height) scale(0.1,-0.1)`) into pixel
 * coordinates with y down (SVG 1.1 §8.3 path data: absolute `M L C` points are mapped, relative
 * `m l c` offsets are scaled and their y negated; `z` is kept).
 *
 * @param d - path data with commands M, L, C, m, l, c, z/Z and numbers (as potrace writes them).
 * @param height - the image height in pixels.
 * @returns the same path in pixel coordinates, numbers with at most one decimal.
 * @throws ToolInputError on a command the backend never writes (the data is not potrace's).
 */
export function potraceUnitsToPixels(d: string, height: number): string {
  const tokens = d.match(/[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const out: string[] = [];
  let cmd = '';
  let k = 0;
  const fmt = (v: number) => {
    const r = Math.round(v * 10) / 10;
    return String(Object.is(r, -0) ? 0 : r);
  };
  for (const tok of tokens) {
    if (/[A-Za-z]/.test(tok)) {
      if (!'MLCmlczZ'.includes(tok)) throw new ToolInputError(`Unexpected path command "${tok}" in the traced data.`);
      cmd = tok;
      k = 0;
      out.push(tok === 'Z' ? 'z' : tok);
      continue;
    }
    if (cmd === '' || cmd === 'z' || cmd === 'Z') throw new ToolInputError('Path data must start with a command.');
    const v = Number(tok) / 10;
    const isY = k % 2 === 1;
    k++;
    if (cmd === cmd.toUpperCase()) out.push(fmt(isY ? height - v : v));
    else out.push(fmt(isY ? -v : v));
  }
  return out
    .join(' ')
    .replace(/ ?([A-Za-z]) /g, '$1')
    .replace(/ z/g, 'z');
}

/**
 * Assembles the SVG document (SVG 1.1) of a trace: one `<path>` per layer, in pixel units.
 *
 * @param width - image width in pixels (the viewBox's width).
 * @param height - image height in pixels.
 * @param layers - path data (pixel coordinates), fill colour `#rrggbb` and opacity 0–1, painted in order.
 * @param background - `#rrggbb` painted under everything, or '' for none.
 * @returns the SVG text, ending with a newline.
 */
export function buildSvg(
  width: number,
  height: number,
  layers: readonly { d: string; fill: string; opacity: number }[],
  background: string,
): string {
  const lines = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`];
  if (background) lines.push(`<rect width="100%" height="100%" fill="${background}"/>`);
  for (const layer of layers) {
    if (!layer.d) continue;
    const opacity = layer.opacity < 1 ? ` fill-opacity="${layer.opacity}"` : '';
    lines.push(`<path fill="${layer.fill}"${opacity} d="${layer.d}"/>`);
  }
  lines.push('</svg>');
  return `${lines.join('\n')}\n`;
}

/**
 * Traces an image into an SVG document: luminance, threshold (Otsu's when 'auto'), one mask per
 * layer, each traced with `tracer` (potrace), assembled by {@link buildSvg}.
 *
 * @param image - an RGBA image up to {@link MAX_TRACE_PIXELS}.
 * @param options - {@link TraceOptions}.
 * @param tracer - traces one mask ({@link MaskTracer}).
 * @param onProgress - called with (layers done, layers in all) as the layers are traced.
 * @returns {@link TraceResult}.
 * @throws ToolInputError for a bad image or option; the tracer's own ToolInputError.
 */
export async function traceImage(
  image: RgbaImage,
  options: TraceOptions,
  tracer: MaskTracer,
  onProgress?: (done: number, total: number) => void,
): Promise<TraceResult> {
  checkParams(options);
  const color = parseHexColor(options.color, 'Fill colour');
  const background = parseHexColor(options.background, 'Background', true);
  if (options.mode === 'color') return traceColors(image, options, background, tracer, onProgress);
  const lum = luminances(image);
  const threshold = options.threshold === 'auto' ? otsuThreshold(lum) : options.threshold;
  const plan = posterizeLayers(threshold, options.steps, options.invert);
  const out: { d: string; fill: string; opacity: number }[] = [];
  const layers: TraceResult['layers'] = [];
  onProgress?.(0, plan.length);
  for (const [i, layer] of plan.entries()) {
    const mask = thresholdMask(lum, layer.threshold, options.invert);
    const d = (await tracer(mask, image.width, image.height, options)).trim();
    out.push({ d, fill: color, opacity: layer.opacity });
    layers.push({ ...layer, fill: color, paths: d === '' ? 0 : d.split(/[Mm]/).length - 1 });
    onProgress?.(i + 1, plan.length);
  }
  return { svg: buildSvg(image.width, image.height, out, background), width: image.width, height: image.height, threshold, layers };
}

/** A colour quantization: see {@link quantizeColors}. */
export interface Quantized {
  /** The palette, most used colour first: `[r, g, b]`, 0–255. */
  palette: [number, number, number][];
  /** How many pixels use each palette entry. */
  counts: number[];
  /** Per pixel: its palette index, or 255 for a transparent pixel (alpha < 128). */
  index: Uint8Array;
}

/**
 * Reduces an image to at most `count` colours: the opaque pixels are counted in a 15-bit
 * histogram (5 bits per channel), the most frequent cells that differ from the colours already
 * chosen (RGB distance ≥ 24) become the seeds, and two rounds of k-means (Lloyd's algorithm)
 * move each colour to the mean of its pixels. Deterministic.
 *
 * @param image - an RGBA image.
 * @param count - the largest palette, 2–64.
 * @returns {@link Quantized}; the palette is empty for a fully transparent image.
 * @throws ToolInputError for a bad image or a count out of range.
 */
export function quantizeColors(image: RgbaImage, count: number): Quantized {
  checkImage(image);
  if (!Number.isInteger(count) || count < 2 || count > 64)
    throw new ToolInputError(`Colours must be a whole number from 2 to 64 (got ${count}).`);
  const { data } = image;
  const n = image.width * image.height;
  const hist = new Uint32Array(32768);
  for (let p = 0; p < n * 4; p += 4)
    if (data[p + 3]! >= 128) hist[((data[p]! >> 3) << 10) | ((data[p + 1]! >> 3) << 5) | (data[p + 2]! >> 3)]!++;
  const cells = [...hist.keys()].filter((c) => hist[c]! > 0).sort((a, b) => hist[b]! - hist[a]! || a - b);
  const centre = (c: number): [number, number, number] => [((c >> 10) << 3) + 4, (((c >> 5) & 31) << 3) + 4, ((c & 31) << 3) + 4];
  let palette: [number, number, number][] = [];
  for (const minDistance of [24, 0]) {
    for (const c of cells) {
      if (palette.length >= count) break;
      const rgb = centre(c);
      if (palette.every((q) => Math.hypot(q[0] - rgb[0], q[1] - rgb[1], q[2] - rgb[2]) >= Math.max(minDistance, 1e-9))) palette.push(rgb);
    }
  }
  const index = new Uint8Array(n).fill(255);
  const assign = () => {
    const sums = palette.map(() => [0, 0, 0, 0]);
    for (let i = 0, p = 0; i < n; i++, p += 4) {
      if (data[p + 3]! < 128) continue;
      let best = 0;
      let bestD = Infinity;
      for (let k = 0; k < palette.length; k++) {
        const q = palette[k]!;
        const dr = data[p]! - q[0];
        const dg = data[p + 1]! - q[1];
        const db = data[p + 2]! - q[2];
        const d = dr * dr + dg * dg + db * db;
        if (d < bestD) {
          bestD = d;
          best = k;
        }
      }
      index[i] = best;
      const sum = sums[best]!;
      sum[0]! += data[p]!;
      sum[1]! += data[p + 1]!;
      sum[2]! += data[p + 2]!;
      sum[3]!++;
    }
    return sums;
  };
  let sums = assign();
  for (let round = 0; round < 2; round++) {
    palette = palette.map((q, k) => {
      const s = sums[k]!;
      return s[3]! > 0 ? [Math.round(s[0]! / s[3]!), Math.round(s[1]! / s[3]!), Math.round(s[2]! / s[3]!)] : q;
    });
    sums = assign();
  }
  // Most used first; drop colours no pixel uses.
  const order = palette
    .map((_, k) => k)
    .filter((k) => sums[k]![3]! > 0)
    .sort((a, b) => sums[b]![3]! - sums[a]![3]! || a - b);
  const remap = new Uint8Array(256).fill(255);
  order.forEach((k, i) => (remap[k] = i));
  for (let i = 0; i < n; i++) index[i] = remap[index[i]!]!;
  return { palette: order.map((k) => palette[k]!), counts: order.map((k) => sums[k]![3]!), index };
}

const hex2 = (v: number) => v.toString(16).padStart(2, '0');

async function traceColors(
  image: RgbaImage,
  options: TraceOptions,
  background: string,
  tracer: MaskTracer,
  onProgress?: (done: number, total: number) => void,
): Promise<TraceResult> {
  const { palette, index } = quantizeColors(image, options.colors ?? 8);
  const out: { d: string; fill: string; opacity: number }[] = [];
  const layers: TraceResult['layers'] = [];
  onProgress?.(0, palette.length);
  // Stacked layers, most used colour first: layer i covers the pixels of colours i … n−1, and the
  // layers after it paint over their own part, so neighbouring colours meet without gaps.
  for (let i = 0; i < palette.length; i++) {
    const mask = new Uint8Array(index.length);
    for (let p = 0; p < index.length; p++) mask[p] = index[p]! >= i && index[p]! !== 255 ? 1 : 0;
    const d = (await tracer(mask, image.width, image.height, options)).trim();
    const [r, g, b] = palette[i]!;
    const fill = `#${hex2(r)}${hex2(g)}${hex2(b)}`;
    out.push({ d, fill, opacity: 1 });
    layers.push({ fill, opacity: 1, paths: d === '' ? 0 : d.split(/[Mm]/).length - 1 });
    onProgress?.(i + 1, palette.length);
  }
  return { svg: buildSvg(image.width, image.height, out, background), width: image.width, height: image.height, threshold: null, layers };
}

/** The built-in sample pictures (drawn in code, so the examples need no file). */
export const SAMPLES = ['shapes', 'gradient', 'badge'] as const;
/** One of {@link SAMPLES}. */
export type SampleName = (typeof SAMPLES)[number];

/**
 * Draws a built-in sample picture.
 * - `shapes` (240 × 160): a dark disc, a ring, a square with a round hole and a triangle on
 *   white, with grey noise speckles (what the speckle filter removes) — for a plain trace;
 * - `gradient` (240 × 160): concentric grey rings from black to light grey — for posterizing;
 * - `badge` (240 × 160): a red disc, a yellow star-like triangle and a green band on sky blue — for colour mode.
 *
 * @param name - one of {@link SAMPLES}.
 * @returns the RGBA image.
 */
export function sampleImage(name: SampleName): RgbaImage {
  const width = 240;
  const height = 160;
  const data = new Uint8ClampedArray(width * height * 4);
  // A small deterministic generator (xorshift32) for the speckles: same picture every time.
  let seed = 2463534242;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let v = 255;
      let rgb: [number, number, number] | null = null;
      if (name === 'badge') {
        const px = x + 0.5;
        const py = y + 0.5;
        rgb = [135, 206, 235];
        if (py > 120) rgb = [46, 139, 87];
        if (Math.hypot(px - 80, py - 70) < 45) rgb = [220, 20, 60];
        if (py < 130 && py > 30 + Math.abs(px - 170) * 1.6) rgb = [255, 215, 0];
      } else if (name === 'shapes') {
        const px = x + 0.5;
        const py = y + 0.5;
        const d = Math.hypot(px - 55, py - 60);
        if (d < 35) v = 20;
        else if (d >= 42 && d < 50) v = 60;
        if (px >= 120 && px < 200 && py >= 20 && py < 100 && Math.hypot(px - 160, py - 60) >= 18) v = 30;
        // Triangle (40,150) (110,150) (75,95).
        if (py < 150 && py > 95 + Math.abs(px - 75) * (55 / 35)) v = 90;
      } else {
        const r = Math.hypot(x + 0.5 - 120, y + 0.5 - 80);
        v = Math.min(230, Math.floor(r / 12) * 24);
      }
      const i = (y * width + x) * 4;
      data[i] = rgb ? rgb[0] : v;
      data[i + 1] = rgb ? rgb[1] : v;
      data[i + 2] = rgb ? rgb[2] : v;
      data[i + 3] = 255;
    }
  }
  if (name === 'shapes') {
    for (let k = 0; k < 60; k++) {
      const x = Math.floor(next() * width);
      const y = 110 + Math.floor(next() * 48);
      if (x < 120) continue;
      const i = (y * width + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = 40;
    }
  }
  return { data, width, height };
}
