import { ToolInputError } from '@handy-tools/ui/kit';
import { svgBase64DataUri, svgDataUri, type SvgUriEncoding } from '../shared/svg-data-uri/svg-data-uri.js';

/** Largest width or height, in pixels (also what a canvas can rasterise for the PNG). */
export const MAX_PLACEHOLDER_SIDE = 8192;

/** What a placeholder looks like. */
export interface PlaceholderOptions {
  /** Width in CSS pixels, 1…{@link MAX_PLACEHOLDER_SIDE}. */
  width: number;
  /** Height in CSS pixels, 1…{@link MAX_PLACEHOLDER_SIDE}. */
  height: number;
  /** Background colour: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`. */
  background: string;
  /** Text colour, same forms. */
  color: string;
  /** The text; blank for the default `W×H` (e.g. `600×350`). */
  text: string;
  /** Font size in CSS pixels, > 0 and ≤ 10,000. */
  fontSize: number;
  /** CSS font family list, e.g. `monospace` or `"Fira Sans", sans-serif`. */
  fontFamily: string;
  /** Bold text. */
  bold: boolean;
  /** Writes `width`/`height` attributes (else only a `viewBox`: the image scales to its box). */
  exactSize: boolean;
}

/** The placeholder in every form the tool shows. */
export interface Placeholder {
  /** The SVG document (UTF-8 text). */
  svg: string;
  /** The text drawn. */
  text: string;
  /** `data:image/svg+xml,…` percent-encoded. */
  dataUri: string;
  /** `data:image/svg+xml;base64,…`. */
  base64: string;
  /** An `<img>` tag with the data URI, `alt`, `width` and `height`. */
  imgTag: string;
  /** A CSS `background-image` declaration. */
  css: string;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Escapes text for XML character data and attribute values (XML 1.0 §2.4, §3.3.3): `&`, `<`, `>`,
 * `"` and `'` become entities; characters XML 1.0 does not allow (controls other than tab, line
 * feed and carriage return, U+FFFE/U+FFFF, lone surrogates) are dropped.
 *
 * @param text - any text.
 * @returns text safe inside an element or a double-quoted attribute.
 */
export function escapeXml(text: string): string {
  return text
    .toWellFormed()
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

function checkSide(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 1 || value > MAX_PLACEHOLDER_SIDE)
    throw new ToolInputError(`The ${name} must be a whole number of pixels from 1 to ${MAX_PLACEHOLDER_SIDE}; got ${value}.`);
}

function checkColour(value: string, name: string): void {
  if (!HEX_COLOUR.test(value.trim())) throw new ToolInputError(`The ${name} must be a hex colour such as #cccccc or #ccc; got "${value}".`);
}

/**
 * Draws a placeholder image as SVG 1.1: a filled `rect` and the text centred on it
 * (`text-anchor="middle"`, `dominant-baseline="central"`), and gives it as data URIs (RFC 2397),
 * an `<img>` tag and a CSS declaration.
 *
 * @param options - {@link PlaceholderOptions}.
 * @param encoding - how the SVG is percent-encoded in {@link Placeholder.dataUri} (`strict` by default, see `svgDataUri`).
 * @returns {@link Placeholder}.
 * @throws ToolInputError naming the field when a size is not a whole number in 1…8192, a colour is
 *   not a hex colour, the font size is not in (0, 10000], or the font family is blank.
 * @see https://www.w3.org/TR/SVG11/ (SVG 1.1), RFC 2397 (data URIs).
 */
export function svgPlaceholder(options: PlaceholderOptions, encoding: SvgUriEncoding = 'strict'): Placeholder {
  const { width, height, background, color, fontSize, bold, exactSize } = options;
  checkSide(width, 'width');
  checkSide(height, 'height');
  checkColour(background, 'background colour');
  checkColour(color, 'text colour');
  if (!Number.isFinite(fontSize) || fontSize <= 0 || fontSize > 10_000)
    throw new ToolInputError(`The font size must be more than 0 and at most 10000 pixels; got ${fontSize}.`);
  const fontFamily = options.fontFamily.trim();
  if (fontFamily === '') throw new ToolInputError('Enter a font family, e.g. monospace or sans-serif.');
  const text = options.text.trim() === '' ? `${width}×${height}` : options.text;
  const size = exactSize ? ` width="${width}" height="${height}"` : '';
  const weight = bold ? ' font-weight="bold"' : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"${size}>\n` +
    `  <rect width="${width}" height="${height}" fill="${background.trim()}"/>\n` +
    `  <text x="50%" y="50%" fill="${color.trim()}" font-family="${escapeXml(fontFamily)}" font-size="${fontSize}"${weight} text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>\n` +
    `</svg>\n`;
  const dataUri = svgDataUri(svg, encoding);
  return {
    svg,
    text,
    dataUri,
    base64: svgBase64DataUri(svg),
    imgTag: `<img src="${dataUri}" alt="${escapeXml(text)}" width="${width}" height="${height}">`,
    css: `background-image: url("${dataUri}");`,
  };
}
