import type { Plugin } from 'prettier';
import { formatWithPrettier, PRETTIER_DEFAULTS, type PrettierOptions } from '../shared/prettier.js';

/** The parsers the HTML prettifier offers: HTML, and Vue single-file components. */
export const HTML_PARSERS = ['html', 'vue'] as const;
/** One of {@link HTML_PARSERS}. */
export type HtmlParser = (typeof HTML_PARSERS)[number];

/** Options of {@link prettifyHtml}: the Prettier options that apply to HTML and its inline scripts and styles. */
export type HtmlPrettifierOptions = Omit<PrettierOptions, 'parser'> & { parser: HtmlParser };

/** Prettier's defaults for HTML. */
export const HTML_DEFAULTS: HtmlPrettifierOptions = { ...PRETTIER_DEFAULTS, parser: 'html' };

/**
 * Formats HTML (or a Vue component) with Prettier 3: the html plugin, with babel + estree for inline
 * `<script>` and postcss for `<style>` and `style` attributes, all loaded on first use. With the
 * default white-space sensitivity ("css") the page renders the same after formatting. Nothing in
 * the document is run or loaded.
 *
 * @param code - the HTML; blank text gives ''.
 * @param options - parser and options (missing ones take Prettier's defaults).
 * @returns the formatted HTML, ending with a newline.
 * @throws ToolInputError for a syntax error (e.g. an unclosed or unexpected closing tag): "Line L, column C: …".
 * @see https://prettier.io/docs/options#html-whitespace-sensitivity, https://html.spec.whatwg.org/
 */
export async function prettifyHtml(code: string, options: Partial<HtmlPrettifierOptions> = {}): Promise<string> {
  const all = { ...HTML_DEFAULTS, ...options };
  if (code.trim() === '') return '';
  const plugins = (await Promise.all([
    import('prettier/plugins/html'),
    import('prettier/plugins/babel'),
    import('prettier/plugins/estree'),
    import('prettier/plugins/postcss'),
  ])) as Plugin[];
  return formatWithPrettier(code, all, plugins, all.parser === 'vue' ? 'Vue' : 'HTML');
}
