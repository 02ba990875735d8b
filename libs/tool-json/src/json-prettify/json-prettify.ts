import { ToolInputError } from '@handy-tools/ui/kit';
import { duplicateKeyWarnings, parseJsonTree } from '../shared/parse-json.js';
import { reindentStrictJson } from './reindent-json.js';
import { stringifyJsonTree } from '../shared/json-tree.js';

/** Indentation of the output: 0–8 spaces (0 writes everything on one line) or one tab per level. */
export type JsonIndent = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 'tab';

/** Options of {@link prettifyJson}. */
export interface PrettifyJsonOptions {
  /** Spaces per level (0–8), or `'tab'`. Default 2. */
  indent?: JsonIndent;
  /** Sort object keys recursively (arrays keep their order). Default `false`. */
  sortKeys?: boolean;
  /**
   * Accept JSON5 input (comments, trailing commas, unquoted keys…) when it is not strict JSON
   * (strict RFC 8259 is tried first). Default `true`; `false`: strict JSON only.
   */
  json5?: boolean;
}

/** The result of {@link prettifyJson}. */
export interface PrettifiedJson {
  /** The formatted JSON text (always strict JSON, whatever the input syntax), ending with a line break. */
  output: string;
  /** Notes for users, e.g. numbers that lost precision (empty when none). */
  warnings: string[];
  /** Set when the input was not strict JSON: `Read as JSON5: trailing comma at line 3, column 9.` (empty otherwise). */
  notices: string[];
}

/**
 * Checks an indent option and turns it into `JSON.stringify`'s `space` argument.
 *
 * @param indent - 0–8 (spaces) or `'tab'`.
 * @returns the number of spaces, or `'\t'`.
 * @throws ToolInputError when the indent is not an integer from 0 to 8 or `'tab'`.
 */
export function indentSpace(indent: JsonIndent): number | string {
  if (indent === 'tab') return '\t';
  if (!Number.isInteger(indent) || indent < 0 || indent > 8) {
    throw new ToolInputError(`The indent must be 0 to 8 spaces or a tab, not "${String(indent)}".`);
  }
  return indent;
}

/** One level of indentation as text, from {@link indentSpace}'s result. */
const unitOf = (space: number | string): string => (typeof space === 'string' ? space : ' '.repeat(space));

/**
 * Formats a JSON (or JSON5) text: parses it and writes it back with the chosen indentation,
 * keys optionally sorted, laid out like `JSON.stringify(value, null, indent)`, with a final
 * line break (the output is a file).
 *
 * Strict input (RFC 8259) loses nothing: members keep their order, duplicate keys are kept
 * (with a warning), and numbers and strings are written exactly as in the input, so
 * integers beyond 2^53, `1.50`, `1E400` or `"\u00e9"` are not altered. Sorting orders the
 * members of every object by key in UTF-16 code unit order (RFC 8785 §3.2.3), stably; arrays
 * keep their order. Input that is not strict JSON is read as JSON5 (https://spec.json5.org/)
 * with the `json5` library, unless `json5` is false, and written as strict JSON; a notice names
 * its first JSON5 feature and where; its numbers go through JavaScript doubles, so integers
 * beyond 2^53 get a warning and `Infinity`/`NaN` are written as null with a warning.
 * Strict JSON whose keys are not sorted is laid out in one pass over the text, without a tree
 * (`reindentStrictJson`), so multi-megabyte documents format in a fraction of a second.
 *
 * @param input - the JSON text (a leading byte order mark is ignored).
 * @param options - {@link PrettifyJsonOptions}: `indent` (default 2), `sortKeys`, `json5` (default true).
 * @returns the formatted JSON, warnings and notices for users.
 * @throws ToolInputError for a syntax error (message `Line L, column C: expected …, found …`,
 *   with `line`, `column`, `position` set), for an invalid indent, or when the output would be
 *   too large for a string.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://www.rfc-editor.org/rfc/rfc8785#section-3.2.3
 */
export function prettifyJson(input: string, options: PrettifyJsonOptions = {}): PrettifiedJson {
  const space = indentSpace(options.indent ?? 2);
  try {
    // Strict JSON in source order (the common case, and a 5 MB paste): one pass over the text,
    // no tree, no JSON5 attempt. Anything else (sorting, JSON5, an error to word) takes the tree.
    const fast = options.sortKeys === true ? null : reindentStrictJson(input, unitOf(space), '\n');
    if (fast) return { output: new TextDecoder().decode(fast.bytes), warnings: duplicateKeyWarnings(input, fast.duplicates), notices: [] };
    const { tree, warnings, notices } = parseJsonTree(input, { json5: options.json5 });
    return { output: `${stringifyJsonTree(tree, { space, sortKeys: options.sortKeys })}\n`, warnings, notices };
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The formatted JSON would be too large for this browser.', { cause: e });
    throw e;
  }
}

/** {@link prettifyJson}'s result with the output in UTF-8, as a worker sends it back (the buffer is transferred, not copied). */
export interface PrettifiedJsonBytes {
  /** The formatted JSON (ending with a line break), UTF-8. */
  bytes: Uint8Array<ArrayBuffer>;
  /** Its length in UTF-16 code units (the decoded string's `length`). */
  length: number;
  warnings: string[];
  notices: string[];
}

/**
 * {@link prettifyJson} with the output as UTF-8 bytes, for documents of megabytes: strict JSON in
 * source order is written straight into bytes in one pass (`reindentStrictJson`) — no tree, no
 * output string, nothing to encode afterwards; anything else goes through {@link prettifyJson}
 * and is encoded. The bytes decode to exactly what {@link prettifyJson} returns.
 *
 * @param input - the JSON text (a leading byte order mark is ignored).
 * @param options - as {@link prettifyJson}.
 * @returns the output's bytes and UTF-16 length, warnings and notices.
 * @throws ToolInputError as {@link prettifyJson}.
 */
export function prettifyJsonToBytes(input: string, options: PrettifyJsonOptions = {}): PrettifiedJsonBytes {
  const space = indentSpace(options.indent ?? 2);
  let fast: ReturnType<typeof reindentStrictJson> = null;
  try {
    fast = options.sortKeys === true ? null : reindentStrictJson(input, unitOf(space), '\n');
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The formatted JSON would be too large for this browser.', { cause: e });
    throw e;
  }
  if (fast) return { bytes: fast.bytes, length: fast.length, warnings: duplicateKeyWarnings(input, fast.duplicates), notices: [] };
  const { output, warnings, notices } = prettifyJson(input, options);
  return { bytes: new TextEncoder().encode(output), length: output.length, warnings, notices };
}
