import { ToolInputError } from '@handy-tools/ui/kit';
import type { JsonNode } from './json-tree.js';
import { json5Notice, parseJsonOrJson5, syntaxErrorAt, type JsonOrJson5 } from '@handy-tools/json-text';
import { scanJson } from './json-syntax.js';
import { parseJsonTree, treeFromJson5, type ParsedJsonTree, type ParseJsonOptions } from './parse-json.js';

/** Inputs of at least this many characters are parsed with the native `JSON.parse` (fast) instead of the lossless scanner. */
export const NATIVE_PARSE_CHARS = 1_000_000;

/**
 * Turns a value made by `JSON.parse` into a {@link JsonNode} tree, noting integers beyond 2^53.
 * Object members come in the value's own-key order (integer-like keys first, then insertion order).
 *
 * @param value - a JSON value (plain objects, arrays, strings, finite numbers, booleans, null).
 * @param onUnsafeInteger - called for each integer that a double cannot hold exactly.
 * @returns the tree.
 * @throws RangeError when nested deeper than the call stack allows.
 */
export function jsonValueToTree(value: unknown, onUnsafeInteger?: (raw: string) => void): JsonNode {
  if (Array.isArray(value)) return { type: 'array', position: -1, items: value.map((v) => jsonValueToTree(v, onUnsafeInteger)) };
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record).map((key) => ({ key, rawKey: JSON.stringify(key), position: -1, value: jsonValueToTree(record[key], onUnsafeInteger) }));
    return { type: 'object', position: -1, entries };
  }
  if (typeof value === 'number') {
    const raw = JSON.stringify(value);
    if (Number.isInteger(value) && !Number.isSafeInteger(value)) onUnsafeInteger?.(raw);
    return { type: 'number', position: -1, raw: Object.is(value, -0) ? '-0' : raw };
  }
  if (typeof value === 'string') return { type: 'string', position: -1, raw: JSON.stringify(value) };
  if (typeof value === 'boolean') return { type: 'boolean', position: -1, raw: String(value) };
  return { type: 'null', position: -1, raw: 'null' };
}

/**
 * Parses JSON (RFC 8259) — or, unless `json5` is false, JSON5 when it is not strict JSON — into
 * an ordered tree, choosing speed or exactness by size.
 *
 * Below {@link NATIVE_PARSE_CHARS} characters it is `parseJsonTree` (lossless: member order,
 * duplicate keys and the exact text of numbers are kept). From that size on strict JSON is read
 * by the engine's `JSON.parse`, many times faster on multi-megabyte documents: numbers become
 * doubles (a warning names integers beyond 2^53), later duplicate keys win and integer-like keys
 * come first. Both sizes go through `parseJsonOrJson5` of `@handy-tools/json-text` (strict
 * first, then JSON5, naming the first JSON5-only feature in `notices`), and a syntax error is
 * worded by the lossless scanner, with its line and column.
 *
 * @param text - the JSON text (a leading byte order mark is ignored).
 * @param options - `json5` (default true): accept JSON5 when the text is not strict JSON.
 * @returns the tree, notes for users and, for JSON5, its first feature and the notice.
 * @throws ToolInputError for a syntax error (`Line L, column C: …`) or a document nested too deeply.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/
 */
export function parseJsonDocument(text: string, options: ParseJsonOptions = {}): ParsedJsonTree {
  if (text.length < NATIVE_PARSE_CHARS) return parseJsonTree(text, options);
  const read = readJsonValue(text, options);
  if (read.json5) return { ...treeFromJson5(read.value), json5: read.json5, notices: [json5Notice(read.json5)] };
  let unsafe = 0;
  let first = '';
  try {
    const tree = jsonValueToTree(read.value, (raw) => {
      if (unsafe++ === 0) first = raw;
    });
    const warnings =
      unsafe > 0
        ? [`This large document was read with the fast parser: ${unsafe} integer(s) beyond ±(2^53 − 1), e.g. ${first}, may have lost precision.`]
        : [];
    return { tree, warnings, json5: null, notices: [] };
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JSON is nested too deeply to read.', { cause: e });
    throw e;
  }
}

/**
 * Reads a JSON text into plain values with the engine's `JSON.parse` (fast, for large documents)
 * — or, unless `json5` is false, with the `json5` library when it is not strict JSON, through
 * `parseJsonOrJson5` of `@handy-tools/json-text` — and words a syntax error with the lossless
 * scanner ({@link scanJson}), with its line and column.
 *
 * @param text - the JSON text (a leading byte order mark is ignored).
 * @param options - `json5` (default true).
 * @returns the value, and the first JSON5 feature when it was not strict JSON (else null).
 * @throws ToolInputError for a syntax error (`Line L, column C: …`).
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/
 */
export function readJsonValue(text: string, options: ParseJsonOptions = {}): JsonOrJson5<unknown> {
  const locate = (body: string) => () => {
    const result = scanJson(body);
    return result.ok ? null : result.problem;
  };
  if (options.json5 === false) {
    const offset = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const body = offset ? text.slice(1) : text;
    try {
      return { value: JSON.parse(body) as unknown, json5: null };
    } catch (e) {
      const problem = locate(body)();
      if (problem) throw syntaxErrorAt(text, problem.position + offset, problem.message, e);
      throw new ToolInputError('The JSON is nested too deeply to read.', { cause: e });
    }
  }
  return parseJsonOrJson5(text, {
    strict: (body) => {
      try {
        return { ok: true, value: JSON.parse(body) as unknown };
      } catch {
        return { ok: false, locate: locate(body) };
      }
    },
  });
}
