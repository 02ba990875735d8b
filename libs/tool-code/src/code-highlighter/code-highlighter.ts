import { ToolInputError } from '@handy-tools/ui/kit';
import type { HighlighterCore, LanguageRegistration, ShikiTransformer, ThemeRegistration } from 'shiki/core';

type Loader<T> = () => Promise<{ default: T }>;

/**
 * The languages offered, id → label and grammar loader (each grammar is its own chunk, loaded
 * when chosen). Ids are Shiki's; `text` is plain text with no grammar.
 */
export const HIGHLIGHT_LANGUAGES = {
  text: { label: 'Plain text', load: null },
  bash: { label: 'Bash / Shell', load: () => import('shiki/langs/bash.mjs') },
  c: { label: 'C', load: () => import('shiki/langs/c.mjs') },
  cpp: { label: 'C++', load: () => import('shiki/langs/cpp.mjs') },
  csharp: { label: 'C#', load: () => import('shiki/langs/csharp.mjs') },
  clojure: { label: 'Clojure', load: () => import('shiki/langs/clojure.mjs') },
  css: { label: 'CSS', load: () => import('shiki/langs/css.mjs') },
  dart: { label: 'Dart', load: () => import('shiki/langs/dart.mjs') },
  diff: { label: 'Diff', load: () => import('shiki/langs/diff.mjs') },
  dockerfile: { label: 'Dockerfile', load: () => import('shiki/langs/dockerfile.mjs') },
  elixir: { label: 'Elixir', load: () => import('shiki/langs/elixir.mjs') },
  go: { label: 'Go', load: () => import('shiki/langs/go.mjs') },
  graphql: { label: 'GraphQL', load: () => import('shiki/langs/graphql.mjs') },
  groovy: { label: 'Groovy', load: () => import('shiki/langs/groovy.mjs') },
  haskell: { label: 'Haskell', load: () => import('shiki/langs/haskell.mjs') },
  html: { label: 'HTML', load: () => import('shiki/langs/html.mjs') },
  ini: { label: 'INI', load: () => import('shiki/langs/ini.mjs') },
  java: { label: 'Java', load: () => import('shiki/langs/java.mjs') },
  javascript: { label: 'JavaScript', load: () => import('shiki/langs/javascript.mjs') },
  json: { label: 'JSON', load: () => import('shiki/langs/json.mjs') },
  jsx: { label: 'JSX', load: () => import('shiki/langs/jsx.mjs') },
  kotlin: { label: 'Kotlin', load: () => import('shiki/langs/kotlin.mjs') },
  latex: { label: 'LaTeX', load: () => import('shiki/langs/latex.mjs') },
  less: { label: 'Less', load: () => import('shiki/langs/less.mjs') },
  lua: { label: 'Lua', load: () => import('shiki/langs/lua.mjs') },
  makefile: { label: 'Makefile', load: () => import('shiki/langs/makefile.mjs') },
  markdown: { label: 'Markdown', load: () => import('shiki/langs/markdown.mjs') },
  nginx: { label: 'Nginx', load: () => import('shiki/langs/nginx.mjs') },
  'objective-c': { label: 'Objective-C', load: () => import('shiki/langs/objective-c.mjs') },
  perl: { label: 'Perl', load: () => import('shiki/langs/perl.mjs') },
  php: { label: 'PHP', load: () => import('shiki/langs/php.mjs') },
  powershell: { label: 'PowerShell', load: () => import('shiki/langs/powershell.mjs') },
  python: { label: 'Python', load: () => import('shiki/langs/python.mjs') },
  r: { label: 'R', load: () => import('shiki/langs/r.mjs') },
  ruby: { label: 'Ruby', load: () => import('shiki/langs/ruby.mjs') },
  rust: { label: 'Rust', load: () => import('shiki/langs/rust.mjs') },
  scala: { label: 'Scala', load: () => import('shiki/langs/scala.mjs') },
  scss: { label: 'SCSS', load: () => import('shiki/langs/scss.mjs') },
  sql: { label: 'SQL', load: () => import('shiki/langs/sql.mjs') },
  svelte: { label: 'Svelte', load: () => import('shiki/langs/svelte.mjs') },
  swift: { label: 'Swift', load: () => import('shiki/langs/swift.mjs') },
  toml: { label: 'TOML', load: () => import('shiki/langs/toml.mjs') },
  tsx: { label: 'TSX', load: () => import('shiki/langs/tsx.mjs') },
  typescript: { label: 'TypeScript', load: () => import('shiki/langs/typescript.mjs') },
  vue: { label: 'Vue', load: () => import('shiki/langs/vue.mjs') },
  xml: { label: 'XML', load: () => import('shiki/langs/xml.mjs') },
  yaml: { label: 'YAML', load: () => import('shiki/langs/yaml.mjs') },
} satisfies Record<string, { label: string; load: Loader<LanguageRegistration[]> | null }>;

