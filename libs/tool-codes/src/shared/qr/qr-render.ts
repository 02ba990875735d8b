import { ToolInputError } from '@handy-tools/ui/kit';
import { parseHexColor, rgbHex, type QrModuleStyle, type QrSymbol, type Rgba } from './qr-code.js';

/** How a symbol is drawn. */
export interface QrDrawOptions {
  /** Quiet zone around the symbol, in modules (ISO/IEC 18004 §6.3.8 asks for 4). 0–40. */
  margin: number;
  /** Colour of the dark modules, a CSS hex colour (`#rrggbb`, `#rgb`, `#rrggbbaa`). */
  foreground: string;
  /** Colour of the light modules and the quiet zone, a CSS hex colour. */
  background: string;
  /** Shape of the dark modules (default `square`); finder patterns always stay square. */
  moduleStyle?: QrModuleStyle;
  /** A logo in the middle: the modules under it are left out (error correction restores them). */
  logo?: QrLogo;
}

/** A logo drawn over the middle of a code. */
export interface QrLogo {
  /** Side of the logo's square, as a share of the symbol's side (0.05–0.35). */
  size: number;
  /** The image (a data: URL) to draw in the SVG; without it, the area is left blank. */
  href?: string;
}

/** Largest logo side, as a share of the symbol's side. */
export const QR_MAX_LOGO = 0.35;

/**
 * The square a logo covers, in modules of the symbol (without the quiet zone), rounded out to whole
 * modules and centred.
 *
 * @param symbolSize - modules per side.
 * @param share - the logo's side as a share of the symbol's side (0.05–0.35).
 * @returns the first module and the number of modules per side.
 * @throws ToolInputError for a share out of range.
 */
export function qrLogoBox(symbolSize: number, share: number): { start: number; modules: number } {
  if (!Number.isFinite(share) || share < 0.05 || share > QR_MAX_LOGO)
    throw new ToolInputError(`The logo size is 5 % to ${QR_MAX_LOGO * 100} % of the code (got ${Math.round(share * 100)} %).`);
  let modules = Math.ceil(symbolSize * share);
  if (modules % 2 !== symbolSize % 2) modules++; // centred on whole modules
  return { start: (symbolSize - modules) / 2, modules };
}

/**
 * Whether a logo of that size leaves the code readable: the share of modules it hides must stay
 * under half of what the level restores (7, 15, 25, 30 %), as a margin for print and camera damage.
 *
 * @param symbolSize - modules per side.
 * @param share - the logo's side as a share of the symbol's side.
 * @param recoveryPercent - what the level restores, in percent ({@link QR_EC_RECOVERY}).
 * @returns the share of modules hidden (0–1) and whether it is within that margin.
 */
export function qrLogoFits(symbolSize: number, share: number, recoveryPercent: number): { hidden: number; fits: boolean } {
  const { modules } = qrLogoBox(symbolSize, share);
  const hidden = (modules * modules) / (symbolSize * symbolSize);
  return { hidden, fits: hidden <= recoveryPercent / 100 / 2 };
}

/** A filled shape, in module units from the image's top-left corner (quiet zone included). */
export interface QrShape {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Corner radius (0: a rectangle; w / 2 for a w × w square: a circle). */
  r: number;
}

/** Largest quiet zone accepted, in modules. */
export const QR_MAX_MARGIN = 40;

function checkMargin(margin: number): void {
  if (!Number.isInteger(margin) || margin < 0 || margin > QR_MAX_MARGIN)
    throw new ToolInputError(`The margin is a whole number of modules from 0 to ${QR_MAX_MARGIN} (got ${margin}).`);
}

/** Whether a module belongs to one of the three finder patterns (with their separators). */
function inFinder(size: number, row: number, column: number): boolean {
  const near = (i: number) => i < 8;
  const far = (i: number) => i >= size - 8;
  return (near(row) && near(column)) || (near(row) && far(column)) || (far(row) && near(column));
}

/**
 * The shapes that draw a symbol's dark modules: for `square`, one rectangle per horizontal run of
 * dark modules; for `rounded` and `dots`, one rounded square or circle per module outside the
 * finder patterns (which stay square, so that readers find them).
 *
 * @param symbol - the symbol ({@link encodeQr}).
 * @param margin - quiet zone, in modules (0–40).
 * @param style - the module shape.
 * @param logo - a logo in the middle: the modules under it are left out.
 * @returns the shapes, in module units from the image's top-left corner.
 * @throws ToolInputError for a margin or logo size out of range.
 */
