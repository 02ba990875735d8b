import { ToolInputError } from '@handy-tools/ui/kit';
import type { JsonNode } from './json-tree.js';
import { parseJsonTree, type ParsedJsonTree } from './parse-json.js';

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
 * Parses strict JSON (RFC 8259) into an ordered tree, choosing speed or exactness by size.
 *
 * Below {@link NATIVE_PARSE_CHARS} characters it uses `parseJsonTree` (lossless: member order,
 * duplicate keys and the exact text of numbers are kept). From that size on it uses the
 * engine's `JSON.parse`, many times faster on multi-megabyte documents: numbers become doubles
 * (a warning names integers beyond 2^53), later duplicate keys win and integer-like keys come
 * first. A syntax error is always reported by `parseJsonTree`, with its line and column.
 *
 * @param text - the JSON text (a leading byte order mark is ignored).
 * @returns the tree and notes for users.
 * @throws ToolInputError for a syntax error (`Line L, column C: …`) or a document nested too deeply.
 * @see https://www.rfc-editor.org/rfc/rfc8259
 */
export function parseJsonDocument(text: string): ParsedJsonTree {
  if (text.length < NATIVE_PARSE_CHARS) return parseJsonTree(text);
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return parseJsonTree(text); // throws the located error
  }
  let unsafe = 0;
  let first = '';
  try {
    const tree = jsonValueToTree(value, (raw) => {
      if (unsafe++ === 0) first = raw;
    });
    const warnings =
      unsafe > 0
        ? [`This large document was read with the fast parser: ${unsafe} integer(s) beyond ±(2^53 − 1), e.g. ${first}, may have lost precision.`]
        : [];
    return { tree, warnings };
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JSON is nested too deeply to read.', { cause: e });
    throw e;
  }
}
