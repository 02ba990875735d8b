import { ToolInputError } from '@handy-tools/ui/kit';
import { getLocation } from 'jsonc-parser';
import type { JsonNode } from '../shared/json-tree.js';
import { parseJsonDocument } from '../shared/parse-json-document.js';

/** What {@link checkJson} found in a valid document. */
export interface JsonCheck {
  /** The root value's type. */
  type: JsonNode['type'];
  /** Values in the document (the root, every member value and array element). */
  values: number;
  /** Deepest nesting: 0 for a scalar, 1 for `[]` or `{"a":1}`… */
  depth: number;
  /** Numbers whose exact value a double cannot hold (integers beyond ±(2^53 − 1), more than 17 significant digits): tree and table modes would change them. */
  inexactNumbers: string[];
  /** Notes for users (duplicate keys…). */
  warnings: string[];
}

/** At most this many inexact numbers are listed. */
const MAX_LISTED = 5;

/** Whether a double holds the JSON number token exactly (its shortest form reads back the same). */
function exactAsDouble(raw: string): boolean {
  const value = Number(raw);
  if (!Number.isFinite(value)) return false;
  // Compare significant digits: the token's and those of the double's shortest round-trip form.
  const digits = (s: string) => {
    const [mantissa = '', exp = '0'] = s.toLowerCase().replace(/^-/, '').split('e');
    const [int = '', frac = ''] = mantissa.split('.');
    let all = (int + frac).replace(/^0+/, '');
    const lead = (int + frac).length - all.length;
    all = all.replace(/0+$/, '');
    // Exponent of the first significant digit, so 1.5e3 and 1500 compare equal.
    return { all, exponent: all === '' ? 0 : Number(exp) + int.length - lead };
  };
  const a = digits(raw);
  const b = digits(String(value));
  return a.all === b.all && (a.all === '' || a.exponent === b.exponent);
}

/**
 * Checks a JSON text (RFC 8259) for the JSON editor: where it is invalid, or what it holds.
 *
 * Documents under 1 MB are read losslessly (member order, duplicate keys and the exact text of
 * numbers are kept), larger ones with the native parser (see `parseJsonDocument`).
 *
 * @param text - the JSON text (a leading byte order mark is ignored).
 * @returns the root type, the number of values, the depth, numbers a double cannot hold exactly
 *   (at most 5, as written) and notes such as duplicate keys.
 * @throws ToolInputError for an empty text, a syntax error (`Line L, column C: …` with line,
 *   column and position set) or a document nested too deeply.
 * @see https://www.rfc-editor.org/rfc/rfc8259
 */
export function checkJson(text: string): JsonCheck {
  if (text.trim() === '') throw new ToolInputError('The document is empty: type or paste JSON, or open a file.');
  const { tree, warnings } = parseJsonDocument(text, { json5: false });
  const inexactNumbers: string[] = [];
  let values = 0;
  let depth = 0;
  // Iterative walk: documents may be nested thousands deep.
  const stack: [JsonNode, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, level] = stack.pop()!;
    values++;
    if (node.type === 'object' || node.type === 'array') {
      depth = Math.max(depth, level + 1);
      const children = node.type === 'object' ? node.entries.map((e) => e.value) : node.items;
      for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, level + 1]);
    } else if (node.type === 'number' && inexactNumbers.length < MAX_LISTED && !exactAsDouble(node.raw)) inexactNumbers.push(node.raw);
  }
  return { type: tree.type, values, depth, inexactNumbers, warnings };
}

/**
 * Writes a JSON value as the editor's text: indented JSON, as `JSON.stringify` writes it.
 *
 * @param value - a JSON value (as the editor's tree and table modes hold it).
 * @param indent - spaces per level (0–10; 0 writes one line), or `'tab'` for one tab per level. Default 2.
 * @returns the JSON text.
 * @throws ToolInputError when the value cannot be written as JSON (a cycle, a BigInt) or is not JSON (undefined, a function).
 * @see https://www.rfc-editor.org/rfc/rfc8259
 */
