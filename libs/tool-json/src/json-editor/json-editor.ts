import { ToolInputError } from '@handy-tools/ui/kit';
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
  const { tree, warnings } = parseJsonDocument(text);
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
 * @param indent - spaces per level (0–10; 0 writes one line). Default 2.
 * @returns the JSON text.
 * @throws ToolInputError when the value cannot be written as JSON (a cycle, a BigInt) or is not JSON (undefined, a function).
 * @see https://www.rfc-editor.org/rfc/rfc8259
 */
export function stringifyJsonValue(value: unknown, indent = 2): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value, null, Math.max(0, Math.min(10, Math.trunc(indent))));
  } catch (e) {
    throw new ToolInputError('This value cannot be written as JSON (it refers to itself or holds a BigInt).', { cause: e });
  }
  if (text === undefined) throw new ToolInputError('This value is not JSON.');
  return text;
}
