import { ToolInputError } from '@handy-tools/ui/kit';
import { fromHsl, toHex, toHsl, type Rgba } from '../shared/color/color.js';
import { contrastRatio, contrastVerdicts, formatRatio, relativeLuminance, type ContrastVerdicts } from '../shared/color/contrast.js';

export { contrastRatio, contrastVerdicts, formatRatio, relativeLuminance, type ContrastVerdicts };

/** A colour on the wheel: CSS `hsl()` hue in degrees 0–360, saturation and lightness in percent 0–100. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** The colour harmonies the wheel draws. */
export const HARMONY_TYPES = [
  'complementary',
  'analogous',
  'triadic',
  'split-complementary',
  'tetradic',
  'square',
  'double-split-complementary',
  'monochromatic',
] as const;
/** One of {@link HARMONY_TYPES}. */
export type HarmonyType = (typeof HARMONY_TYPES)[number];

/** Hue offsets (degrees) of each harmony, the base colour first. */
const OFFSETS: Record<Exclude<HarmonyType, 'monochromatic'>, number[]> = {
  complementary: [0, 180],
  analogous: [0, -30, 30],
  triadic: [0, 120, 240],
  'split-complementary': [0, 150, 210],
  // A rectangle: two complementary pairs 60° apart (colord calls it "rectangle"; "square" is the 90° tetrad).
  tetradic: [0, 60, 180, 240],
  square: [0, 90, 180, 270],
  'double-split-complementary': [0, -30, 30, 150, 210],
};

const wrap = (h: number) => ((h % 360) + 360) % 360;

function checkHsl(base: Hsl): void {
  const ok = (v: number, max: number) => Number.isFinite(v) && v >= 0 && v <= max;
  if (!Number.isFinite(base.h)) throw new ToolInputError('Hue: enter a number of degrees.');
  if (!ok(base.s, 100)) throw new ToolInputError('Saturation: enter a percentage from 0 to 100.');
  if (!ok(base.l, 100)) throw new ToolInputError('Lightness: enter a percentage from 0 to 100.');
}

/**
 * The colours of a harmony on the HSL (RGB artist's) colour wheel, built by rotating the hue and keeping
 * saturation and lightness; `monochromatic` keeps hue and saturation and steps the lightness (five tones,
 * 15 points apart, moved inside 5–95 % so none is black or white).
 *
 * @param base - the base colour (hue taken modulo 360).
 * @param type - the harmony.
 * @returns the colours, the base first (hue in 0–360).
 * @throws ToolInputError when saturation or lightness is outside 0–100 or a value is not a number.
 * @see https://en.wikipedia.org/wiki/Color_scheme and https://www.w3.org/TR/css-color-4/#the-hsl-notation
 */
export function harmonyColors(base: Hsl, type: HarmonyType): Hsl[] {
  checkHsl(base);
  const h = wrap(base.h);
  if (type === 'monochromatic') {
    const lo = Math.min(Math.max(base.l - 30, 5), 35);
    const steps = [0, 15, 30, 45, 60].map((d) => lo + d);
    // Put the base itself in the scale, in place of the nearest step.
    let nearest = 0;
    steps.forEach((v, i) => {
      if (Math.abs(v - base.l) < Math.abs(steps[nearest]! - base.l)) nearest = i;
    });
    steps[nearest] = base.l;
    const others = steps.filter((_, i) => i !== nearest);
    return [{ h, s: base.s, l: base.l }, ...others.map((l) => ({ h, s: base.s, l }))];
  }
  return OFFSETS[type].map((d) => ({ h: wrap(h + d), s: base.s, l: base.l }));
}

/** Hex of an HSL colour (`#rrggbb`). */
export function hslToHex(hsl: Hsl): string {
  return toHex(fromHsl(hsl));
}

/** HSL of a parsed colour, hue 0 for greys (alpha dropped). */
export function rgbaToHsl(rgba: Rgba): Hsl {
  const { h, s, l } = toHsl(rgba);
  return { h, s, l };
}

/**
 * Where a hue/saturation lies on the wheel: hue 0 (red) at the top, increasing clockwise (as CSS
 * `conic-gradient` draws), saturation 0 at the centre and 100 at the rim.
 *
 * @returns x, y in −1…1 (y grows downwards, as on screen).
 */
export function wheelPosition(h: number, s: number): { x: number; y: number } {
  const a = (wrap(h) * Math.PI) / 180;
  const r = Math.min(Math.max(s, 0), 100) / 100;
  return { x: r * Math.sin(a), y: -r * Math.cos(a) };
}

/**
 * The hue and saturation at a point of the wheel (the inverse of {@link wheelPosition}); a point outside
 * the rim gives saturation 100.
 *
 * @param x - −1…1 from the centre, rightwards.
 * @param y - −1…1 from the centre, downwards.
 * @returns hue 0–360 and saturation 0–100, both rounded to whole numbers.
 */
export function wheelPick(x: number, y: number): { h: number; s: number } {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return { h: 0, s: 0 };
  const r = Math.min(Math.hypot(x, y), 1);
  const h = wrap(Math.round((Math.atan2(x, -y) * 180) / Math.PI));
  return { h: h === 360 ? 0 : h, s: Math.round(r * 100) };
}

