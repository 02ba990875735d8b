import { ToolInputError } from '@handy-tools/ui/kit';
import { gzipSync, strToU8 } from 'fflate';
import { parseJsonDocument } from '../shared/parse-json-document.js';
import { stringifyJsonTree, type JsonNode } from '../shared/json-tree.js';
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
  /** Depth below the analysed value (the start node is 0). */
  depth: number;
  /** The node's own bytes: its key and `:` (for an object member), its token (scalar) or its brackets and the commas between its children. */
  ownBytes: number;
  /** Own bytes plus those of every descendant. */
  subtreeBytes: number;
  /** `subtreeBytes` as a percentage of the analysed value. */
  percent: number;
  /** Number of members or elements (0 for scalars). */
  children: number;
  /**
   * Bytes of the value's minified JSON (without its key) compressed with gzip (RFC 1952, DEFLATE
   * level 6, 18 bytes of header and trailer included); null when not measured (`gzip` off, or
   * beyond the compression budget).
   */
  gzipBytes: number | null;
}

/** A node of the (pruned) tree: children sorted largest first. */
export interface JsonSizeTreeNode extends JsonSizeNode {
  /** The key as JSON (`"name"`), the index (`[3]`), or the start path (`$` for the root). */
  label: string;
  kids: JsonSizeTreeNode[];
  /** Children left out of `kids` (the smallest ones, or those below `depthLimit`) and their bytes together. */
  hiddenKids: number;
  hiddenBytes: number;
}

/** The result of {@link analyzeJsonSize}. */
export interface JsonSizeReport {
  /** The path analysed from, as a `$` path (`$` for the whole document). */
  start: string;
  /** Bytes of the analysed value, minified, in UTF-8 (the start node's subtree bytes; the whole document from `$`). */
  totalBytes: number;
  /** Bytes of the analysed value, minified and compressed with gzip (level 6). */
  gzipBytes: number;
  /** Bytes of the input text in UTF-8, as given (with its whitespace). */
  inputBytes: number;
  /** Number of values in the analysed value (containers and scalars). */
  nodeCount: number;
  /** Deepest nesting below the analysed value (the start node is depth 0). */
  maxDepth: number;
  /** Values by type. */
  typeCounts: Record<JsonNodeType, number>;
  /** Bytes of the minified value by kind: keys (with their `:`), brackets and commas, string tokens, number tokens, … */
  typeBytes: { keys: number; punctuation: number } & Record<JsonNodeType, number>;
  /** The `maxRows` largest nodes by subtree bytes, down to `depthLimit` (ties in document order). */
  top: JsonSizeNode[];
  /** The tree from the start node, children largest first, pruned to `maxTreeNodes` nodes and `depthLimit` levels. */
  tree: JsonSizeTreeNode;
  /** Notes from parsing (duplicate keys, JSON5 numbers…). */
  warnings: string[];
  /** Set when the input was not strict JSON: `Read as JSON5: comment at line 1, column 1.` (empty otherwise). */
  notices: string[];
}

/** Options of {@link analyzeJsonSize}. */
export interface AnalyzeJsonSizeOptions {
  /** Accept JSON5 when the input is not strict JSON (its values are measured as strict JSON). Default `true`. */
  json5?: boolean;
  /** Where to start: a path such as `$.items[0]`, `$['a b'][2]`, `items[0].name` or a JSON Pointer `/items/0` (see {@link parseStartPath}). Default: the whole document. */
  startPath?: string;
  /** List values down to this depth below the start node (1 = its children only). Default: no limit. */
  depthLimit?: number;
  /** Measure the gzip size of each listed value, not only of the whole (default true). */
  gzip?: boolean;
  /** Characters compressed at most for the gzip sizes of single values (default 2,000,000: about a second of work); values past it get `gzipBytes: null`. */
  gzipBudget?: number;
  /** Rows of `top` (default 200). */
  maxRows?: number;
  /** Nodes in `tree` (default 1000). */
  maxTreeNodes?: number;
  /** Children shown per tree node (default 20). */
  maxKids?: number;
}

/**
 * The size in bytes of a text compressed with gzip (RFC 1952: a 10-byte header, DEFLATE data
 * (RFC 1951) at level 6 — the `gzip` command's default — and an 8-byte trailer), as the `fflate`
 * library writes it.
 *
 * @param text - any text; it is encoded in UTF-8 first.
 * @returns the number of bytes of the gzip file (20 for an empty text).
 * @see https://www.rfc-editor.org/rfc/rfc1952, https://www.rfc-editor.org/rfc/rfc1951
 */
