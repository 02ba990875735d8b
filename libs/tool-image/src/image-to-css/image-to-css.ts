import { ToolInputError } from '@handy-tools/ui/kit';
import {
  base64DataUri,
  preferSingleQuotes,
  svgBase64DataUri,
  svgDataUri,
  type SvgUriEncoding,
} from '../shared/svg-data-uri/svg-data-uri.js';
import type { SvgOptimizeOptions } from './svg-optimize.js';

export type { SvgOptimizeOptions } from './svg-optimize.js';

/** Data URIs over this many characters get a warning (they bloat CSS and cannot be cached apart). */
export const LARGE_DATA_URI_CHARS = 32 * 1024;

/** What to turn into CSS: an image file's bytes, or SVG text. */
export type ImageCssInput = { kind: 'bytes'; bytes: Uint8Array; mime: string } | { kind: 'svg'; svg: string };

/** How the data URI is made. */
export interface ImageCssOptions {
  /** SVG only: optimise with svgo first. */
  optimize: boolean;
  /** svgo settings (when `optimize`). */
  svgo: SvgOptimizeOptions;
  /**
   * SVG only: `url` (percent-encoded text, usually the smaller), `url-compact` (spaces left raw,
   * as it-tools did) or `base64`. Other images are always base64.
   */
  svgEncoding: 'url' | 'url-compact' | 'base64';
}

/** The data URI and the sizes behind it. */
export interface ImageCssResult {
  /** The `data:` URI (RFC 2397). */
  dataUri: string;
  /** The media type written in it. */
  mime: string;
  /** Bytes of the original (UTF-8 bytes of SVG text). */
  originalBytes: number;
  /** SVG only: the SVG put in the URI (optimised or as given). */
  svg: string | null;
  /** SVG only: UTF-8 bytes of {@link ImageCssResult.svg}. */
  svgBytes: number | null;
}

/** An image's size and text alternative, for the HTML snippets. */
export interface ImageTagInfo {
  /** Natural width in CSS pixels (rounded), or null when unknown. */
  width: number | null;
  height: number | null;
  /** The `alt` text (escaped here). */
  alt: string;
  /** A file name for `<picture>`'s fallback `<img src>` (e.g. the original file's name). */
  fileName: string;
}

/** Every snippet the tool gives. */
export interface CssSnippets {
  dataUri: string;
  /** `url("…")`, for any CSS property. */
  url: string;
  background: string;
  borderImage: string;
  listStyle: string;
  img: string;
  picture: string;
}

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Makes an image's data URI (RFC 2397): base64 for image files; for SVG text, optimised with svgo
 * first (loaded on demand), its attributes single-quoted where safe, and percent-encoded, which is
 * usually smaller than base64 and stays gzip-friendly.
 *
 * @param input - {@link ImageCssInput}: the file's bytes and media type (`image/png`…), or SVG text.
 * @param options - {@link ImageCssOptions}.
 * @returns {@link ImageCssResult}.
 * @throws ToolInputError for an empty file or SVG, a media type that is not `type/subtype`, or an
 *   SVG svgo cannot parse (with its line and column).
 */
export async function imageToCss(input: ImageCssInput, options: ImageCssOptions): Promise<ImageCssResult> {
  if (input.kind === 'bytes') {
    if (input.bytes.length === 0) throw new ToolInputError('The file is empty.');
    const mime = input.mime.trim().toLowerCase();
    if (!MIME.test(mime)) throw new ToolInputError(`"${input.mime}" is not a media type such as image/png.`);
    if (mime === 'image/svg+xml') {
      const svg = new TextDecoder('utf-8', { fatal: false }).decode(input.bytes);
      return svgToCss(svg, input.bytes.length, options);
    }
    return { dataUri: base64DataUri(input.bytes, mime), mime, originalBytes: input.bytes.length, svg: null, svgBytes: null };
  }
  if (input.svg.trim() === '') throw new ToolInputError('Paste an SVG, or choose an image file.');
  return svgToCss(input.svg, utf8Bytes(input.svg), options);
}

async function svgToCss(text: string, originalBytes: number, options: ImageCssOptions): Promise<ImageCssResult> {
  let svg = text.replace(/^\uFEFF/, '');
  if (options.optimize) {
    const { optimizeSvg } = await import('./svg-optimize.js');
    svg = optimizeSvg(svg, options.svgo);
  } else if (!/<svg[\s>]/.test(svg)) throw new ToolInputError('This is not an SVG: no <svg> element was found.');
  const encoding: SvgUriEncoding = options.svgEncoding === 'url-compact' ? 'compact' : 'strict';
  const dataUri = options.svgEncoding === 'base64' ? svgBase64DataUri(svg) : svgDataUri(preferSingleQuotes(svg), encoding);
  return { dataUri, mime: 'image/svg+xml', originalBytes, svg, svgBytes: utf8Bytes(svg) };
}

function escapeAttr(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/**
 * The CSS and HTML snippets for a data URI: `url("…")`, `background-image`, `border-image-source`,
 * `list-style-image`, an `<img>` with `alt`, `width` and `height` (so the page does not move when it
 * loads), and a `<picture>` whose `<source>` carries the data URI with its type and whose `<img>`
 * falls back to the file by name.
 *
 * @param dataUri - a data URI (from {@link imageToCss}); a `"` or `\` in it is escaped for CSS strings.
 * @param mime - its media type.
 * @param info - {@link ImageTagInfo}.
 * @returns {@link CssSnippets}.
 * @see CSS Values 4 §4.5 (`url()`), HTML Living Standard §4.8.1 (`picture`), §4.8.3 (`img`).
 */
export function cssSnippets(dataUri: string, mime: string, info: ImageTagInfo): CssSnippets {
  const url = `url("${dataUri.replace(/["\\]/g, (c) => `\\${c}`).replace(/\n/g, '\\a ')}")`;
  const size = info.width !== null && info.height !== null ? ` width="${info.width}" height="${info.height}"` : '';
  const alt = escapeAttr(info.alt);
  const src = escapeAttr(dataUri);
  return {
    dataUri,
    url,
    background: `background-image: ${url};`,
    borderImage: `border-image-source: ${url};`,
    listStyle: `list-style-image: ${url};`,
    img: `<img src="${src}" alt="${alt}"${size}>`,
    // A srcset URL ends at white space: a compact SVG URI's spaces are encoded there.
    picture: `<picture>\n  <source srcset="${src.replaceAll(' ', '%20')}" type="${escapeAttr(mime)}">\n  <img src="${escapeAttr(encodeURI(info.fileName.toWellFormed()))}" alt="${alt}"${size}>\n</picture>`,
  };
}
