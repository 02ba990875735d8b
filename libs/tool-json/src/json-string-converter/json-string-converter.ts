import { ToolInputError } from '@handy-tools/ui/kit';
import { prettifyJson, type JsonIndent } from '../json-prettify/json-prettify.js';
import { escapeJsonString, unescapeJsonString } from '../json-escaper/json-escaper.js';
import { parseJsonTree } from '../shared/parse-json.js';
import { lineColumn } from '@handy-tools/json-text';

/** What {@link stringifyToJsonString} reads: a JSON document (checked and re-laid-out) or any text (taken as is). */
export type StringifySource = 'json' | 'text';

/** Options of {@link stringifyToJsonString}. */
export interface StringifyToJsonStringOptions {
  /** `json` (default): the input must be JSON (RFC 8259); `text`: any text, taken verbatim. */
  source?: StringifySource;
  /** Indentation of the JSON inside the string (only for `source: 'json'`): 0 (default, one line) to 8 spaces or `'tab'`. */
  indent?: JsonIndent;
}

/**
 * Turns a JSON document, or any text, into a JSON string literal that holds it — what
 * `JSON.stringify(JSON.stringify(value, null, indent))` gives for a JSON value, e.g. to embed
 * JSON in a JSON field, an environment variable or source code.
 *
 * With `source: 'json'` the input is parsed strictly and laid out with `indent` exactly like
 * `JSON.stringify` would, but losslessly (member order, duplicate keys and the exact text of
 * numbers and strings are kept; see `prettifyJson`). Then the text is escaped per RFC 8259 §7
 * (`"` → `\"`, `\` → `\\`, control characters as `\n`, `\t`, `\u00XX`…).
 *
 * @param input - a JSON text (`source: 'json'`) or any text (`source: 'text'`).
 * @param options - {@link StringifyToJsonStringOptions}.
 * @returns the JSON string literal, in double quotes.
 * @throws ToolInputError for a JSON syntax error (`Line L, column C: …`) or an invalid indent.
 * @see https://www.rfc-editor.org/rfc/rfc8259#section-7
 */
export function stringifyToJsonString(input: string, options: StringifyToJsonStringOptions = {}): string {
  if (options.source === 'text') return escapeJsonString(input);
  // The JSON value inside the string, without the final line break of prettify's file output.
  return escapeJsonString(prettifyJson(input, { indent: options.indent ?? 0, json5: false }).output.slice(0, -1));
}

/** Options of {@link parseJsonString}. */
export interface ParseJsonStringOptions {
  /** Indentation of the JSON found in the string: 0 to 8 spaces or `'tab'`. Default 2. */
  indent?: JsonIndent;
}

/** The result of {@link parseJsonString}. */
export interface ParsedJsonString {
  /** The JSON held by the string, formatted; or the string's text when it is not JSON. */
  output: string;
  /** `json` when the string holds a JSON document, `text` when it holds other text. */
  kind: 'json' | 'text';
}

const KIND_NAMES: Record<string, string> = { object: 'an object', array: 'an array', number: 'a number', boolean: 'a boolean', null: 'null' };

/**
 * Reads a JSON string literal back (the reverse of {@link stringifyToJsonString}): decodes its
 * escapes once (RFC 8259 §7) and, when the decoded text is itself JSON, formats it with
 * `indent` (losslessly, see `prettifyJson`); any other decoded text is returned as it is.
 *
 * The input is a JSON string in double quotes (`"{\"a\":1}"`, surrounding whitespace
 * allowed), or only its inside (`{\"a\":1}`).
 *
 * @param input - the JSON string literal.
 * @param options - {@link ParseJsonStringOptions}: `indent` (default 2).
 * @returns the formatted JSON or the text, and which of the two it is.
 * @throws ToolInputError when the input is not a JSON string literal (a syntax error or an
 *   invalid escape, with line and column; or JSON that is not a string, e.g. an object), or
 *   for an invalid indent.
 * @see https://www.rfc-editor.org/rfc/rfc8259#section-7
 */
export function parseJsonString(input: string, options: ParseJsonStringOptions = {}): ParsedJsonString {
  const indent = options.indent ?? 2;
  prettifyJson('0', { indent }); // checks the indent
  let text: string;
  const trimmed = input.trim();
  if (trimmed.startsWith('"')) {
    const { tree } = parseJsonTree(input, { json5: false }); // throws the located syntax error
    if (tree.type !== 'string') throw new ToolInputError('Expected one JSON string in double quotes.');
    text = JSON.parse(tree.raw) as string; // the exact token of a valid string
  } else {
    let tree;
    try {
      tree = parseJsonTree(input, { json5: false }).tree;
    } catch {
      tree = null; // not JSON: the inside of a string, without its quotes?
    }
    if (tree !== null && tree.type !== 'string') {
      throw new ToolInputError(
        `Expected a JSON string in double quotes, like "{\\"a\\":1}"; this is already JSON (${KIND_NAMES[tree.type] ?? tree.type}): use Stringify to turn it into a string.`,
      );
    }
    try {
      text = unescapeJsonString(trimmed);
    } catch (e) {
      if (!(e instanceof ToolInputError) || e.position === undefined) throw e;
      // Locate the problem in the input as typed, leading whitespace included.
      const position = e.position + input.length - input.trimStart().length;
      const { line, column } = lineColumn(input, position);
      throw new ToolInputError(e.message.replace(/^Line \d+, column \d+:/, `Line ${line}, column ${column}:`), { line, column, position, cause: e });
    }
  }
  try {
    return { output: prettifyJson(text, { indent, json5: false }).output.slice(0, -1), kind: 'json' };
  } catch (e) {
    if (e instanceof ToolInputError) return { output: text, kind: 'text' };
    throw e;
  }
}
