import { ToolInputError } from '@handy-tools/ui/kit';
import { parseJsonTree } from '../shared/parse-json.js';
import { parseJsonDocument } from '../shared/parse-json-document.js';
import type { JsonNode } from '../shared/json-tree.js';
import { dottedPath, jsonPointer, type JsonPathSegment } from '../json-diff/json-diff.js';

/** The JSON type of a node. */
export type JsonNodeType = JsonNode['type'];

/**
 * The number of bytes of a string in UTF-8 (RFC 3629), as `TextEncoder` writes it: a lone
 * surrogate counts as U+FFFD (3 bytes).
 *
 * @param text - any string.
 * @returns its UTF-8 length in bytes.
 * @see https://www.rfc-editor.org/rfc/rfc3629
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** One node of the analysis. */
export interface JsonSizeNode {
  /** JSON Pointer (RFC 6901); '' for the root. */
  pointer: string;
  /** `$`-rooted path, e.g. `$.items[2].name`. */
  path: string;
  type: JsonNodeType;
  /** The node's own bytes: its key and `:` (for an object member), its token (scalar) or its brackets and the commas between its children. */
  ownBytes: number;
  /** Own bytes plus those of every descendant. */
  subtreeBytes: number;
  /** `subtreeBytes` as a percentage of the whole document. */
  percent: number;
  /** Number of members or elements (0 for scalars). */
  children: number;
}

/** A node of the (pruned) tree: children sorted largest first. */
export interface JsonSizeTreeNode extends JsonSizeNode {
  /** The key as JSON (`"name"`), the index (`[3]`), or `$` for the root. */
  label: string;
  kids: JsonSizeTreeNode[];
  /** Children left out of `kids` (the smallest ones) and their bytes together. */
  hiddenKids: number;
  hiddenBytes: number;
}

/** The result of {@link analyzeJsonSize}. */
export interface JsonSizeReport {
  /** Bytes of the minified document in UTF-8 (the root's subtree bytes). */
  totalBytes: number;
  /** Bytes of the input text in UTF-8, as given (with its whitespace). */
  inputBytes: number;
  /** Number of values in the document (containers and scalars). */
  nodeCount: number;
  /** Deepest nesting (the root is depth 0). */
  maxDepth: number;
  /** Values by type. */
  typeCounts: Record<JsonNodeType, number>;
  /** Bytes of the minified document by kind: keys (with their `:`), brackets and commas, string tokens, number tokens, … */
  typeBytes: { keys: number; punctuation: number } & Record<JsonNodeType, number>;
  /** The `maxRows` largest nodes by subtree bytes (ties in document order). */
  top: JsonSizeNode[];
  /** The tree from the root, children largest first, pruned to `maxTreeNodes` nodes. */
  tree: JsonSizeTreeNode;
  /** Notes from parsing (duplicate keys, JSON5 numbers…). */
  warnings: string[];
}

/** Options of {@link analyzeJsonSize}. */
export interface AnalyzeJsonSizeOptions {
  /** Accept JSON5 (its values are measured as strict JSON). Default `false`. */
  json5?: boolean;
  /** Rows of `top` (default 200). */
  maxRows?: number;
  /** Nodes in `tree` (default 1000). */
  maxTreeNodes?: number;
  /** Children shown per tree node (default 20). */
  maxKids?: number;
}

/**
 * Measures how many bytes every value of a JSON document takes in its minified UTF-8 form —
 * the document without insignificant whitespace (RFC 8259 §2), tokens kept as written — so a
 * user sees what makes a document big.
 *
 * A value's own bytes are its key and `:` when it is an object member, plus its token (string,
 * number, literal) or, for an object or array, its two brackets and the commas between its
 * children; its subtree bytes add those of every descendant, so the root's subtree bytes are
 * the length of the whole minified document. Strict input keeps its exact tokens (escapes,
 * number forms, duplicate keys) up to 1,000,000 characters; bigger strict documents are read with
 * the engine's fast `JSON.parse` (numbers and strings as `JSON.stringify` writes them, later
 * duplicate keys win). JSON5 input is measured as the strict JSON it converts to.
 *
 * @param text - the JSON (or JSON5) text; a leading byte order mark is ignored.
 * @param options - {@link AnalyzeJsonSizeOptions}.
 * @returns the {@link JsonSizeReport}.
 * @throws ToolInputError for a syntax error (`Line L, column C: …`, with `line`, `column`,
 *   `position`) or nesting too deep to read.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://www.rfc-editor.org/rfc/rfc3629
 */