/** A language id of {@link HIGHLIGHT_LANGUAGES}. */
export type HighlightLanguage = keyof typeof HIGHLIGHT_LANGUAGES;
/** The language ids, for a schema. */
export const HIGHLIGHT_LANGUAGE_IDS = Object.keys(HIGHLIGHT_LANGUAGES) as [HighlightLanguage, ...HighlightLanguage[]];

/** The themes offered, id → label, whether it is dark, and loader (each its own chunk). */
export const HIGHLIGHT_THEMES = {
  'github-light': { label: 'GitHub Light', dark: false, load: () => import('shiki/themes/github-light.mjs') },
  'github-dark': { label: 'GitHub Dark', dark: true, load: () => import('shiki/themes/github-dark.mjs') },
  'github-dark-dimmed': { label: 'GitHub Dark Dimmed', dark: true, load: () => import('shiki/themes/github-dark-dimmed.mjs') },
  'light-plus': { label: 'Light+ (VS Code)', dark: false, load: () => import('shiki/themes/light-plus.mjs') },
  'dark-plus': { label: 'Dark+ (VS Code)', dark: true, load: () => import('shiki/themes/dark-plus.mjs') },
  'one-light': { label: 'One Light', dark: false, load: () => import('shiki/themes/one-light.mjs') },
  'one-dark-pro': { label: 'One Dark Pro', dark: true, load: () => import('shiki/themes/one-dark-pro.mjs') },
  'min-light': { label: 'Min Light', dark: false, load: () => import('shiki/themes/min-light.mjs') },
  'min-dark': { label: 'Min Dark', dark: true, load: () => import('shiki/themes/min-dark.mjs') },
  'solarized-light': { label: 'Solarized Light', dark: false, load: () => import('shiki/themes/solarized-light.mjs') },
  'solarized-dark': { label: 'Solarized Dark', dark: true, load: () => import('shiki/themes/solarized-dark.mjs') },
  'vitesse-light': { label: 'Vitesse Light', dark: false, load: () => import('shiki/themes/vitesse-light.mjs') },
  'vitesse-dark': { label: 'Vitesse Dark', dark: true, load: () => import('shiki/themes/vitesse-dark.mjs') },
  'catppuccin-latte': { label: 'Catppuccin Latte', dark: false, load: () => import('shiki/themes/catppuccin-latte.mjs') },
  'catppuccin-mocha': { label: 'Catppuccin Mocha', dark: true, load: () => import('shiki/themes/catppuccin-mocha.mjs') },
  'rose-pine-dawn': { label: 'Rosé Pine Dawn', dark: false, load: () => import('shiki/themes/rose-pine-dawn.mjs') },
  'rose-pine': { label: 'Rosé Pine', dark: true, load: () => import('shiki/themes/rose-pine.mjs') },
  'everforest-light': { label: 'Everforest Light', dark: false, load: () => import('shiki/themes/everforest-light.mjs') },
  'everforest-dark': { label: 'Everforest Dark', dark: true, load: () => import('shiki/themes/everforest-dark.mjs') },
  'gruvbox-light-medium': { label: 'Gruvbox Light', dark: false, load: () => import('shiki/themes/gruvbox-light-medium.mjs') },
  'gruvbox-dark-medium': { label: 'Gruvbox Dark', dark: true, load: () => import('shiki/themes/gruvbox-dark-medium.mjs') },
  'material-theme-lighter': { label: 'Material Lighter', dark: false, load: () => import('shiki/themes/material-theme-lighter.mjs') },
  'material-theme-darker': { label: 'Material Darker', dark: true, load: () => import('shiki/themes/material-theme-darker.mjs') },
  'ayu-light': { label: 'Ayu Light', dark: false, load: () => import('shiki/themes/ayu-light.mjs') },
  'ayu-dark': { label: 'Ayu Dark', dark: true, load: () => import('shiki/themes/ayu-dark.mjs') },
  nord: { label: 'Nord', dark: true, load: () => import('shiki/themes/nord.mjs') },
  dracula: { label: 'Dracula', dark: true, load: () => import('shiki/themes/dracula.mjs') },
  monokai: { label: 'Monokai', dark: true, load: () => import('shiki/themes/monokai.mjs') },
  'tokyo-night': { label: 'Tokyo Night', dark: true, load: () => import('shiki/themes/tokyo-night.mjs') },
} satisfies Record<string, { label: string; dark: boolean; load: Loader<ThemeRegistration> }>;

