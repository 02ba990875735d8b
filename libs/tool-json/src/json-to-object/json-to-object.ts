import type { JsonIndent } from '../json-prettify/json-prettify.js';
import { indentSpace } from '../json-prettify/json-prettify.js';
import { printJsLiteral, type JsQuote } from '../shared/js-literal.js';
import { parseJsonDocument } from '../shared/parse-json-document.js';

/** Options of {@link jsonToObject}. */
export interface JsonToObjectOptions {
  /** String quotes: `'single'` (default) or `'double'`. */
  quote?: JsQuote;
  /** Spaces per level (0–8; 0 writes one line) or `'tab'`. Default 2. */
  indent?: JsonIndent;
  /** A comma after the last member/element of multi-line objects and arrays. Default `false`. */
  trailingCommas?: boolean;
}

/** The result of {@link jsonToObject}. */
export interface JsObjectLiteral {
  /** The JavaScript expression (object/array literal or a single value), ending with a line break (the output is a file). */
  output: string;
  /** Notes for users (duplicate keys, precision of a large document); empty when none. */
  warnings: string[];
  /** Set when the input was not strict JSON: `Read as JSON5: comment at line 1, column 1.` (empty otherwise). */
  notices: string[];
}

/**
 * Converts a JSON text (RFC 8259; JSON5 is read too, with a notice naming its first JSON5
 * feature) into a JavaScript object literal (ECMA-262 §13.2.5):
 * property names unquoted where they are IdentifierNames (ES2015 §11.6), quoted otherwise,
 * `__proto__` as the computed name `["__proto__"]` so it stays an own property; strings with
 * the chosen quotes; numbers exactly as written. Evaluating the output gives the value
 * `JSON.parse` gives for the input. The output ends with a line break.
 *
 * @param input - the JSON text (a leading byte order mark is ignored); documents of 1 MB or
 *   more are read with the native parser (see `parseJsonDocument`).
 * @param options - {@link JsonToObjectOptions}: `quote`, `indent`, `trailingCommas`.
 * @returns the literal, warnings and notices.
 * @throws ToolInputError for invalid JSON (`Line L, column C: …`), an invalid indent, or an
 *   output too large for a string.
 * @see https://tc39.es/ecma262/#sec-object-initializer, https://www.rfc-editor.org/rfc/rfc8259
 */
export function jsonToObject(input: string, options: JsonToObjectOptions = {}): JsObjectLiteral {
  const space = indentSpace(options.indent ?? 2);
  const { tree, warnings, notices } = parseJsonDocument(input);
  return { output: `${printJsLiteral(tree, { space, quote: options.quote, trailingCommas: options.trailingCommas })}\n`, warnings, notices };
}
