import { ToolInputError } from '@handy-tools/ui/kit';

/** An image as straight (not premultiplied) RGBA bytes, row by row, like `ImageData`. */
export interface AsciiSourceImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Character ramps, each from the darkest-looking character (most ink) to the lightest (a space),
 * for dark text on a light background.
 */
export const ASCII_RAMPS = {
  /** Paul Bourke's 10-level ramp ("Character representation of grey scale images", 1997). */
  standard: '@%#*+=-:. ',
  /** Paul Bourke's 70-level ramp (same source). */
  detailed: '$@B%8&WM#*oahkbdpqwmZO0QLCJUYXzcvunxrjft/\\|()1{}[]?-_+~<>i!lI;:,"^`\'. ',
  /** Unicode block elements (U+2588, U+2593, U+2592, U+2591) and a space. */
  blocks: '█▓▒░ ',
  /** Two levels. */
  binary: '# ',
  /** Digits and a few signs, for places that only show those. */
  simple: '#+-. ',
} as const;

/** The name of a built-in ramp. */
export type AsciiRampName = keyof typeof ASCII_RAMPS;

/** How the image is turned into characters. */
export interface AsciiOptions {
  /** Output width in characters, 1…{@link MAX_ASCII_COLUMNS}. */
  columns: number;
  /** The characters from darkest to lightest (at least one; Unicode characters are allowed). */
  ramp: string;
  /** Light text on a dark background: the ramp is used backwards. */
  invert: boolean;
  /** -100…100 (0 leaves the image as it is). */
  contrast: number;
  /** -100…100 (0 leaves the image as it is). */
  brightness: number;
  /**
   * Width ÷ height of one character cell of the font the art is shown in (monospace fonts are about
   * 0.5: twice as tall as wide), 0.2…2; 1 draws one row per column's worth of pixels (no correction).
   */
  cellAspect: number;
}

/** One character and the average colour of the pixels it stands for. */
export interface AsciiCell {
  char: string;
  /** `#rrggbb`. */
  color: string;
}

/** Most characters per line. */
export const MAX_ASCII_COLUMNS = 500;

/**
 * The rows of characters for an image `width × height` at `columns` characters a line: the image is
 * cut in cells `width/columns` pixels wide and `width/columns/cellAspect` high.
 *
 * @param width - image width in pixels (> 0).
 * @param height - image height in pixels (> 0).
 * @param columns - characters a line.
 * @param cellAspect - width ÷ height of a character cell.
 * @returns the number of lines (at least 1).
 */
export function asciiRows(width: number, height: number, columns: number, cellAspect: number): number {
  return Math.max(1, Math.round((height / width) * columns * cellAspect));
}

function checkOptions(options: AsciiOptions): string[] {
  const { columns, contrast, brightness, cellAspect } = options;
  if (!Number.isInteger(columns) || columns < 1 || columns > MAX_ASCII_COLUMNS)
    throw new ToolInputError(`The width must be a whole number of characters from 1 to ${MAX_ASCII_COLUMNS}; got ${columns}.`);
  if (!(contrast >= -100 && contrast <= 100)) throw new ToolInputError(`The contrast must be from -100 to 100; got ${contrast}.`);
  if (!(brightness >= -100 && brightness <= 100)) throw new ToolInputError(`The brightness must be from -100 to 100; got ${brightness}.`);
  if (!(cellAspect >= 0.2 && cellAspect <= 2)) throw new ToolInputError(`The character aspect must be from 0.2 to 2; got ${cellAspect}.`);
  // Characters, not UTF-16 units; line breaks and other controls would break the grid.
  const chars = Array.from(options.ramp.toWellFormed()).filter((c) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(c));
  if (chars.length === 0) throw new ToolInputError('Enter at least one character for the character set (darkest first).');
  return chars;
}

/**
 * Contrast and brightness on one 0…255 channel: contrast with the usual factor
 * `259 (C + 255) / (255 (259 − C))` around mid-grey (C = contrast × 2.55), then brightness added
 * (× 2.55), clamped to 0…255.
 *
 * @param value - 0…255.
 * @param contrast - -100…100.
 * @param brightness - -100…100.
 * @returns the adjusted value, 0…255 (not rounded).
 */
