import type { Plugin } from 'prettier';
import { formatWithPrettier, PRETTIER_DEFAULTS, type PrettierOptions } from '../shared/prettier.js';

/** The parsers the JavaScript prettifier offers: JavaScript with JSX, Flow, TypeScript, JSON, JSON5. */
export const JAVASCRIPT_PARSERS = ['babel', 'babel-flow', 'typescript', 'json', 'json5'] as const;
/** One of {@link JAVASCRIPT_PARSERS}. */
export type JavascriptParser = (typeof JAVASCRIPT_PARSERS)[number];

/** Options of {@link prettifyJavascript}: Prettier's, with a JavaScript parser. */
export type JavascriptPrettifierOptions = Omit<PrettierOptions, 'parser' | 'htmlWhitespaceSensitivity' | 'vueIndentScriptAndStyle'> & {
  parser: JavascriptParser;
};

/** Prettier's defaults for JavaScript (babel parser). */
export const JAVASCRIPT_DEFAULTS: JavascriptPrettifierOptions = { ...PRETTIER_DEFAULTS, parser: 'babel' };

/**
 * Loads the Prettier plugins a JavaScript parser needs: babel + estree, or typescript + estree
 * (the TypeScript parser is ~215 KB gzip: loaded only when chosen).
 *
 * @param parser - one of {@link JAVASCRIPT_PARSERS}.
 * @returns the plugins.
 */
async function loadPlugins(parser: JavascriptParser): Promise<Plugin[]> {
  const estree = import('prettier/plugins/estree');
  const parserPlugin = parser === 'typescript' ? import('prettier/plugins/typescript') : import('prettier/plugins/babel');
  return (await Promise.all([parserPlugin, estree])) as Plugin[];
}

/**
 * Formats JavaScript, JSX, Flow, TypeScript, JSON or JSON5 with Prettier 3 (standalone build,
 * plugins loaded on first use; nothing is executed).
 *
 * @param code - the source text; blank text gives ''.
 * @param options - parser and Prettier options (missing ones take Prettier's defaults).
 * @returns the formatted code, ending with a newline.
 * @throws ToolInputError for a syntax error: "Line L, column C: <parser message>" with `line` and `column` set.
 * @see https://prettier.io/docs/options
 */
export async function prettifyJavascript(code: string, options: Partial<JavascriptPrettifierOptions> = {}): Promise<string> {
  const all = { ...JAVASCRIPT_DEFAULTS, ...options };
  if (code.trim() === '') return '';
  const what = all.parser === 'typescript' ? 'TypeScript' : all.parser.startsWith('json') ? 'JSON' : 'JavaScript';
  return formatWithPrettier(code, { ...PRETTIER_DEFAULTS, ...all }, await loadPlugins(all.parser), what);
}
