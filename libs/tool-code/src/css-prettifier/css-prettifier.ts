import type { Plugin } from 'prettier';
import { formatWithPrettier, PRETTIER_DEFAULTS, type PrettierOptions } from '../shared/prettier.js';

/** The parsers the CSS prettifier offers: CSS, SCSS, Less (Prettier's postcss plugin). */
export const CSS_PARSERS = ['css', 'scss', 'less'] as const;
/** One of {@link CSS_PARSERS}. */
export type CssParser = (typeof CSS_PARSERS)[number];

/** Options of {@link prettifyCss}: the Prettier options that apply to style sheets. */
export interface CssPrettifierOptions extends Pick<PrettierOptions, 'printWidth' | 'tabWidth' | 'useTabs' | 'singleQuote'> {
  parser: CssParser;
}

/** Prettier's defaults for CSS. */
export const CSS_DEFAULTS: CssPrettifierOptions = {
  parser: 'css',
  printWidth: PRETTIER_DEFAULTS.printWidth,
  tabWidth: PRETTIER_DEFAULTS.tabWidth,
  useTabs: PRETTIER_DEFAULTS.useTabs,
  singleQuote: PRETTIER_DEFAULTS.singleQuote,
};

/**
 * Formats CSS, SCSS or Less with Prettier 3 (standalone build and its postcss plugin, loaded on
 * first use): one declaration per line, selectors of a list on their own lines, indented blocks,
 * lower-case hex colours and units kept as written, comments kept.
 *
 * @param code - the style sheet; blank text gives ''.
 * @param options - parser and options (missing ones take Prettier's defaults).
 * @returns the formatted style sheet, ending with a newline.
 * @throws ToolInputError for a syntax error: "Line L, column C: <parser message>" with `line` and `column` set.
 * @see https://prettier.io/docs/options, https://www.w3.org/TR/css-syntax-3/
 */
export async function prettifyCss(code: string, options: Partial<CssPrettifierOptions> = {}): Promise<string> {
  const all = { ...CSS_DEFAULTS, ...options };
  if (code.trim() === '') return '';
  const postcss = (await import('prettier/plugins/postcss')) as Plugin;
  const what = all.parser === 'scss' ? 'SCSS' : all.parser === 'less' ? 'Less' : 'CSS';
  return formatWithPrettier(code, { ...PRETTIER_DEFAULTS, ...all }, [postcss], what);
}