export function gzipSize(text: string): number {
  return gzipSync(strToU8(text), { level: 6, mtime: 0 }).length;
}

/**
 * Reads a start path for the analyzer into keys and indexes.
 *
 * Accepted forms: `$` or nothing (the root); a JSONPath-like path (`$.items[0].name`,
 * `$['a b'][2]`, `$["k"]`, or without the `$`, as `items[0].name`) made of member names and
 * indexes only — RFC 9535 normalized paths are such paths; or a JSON Pointer (RFC 6901)
 * such as `/items/0/name`, whose `~1` and `~0` stand for `/` and `~`.
 *
 * @param text - the path as typed.
 * @returns the segments: strings for member names; numbers for bracketed indexes (a pointer's
 *   segments are all strings, made indexes where they meet an array).
 * @throws ToolInputError for a path that is not one of those forms, naming the column.
 * @see https://www.rfc-editor.org/rfc/rfc9535#section-2.7, https://www.rfc-editor.org/rfc/rfc6901
 */
export function parseStartPath(text: string): JsonPathSegment[] {
  const path = text.trim();
  if (path === '' || path === '$') return [];
  if (path.startsWith('/')) {
    return path
      .slice(1)
      .split('/')
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  }
  const segments: JsonPathSegment[] = [];
  let i = path.startsWith('$') ? 1 : 0;
  const fail = (what: string): never => {
    throw new ToolInputError(`Start path, column ${i + 1}: ${what}, e.g. $.items[0].name or /items/0/name.`);
  };
  let first = i === 0;
  while (i < path.length) {
    const c = path.charAt(i);
    if (c === '.' || first) {
      if (c === '.') i++;
      const name = /^[^.[\]\s]+/.exec(path.slice(i))?.[0];
      if (!name) fail('expected a member name');
      segments.push(name!);
      i += name!.length;
    } else if (c === '[') {
      const rest = path.slice(i);
      const index = /^\[\s*(\d+)\s*\]/.exec(rest);
      const quoted = /^\[\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*\]/.exec(rest);
      if (index) {
        segments.push(Number(index[1]));
        i += index[0].length;
      } else if (quoted) {
        const q = quoted[1]!;
        const body = q.startsWith("'") ? `"${q.slice(1, -1).replace(/\\'/g, "'").replace(/(^|[^\\])"/g, '$1\\"')}"` : q;
        let name: string;
        try {
          name = JSON.parse(body) as string;
        } catch {
          return fail('invalid escape in a quoted name');
        }
        segments.push(name);
        i += quoted[0].length;
      } else fail("expected an index or a quoted name after '['");
    } else fail(`unexpected '${c}'`);
    first = false;
  }
  return segments;
}

/** The node at a path of a tree, and the path with indexes as numbers. */
function nodeAt(root: JsonNode, segments: readonly JsonPathSegment[]): { node: JsonNode; path: JsonPathSegment[] } {
  let node = root;
  const path: JsonPathSegment[] = [];
  for (const seg of segments) {
    const here = dottedPath(path);
    if (node.type === 'object') {
      const key = String(seg);
      let found: JsonNode | undefined;
      for (let k = node.entries.length - 1; k >= 0 && !found; k--) if (node.entries[k]!.key === key) found = node.entries[k]!.value;
      if (!found) throw new ToolInputError(`Start path: ${here} has no member ${JSON.stringify(key)}.`);
      node = found;
      path.push(key);
    } else if (node.type === 'array') {
      const index = typeof seg === 'number' ? seg : /^(0|[1-9]\d*)$/.test(seg) ? Number(seg) : NaN;
      if (!Number.isInteger(index)) throw new ToolInputError(`Start path: ${here} is an array; ${JSON.stringify(seg)} is not an index.`);
      if (index >= node.items.length) throw new ToolInputError(`Start path: ${here} is an array of ${node.items.length} element(s); there is no [${index}].`);
      node = node.items[index]!;
      path.push(index);
    } else throw new ToolInputError(`Start path: ${here} is a ${node.type}; it has no members or elements.`);
  }
  return { node, path };
}