export function adjustChannel(value: number, contrast: number, brightness: number): number {
  const c = contrast * 2.55;
  const factor = (259 * (c + 255)) / (255 * (259 - c));
  return Math.min(255, Math.max(0, factor * (value - 128) + 128 + brightness * 2.55));
}

/**
 * Maps an image, already scaled to one pixel a character (`columns × rows`), to characters: each
 * pixel is laid over white (its alpha), adjusted ({@link adjustChannel}), and its luma
 * Y′ = 0.299 R′ + 0.587 G′ + 0.114 B′ (ITU-R BT.601, as JPEG/JFIF) picks the ramp's character:
 * black the first, white the last (the other way round when `invert`).
 *
 * @param image - RGBA pixels, one per character cell (e.g. from the image pipeline's resize).
 * @param options - ramp, invert, contrast and brightness ({@link AsciiOptions}; `columns` and
 *   `cellAspect` are not used here: the image is already at that size).
 * @returns rows of {@link AsciiCell}, top to bottom.
 * @throws ToolInputError for an empty image, data of the wrong length, an empty ramp or options out of range.
 */
export function asciiCells(image: AsciiSourceImage, options: AsciiOptions): AsciiCell[][] {
  const chars = checkOptions({ ...options, columns: Math.min(MAX_ASCII_COLUMNS, Math.max(1, image.width)) });
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new ToolInputError(`The image has no pixels (${width} × ${height}).`);
  if (data.length !== width * height * 4)
    throw new ToolInputError(`The pixel data holds ${data.length} bytes, not ${width} × ${height} × 4.`);
  const levels = chars.length;
  const rows: AsciiCell[][] = [];
  for (let y = 0; y < height; y++) {
    const row: AsciiCell[] = [];
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const a = (data[i + 3] ?? 255) / 255;
      const over = (v: number) => v * a + 255 * (1 - a);
      const r = adjustChannel(over(data[i] ?? 0), options.contrast, options.brightness);
      const g = adjustChannel(over(data[i + 1] ?? 0), options.contrast, options.brightness);
      const b = adjustChannel(over(data[i + 2] ?? 0), options.contrast, options.brightness);
      const luma = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
      let level = Math.min(levels - 1, Math.floor(luma * levels));
      if (options.invert) level = levels - 1 - level;
      const hex = (v: number) => Math.round(v).toString(16).padStart(2, '0');
      row.push({ char: chars[level] ?? ' ', color: `#${hex(r)}${hex(g)}${hex(b)}` });
    }
    rows.push(row);
  }
  return rows;
}

/**
 * The art as plain text: one line a row, trailing spaces kept (so every line is as wide), lines
 * joined with `\n`.
 *
 * @param cells - from {@link asciiCells}.
 * @returns the text.
 */
