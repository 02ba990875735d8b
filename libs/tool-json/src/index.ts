import type { Tool } from '@handy-tools/ui/kit';
import { jsonPrettify } from './json-prettify/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [jsonPrettify];

export { indentSpace, prettifyJson, type JsonIndent, type PrettifiedJson, type PrettifyJsonOptions } from './json-prettify/json-prettify.js';
export { parseJsonTree, type ParseJsonOptions, type ParsedJsonTree } from './shared/parse-json.js';
export { diagnoseJson, scanJson, type JsonDuplicateKey, type JsonScanResult, type JsonSyntaxProblem } from './shared/json-syntax.js';
export {
  compareCodeUnits,
  jsonTreeToValue,
  stringifyJsonTree,
  type JsonArrayNode,
  type JsonEntry,
  type JsonNode,
  type JsonObjectNode,
  type JsonScalarNode,
  type StringifyJsonTreeOptions,
} from './shared/json-tree.js';
export { lineColumn, type LineColumn } from './shared/text-position.js';
