import { stacktracePrettierTool } from './stacktrace-prettier/meta.js';
import { jsUnobfuscatorTool } from './js-unobfuscator/meta.js';
import { htmlCleanerTool } from './html-cleaner/meta.js';
import { nginxFormatterTool } from './nginx-formatter/meta.js';
import { sqlPrettifyTool } from './sql-prettify/meta.js';
import { htmlPrettifierTool } from './html-prettifier/meta.js';
import { cssPrettifierTool } from './css-prettifier/meta.js';
import { javascriptPrettifierTool } from './javascript-prettifier/meta.js';
import { codeHighlighterTool } from './code-highlighter/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [
  codeHighlighterTool,
  javascriptPrettifierTool,
  cssPrettifierTool,
  htmlPrettifierTool,
  sqlPrettifyTool,
  nginxFormatterTool,
  htmlCleanerTool,
  jsUnobfuscatorTool,
  stacktracePrettierTool,
];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export {
  codeHighlighterTool,
  javascriptPrettifierTool,
  cssPrettifierTool,
  htmlPrettifierTool,
  sqlPrettifyTool,
  nginxFormatterTool,
  htmlCleanerTool,
  jsUnobfuscatorTool,
  stacktracePrettierTool,
};
export * from './code-highlighter/code-highlighter.js';
export * from './javascript-prettifier/javascript-prettifier.js';
export * from './css-prettifier/css-prettifier.js';
export * from './html-prettifier/html-prettifier.js';
export * from './sql-prettify/sql-prettify.js';
export * from './nginx-formatter/nginx-formatter.js';
export * from './html-cleaner/html-cleaner.js';
export * from './js-unobfuscator/js-unobfuscator.js';
export * from './stacktrace-prettier/stacktrace-prettier.js';