export function asciiText(cells: readonly AsciiCell[][]): string {
  return cells.map((row) => row.map((c) => c.char).join('')).join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * The lines of the coloured art as HTML: each run of characters of one colour a
 * `<span style="color:#rrggbb">`, the text escaped (`&`, `<`, `>`, `"`, `'`), lines joined with `\n`
 * (to go inside a `<pre>`).
 *
 * @param cells - from {@link asciiCells}.
 * @returns the HTML of the lines.
 */
export function asciiHtmlLines(cells: readonly AsciiCell[][]): string {
  return cells
    .map((row) => {
      let out = '';
      let run = '';
      let color = '';
      for (const cell of row) {
        if (cell.color !== color && run !== '') {
          out += `<span style="color:${color}">${escapeHtml(run)}</span>`;
          run = '';
        }
        color = cell.color;
        run += cell.char;
      }
      if (run !== '') out += `<span style="color:${color}">${escapeHtml(run)}</span>`;
      return out;
    })
    .join('\n');
}

/**
 * The art as coloured HTML: {@link asciiHtmlLines} in a `<pre>` with a monospace font and the
 * background given.
 *
 * @param cells - from {@link asciiCells}.
 * @param background - `#rrggbb` behind the art (e.g. black for inverted art); anything else is white.
 * @returns a standalone HTML fragment.
 */
export function asciiHtml(cells: readonly AsciiCell[][], background = '#ffffff'): string {
  const bg = /^#[0-9a-f]{6}$/i.test(background) ? background : '#ffffff';
  return `<pre style="font-family:monospace;line-height:1;background:${bg};display:inline-block;padding:8px">${asciiHtmlLines(cells)}</pre>`;
}

/** The languages {@link asciiAsCode} writes. */
export const ASCII_LANGUAGES = [
  'text',
  'markdown',
  'bash',
  'powershell',
  'python',
  'javascript',
  'c',
  'cpp',
  'csharp',
  'java',
  'go',
  'rust',
  'php',
  'ruby',
] as const;

/** One of {@link ASCII_LANGUAGES}. */
export type AsciiLanguage = (typeof ASCII_LANGUAGES)[number];

/**
 * A double-quoted string literal with C-like escapes: `\\`, `"`, and control characters as
 * `\uXXXX`, `\u{X}` or three-digit octal (C, C++ and Java, where `\x` runs on and `\u` is unsafe).
 */
function quoted(line: string, unicode: 'u4' | 'u{}' | 'oct' = 'u4'): string {
  return `"${line.replace(/[\\"\p{Cc}]/gu, (c) => {
    if (c === '\\' || c === '"') return `\\${c}`;
    const code = c.codePointAt(0) ?? 0;
    if (unicode === 'u{}') return `\\u{${code.toString(16)}}`;
    if (unicode === 'oct') return `\\${code.toString(8).padStart(3, '0')}`;
    return `\\u${code.toString(16).padStart(4, '0')}`;
  })}"`;
}

/**
 * The art as a program that prints it, one print statement a line, each line a string literal
 * escaped for that language (as the it-tools original offered), or as plain text / a Markdown
 * code block.
 *
 * @param text - the art (lines joined with `\n`).
 * @param language - one of {@link ASCII_LANGUAGES}.
 * @returns the source text.
 */
export function asciiAsCode(text: string, language: AsciiLanguage): string {
  const lines = text.split('\n');
  const each = (f: (line: string) => string) => lines.map(f).join('\n');
  switch (language) {
    case 'text':
      return text;
    case 'markdown': {
      const fence = '`'.repeat(Math.max(3, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length + 1)));
      return `${fence}text\n${text}\n${fence}`;
    }
    case 'bash':
      return each((l) => `printf '%s\\n' '${l.replaceAll("'", `'\\''`)}'`);
    case 'powershell':
      return each((l) => `Write-Output '${l.replaceAll("'", "''")}'`);
    case 'python':
      return each((l) => `print(${quoted(l)})`);
    case 'javascript':
      return each((l) => `console.log(${quoted(l)});`);
    case 'c':
      return `#include <stdio.h>\n\nint main(void) {\n${each((l) => `  puts(${quoted(l, 'oct')});`)}\n  return 0;\n}`;
    case 'cpp':
      return `#include <iostream>\n\nint main() {\n${each((l) => `  std::cout << ${quoted(l, 'oct')} << '\\n';`)}\n}`;
    case 'csharp':
      return each((l) => `System.Console.WriteLine(${quoted(l)});`);
    case 'java':
      return each((l) => `System.out.println(${quoted(l, 'oct')});`);
    case 'go':
      return `package main\n\nimport "fmt"\n\nfunc main() {\n${each((l) => `\tfmt.Println(${quoted(l)})`)}\n}`;
    case 'rust':
      return `fn main() {\n${each((l) => `    println!("{}", ${quoted(l, 'u{}')});`)}\n}`;
    case 'php':
      return `<?php\n${each((l) => `echo ${quoted(l).replaceAll('$', '\\$')}, "\\n";`)}`;
    case 'ruby':
      return each((l) => `puts ${quoted(l).replaceAll('#', '\\#')}`);
  }
}
