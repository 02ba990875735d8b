import { ToolInputError } from '@handy-tools/ui/kit';
import figlet from 'figlet';
import { graphemeCount } from '../shared/graphemes.js';
import { FONT_LOADERS } from './fonts.js';

/** Every FIGlet font figlet ships (335), by name, in alphabetical order. */
export const FIGLET_FONTS: readonly string[] = Object.keys(FONT_LOADERS);

/** FIGlet's layout modes (figfont.txt §"Smushing rules"): how letters are joined side by side or lines one above the other. */
export const FIGLET_LAYOUTS = ['default', 'full', 'fitted', 'controlled smushing', 'universal smushing'] as const;

/** A FIGlet layout mode: `default` is the font's own; `full` keeps every letter's full width; `fitted` (kerning) moves letters until they touch; smushing overlaps them by the font's rules (`controlled`) or always (`universal`). */
export type FigletLayout = (typeof FIGLET_LAYOUTS)[number];

/** How {@link drawFiglet} lays text out. */
export interface FigletDrawOptions {
  /** Font name, one of {@link FIGLET_FONTS}. */
  font: string;
  /** Horizontal layout (between letters). Default `default`. */
  horizontalLayout?: FigletLayout;
  /** Vertical layout (between lines of text). Default `default`. */
  verticalLayout?: FigletLayout;
  /** Maximum output width in columns; longer text wraps at spaces. 0 = never wrap. Default 80. */
  width?: number;
}

/** FIGlet text is for banners: the most characters (graphemes) drawn at once. */
export const MAX_FIGLET_CHARS = 2000;

// Fonts are bundled (FONT_LOADERS): figlet must never fetch one from a URL.
figlet.defaults({ fetchFontIfMissing: false });

/**
 * Loads a FIGlet font into figlet (once), from its bundled module.
 *
 * @param font - a name from {@link FIGLET_FONTS}.
 * @returns when the font is ready for {@link drawFiglet}.
 * @throws ToolInputError when no font has that name.
 */
export async function loadFigletFont(font: string): Promise<void> {
  if (figlet.loadedFonts().includes(font)) return;
  const loader = Object.hasOwn(FONT_LOADERS, font) ? FONT_LOADERS[font] : undefined;
  if (!loader) throw new ToolInputError(`There is no FIGlet font named "${font}".`);
  const data = (await loader()).default;
  figlet.parseFont(font, data);
}

/**
 * Whether a font is loaded (so {@link drawFiglet} can use it at once).
 *
 * @param font - a font name.
 * @returns true once {@link loadFigletFont} has loaded it.
 */
export function isFigletFontLoaded(font: string): boolean {
  return figlet.loadedFonts().includes(font);
}

/**
 * Draws text in large letters made of characters with a FIGlet font (figlet, after the FIGfont
 * standard 2.0, figfont.txt). The font must be loaded ({@link loadFigletFont}).
 *
 * @param text - the text; line breaks start new rows of letters.
 * @param options - font, layouts and width ({@link FigletDrawOptions}).
 * @returns `art`: the drawing, lines joined by "\n", trailing spaces and blank last lines removed; `missing`: the
 *   characters the font has no letter for (drawn as nothing), once each.
 * @throws ToolInputError when the text is over {@link MAX_FIGLET_CHARS} characters, the width is
 *   not 0 to 10,000, or the font is unknown or not loaded.
 */
export function drawFiglet(text: string, options: FigletDrawOptions): { art: string; missing: string[] } {
  if (text.length > MAX_FIGLET_CHARS * 8 || graphemeCount(text) > MAX_FIGLET_CHARS) {
    throw new ToolInputError(`FIGlet text is for banners: at most ${MAX_FIGLET_CHARS} characters.`);
  }
  const width = options.width ?? 80;
  if (!Number.isInteger(width) || width < 0 || width > 10_000) throw new ToolInputError('The width must be a whole number from 0 to 10,000.');
  if (!Object.hasOwn(FONT_LOADERS, options.font)) throw new ToolInputError(`There is no FIGlet font named "${options.font}".`);
  if (!isFigletFontLoaded(options.font)) throw new ToolInputError(`The font "${options.font}" is not loaded yet.`);
  const font = figlet.figFonts[options.font]!;
  const missing = new Set<string>();
  for (const char of text) {
    if (char === '\n' || char === '\r') continue;
    const code = char.codePointAt(0)!;
    if (font[code] === undefined) missing.add(char);
  }
  const art = figlet.textSync(text.replace(/\r\n?/g, '\n'), {
    font: options.font,
    horizontalLayout: options.horizontalLayout ?? 'default',
    verticalLayout: options.verticalLayout ?? 'default',
    ...(width > 0 ? { width, whitespaceBreak: true } : {}),
  });
  return {
    art: art
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n+$/, ''),
    missing: [...missing],
  };
}

/** Ways to wrap a drawing for pasting into code. */
export const ART_WRAPPINGS = ['none', 'line-comment', 'hash-comment', 'block-comment', 'html-comment', 'javascript', 'python', 'bash'] as const;

/** One of {@link ART_WRAPPINGS}. */
export type ArtWrapping = (typeof ART_WRAPPINGS)[number];

/**
 * Wraps a drawing for pasting into source code: as comments (`//`, `#`, `/* *\/`, `<!-- -->`) or as
 * statements that print it (JavaScript `console.log` of a template literal, Python `print` of a
 * raw triple-quoted string, Bash `cat` of a quoted here-document). The drawing prints unchanged:
 * what would end the string or comment is escaped.
 *
 * @param art - the drawing (lines joined by "\n").
 * @param wrapping - one of {@link ART_WRAPPINGS}; `none` returns the drawing as is.
 * @returns the wrapped text.
 */
export function wrapArt(art: string, wrapping: ArtWrapping): string {
  const lines = art.split('\n');
  const prefixed = (prefix: string) => lines.map((line) => (line === '' ? prefix.trimEnd() : prefix + line)).join('\n');
  switch (wrapping) {
    case 'line-comment':
      return prefixed('// ');
    case 'hash-comment':
      return prefixed('# ');
    case 'block-comment':
      return `/*\n${prefixed(' * ').replaceAll('*/', '*\\/')}\n */`;
    case 'html-comment':
      // "--" may not appear inside an HTML comment (HTML Living Standard §13.1.6).
      return `<!--\n${art.replace(/-(?=-)/g, '- ')}\n-->`;
    case 'javascript':
      return `console.log(\`${art.replace(/[\\`]/g, '\\$&').replaceAll('${', '\\${')}\`);`;
    case 'python': {
      // A raw string cannot end with a backslash or hold """: use an escaped normal string instead.
      const escaped = art.replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"').replace(/"$/, '\\"');
      return `print("""\\\n${escaped}""")`;
    }
    case 'bash': {
      let marker = 'EOF';
      while (lines.includes(marker)) marker += '_';
      return `cat <<'${marker}'\n${art}\n${marker}`;
    }
    default:
      return art;
  }
}
