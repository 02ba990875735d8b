/**
 * An ordered, lossless view of a JSON text: objects keep their members in source order
 * (including duplicate keys and keys such as "10" that JavaScript objects would move to the
 * front), numbers and strings keep their exact source text.
 */
export type JsonNode = JsonObjectNode | JsonArrayNode | JsonScalarNode;

/** A member of a JSON object. */
export interface JsonEntry {
  /** The decoded key (escapes resolved), used for sorting and duplicate checks. */
  key: string;
  /** The key's JSON string token as written, quotes included, e.g. `"caf\u00e9"`. */
  rawKey: string;
  value: JsonNode;
  /** 0-based offset of the key in the source text, or -1 when unknown. */
  position: number;
}

/** A JSON object (RFC 8259 §4). */
export interface JsonObjectNode {
  type: 'object';
  entries: JsonEntry[];
  /** 0-based offset of `{` in the source text, or -1 when unknown. */
  position: number;
}

/** A JSON array (RFC 8259 §5). */
export interface JsonArrayNode {
  type: 'array';
  items: JsonNode[];
  /** 0-based offset of `[` in the source text, or -1 when unknown. */
  position: number;
}

/** A JSON string, number, boolean or null, as its source token. */
export interface JsonScalarNode {
  type: 'string' | 'number' | 'boolean' | 'null';
  /** The token exactly as written (a string keeps its quotes and escapes), valid JSON. */
  raw: string;
  /** 0-based offset of the token in the source text, or -1 when unknown. */
  position: number;
}

/** Options of {@link stringifyJsonTree}. */
export interface StringifyJsonTreeOptions {
  /**
   * Indentation per level, as `JSON.stringify`'s `space`: a number of spaces (clamped to
   * 0–10) or a string (its first 10 characters). 0 or `''` writes everything on one line.
   */
  space?: number | string;
  /** Sort the members of every object by key (UTF-16 code units, stable). Default `false`. */
  sortKeys?: boolean;
}

/**
 * Compares two strings by UTF-16 code units, the key order of RFC 8785 (JSON
 * Canonicalization Scheme) §3.2.3, independent of any locale.
 *
 * @returns a negative number, zero or a positive number, as `Array.prototype.sort` expects.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface Frame {
  node: JsonObjectNode | JsonArrayNode;
  /** Members in output order (sorted when asked). */
  entries?: readonly JsonEntry[];
  next: number;
}

/**
 * Writes a {@link JsonNode} as JSON text, laid out like `JSON.stringify(value, null, space)`
 * (ECMA-262 §25.5.2): one member or element per line, `": "` after keys, empty objects and
 * arrays as `{}` and `[]`. Tokens are written exactly as stored, so numbers and strings keep
 * their source form. With `sortKeys`, members of every object are ordered by key in UTF-16
 * code unit order (RFC 8785 §3.2.3); the sort is stable, so duplicate keys keep their order,
 * and arrays keep theirs. Works without recursion, so any depth is written.
 *
 * @param root - the tree to write.
 * @param options - {@link StringifyJsonTreeOptions}: `space`, `sortKeys`.
 * @returns the JSON text.
 * @throws RangeError when the output would exceed the engine's maximum string length.
 * @see https://tc39.es/ecma262/#sec-json.stringify, https://www.rfc-editor.org/rfc/rfc8785#section-3.2.3
 */
export function stringifyJsonTree(root: JsonNode, options: StringifyJsonTreeOptions = {}): string {
  const space = options.space ?? 0;
  const unit = typeof space === 'number' ? ' '.repeat(Math.max(0, Math.min(10, Math.floor(space)))) : space.slice(0, 10);
  const breaks: string[] = ['\n'];
  const newline = (depth: number) => {
    for (let d = breaks.length; d <= depth; d++) breaks.push(`${breaks[d - 1]}${unit}`);
    return breaks[depth]!;
  };
  const colon = unit ? ': ' : ':';
  const sortKeys = options.sortKeys === true;
  let out = '';
  const frames: Frame[] = [];
  /** Writes a scalar or empty container, or opens a container (pushing its frame). */
  const open = (node: JsonNode) => {
    if (node.type === 'object') {
      if (node.entries.length === 0) out += '{}';
      else {
        out += '{';
        const entries = sortKeys ? [...node.entries].sort((a, b) => compareCodeUnits(a.key, b.key)) : node.entries;
        frames.push({ node, entries, next: 0 });
      }
    } else if (node.type === 'array') {
      if (node.items.length === 0) out += '[]';
      else {
        out += '[';
        frames.push({ node, next: 0 });
      }
    } else {
      out += node.raw;
    }
  };
  open(root);
  while (frames.length > 0) {
    const frame = frames[frames.length - 1]!;
    const depth = frames.length;
    const { node } = frame;
    const count = node.type === 'object' ? node.entries.length : node.items.length;
    if (frame.next === count) {
      frames.pop();
      if (unit) out += newline(depth - 1);
      out += node.type === 'object' ? '}' : ']';
      continue;
    }
    if (frame.next > 0) out += ',';
    if (unit) out += newline(depth);
    if (frame.entries) {
      const entry = frame.entries[frame.next++]!;
      out += entry.rawKey + colon;
      open(entry.value);
    } else {
      open((node as JsonArrayNode).items[frame.next++]!);
    }
  }
  return out;
}

/**
 * Turns a tree back into plain JavaScript values, as `JSON.parse` would build them: numbers
 * become doubles (so big integers lose precision), later duplicate keys win.
 *
 * @param node - the tree.
 * @returns plain objects (a `"__proto__"` key becomes an own property), arrays, strings, numbers, booleans, null.
 * @throws RangeError when the tree is nested deeper than the call stack allows.
 */
export function jsonTreeToValue(node: JsonNode): unknown {
  switch (node.type) {
    case 'object': {
      const obj: Record<string, unknown> = {};
      for (const e of node.entries) {
        Object.defineProperty(obj, e.key, { value: jsonTreeToValue(e.value), enumerable: true, writable: true, configurable: true });
      }
      return obj;
    }
    case 'array':
      return node.items.map(jsonTreeToValue);
    default:
      return JSON.parse(node.raw) as unknown;
  }
}