export function analyzeJsonSize(text: string, options: AnalyzeJsonSizeOptions = {}): JsonSizeReport {
  const { tree: root, warnings } = options.json5 ? parseJsonTree(text, { json5: true }) : parseJsonDocument(text);
  // Pre-order arrays: a parent always comes before its children.
  const nodes: JsonNode[] = [];
  const parent: number[] = [];
  const segment: (JsonPathSegment | null)[] = [];
  const own: number[] = [];
  const depthOf: number[] = [];
  const typeBytes = { keys: 0, punctuation: 0, object: 0, array: 0, string: 0, number: 0, boolean: 0, null: 0 };
  const typeCounts = { object: 0, array: 0, string: 0, number: 0, boolean: 0, null: 0 };
  let maxDepth = 0;
  const stack: { node: JsonNode; parent: number; segment: JsonPathSegment | null; keyBytes: number; depth: number }[] = [
    { node: root, parent: -1, segment: null, keyBytes: 0, depth: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const i = nodes.length;
    const { node } = item;
    nodes.push(node);
    parent.push(item.parent);
    segment.push(item.segment);
    depthOf.push(item.depth);
    if (item.depth > maxDepth) maxDepth = item.depth;
    typeCounts[node.type]++;
    typeBytes.keys += item.keyBytes;
    let bytes = item.keyBytes;
    if (node.type === 'object') {
      const n = node.entries.length;
      bytes += 2 + Math.max(0, n - 1); // braces and commas
      typeBytes.punctuation += 2 + Math.max(0, n - 1);
      for (let k = n - 1; k >= 0; k--) {
        const e = node.entries[k]!;
        stack.push({ node: e.value, parent: i, segment: e.key, keyBytes: utf8Length(e.rawKey) + 1, depth: item.depth + 1 });
      }
    } else if (node.type === 'array') {
      const n = node.items.length;
      bytes += 2 + Math.max(0, n - 1);
      typeBytes.punctuation += 2 + Math.max(0, n - 1);
      for (let k = n - 1; k >= 0; k--) stack.push({ node: node.items[k]!, parent: i, segment: k, keyBytes: 0, depth: item.depth + 1 });
    } else {
      const b = utf8Length(node.raw);
      bytes += b;
      typeBytes[node.type] += b;
    }
    own.push(bytes);
  }
  const n = nodes.length;
  const subtree = Float64Array.from(own);
  for (let i = n - 1; i > 0; i--) subtree[parent[i]!]! += subtree[i]!;
  const total = subtree[0]!;
  const childCount = (i: number) => {
    const node = nodes[i]!;
    return node.type === 'object' ? node.entries.length : node.type === 'array' ? node.items.length : 0;
  };
  const pathOf = (i: number): JsonPathSegment[] => {
    const path: JsonPathSegment[] = [];
    for (let j = i; j > 0; j = parent[j]!) path.push(segment[j]!);
    return path.reverse();
  };
  const describe = (i: number): JsonSizeNode => {
    const path = pathOf(i);
    return {
      pointer: jsonPointer(path),
      path: dottedPath(path),
      type: nodes[i]!.type,
      ownBytes: own[i]!,
      subtreeBytes: subtree[i]!,
      percent: total > 0 ? (subtree[i]! / total) * 100 : 0,
      children: childCount(i),
    };
  };

  // The largest nodes: find the threshold with a typed-array sort, then keep document order on ties.
  const maxRows = Math.max(1, options.maxRows ?? 200);
  const sorted = Float64Array.from(subtree).sort();
  const threshold = sorted[Math.max(0, n - maxRows)]!;
  const chosen: number[] = [];
  for (let i = 0; i < n; i++) if (subtree[i]! > threshold) chosen.push(i);
  for (let i = 0; i < n && chosen.length < maxRows; i++) if (subtree[i] === threshold) chosen.push(i);
  chosen.sort((a, b) => subtree[b]! - subtree[a]! || a - b);
  const top = chosen.slice(0, maxRows).map(describe);

  // Children lists (compressed rows) for the pruned tree.
  const offsets = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i]! + childCount(i);
  const fill = offsets.slice(0, n);
  const kidsOf = new Int32Array(Math.max(0, n - 1));
  for (let i = 1; i < n; i++) kidsOf[fill[parent[i]!]!++] = i;

  const maxTreeNodes = Math.max(1, options.maxTreeNodes ?? 1000);
  const maxKids = Math.max(1, options.maxKids ?? 20);
  const label = (i: number) => (i === 0 ? '$' : typeof segment[i] === 'number' ? `[${segment[i]}]` : JSON.stringify(segment[i]));
  const makeTreeNode = (i: number): JsonSizeTreeNode => ({ ...describe(i), label: label(i), kids: [], hiddenKids: 0, hiddenBytes: 0 });
  const tree = makeTreeNode(0);
  let budget = maxTreeNodes - 1;
  const queue: { index: number; node: JsonSizeTreeNode }[] = [{ index: 0, node: tree }];
  for (let q = 0; q < queue.length; q++) {
    const { index, node } = queue[q]!;
    const kids = Array.from(kidsOf.subarray(offsets[index]!, offsets[index + 1]!)).sort((a, b) => subtree[b]! - subtree[a]! || a - b);
    const shown = Math.max(0, Math.min(kids.length, maxKids, budget));
    budget -= shown;
    for (let k = 0; k < shown; k++) {
      const child = makeTreeNode(kids[k]!);
      node.kids.push(child);
      queue.push({ index: kids[k]!, node: child });
    }
    node.hiddenKids = kids.length - shown;
    for (let k = shown; k < kids.length; k++) node.hiddenBytes += subtree[kids[k]!]!;
  }

  if (!Number.isFinite(total)) throw new ToolInputError('The document is too large to measure.');
  return {
    totalBytes: total,
    inputBytes: utf8Length(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text),
    nodeCount: n,
    maxDepth,
    typeCounts,
    typeBytes,
    top,
    tree,
    warnings,
  };
}

/** The outcome of {@link analyzeJsonSizeOutcome}: the report or the message for users. */
export type JsonSizeOutcome = { ok: true; report: JsonSizeReport } | { ok: false; message: string };

/**
 * {@link analyzeJsonSize} with bad input returned instead of thrown (for a worker's answer).
 *
 * @param text - the JSON (or JSON5) text.
 * @param options - {@link AnalyzeJsonSizeOptions}.
 * @returns `{ ok: true, report }` or `{ ok: false, message }`.
 * @throws only on a bug (never for bad input).
 */
export function analyzeJsonSizeOutcome(text: string, options: AnalyzeJsonSizeOptions = {}): JsonSizeOutcome {
  try {
    return { ok: true, report: analyzeJsonSize(text, options) };
  } catch (e) {
    if (e instanceof ToolInputError) return { ok: false, message: e.message };
    throw e;
  }
}