/**
 * The wheel's keyboard model: Left/Right turn the hue (1°, 15° with Shift), Up/Down change the saturation
 * (1 point, 10 with Shift), PageUp/PageDown 10 saturation points, Home/End saturation 100/0.
 *
 * @returns the new hue and saturation, or `null` for a key the wheel does not use.
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/slider/
 */
export function wheelKey(h: number, s: number, key: string, shift = false): { h: number; s: number } | null {
  const clampS = (v: number) => Math.min(100, Math.max(0, v));
  switch (key) {
    case 'ArrowRight':
      return { h: wrap(h + (shift ? 15 : 1)), s };
    case 'ArrowLeft':
      return { h: wrap(h - (shift ? 15 : 1)), s };
    case 'ArrowUp':
      return { h, s: clampS(s + (shift ? 10 : 1)) };
    case 'ArrowDown':
      return { h, s: clampS(s - (shift ? 10 : 1)) };
    case 'PageUp':
      return { h, s: clampS(s + 10) };
    case 'PageDown':
      return { h, s: clampS(s - 10) };
    case 'Home':
      return { h, s: 100 };
    case 'End':
      return { h, s: 0 };
    default:
      return null;
  }
}

/** The palette export formats. */
export const EXPORT_FORMATS = ['css', 'scss', 'json', 'tailwind', 'svg'] as const;
/** One of {@link EXPORT_FORMATS}. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A named palette colour (`hex` as `#rrggbb`). */
export interface PaletteColor {
  name: string;
  hex: string;
}

/**
 * A CSS-identifier-safe slug for palette names (lowercase letters, digits and hyphens).
 *
 * @throws ToolInputError when nothing usable is left, e.g. for an empty or all-symbol prefix.
 */
export function paletteSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, 'c$1')
    .slice(0, 40);
  if (!slug) throw new ToolInputError('Name prefix: use at least one letter or digit.');
  return slug;
}

/**
 * Names a palette `<prefix>-1`, `<prefix>-2`… in order.
 *
 * @param hexes - the colours (`#rrggbb`).
 * @param prefix - the name prefix (made a slug by {@link paletteSlug}).
 * @throws ToolInputError for an unusable prefix.
 */
export function namePalette(hexes: readonly string[], prefix: string): PaletteColor[] {
  const slug = paletteSlug(prefix);
  return hexes.map((hex, i) => ({ name: `${slug}-${i + 1}`, hex }));
}

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Writes a palette as CSS custom properties (`:root { --name: #hex; }`), SCSS variables, JSON (an object
 * name → hex), a Tailwind `theme.extend.colors` object (`colors: { prefix: { 1: '#…' } }`) or an SVG of
 * 64×64 swatches with their hex beneath.
 *
 * @param colors - the named colours (names from {@link namePalette}: `<slug>-<n>`).
 * @param format - the output format.
 * @returns the text of the file.
 * @throws ToolInputError when the palette is empty or a colour is not `#rrggbb`/`#rrggbbaa`.
 * @see https://www.w3.org/TR/css-variables-1/ and https://tailwindcss.com/docs/customizing-colors
 */
export function exportPalette(colors: readonly PaletteColor[], format: ExportFormat): string {
  if (colors.length === 0) throw new ToolInputError('The palette is empty.');
  for (const c of colors) {
    if (!/^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(c.hex)) throw new ToolInputError(`Palette: "${c.hex}" is not a hex colour.`);
    if (!/^[a-z][a-z0-9-]*$/.test(c.name)) throw new ToolInputError(`Palette: "${c.name}" is not a valid name.`);
  }
  switch (format) {
    case 'css':
      return `:root {\n${colors.map((c) => `  --${c.name}: ${c.hex};`).join('\n')}\n}\n`;
    case 'scss':
      return `${colors.map((c) => `$${c.name}: ${c.hex};`).join('\n')}\n`;
    case 'json':
      return `${JSON.stringify(Object.fromEntries(colors.map((c) => [c.name, c.hex])), null, 2)}\n`;
    case 'tailwind': {
      const groups = new Map<string, [string, string][]>();
      for (const c of colors) {
        const m = /^(.*)-(\d+)$/.exec(c.name);
        const group = m ? m[1]! : c.name;
        const key = m ? m[2]! : 'DEFAULT';
        groups.set(group, [...(groups.get(group) ?? []), [key, c.hex]]);
      }
      const ident = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) || /^\d+$/.test(k) ? k : `'${k}'`);
      const lines = ['// tailwind.config.js', 'export default {', '  theme: {', '    extend: {', '      colors: {'];
      for (const [group, entries] of groups) {
        lines.push(`        ${ident(group)}: {`);
        for (const [key, hex] of entries) lines.push(`          ${ident(key)}: '${hex}',`);
        lines.push('        },');
      }
      lines.push('      },', '    },', '  },', '};');
      return `${lines.join('\n')}\n`;
    }
    case 'svg': {
      const size = 64;
      const gap = 8;
      const width = colors.length * (size + gap) - gap;
      const height = size + 20;
      const rects = colors
        .map((c, i) => {
          const x = i * (size + gap);
          return `  <rect x="${x}" y="0" width="${size}" height="${size}" fill="${c.hex}"/>\n  <text x="${x + size / 2}" y="${size + 15}" text-anchor="middle">${xml(c.hex)}</text>`;
        })
        .join('\n');
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="monospace" font-size="11">\n${rects}\n</svg>\n`;
    }
  }
}