/** A theme id of {@link HIGHLIGHT_THEMES}. */
export type HighlightTheme = keyof typeof HIGHLIGHT_THEMES;
/** The theme ids, for a schema. */
export const HIGHLIGHT_THEME_IDS = Object.keys(HIGHLIGHT_THEMES) as [HighlightTheme, ...HighlightTheme[]];

/** Longest code highlighted, in UTF-16 code units: the preview holds a span per token. */
export const MAX_HIGHLIGHT_CHARS = 200_000;

/** Options of {@link highlightCode}. */
export interface HighlightOptions {
  lang: HighlightLanguage;
  theme: HighlightTheme;
  /** Show a line-number gutter (not selectable, so copied text has no numbers). */
  lineNumbers: boolean;
  /** The number of the first line (1 by default; e.g. 42 for an excerpt). */
  startLine: number;
  /** Lines to highlight, as written in the file's numbering: "3, 7-9" (see {@link parseLineRanges}). */
  highlightLines: string;
  /** Leave out the theme's background colour (for pasting into e-mail). */
  transparentBackground: boolean;
}

/** Defaults of {@link HighlightOptions}. */
export const HIGHLIGHT_DEFAULTS: HighlightOptions = {
  lang: 'typescript',
  theme: 'github-light',
  lineNumbers: false,
  startLine: 1,
  highlightLines: '',
  transparentBackground: false,
};

/** What {@link highlightCode} returns. */
export interface HighlightResult {
  /** A self-contained `<pre>` with inline styles only (no classes, no scripts): the text is escaped by Shiki. */
  html: string;
  /** The theme's background and foreground colours (CSS colours). */
  background: string;
  foreground: string;
}

/**
 * Parses a list of line numbers and ranges such as "3, 7-9, 12".
 *
 * @param text - comma- or space-separated numbers `n` and ranges `a-b` (a ≤ b), 1-based; blank for none.
 * @param max - the largest number accepted (e.g. the last line number).
 * @returns the set of line numbers.
 * @throws ToolInputError naming the part that is not a number or range, or out of 1..max.
 */
export function parseLineRanges(text: string, max = Number.MAX_SAFE_INTEGER): Set<number> {
  const lines = new Set<number>();
  for (const part of text.split(/[\s,]+/).filter(Boolean)) {
    const m = /^(\d{1,9})(?:-(\d{1,9}))?$/.exec(part);
    if (!m) throw new ToolInputError(`"${part.slice(0, 20)}" is not a line number or a range like 7-9.`);
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || to < from) throw new ToolInputError(`"${part}" is not a valid range: write the smaller number first, from 1.`);
    if (to > max) throw new ToolInputError(`Line ${to} is past the last line (${max}).`);
    if (to - from > 100_000) throw new ToolInputError(`"${part}" is too long a range.`);
    for (let n = from; n <= to; n++) lines.add(n);
  }
  return lines;
}

let highlighter: Promise<HighlighterCore> | null = null;

/** The Shiki highlighter, created once with the JavaScript regex engine (no WebAssembly). */
async function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
      import('shiki/core'),
      import('shiki/engine/javascript'),
    ]);
    // forgiving: a grammar regex the JS engine cannot translate matches nothing instead of throwing.
    return createHighlighterCore({ engine: createJavaScriptRegexEngine({ forgiving: true }) });
  })();
  return highlighter;
}