/**
 * Measures how many bytes every value of a JSON document takes in its minified UTF-8 form —
 * the document without insignificant whitespace (RFC 8259 §2), tokens kept as written — and
 * compressed with gzip, so a user sees what makes a document big.
 *
 * A value's own bytes are its key and `:` when it is an object member, plus its token (string,
 * number, literal) or, for an object or array, its two brackets and the commas between its
 * children; its subtree bytes add those of every descendant, so the root's subtree bytes are
 * the length of the whole minified document. Its gzip bytes are those of its own minified JSON
 * (key excluded) gzipped with {@link gzipSize}, for the listed values, within `gzipBudget`. The
 * analysis can start at any value (`startPath`) and list values down to `depthLimit` levels.
 * Strict input keeps its exact tokens (escapes, number forms, duplicate keys) up to 1,000,000
 * characters; bigger strict documents are read with the engine's fast `JSON.parse` (numbers and
 * strings as `JSON.stringify` writes them, later duplicate keys win). Input that is not strict
 * JSON is read as JSON5 (unless `json5` is false), with a notice, and measured as the strict
 * JSON it converts to.
 *
 * @param text - the JSON (or JSON5) text; a leading byte order mark is ignored.
 * @param options - {@link AnalyzeJsonSizeOptions}.
 * @returns the {@link JsonSizeReport}.
 * @throws ToolInputError for a syntax error (`Line L, column C: …`, with `line`, `column`,
 *   `position`), nesting too deep to read, or a start path that is invalid or leads nowhere.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://www.rfc-editor.org/rfc/rfc3629, https://www.rfc-editor.org/rfc/rfc1952
 */
export function analyzeJsonSize(text: string, options: AnalyzeJsonSizeOptions = {}): JsonSizeReport {
  const segments = parseStartPath(options.startPath ?? '');
  const { tree: document, warnings, notices } = parseJsonDocument(text, { json5: options.json5 });
  const { node: root, path: prefix } = nodeAt(document, segments);
  const depthLimit = options.depthLimit === undefined ? Infinity : Math.max(1, Math.floor(options.depthLimit));
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
  if (!Number.isFinite(total)) throw new ToolInputError('The document is too large to measure.');
  const childCount = (i: number) => {
    const node = nodes[i]!;
    return node.type === 'object' ? node.entries.length : node.type === 'array' ? node.items.length : 0;
  };
  const pathOf = (i: number): JsonPathSegment[] => {
    const path: JsonPathSegment[] = [];
    for (let j = i; j > 0; j = parent[j]!) path.push(segment[j]!);
    return [...prefix, ...path.reverse()];
  };

  // gzip sizes: the whole value always; single values while the budget lasts, in the order they are described.
  const measureEach = options.gzip !== false;
  let budget = Math.max(0, options.gzipBudget ?? 2_000_000);
  const gzipOf = new Map<number, number | null>();
  const wholeText = stringifyJsonTree(root);
  gzipOf.set(0, gzipSize(wholeText));
  const gzipBytesOf = (i: number): number | null => {
    if (!gzipOf.has(i)) {
      let size: number | null = null;
      if (measureEach && subtree[i]! <= budget) {
        budget -= subtree[i]!;
        size = gzipSize(stringifyJsonTree(nodes[i]!));
      }
      gzipOf.set(i, size);
    }
    return gzipOf.get(i)!;
  };
  const describe = (i: number): JsonSizeNode => {
    const path = pathOf(i);
    return {
      pointer: jsonPointer(path),
      path: dottedPath(path),
      type: nodes[i]!.type,
      depth: depthOf[i]!,
      ownBytes: own[i]!,
      subtreeBytes: subtree[i]!,
      percent: total > 0 ? (subtree[i]! / total) * 100 : 0,
      children: childCount(i),
      gzipBytes: gzipBytesOf(i),
    };
  };

  // Children lists (compressed rows) for the pruned tree.
  const offsets = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i]! + childCount(i);
  const fill = offsets.slice(0, n);
  const kidsOf = new Int32Array(Math.max(0, n - 1));
  for (let i = 1; i < n; i++) kidsOf[fill[parent[i]!]!++] = i;

  const maxTreeNodes = Math.max(1, options.maxTreeNodes ?? 1000);
  const maxKids = Math.max(1, options.maxKids ?? 20);
  const startLabel = dottedPath(prefix);
  const label = (i: number) => (i === 0 ? startLabel : typeof segment[i] === 'number' ? `[${segment[i]}]` : JSON.stringify(segment[i]));
  const makeTreeNode = (i: number): JsonSizeTreeNode => ({ ...describe(i), label: label(i), kids: [], hiddenKids: 0, hiddenBytes: 0 });
  const tree = makeTreeNode(0);
  let room = maxTreeNodes - 1;
  const queue: { index: number; node: JsonSizeTreeNode }[] = [{ index: 0, node: tree }];
  for (let q = 0; q < queue.length; q++) {
    const { index, node } = queue[q]!;
    const kids = Array.from(kidsOf.subarray(offsets[index]!, offsets[index + 1]!)).sort((a, b) => subtree[b]! - subtree[a]! || a - b);
    const shown = depthOf[index]! >= depthLimit ? 0 : Math.max(0, Math.min(kids.length, maxKids, room));
    room -= shown;
    for (let k = 0; k < shown; k++) {
      const child = makeTreeNode(kids[k]!);
      node.kids.push(child);
      queue.push({ index: kids[k]!, node: child });
    }
    node.hiddenKids = kids.length - shown;
    for (let k = shown; k < kids.length; k++) node.hiddenBytes += subtree[kids[k]!]!;
  }

  // The largest nodes within the depth limit: find the threshold with a typed-array sort, then keep document order on ties.
  const maxRows = Math.max(1, options.maxRows ?? 200);
  const listed = depthLimit === Infinity ? subtree : subtree.filter((_, i) => depthOf[i]! <= depthLimit);
  const sorted = Float64Array.from(listed).sort();
  const threshold = sorted[Math.max(0, sorted.length - maxRows)]!;
  const chosen: number[] = [];
  for (let i = 0; i < n; i++) if (subtree[i]! > threshold && depthOf[i]! <= depthLimit) chosen.push(i);
  for (let i = 0; i < n && chosen.length < maxRows; i++) if (subtree[i] === threshold && depthOf[i]! <= depthLimit) chosen.push(i);
  chosen.sort((a, b) => subtree[b]! - subtree[a]! || a - b);
  const top = chosen.slice(0, maxRows).map(describe);

  return {
    start: startLabel,
    totalBytes: total,
    gzipBytes: gzipOf.get(0)!,
    inputBytes: utf8Length(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text),
    nodeCount: n,
    maxDepth,
    typeCounts,
    typeBytes,
    top,
    tree,
    warnings,
    notices,
  };
}