export function qrShapes(symbol: QrSymbol, margin: number, style: QrModuleStyle = 'square', logo?: QrLogo): QrShape[] {
  checkMargin(margin);
  const { size } = symbol;
  let { modules } = symbol;
  if (logo) {
    const box = qrLogoBox(size, logo.size);
    modules = modules.slice();
    for (let row = box.start; row < box.start + box.modules; row++)
      modules.fill(0, row * size + box.start, row * size + box.start + box.modules);
  }
  const shapes: QrShape[] = [];
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!modules[row * size + column]) {
        column++;
        continue;
      }
      if (style !== 'square' && !inFinder(size, row, column)) {
        shapes.push(
          style === 'dots'
            ? { x: column + margin + 0.1, y: row + margin + 0.1, w: 0.8, h: 0.8, r: 0.4 }
            : { x: column + margin, y: row + margin, w: 1, h: 1, r: 0.3 },
        );
        column++;
        continue;
      }
      let end = column;
      while (end < size && modules[row * size + end] && (style === 'square' || inFinder(size, row, end))) end++;
      shapes.push({ x: column + margin, y: row + margin, w: end - column, h: 1, r: 0 });
      column = end;
    }
  }
  return shapes;
}

/** A number for SVG path data: at most 2 decimals, no trailing zeros. */
function num(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/**
 * SVG path data (module units) drawing the shapes: `M x y h w v h h -w z` for rectangles, with
 * quarter arcs at the corners for rounded ones.
 *
 * @param shapes - from {@link qrShapes}.
 * @returns the `d` attribute of one path.
 */
export function qrPathData(shapes: readonly QrShape[]): string {
  return shapes
    .map(({ x, y, w, h, r }) => {
      if (r === 0) return `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}z`;
      const a = (dx: number, dy: number) => `a${num(r)} ${num(r)} 0 0 1 ${num(dx)} ${num(dy)}`;
      return `M${num(x + r)} ${num(y)}h${num(w - 2 * r)}${a(r, r)}v${num(h - 2 * r)}${a(-r, r)}h${num(-(w - 2 * r))}${a(-r, -r)}v${num(-(h - 2 * r))}${a(r, -r)}z`;
    })
    .join('');
}

function svgFill(attribute: string, color: Rgba): string {
  if (color.a === 0) return `${attribute}="none"`;
  return color.a === 255
    ? `${attribute}="${rgbHex(color)}"`
    : `${attribute}="${rgbHex(color)}" ${attribute}-opacity="${num(color.a / 255)}"`;
}

/** Side of the drawn image, in modules: the symbol plus the quiet zone on both sides. */
export function qrImageModules(symbol: QrSymbol, margin: number): number {
  return symbol.size + 2 * margin;
}

/**
 * Draws a symbol as an SVG 1.1 document: a background rectangle and one path for the dark modules,
 * in a viewBox of one unit per module (so it scales without blur).
 *
 * @param symbol - the symbol ({@link encodeQr}).
 * @param options - margin (modules), colours, module style.
 * @param sizePx - width and height written on the root element, in CSS pixels (default: 8 per module).
 * @returns the SVG text (UTF-8, with an XML declaration).
 * @throws ToolInputError for a bad colour or margin.
 */
export function qrToSvg(symbol: QrSymbol, options: QrDrawOptions, sizePx?: number): string {
  const fg = parseHexColor(options.foreground, 'Foreground colour');
  const bg = parseHexColor(options.background, 'Background colour');
  const style = options.moduleStyle ?? 'square';
  const side = qrImageModules(symbol, options.margin);
  const d = qrPathData(qrShapes(symbol, options.margin, style, options.logo));
  const px = sizePx ?? side * 8;
  let image = '';
  if (options.logo?.href) {
    if (!/^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,][^"<>\s]*$/.test(options.logo.href))
      throw new ToolInputError('The logo must be a PNG, JPEG, GIF, WebP or SVG image.');
    const box = qrLogoBox(symbol.size, options.logo.size);
    image = `<image x="${box.start + options.margin}" y="${box.start + options.margin}" width="${box.modules}" height="${box.modules}" preserveAspectRatio="xMidYMid meet" xlink:href="${options.logo.href}"/>`;
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg"${image ? ' xmlns:xlink="http://www.w3.org/1999/xlink"' : ''} version="1.1" width="${px}" height="${px}" viewBox="0 0 ${side} ${side}"${style === 'square' ? ' shape-rendering="crispEdges"' : ''}>` +
    `<rect width="${side}" height="${side}" ${svgFill('fill', bg)}/>` +
    `<path ${svgFill('fill', fg)} d="${d}"/>` +
    image +
    `</svg>\n`
  );
}

/** An RGBA raster (the shape of the DOM's ImageData: 4 bytes per pixel, row by row). */
export interface QrRaster {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Largest raster side accepted by {@link qrToRaster}, in pixels. */
export const QR_MAX_PIXELS = 4096;

/**
 * Rasterises a symbol into RGBA pixels from the same shapes as {@link qrToSvg} (a pixel is dark
 * when its centre is inside a shape; no anti-aliasing). Used to check codes with a decoder, and
 * to export PNG where no canvas is at hand. A logo's area is left blank (its image is drawn by the caller).
 *
 * @param symbol - the symbol ({@link encodeQr}).
 * @param options - margin (modules), colours, module style.
 * @param sizePx - width and height, in pixels (1–4096; at least one pixel per module to scan).
 * @returns the pixels.
 * @throws ToolInputError for a bad colour, margin or size.
 */
export function qrToRaster(symbol: QrSymbol, options: QrDrawOptions, sizePx: number): QrRaster {
  if (!Number.isInteger(sizePx) || sizePx < 1 || sizePx > QR_MAX_PIXELS)
    throw new ToolInputError(`The image size is a whole number of pixels from 1 to ${QR_MAX_PIXELS} (got ${sizePx}).`);
  const fg = parseHexColor(options.foreground, 'Foreground colour');
  const bg = parseHexColor(options.background, 'Background colour');
  const side = qrImageModules(symbol, options.margin);
  const shapes = qrShapes(symbol, options.margin, options.moduleStyle ?? 'square', options.logo);
  const scale = sizePx / side;
  const data = new Uint8ClampedArray(sizePx * sizePx * 4);
  // One 32-bit word per pixel, in the machine's byte order (as ImageData is laid out).
  const pixels = new Uint32Array(data.buffer);
  const word = ({ r, g, b, a }: Rgba) => new Uint32Array(Uint8Array.of(r, g, b, a).buffer)[0]!;
  pixels.fill(word(bg));
  const paint = word(fg);
  for (const { x, y, w, h, r } of shapes) {
    const x0 = Math.max(0, Math.floor(x * scale));
    const x1 = Math.min(sizePx, Math.ceil((x + w) * scale));
    const y0 = Math.max(0, Math.floor(y * scale));
    const y1 = Math.min(sizePx, Math.ceil((y + h) * scale));
    for (let py = y0; py < y1; py++) {
      const v = (py + 0.5) / scale;
      if (v < y || v >= y + h) continue;
      for (let px = x0; px < x1; px++) {
        const u = (px + 0.5) / scale;
        if (u < x || u >= x + w) continue;
        if (r > 0) {
          // Distance from the corner circle's centre, for points in a corner square.
          const cx = Math.min(Math.max(u, x + r), x + w - r);
          const cy = Math.min(Math.max(v, y + r), y + h - r);
          if ((u - cx) ** 2 + (v - cy) ** 2 > r * r) continue;
        }
        pixels[py * sizePx + px] = paint;
      }
    }
  }
  return { data, width: sizePx, height: sizePx };
}

/** Options of {@link qrToText}. */
export interface QrTextOptions {
  /** Quiet zone, in modules (0–40). */
  margin: number;
  /** Two rows of modules per line with half blocks (▀ ▄ █), instead of two characters per module. */
  compact: boolean;
  /** Light text on a dark screen (a terminal): dark modules are drawn as spaces, light ones as blocks. */
  invert: boolean;
}

/**
 * Draws a symbol with Unicode block characters, for a terminal, a text file or a chat message.
 *
 * @param symbol - the symbol ({@link encodeQr}).
 * @param options - margin, compact (half blocks) and invert (for light text on a dark screen).
 * @returns the lines, joined with `\n`.
 * @throws ToolInputError for a margin out of range.
 */
export function qrToText(symbol: QrSymbol, options: QrTextOptions): string {
  checkMargin(options.margin);
  const { size, modules } = symbol;
  const { margin } = options;
  const side = size + 2 * margin;
  // Whether a cell is inked (drawn as a block): dark modules normally, light ones when inverted.
  const inked = (row: number, column: number) => {
    const r = row - margin;
    const c = column - margin;
    const dark = r >= 0 && r < size && c >= 0 && c < size && modules[r * size + c] === 1;
    return dark !== options.invert;
  };
  const lines: string[] = [];
  if (options.compact) {
    for (let row = 0; row < side; row += 2) {
      let line = '';
      for (let column = 0; column < side; column++) {
        const top = inked(row, column);
        const bottom = row + 1 < side ? inked(row + 1, column) : options.invert;
        line += top && bottom ? '█' : top ? '▀' : bottom ? '▄' : ' ';
      }
      lines.push(line);
    }
  } else {
    for (let row = 0; row < side; row++) {
      let line = '';
      for (let column = 0; column < side; column++) line += inked(row, column) ? '██' : '  ';
      lines.push(line);
    }
  }
  return lines.join('\n');
}
