// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/code-highlighter": { icon: IconTool, description: "Highlight source code in many languages and themes, with line numbers, and copy it as HTML.", keywords: ["code","highlighter"] },
  "/javascript-prettifier": { icon: IconTool, description: "Format JavaScript and TypeScript with Prettier: line width, tabs or spaces, quotes, semicolons.", keywords: ["javascript","prettifier"] },
  "/css-prettifier": { icon: IconTool, description: "Format CSS, SCSS and Less with Prettier: line width, tabs or spaces, quotes.", keywords: ["css","prettifier"] },
  "/html-prettifier": { icon: IconTool, description: "Format HTML with Prettier: line width, tabs or spaces, attribute wrapping.", keywords: ["html","prettifier"] },
  "/sql-prettify": { icon: IconTool, description: "Format SQL for many dialects with keyword case and indentation of your choice.", keywords: ["sql","prettify"] },
  "/nginx-formatter": { icon: IconTool, description: "Indent and tidy an nginx configuration, keeping its comments.", keywords: ["nginx","formatter"] },
  "/html-cleaner": { icon: IconTool, description: "Strip scripts, styles, attributes, comments or empty tags from HTML, then format it.", keywords: ["html","cleaner"] },
  "/js-unobfuscator": { icon: IconTool, description: "Deobfuscate, unminify and unpack JavaScript bundles, in a worker you can stop.", keywords: ["js","unobfuscator"] },
  "/stacktrace-prettier": { icon: IconTool, description: "Turn JavaScript, Java, .NET or Python stack traces into a readable table, app frames apart from library frames.", keywords: ["stacktrace","prettier"] },
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
