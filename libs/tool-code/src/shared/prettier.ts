import { ToolInputError } from '@handy-tools/ui/kit';
import type { Plugin } from 'prettier';
import * as z from 'zod/mini';

/** Parsers the three prettifiers offer (Prettier's names). */
export const PRETTIER_PARSERS = [
  'babel',
  'babel-flow',
  'babel-ts',
  'typescript',
  'json',
  'json5',
  'css',
  'scss',
  'less',
  'html',
  'vue',
] as const;
/** A Prettier parser name, see {@link PRETTIER_PARSERS}. */
export type PrettierParser = (typeof PRETTIER_PARSERS)[number];

/** Prettier's `trailingComma` values. */
export const TRAILING_COMMAS = ['all', 'es5', 'none'] as const;
/** Prettier's `htmlWhitespaceSensitivity` values. */
export const HTML_WHITESPACE = ['css', 'strict', 'ignore'] as const;
/** Prettier's `arrowParens` values. */
export const ARROW_PARENS = ['always', 'avoid'] as const;
/** Prettier's `quoteProps` values. */
export const QUOTE_PROPS = ['as-needed', 'consistent', 'preserve'] as const;

/**
 * The Prettier options the prettifiers expose. Defaults are Prettier 3's own
 * (https://prettier.io/docs/options): width 80, 2 spaces, double quotes, semicolons,
 * trailing commas "all", bracket spacing, arrow parens "always", HTML white space "css".
 */
export interface PrettierOptions {
  /** Which parser reads the input. */
  parser: PrettierParser;
  /** Line width the printer aims for, in characters (1–1000). */
  printWidth: number;
  /** Spaces per indentation level (0–16). */
  tabWidth: number;
  /** Indent with tabs instead of spaces. */
  useTabs: boolean;
  /** Single quotes instead of double quotes (JS strings, CSS strings). */
  singleQuote: boolean;
  /** Semicolons at the end of statements (JS). */
  semi: boolean;
  /** Trailing commas where valid (JS). */
  trailingComma: (typeof TRAILING_COMMAS)[number];
  /** Spaces between brackets in object literals: `{ a }` rather than `{a}` (JS). */
  bracketSpacing: boolean;
  /** Parentheses around a sole arrow function parameter (JS). */
  arrowParens: (typeof ARROW_PARENS)[number];
  /** When object keys are quoted (JS). */
  quoteProps: (typeof QUOTE_PROPS)[number];
  /** Single quotes in JSX attributes (JS). */
  jsxSingleQuote: boolean;
  /** The `>` of a multi-line element at the end of its last line (HTML, JSX). */
  bracketSameLine: boolean;
  /** How white space between inline elements is treated (HTML). */
  htmlWhitespaceSensitivity: (typeof HTML_WHITESPACE)[number];
  /** One attribute per line when an element's attributes wrap (HTML, JSX). */
  singleAttributePerLine: boolean;
  /** Indent the content of `<script>` and `<style>` (HTML, Vue). */
  vueIndentScriptAndStyle: boolean;
}

/** Prettier 3's defaults, with `parser` set by the tool. */
export const PRETTIER_DEFAULTS: Omit<PrettierOptions, 'parser'> = {
  printWidth: 80,
  tabWidth: 2,
  useTabs: false,
  singleQuote: false,
  semi: true,
  trailingComma: 'all',
  bracketSpacing: true,
  arrowParens: 'always',
  quoteProps: 'as-needed',
  jsxSingleQuote: false,
  bracketSameLine: false,
  htmlWhitespaceSensitivity: 'css',
  singleAttributePerLine: false,
  vueIndentScriptAndStyle: false,
};

/** zod/mini fields for the options every prettifier shares (for a tool's state schema). */
export const prettierCommonFields = {
  printWidth: z._default(z.int().check(z.minimum(1), z.maximum(1000)), PRETTIER_DEFAULTS.printWidth),
  tabWidth: z._default(z.int().check(z.minimum(0), z.maximum(16)), PRETTIER_DEFAULTS.tabWidth),
  useTabs: z._default(z.boolean(), PRETTIER_DEFAULTS.useTabs),
  singleQuote: z._default(z.boolean(), PRETTIER_DEFAULTS.singleQuote),
};

