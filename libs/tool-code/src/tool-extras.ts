// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/code-highlighter": { description: "Highlight code in 45 languages with VS Code themes, line numbers and marked lines; copy it as self-contained HTML.", keywords: ["code","highlighter","syntax","highlight","shiki","html","theme","snippet","line numbers","email"] },
  "/javascript-prettifier": { description: "Format JavaScript and TypeScript with Prettier: line width, tabs or spaces, quotes, semicolons.", keywords: ["javascript","prettifier","prettier","beautify","format","unminify","typescript","jsx","flow","json","js"] },
  "/css-prettifier": { description: "Format CSS, SCSS and Less with Prettier: indentation, line width, quotes.", keywords: ["css","prettifier","prettier","beautify","format","unminify","scss","sass","less","stylesheet"] },
  "/html-prettifier": { description: "Format HTML with Prettier, inline scripts and styles included: indentation, line width, white space.", keywords: ["html","prettifier","prettier","beautify","format","indent","unminify","vue","markup"] },
  "/sql-prettify": { description: "Format SQL for many dialects with keyword case and indentation of your choice.", keywords: ["sql","prettify","beautify","format","formatter","query","mysql","postgresql","sqlite","tsql","plsql","bigquery","indent"] },
  "/nginx-formatter": { description: "Indent and tidy an nginx configuration, keeping its comments.", keywords: ["nginx","conf","config","configuration","format","formatter","beautify","prettify","indent","server","location","openresty"] },
  "/html-cleaner": { description: "Strip scripts, styles, attributes, comments or empty tags from HTML, then format it.", keywords: ["html","clean","cleaner","sanitize","sanitise","dompurify","word","google docs","paste","strip","tags","attributes","styles","format"] },
  "/js-unobfuscator": { description: "Deobfuscate, unminify and unpack JavaScript bundles, in a worker you can stop.", keywords: ["js","javascript","unobfuscator","deobfuscator","obfuscator.io","unminify","unpack","webpack","browserify","bundle","jsx","webcrack","reverse engineering"] },
  "/stacktrace-prettier": { description: "Turn JavaScript, Java, .NET or Python stack traces into a readable table, app frames apart from library frames.", keywords: ["stack","trace","stacktrace","traceback","exception","error","javascript","node","java","dotnet","c#","python","prettify","debug"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/code-highlighter": () => import('./code-highlighter/meta.js').then((m) => m.codeHighlighterTool),
  "/javascript-prettifier": () => import('./javascript-prettifier/meta.js').then((m) => m.javascriptPrettifierTool),
  "/css-prettifier": () => import('./css-prettifier/meta.js').then((m) => m.cssPrettifierTool),
  "/html-prettifier": () => import('./html-prettifier/meta.js').then((m) => m.htmlPrettifierTool),
  "/sql-prettify": () => import('./sql-prettify/meta.js').then((m) => m.sqlPrettifyTool),
  "/nginx-formatter": () => import('./nginx-formatter/meta.js').then((m) => m.nginxFormatterTool),
  "/html-cleaner": () => import('./html-cleaner/meta.js').then((m) => m.htmlCleanerTool),
  "/js-unobfuscator": () => import('./js-unobfuscator/meta.js').then((m) => m.jsUnobfuscatorTool),
  "/stacktrace-prettier": () => import('./stacktrace-prettier/meta.js').then((m) => m.stacktracePrettierTool),
};