/** Appends `rule` to a hast element's inline style. */
function addStyle(node: { properties: Record<string, unknown> }, rule: string): void {
  const style = typeof node.properties.style === 'string' ? node.properties.style : '';
  node.properties.style = style ? `${style.replace(/;?\s*$/, ';')}${rule}` : rule;
}

/**
 * Highlights code with Shiki (TextMate grammars and VS Code themes, JavaScript regex engine;
 * grammars and themes loaded on demand). The code is only tokenised, never run.
 *
 * @param code - the code; blank gives an empty `<pre>`.
 * @param options - see {@link HighlightOptions}; missing ones take {@link HIGHLIGHT_DEFAULTS}.
 * @returns {@link HighlightResult}: HTML with inline styles, self-contained for pasting elsewhere.
 * @throws ToolInputError for an unknown language or theme, a bad line list or start line, or code
 *   over {@link MAX_HIGHLIGHT_CHARS}.
 * @see https://shiki.style/guide/regex-engines (JavaScript engine), https://shiki.style/guide/transformers
 */
export async function highlightCode(code: string, options: Partial<HighlightOptions> = {}): Promise<HighlightResult> {
  const o = { ...HIGHLIGHT_DEFAULTS, ...options };
  if (code.length > MAX_HIGHLIGHT_CHARS)
    throw new ToolInputError(
      `The code is too long to highlight: ${code.length.toLocaleString('en')} characters, at most ${MAX_HIGHLIGHT_CHARS.toLocaleString('en')}.`,
    );
  const language = Object.hasOwn(HIGHLIGHT_LANGUAGES, o.lang) ? HIGHLIGHT_LANGUAGES[o.lang] : undefined;
  if (!language) throw new ToolInputError(`Unknown language "${String(o.lang).slice(0, 40)}".`);
  const theme = Object.hasOwn(HIGHLIGHT_THEMES, o.theme) ? HIGHLIGHT_THEMES[o.theme] : undefined;
  if (!theme) throw new ToolInputError(`Unknown theme "${String(o.theme).slice(0, 40)}".`);
  if (!Number.isInteger(o.startLine) || o.startLine < 0 || o.startLine > 1e9)
    throw new ToolInputError('The first line number must be a whole number from 0 to 1,000,000,000.');
  const text = code.replace(/\r\n?/g, '\n');
  const lineCount = text.split('\n').length;
  const last = o.startLine + lineCount - 1;
  const marked = parseLineRanges(o.highlightLines, Math.max(last, 1));
  for (const n of marked) if (n < o.startLine) throw new ToolInputError(`Line ${n} is before the first line (${o.startLine}).`);

  const h = await getHighlighter();
  if (language.load && !h.getLoadedLanguages().includes(o.lang)) await h.loadLanguage(...(await language.load()).default);
  if (!h.getLoadedThemes().includes(o.theme)) await h.loadTheme((await theme.load()).default);
  const { bg, fg } = h.getTheme(o.theme);
  const gutter = String(last).length;
  const transformer: ShikiTransformer = {
    pre(node) {
      // Self-contained: no class names (they mean nothing where the HTML is pasted).
      delete node.properties.class;
      delete node.properties.tabindex;
      addStyle(node, 'padding:0.75em 1em;overflow-x:auto;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;line-height:1.5');
      if (o.transparentBackground && typeof node.properties.style === 'string')
        node.properties.style = node.properties.style.replace(/background-color:[^;]*;?/, '');
    },
    line(node, line) {
      delete node.properties.class;
      const number = o.startLine + line - 1;
      if (marked.has(number))
        addStyle(
          node,
          `display:inline-block;min-width:100%;background-color:${theme.dark ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.08)'}`,
        );
      if (o.lineNumbers)
        node.children.unshift({
          type: 'element',
          tagName: 'span',
          properties: {
            style: `display:inline-block;width:${gutter}ch;margin-right:2ch;text-align:right;user-select:none`,
            'aria-hidden': 'true',
          },
          children: [{ type: 'text', value: String(number) }],
        });
    },
  };
  // No time limit per line (Shiki's default, 500 ms, leaves the rest of a line unstyled — measured on the
  // first line after a grammar loads, while its regexes compile): this runs in a worker the visitor can stop.
  const html = h.codeToHtml(text, { lang: o.lang, theme: o.theme, transformers: [transformer], tokenizeTimeLimit: 0 });
  return { html, background: bg, foreground: fg };
}