/** zod/mini fields for the JavaScript options (for a tool's state schema). */
export const prettierScriptFields = {
  semi: z._default(z.boolean(), PRETTIER_DEFAULTS.semi),
  trailingComma: z._default(z.enum(TRAILING_COMMAS), PRETTIER_DEFAULTS.trailingComma),
  bracketSpacing: z._default(z.boolean(), PRETTIER_DEFAULTS.bracketSpacing),
  arrowParens: z._default(z.enum(ARROW_PARENS), PRETTIER_DEFAULTS.arrowParens),
  quoteProps: z._default(z.enum(QUOTE_PROPS), PRETTIER_DEFAULTS.quoteProps),
  jsxSingleQuote: z._default(z.boolean(), PRETTIER_DEFAULTS.jsxSingleQuote),
  bracketSameLine: z._default(z.boolean(), PRETTIER_DEFAULTS.bracketSameLine),
  singleAttributePerLine: z._default(z.boolean(), PRETTIER_DEFAULTS.singleAttributePerLine),
};

/** Names of the common option fields, for a state spec's `options`. */
export const PRETTIER_COMMON_OPTION_KEYS = ['printWidth', 'tabWidth', 'useTabs', 'singleQuote'] as const;
/** Names of the JavaScript option fields, for a state spec's `options`. */
export const PRETTIER_SCRIPT_OPTION_KEYS = [
  'semi',
  'trailingComma',
  'bracketSpacing',
  'arrowParens',
  'quoteProps',
  'jsxSingleQuote',
  'bracketSameLine',
  'singleAttributePerLine',
] as const;

/** The location Prettier's parsers attach to a syntax error. */
interface PrettierErrorLike {
  message?: unknown;
  loc?: { start?: { line?: unknown; column?: unknown } };
}

/**
 * Turns an error thrown by Prettier into a `ToolInputError` for users: "Line L, column C: <what the
 * parser said>" when Prettier gave a location (its `loc.start`, 1-based line and column), without
 * the code frame Prettier appends.
 *
 * @param error - what `prettier.format` rejected with.
 * @param what - the kind of input, for a message without location ("JavaScript", "CSS"…).
 * @returns the ToolInputError (line and column set when known).
 * @see https://prettier.io/docs/api (errors carry `loc`)
 */
export function prettierInputError(error: unknown, what: string): ToolInputError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as PrettierErrorLike;
  const raw = typeof e.message === 'string' ? e.message : String(error);
  // First line, without Prettier's " (L:C)" suffix; the code frame follows on later lines.
  const first =
    (raw.split('\n')[0] ?? '')
      .replace(/\s*\(\d+:\d+\)\s*$/, '')
      .replace(/^[A-Za-z]*Error:\s*/, '')
      .trim() || `This is not valid ${what}.`;
  const line = typeof e.loc?.start?.line === 'number' ? e.loc.start.line : undefined;
  const column = typeof e.loc?.start?.column === 'number' ? e.loc.start.column : undefined;
  const sentence = /[.!?]$/.test(first) ? first : `${first}.`;
  if (line !== undefined && column !== undefined)
    return new ToolInputError(`Line ${line}, column ${column}: ${sentence}`, { line, column, cause: error });
  return new ToolInputError(sentence, { cause: error });
}

/**
 * Formats code with Prettier's standalone build and the plugins given (the caller loads only those
 * its parser needs, so each tool's chunks hold only its own plugins).
 *
 * @param code - the source text; blank text gives ''.
 * @param options - see {@link PrettierOptions}.
 * @param plugins - Prettier plugins providing `options.parser` and its printer.
 * @param what - the language's name for error messages ("JavaScript", "CSS", "HTML").
 * @returns the formatted code (ending with a newline, as Prettier prints it).
 * @throws ToolInputError for a syntax error (with line and column) or an option Prettier refuses.
 * @see https://prettier.io/docs/api#prettierformatsource-options
 */
export async function formatWithPrettier(code: string, options: PrettierOptions, plugins: Plugin[], what: string): Promise<string> {
  if (code.trim() === '') return '';
  const prettier = await import('prettier/standalone');
  try {
    return await prettier.format(code, { ...options, plugins, endOfLine: 'lf' });
  } catch (error) {
    throw prettierInputError(error, what);
  }
}
