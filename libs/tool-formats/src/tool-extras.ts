// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/json-to-yaml-converter": { description: "Convert JSON (or JSON5) to YAML 1.2, with the indentation you choose; big integers kept exact, errors shown with line and column.", keywords: ["json","yaml","yml","json5","convert","converter","transform"] },
  "/yaml-to-json-converter": { description: "Convert YAML 1.2 to JSON: anchors and aliases resolved, several documents as an array, errors shown with line and column.", keywords: ["yaml","yml","json","convert","converter","anchors","aliases","multi-document"] },
  "/json-to-toml": { description: "Convert JSON (or JSON5) to TOML 1.0; what TOML cannot hold (null, a top-level array) is named by its path.", keywords: ["json","toml","json5","convert","converter","config"] },
  "/toml-to-json": { description: "Convert TOML 1.0 to JSON: dates become ISO 8601 strings, big integers stay exact, errors shown with line and column.", keywords: ["toml","json","convert","converter","config","cargo","pyproject"] },
  "/yaml-to-toml": { description: "Convert YAML 1.2 to TOML 1.0; what TOML cannot hold (null, a top-level list) is named by its path.", keywords: ["yaml","yml","toml","convert","converter","config"] },
  "/toml-to-yaml": { description: "Convert TOML 1.0 to YAML 1.2: dates become ISO 8601 strings, big integers stay exact, errors shown with line and column.", keywords: ["toml","yaml","yml","convert","converter","config"] },
  "/yaml-prettify": { description: "Reformat YAML with the indentation and line width you choose, keys sorted if you like; comments, anchors and documents kept.", keywords: ["yaml","yml","prettify","format","beautify","indent","sort keys","lint","validate"] },
  "/xml-to-json": { description: "Convert XML to JSON: attributes (prefixed or grouped), text, CDATA, repeated elements as arrays, namespaces kept; errors give the line and column.", keywords: ["xml","json","convert","converter","soap","rss","cdata","attributes"] },
  "/json-to-xml": { description: "Convert JSON (or JSON5) to XML: \"@_\" keys become attributes, \"#text\" text, \"#cdata\" CDATA, arrays repeated elements; invalid names are named by their path.", keywords: ["json","xml","json5","convert","converter","cdata","attributes"] },
  "/json-to-csv": { description: "Convert a JSON array of objects (or arrays) to CSV (RFC 4180): nested keys flattened to dotted columns, any delimiter, optional header.", keywords: ["json","csv","convert","converter","spreadsheet","excel","tsv","flatten","rfc 4180"] },
  "/csv-to-json": { description: "Convert CSV (RFC 4180) to a JSON array of objects or arrays: delimiter detected, dotted columns nested back, numbers and booleans typed.", keywords: ["csv","json","convert","converter","spreadsheet","excel","tsv","parse","rfc 4180"] },
  "/properties-to-yaml": { description: "Convert Java .properties files (escapes, continuation lines, = : or space separators, \\uXXXX) into nested YAML, e.g. for Spring Boot application.yml.", keywords: ["properties","java","yaml","yml","spring","spring boot","application.properties","convert","converter"] },
  "/json-to-php-array": { description: "Convert JSON into a PHP array literal: short [...] or long array(...) syntax, single-quoted strings, integers, floats, true/false/null, nested.", keywords: ["json","php","array","var_export","json_decode","laravel","config","convert","converter"] },
  "/php-array-to-json": { description: "Convert a PHP array literal ([...] or array(...)) to JSON without running PHP: strings with escapes, heredoc, integer and float literals, PHP key rules; code is refused with its line and column.", keywords: ["php","array","json","json_encode","var_export","laravel","config","convert","converter"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/json-to-yaml-converter": () => import('./json-to-yaml-converter/meta.js').then((m) => m.tool),
  "/yaml-to-json-converter": () => import('./yaml-to-json-converter/meta.js').then((m) => m.tool),
  "/json-to-toml": () => import('./json-to-toml/meta.js').then((m) => m.tool),
  "/toml-to-json": () => import('./toml-to-json/meta.js').then((m) => m.tool),
  "/yaml-to-toml": () => import('./yaml-to-toml/meta.js').then((m) => m.tool),
  "/toml-to-yaml": () => import('./toml-to-yaml/meta.js').then((m) => m.tool),
  "/yaml-prettify": () => import('./yaml-prettify/meta.js').then((m) => m.tool),
  "/xml-to-json": () => import('./xml-to-json/meta.js').then((m) => m.tool),
  "/json-to-xml": () => import('./json-to-xml/meta.js').then((m) => m.tool),
  "/json-to-csv": () => import('./json-to-csv/meta.js').then((m) => m.tool),
  "/csv-to-json": () => import('./csv-to-json/meta.js').then((m) => m.tool),
  "/properties-to-yaml": () => import('./properties-to-yaml/meta.js').then((m) => m.tool),
  "/json-to-php-array": () => import('./json-to-php-array/meta.js').then((m) => m.tool),
  "/php-array-to-json": () => import('./php-array-to-json/meta.js').then((m) => m.tool),
};