export function stringifyJsonValue(value: unknown, indent: number | 'tab' = 2): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value, null, indent === 'tab' ? '\t' : Math.max(0, Math.min(10, Math.trunc(indent))));
  } catch (e) {
    throw new ToolInputError('This value cannot be written as JSON (it refers to itself or holds a BigInt).', { cause: e });
  }
  if (text === undefined) throw new ToolInputError('This value is not JSON.');
  return text;
}

/** A location in a JSON value: member names and array indexes from the root. */
export type JsonLocation = (string | number)[];

function normalEscape(name: string): string {
  let out = '';
  for (const ch of name) {
    const c = ch.codePointAt(0)!;
    if (ch === "'") out += "\\'";
    else if (ch === '\\') out += '\\\\';
    else if (c === 0x08) out += '\\b';
    else if (c === 0x0c) out += '\\f';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c === 0x09) out += '\\t';
    // Other controls, and lone surrogates (no normalized form exists for them), as \uXXXX in lowercase hex.
    else if (c < 0x20 || (c >= 0xd800 && c <= 0xdfff)) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return out;
}

/**
 * The normalized path (RFC 9535 §2.7) of a location: `$`, then `['name']` for each member name
 * (single quotes; `'` and `\` escaped, the controls U+0008/0C/0A/0D/09 as `\b \f \n \r \t`, the
 * other controls as `\u00xx` in lowercase hex) and `[n]` for each array index. It selects
 * exactly that node with any RFC 9535 implementation.
 *
 * @param location - member names (strings) and non-negative integer indexes (numbers).
 * @returns e.g. `$['store']['book'][0]['title']`.
 * @throws ToolInputError for an index that is not a non-negative safe integer.
 * @see https://www.rfc-editor.org/rfc/rfc9535#section-2.7
 */
export function normalizedPath(location: readonly (string | number)[]): string {
  let out = '$';
  for (const seg of location) {
    if (typeof seg === 'number') {
      if (!Number.isSafeInteger(seg) || seg < 0) throw new ToolInputError(`${String(seg)} is not an array index.`);
      out += `[${seg}]`;
    } else out += `['${normalEscape(seg)}']`;
  }
  return out;
}

/**
 * Resolves a path given as strings only (vanilla-jsoneditor's `JSONPath`, e.g. `['items', '0']`)
 * against a value: a segment that indexes an array becomes a number.
 *
 * @param root - the JSON value (as `JSON.parse` makes it).
 * @param path - member names and indexes, all as strings.
 * @returns the location, or null when the path does not exist in the value.
 */
export function locationIn(root: unknown, path: readonly string[]): JsonLocation | null {
  const location: JsonLocation = [];
  let node = root;
  for (const seg of path) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(seg) || Number(seg) >= node.length) return null;
      location.push(Number(seg));
      node = node[Number(seg)];
    } else if (node !== null && typeof node === 'object' && Object.hasOwn(node, seg)) {
      location.push(seg);
      node = (node as Record<string, unknown>)[seg];
    } else return null;
  }
  return location;
}

/**
 * The location of the value (or member name) at an offset of a JSON text, as an editor's
 * caret points at it, read by `jsonc-parser`'s `getLocation` (which also works in invalid JSON).
 *
 * @param text - the JSON text.
 * @param offset - 0-based UTF-16 offset of the caret.
 * @returns the member names and indexes from the root (empty for the root itself).
 * @see https://github.com/microsoft/node-jsonc-parser
 */
export function locationAtOffset(text: string, offset: number): JsonLocation {
  const at = Math.max(0, Math.min(offset, text.length));
  const { path, isAtPropertyKey } = getLocation(text, at);
  const location = [...path];
  // Between members (after a comma) jsonc-parser reports an empty key placeholder.
  if (isAtPropertyKey && location.at(-1) === '' && text.charAt(at) !== '"' && text.charAt(at - 1) !== '"') location.pop();
  return location;
}