/**
 * The rows and tree of a report that match a search, as a tree view filters: a row is kept
 * when its `$` path or JSON Pointer contains the text (case-insensitive); a tree node when it
 * matches or one of its kept descendants does (so matches are shown with their ancestors).
 *
 * @param report - from {@link analyzeJsonSize}.
 * @param search - the text to find; blank keeps everything.
 * @returns the kept `top` rows, the pruned `tree` (null when nothing in it matches) and how many tree nodes matched.
 */
export function filterSizeReport(report: Pick<JsonSizeReport, 'top' | 'tree'>, search: string): { top: JsonSizeNode[]; tree: JsonSizeTreeNode | null; matches: number } {
  const needle = search.trim().toLowerCase();
  if (needle === '') return { top: report.top, tree: report.tree, matches: 0 };
  const hit = (n: JsonSizeNode) => n.path.toLowerCase().includes(needle) || n.pointer.toLowerCase().includes(needle);
  let matches = 0;
  const prune = (node: JsonSizeTreeNode): JsonSizeTreeNode | null => {
    const kids = node.kids.map(prune).filter((k): k is JsonSizeTreeNode => k !== null);
    const self = hit(node);
    if (self) matches++;
    return self || kids.length > 0 ? { ...node, kids, hiddenKids: 0, hiddenBytes: 0 } : null;
  };
  const tree = prune(report.tree); // recursive: the tree holds at most `maxTreeNodes` nodes
  return { top: report.top.filter(hit), tree, matches };
}

/** The outcome of {@link analyzeJsonSizeOutcome}: the report or the message for users. */
export type JsonSizeOutcome = { ok: true; report: JsonSizeReport } | { ok: false; message: string };

/**
 * {@link analyzeJsonSize} with bad input returned instead of thrown.
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
