import { tool as jsonToSchema } from './json-to-schema/meta.js';
import { tool as jqTester } from './jq-tester/meta.js';
import { tool as jsonEditor } from './json-editor/meta.js';
import type { Tool } from '@handy-tools/ui/kit';
import { jsonPrettify } from './json-prettify/meta.js';
import { jsonToObject as jsonToObjectTool } from './json-to-object/meta.js';
import { javascriptToJson as javascriptToJsonTool } from './javascript-to-json/meta.js';
import { jsonToJavascript as jsonToJavascriptTool } from './json-to-javascript/meta.js';
import { jsonSortMaster } from './json-sort-master/meta.js';
import { jsonDiff } from './json-diff/meta.js';
import { jsonSizeAnalyzer } from './json-size-analyzer/meta.js';
import { jsonMinify } from './json-minify/meta.js';
import { jsonLinter } from './json-linter/meta.js';
import { jsonEscaper } from './json-escaper/meta.js';
import { jsonStringConverter } from './json-string-converter/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [jsonPrettify, jsonToObjectTool, javascriptToJsonTool, jsonToJavascriptTool, jsonSortMaster, jsonDiff, jsonSizeAnalyzer, jsonMinify, jsonLinter, jsonEscaper, jsonStringConverter, jsonEditor, jqTester, jsonToSchema];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { jsonToSchema as jsonToSchemaTool, jqTester as jqTesterTool, jsonEditor as jsonEditorTool, jsonPrettify as jsonPrettifyTool, jsonToObjectTool, javascriptToJsonTool, jsonToJavascriptTool, jsonSortMaster as jsonSortMasterTool, jsonDiff as jsonDiffTool, jsonSizeAnalyzer as jsonSizeAnalyzerTool, jsonMinify as jsonMinifyTool, jsonLinter as jsonLinterTool, jsonEscaper as jsonEscaperTool, jsonStringConverter as jsonStringConverterTool };

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
export { jsonToObject, type JsonToObjectOptions, type JsObjectLiteral } from './json-to-object/json-to-object.js';
export { javascriptToJson, type ConvertedJson, type JavascriptToJsonOptions } from './javascript-to-json/javascript-to-json.js';
export { checkVariableName, jsonToJavascript, type JsDeclaration, type JsonToJavascriptOptions } from './json-to-javascript/json-to-javascript.js';
export { compareJsonNumbers, sortJson, sortJsonTree, type ArraySort, type SortedJson, type SortJsonOptions, type SortOrder } from './json-sort-master/json-sort-master.js';
export { isBindingIdentifier, isIdentifierName, printJsLiteral, propertyName, quoteJsString, type JsQuote, type PrintJsLiteralOptions } from './shared/js-literal.js';
export { jsonValueToTree, NATIVE_PARSE_CHARS, parseJsonDocument } from './shared/parse-json-document.js';
export {
  canonicalJson,
  diffJson,
  diffJsonOutcome,
  diffJsonTexts,
  dottedPath,
  JsonDiffInputError,
  jsonPointer,
  parseJsonValue,
  type JsonDiffCounts,
  type JsonDiffLine,
  type JsonDiffOptions,
  type JsonDiffOutcome,
  type JsonDiffRow,
  type JsonDiffSide,
  type JsonDiffTextsOptions,
  type JsonDiffView,
  type JsonDifference,
  type JsonDifferenceKind,
  type JsonPathSegment,
  type JsonValue,
} from './json-diff/json-diff.js';
export {
  analyzeJsonSize,
  analyzeJsonSizeOutcome,
  utf8Length,
  type AnalyzeJsonSizeOptions,
  type JsonNodeType,
  type JsonSizeNode,
  type JsonSizeOutcome,
  type JsonSizeReport,
  type JsonSizeTreeNode,
} from './json-size-analyzer/json-size-analyzer.js';
export { minifyJson, type MinifiedJson, type MinifyJsonOptions } from './json-minify/json-minify.js';
export { lintJson, MAX_LINT_ISSUES, type JsonLintIssue, type JsonLintResult, type LintJsonOptions } from './json-linter/json-linter.js';
export { escapeJsonString, unescapeJsonString, type EscapeJsonOptions } from './json-escaper/json-escaper.js';
export {
  parseJsonString,
  stringifyToJsonString,
  type ParseJsonStringOptions,
  type ParsedJsonString,
  type StringifySource,
  type StringifyToJsonStringOptions,
} from './json-string-converter/json-string-converter.js';
export * from './json-editor/json-editor.js';
export * from './jq-tester/jq-tester.js';
export * from './json-to-schema/json-to-schema.js';
