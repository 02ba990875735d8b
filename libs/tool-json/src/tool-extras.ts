// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/json-prettify": { description: "Format JSON with the indentation you choose and sorted keys if you like; strict or JSON5 input, errors shown with line and column.", keywords: ["json","prettify","format","beautify","indent","pretty print","sort keys","json5","validate","viewer"] },
  "/json-to-object": { description: "Turn JSON into a JavaScript object literal: unquoted keys where allowed, single or double quotes, your indentation, optional trailing commas.", keywords: ["json","javascript","object","literal","js","convert","unquoted keys","single quotes","trailing comma"] },
  "/javascript-to-json": { description: "Turn a JavaScript object or array literal (comments, unquoted keys, single quotes, trailing commas, hex numbers) into strict JSON, without running any code.", keywords: ["javascript","js","json","object literal","convert","json5","unquoted keys","single quotes","trailing comma","comments"] },
  "/json-to-javascript": { description: "Turn JSON into JavaScript code: a const, let, export or module.exports declaration with a valid name, unquoted keys and your quotes and indentation.", keywords: ["json","javascript","js","const","export","module.exports","object literal","convert","es module"] },
  "/json-sort-master": { description: "Sort JSON object keys at every depth, ascending or descending, in natural order if you like, and optionally arrays by value or by a key of their objects.", keywords: ["json","sort","keys","order","alphabetical","natural sort","array","canonical","normalize","diff"] },
  "/json-diff": { description: "Compare two JSON documents: added, removed and changed paths (JSON Pointer), side by side, optionally ignoring array order; works on big files.", keywords: ["json","diff","compare","difference","changes","json pointer","structural","array order","json5"] },
  "/json-size-analyzer": { description: "Find what makes a JSON document big: the bytes of every value and its subtree in the minified UTF-8 document, largest first, as a table and a tree.", keywords: ["json","size","bytes","analyzer","weight","payload","minified","utf-8","tree","largest","gzip","compressed"] },
  "/json-minify": { description: "Minify JSON to one line without whitespace, keeping every value exactly; shows the bytes saved. Strict or JSON5 input, large files too.", keywords: ["json","minify","compact","compress","uglify","whitespace","one line","json5","size"] },
  "/json-linter": { description: "Validate JSON (RFC 8259) and list every error with its line and column; JSON5 optional, large files too.", keywords: ["json","lint","linter","validate","validator","check","syntax","error","json5","rfc 8259"] },
  "/json-escaper": { description: "Escape text into a JSON string literal (quotes, backslashes, control characters, optionally all non-ASCII as \\uXXXX) and unescape it back.", keywords: ["json","escape","unescape","string","literal","quote","backslash","slashes","unicode","\\u","newline"] },
  "/json-string-converter": { description: "Turn JSON or text into a JSON string (stringified, with escapes), like JSON.stringify(JSON.stringify(value)), and parse such a string back into formatted JSON.", keywords: ["json","string","stringify","parse","escape","unescape","double encoded","embedded json","serialize"] },
  "/json-editor": { description: "View and edit JSON as a tree, as text or as a table: validation with line and column, expand and collapse, search and replace, sort and transform, open and download files.", keywords: ["json","editor","tree","viewer","table","validate","search","jsoneditor","expand","collapse"] },
  "/jq-tester": { description: "Run a jq filter (the real jq 1.7, compiled to WebAssembly) or a JSONPath query (RFC 9535) against JSON and see the result, with jq’s errors verbatim.", keywords: ["jq","jsonpath","json","query","filter","select","rfc 9535","tester","playground","json5"] },
  "/json-to-schema": { description: "Infer a JSON Schema (2020-12) from one or more JSON samples, or a MySQL table, a Mongoose schema, a BigQuery schema or a ClickHouse table.", keywords: ["json","schema","json schema","infer","generate","2020-12","mysql","create table","sql","mongoose","mongodb","bigquery","clickhouse","ddl"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/json-prettify": () => import('./json-prettify/meta.js').then((m) => m.jsonPrettify),
  "/json-to-object": () => import('./json-to-object/meta.js').then((m) => m.jsonToObject),
  "/javascript-to-json": () => import('./javascript-to-json/meta.js').then((m) => m.javascriptToJson),
  "/json-to-javascript": () => import('./json-to-javascript/meta.js').then((m) => m.jsonToJavascript),
  "/json-sort-master": () => import('./json-sort-master/meta.js').then((m) => m.jsonSortMaster),
  "/json-diff": () => import('./json-diff/meta.js').then((m) => m.jsonDiff),
  "/json-size-analyzer": () => import('./json-size-analyzer/meta.js').then((m) => m.jsonSizeAnalyzer),
  "/json-minify": () => import('./json-minify/meta.js').then((m) => m.jsonMinify),
  "/json-linter": () => import('./json-linter/meta.js').then((m) => m.jsonLinter),
  "/json-escaper": () => import('./json-escaper/meta.js').then((m) => m.jsonEscaper),
  "/json-string-converter": () => import('./json-string-converter/meta.js').then((m) => m.jsonStringConverter),
  "/json-editor": () => import('./json-editor/meta.js').then((m) => m.tool),
  "/jq-tester": () => import('./jq-tester/meta.js').then((m) => m.tool),
  "/json-to-schema": () => import('./json-to-schema/meta.js').then((m) => m.tool),
};
