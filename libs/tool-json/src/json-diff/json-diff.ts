import { ToolInputError } from '@handy-tools/ui/kit';
import diff from 'microdiff';
import { json5Notice, type Json5Feature } from '@handy-tools/json-text';
import { jsonTreeToValue } from '../shared/json-tree.js';
import { treeFromJson5 } from '../shared/parse-json.js';
import { readJsonValue } from '../shared/parse-json-document.js';

/** A parsed JSON value: null, boolean, number, string, array or (null-prototype) object. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** One step of a path: an object key or an array index. */
export type JsonPathSegment = string | number;

/** What happened at a path, from the left document to the right one. */
export type JsonDifferenceKind = 'added' | 'removed' | 'changed';

/** One difference between two JSON documents. */
export interface JsonDifference {
  kind: JsonDifferenceKind;
  /** Where, as keys and indexes from the root (empty for the root itself). */
  path: JsonPathSegment[];
  /** The value in the left document (absent when `added`). */
  left?: JsonValue;
  /** The value in the right document (absent when `removed`). */
  right?: JsonValue;
}

/** Options of {@link diffJson} and {@link diffJsonTexts}. */
export interface JsonDiffOptions {
  /**
   * Compare arrays as multisets of canonicalised values (keys sorted, nested arrays also
   * unordered): `[1,2]` equals `[2,1]`; an element of one array that has no equal element left
   * in the other is reported as removed (index in the left array) or added (index in the right).
   */
  ignoreArrayOrder?: boolean;
}

/** Which input a {@link JsonDiffInputError} is about. */
export type JsonDiffSide = 'left' | 'right';

/** A syntax error in one of the two documents; `side` says which. */
export class JsonDiffInputError extends ToolInputError {
  constructor(
    readonly side: JsonDiffSide,
    cause: ToolInputError,
  ) {
    super(cause.message, { line: cause.line, column: cause.column, position: cause.position, cause });
  }
}

/** Objects of JSON.parse inherit `toString`, `constructor`…; drop the prototype so only own keys exist. */
function detachPrototypes(root: unknown): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (const item of v) if (item !== null && typeof item === 'object') stack.push(item);
    } else {
      Object.setPrototypeOf(v, null);
      for (const key of Object.keys(v)) {
        const item = (v as Record<string, unknown>)[key];
        if (item !== null && typeof item === 'object') stack.push(item);
      }
    }
  }
}

/** One document read for comparison, and whether it was JSON5. */
interface ReadDocument {
  value: JsonValue;
  /** The first JSON5 feature when the document was not strict JSON, else null. */
  json5: Json5Feature | null;
}

function readDocument(text: string, json5: boolean): ReadDocument {
  const read = readJsonValue(text, { json5 });
  let value: unknown = read.value;
  if (read.json5) {
    // As everywhere: Infinity and NaN, which JSON cannot hold, become null.
    try {
      value = jsonTreeToValue(treeFromJson5(read.value).tree);
    } catch (e) {
      if (e instanceof RangeError) throw new ToolInputError('The JSON5 is nested too deeply to read.', { cause: e });
      throw e;
    }
  }
  detachPrototypes(value);
  return { value: value as JsonValue, json5: read.json5 };
}

/**
 * Parses one JSON (or JSON5) document into plain values for comparison.
 *
 * Strict input is read by the engine's `JSON.parse` (fast on documents of tens of MB); when it
 * fails, the text is read as JSON5 (unless `json5` is false) and, when that fails too, read
 * again with jsonc-parser to say where and what is wrong (`readJsonValue`, through
 * `parseJsonOrJson5` of `@handy-tools/json-text`). Numbers become IEEE 754 doubles (RFC 8259
 * §6), so integers beyond 2^53 compare as their nearest double; with duplicate keys the last one
 * wins (as in `JSON.parse`); JSON5's `Infinity` and `NaN` become null. Objects have no
 * prototype, so keys such as `"toString"` are plain data.
 *
 * @param text - the document (a leading byte order mark is ignored).
 * @param json5 - accept JSON5 (https://spec.json5.org/) when the text is not strict RFC 8259 JSON. Default true.
 * @returns the value.
 * @throws ToolInputError for a syntax error (`Line L, column C: expected …, found …`, with
 *   `line`, `column` and `position` set), an empty document, or nesting too deep to read.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/
 */
export function parseJsonValue(text: string, json5 = true): JsonValue {
  return readDocument(text, json5).value;
}

const isContainer = (v: unknown): v is object => v !== null && typeof v === 'object';

/**
 * The canonical text of a value: JSON with object keys sorted by UTF-16 code units (RFC 8785
 * §3.2.3) and, when `unordered`, array elements sorted by their own canonical text. Equal
 * canonical texts mean equal values (under that equivalence).
 *
 * @param value - a JSON value.
 * @param unordered - sort array elements too (multiset comparison).
 * @returns the canonical JSON text.
 * @throws RangeError when nesting is deeper than the call stack allows.
 * @see https://www.rfc-editor.org/rfc/rfc8785#section-3.2.3
 */
export function canonicalJson(value: JsonValue, unordered = false): string {
  if (Array.isArray(value)) {
    const items = value.map((v) => canonicalJson(v, unordered));
    if (unordered) items.sort();
    return `[${items.join(',')}]`;
  }
  if (isContainer(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k]!, unordered)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Per transformed array (now an object keyed by canonical text): key → original index. */
type IndexMaps = WeakMap<object, Map<string, number>>;

/**
 * Replaces every array by a null-prototype object whose keys are the canonical texts of its
 * elements (with an occurrence number), so an index-free object diff compares multisets.
 * Returns the transformed value and its canonical text.
 */
function toMultisets(value: JsonValue, maps: IndexMaps): { value: JsonValue; canon: string } {
  if (Array.isArray(value)) {
    const out = Object.create(null) as Record<string, JsonValue>;
    const index = new Map<string, number>();
    const seen = new Map<string, number>();
    const canons: string[] = [];
    value.forEach((item, i) => {
      const t = toMultisets(item, maps);
      const n = seen.get(t.canon) ?? 0;
      seen.set(t.canon, n + 1);
      const key = `${t.canon}\u0000${n}`;
      out[key] = t.value;
      index.set(key, i);
      canons.push(t.canon);
    });
    maps.set(out, index);
    canons.sort();
    return { value: out, canon: `[${canons.join(',')}]` };
  }
  if (isContainer(value)) {
    const out = Object.create(null) as Record<string, JsonValue>;
    const parts: string[] = [];
    for (const key of Object.keys(value).sort()) {
      const t = toMultisets(value[key]!, maps);
      out[key] = t.value;
      parts.push(`${JSON.stringify(key)}:${t.canon}`);
    }
    return { value: out, canon: `{${parts.join(',')}}` };
  }
  return { value, canon: JSON.stringify(value) };
}

/** Maps a path through transformed values back to original keys and indexes. */
function originalPath(path: readonly JsonPathSegment[], root: JsonValue, maps: IndexMaps): JsonPathSegment[] {
  const out: JsonPathSegment[] = [];
  let node: unknown = root;
  for (const seg of path) {
    const index = isContainer(node) ? maps.get(node) : undefined;
    out.push(index ? index.get(String(seg))! : seg);
    node = isContainer(node) ? (node as Record<string, unknown>)[String(seg)] : undefined;
  }
  return out;
}

/** Transformed array objects back to arrays (in their original order), for reporting values. */
function fromMultisets(value: JsonValue, maps: IndexMaps): JsonValue {
  if (!isContainer(value)) return value;
  const index = maps.get(value);
  const record = value as Record<string, JsonValue>;
  if (index) {
    const arr: JsonValue[] = [];
    for (const [key, i] of index) arr[i] = fromMultisets(record[key]!, maps);
    return arr;
  }
  const out = Object.create(null) as Record<string, JsonValue>;
  for (const key of Object.keys(record)) out[key] = fromMultisets(record[key]!, maps);
  return out;
}

/**
 * The structural differences between two JSON values, from `left` to `right`, computed with
 * the `microdiff` library: a member or element only on the right is `added`, only on the left
 * `removed`, and a value that differs (or changes type, e.g. object → array) is `changed` at
 * the deepest path where both sides still have a container of the same kind. Arrays are
 * compared index by index, or as multisets with `ignoreArrayOrder`. Equal documents give an
 * empty list. Values are compared with `Object.is`, so `0` and `-0` differ.
 *
 * @param left - the first value (as from {@link parseJsonValue}).
 * @param right - the second value.
 * @param options - {@link JsonDiffOptions}: `ignoreArrayOrder`.
 * @returns the differences, in document order of the left side, then the additions.
 * @throws ToolInputError when the values are nested deeper than the call stack allows.
 * @see https://github.com/AsyncBanana/microdiff
 */
export function diffJson(left: JsonValue, right: JsonValue, options: JsonDiffOptions = {}): JsonDifference[] {
  try {
    // microdiff compares two containers of the same kind; anything else is one change at the root.
    if (!isContainer(left) || !isContainer(right) || Array.isArray(left) !== Array.isArray(right)) {
      return Object.is(left, right) ? [] : [{ kind: 'changed', path: [], left, right }];
    }
    if (!options.ignoreArrayOrder) {
      return diff(left as object, right as object, { cyclesFix: false }).map((d) =>
        d.type === 'CREATE'
          ? { kind: 'added', path: d.path, right: d.value as JsonValue }
          : d.type === 'REMOVE'
            ? { kind: 'removed', path: d.path, left: d.oldValue as JsonValue }
            : { kind: 'changed', path: d.path, left: d.oldValue as JsonValue, right: d.value as JsonValue },
      );
    }
    const maps: IndexMaps = new WeakMap();
    const l = toMultisets(left, maps).value;
    const r = toMultisets(right, maps).value;
    return diff(l as object, r as object, { cyclesFix: false }).map((d) => {
      if (d.type === 'CREATE')
        return { kind: 'added', path: originalPath(d.path, r, maps), right: fromMultisets(d.value as JsonValue, maps) };
      if (d.type === 'REMOVE')
        return { kind: 'removed', path: originalPath(d.path, l, maps), left: fromMultisets(d.oldValue as JsonValue, maps) };
      return {
        kind: 'changed',
        path: originalPath(d.path, l, maps),
        left: fromMultisets(d.oldValue as JsonValue, maps),
        right: fromMultisets(d.value as JsonValue, maps),
      };
    });
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The documents are nested too deeply to compare.', { cause: e });
    throw e;
  }
}

/**
 * A JSON Pointer (RFC 6901 §3–§4): each segment after a `/`, with `~` written `~0` and `/`
 * written `~1`; the root is the empty string.
 *
 * @param path - keys and indexes from the root.
 * @returns the pointer, e.g. `/a~1b/0`.
 * @see https://www.rfc-editor.org/rfc/rfc6901
 */
export function jsonPointer(path: readonly JsonPathSegment[]): string {
  return path.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/**
 * A JavaScript-style path from `$`: identifiers as `.name`, indexes as `[2]`, other keys as
 * `["a b"]` (a JSON string).
 *
 * @param path - keys and indexes from the root.
 * @returns e.g. `$.items[2]["a b"]`; `$` for the root.
 */
export function dottedPath(path: readonly JsonPathSegment[]): string {
  return `$${path.map((p) => (typeof p === 'number' ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`)).join('')}`;
}

/** Counts of differences by kind. */
export interface JsonDiffCounts {
  added: number;
  removed: number;
  changed: number;
  total: number;
}

/** One row of the differences table: texts ready to show. */
export interface JsonDiffRow {
  kind: JsonDifferenceKind;
  pointer: string;
  path: string;
  /** The left value as compact JSON (shortened), '' when added. */
  left: string;
  /** The right value as compact JSON (shortened), '' when removed. */
  right: string;
}

/** One line of a side of the side-by-side view. */
export interface JsonDiffLine {
  /** 1-based line number in the pretty-printed document. */
  number: number;
  text: string;
  /** Set when the line belongs to a value that was added, removed or changed. */
  mark?: JsonDifferenceKind;
}

/** The result of {@link diffJsonTexts}: counts, the first rows and lines, and a full report. */
export interface JsonDiffView {
  counts: JsonDiffCounts;
  /** The first `maxRows` differences. */
  rows: JsonDiffRow[];
  /** The first `maxLines` lines of the left document, pretty-printed (2 spaces), marked. */
  left: JsonDiffLine[];
  right: JsonDiffLine[];
  /** Whether a side has more lines than shown. */
  leftTruncated: boolean;
  rightTruncated: boolean;
  /** Every difference as a JSON document: `{ counts, differences: [{ kind, pointer, path, left?, right? }] }`, ending with a line break (a file). */
  report: string;
  /** Set when a document was not strict JSON: `Left: Read as JSON5: comment at line 1, column 1.` (empty otherwise). */
  notices: string[];
  /** The same notices by side, without the side's name (`Read as JSON5: comment at line 1, column 1.`), null for strict JSON: for the UI, next to each document. */
  sideNotices: Record<JsonDiffSide, string | null>;
}

/** Options of {@link diffJsonTexts}. */
export interface JsonDiffTextsOptions extends JsonDiffOptions {
  /** Accept JSON5 on both sides when a document is not strict JSON. Default `true`. */
  json5?: boolean;
  /** Table rows returned (default 500). */
  maxRows?: number;
  /** Lines per side in the side-by-side view (default 1000). */
  maxLines?: number;
}

const VALUE_CHARS = 200;

function shortJson(v: JsonValue | undefined): string {
  if (v === undefined) return '';
  // Stringify only a bounded prefix of big values: a 20 MB subtree would be slow to print.
  const text = boundedStringify(v, VALUE_CHARS + 1);
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS - 1)}…` : text;
}

/** Compact JSON of a value, stopping once `limit` characters are written. */
function boundedStringify(value: JsonValue, limit: number): string {
  let out = '';
  const walk = (v: JsonValue): void => {
    if (out.length >= limit) return;
    if (Array.isArray(v)) {
      out += '[';
      v.forEach((item, i) => {
        if (out.length >= limit) return;
        if (i > 0) out += ',';
        walk(item);
      });
      out += ']';
    } else if (isContainer(v)) {
      out += '{';
      Object.keys(v).forEach((k, i) => {
        if (out.length >= limit) return;
        out += `${i > 0 ? ',' : ''}${JSON.stringify(k)}:`;
        walk(v[k]!);
      });
      out += '}';
    } else out += JSON.stringify(v);
  };
  walk(value);
  return out;
}

/**
 * Pretty-prints a value like `JSON.stringify(value, null, 2)` but stops after `maxLines` lines,
 * recording for every printed value its JSON Pointer and its first and last line (0-based).
 */
function printLines(value: JsonValue, maxLines: number): { lines: string[]; ranges: Map<string, [number, number]>; truncated: boolean } {
  const lines: string[] = [];
  const ranges = new Map<string, [number, number]>();
  let truncated = false;
  const walk = (v: JsonValue, pointer: string, indent: string, prefix: string, suffix: string): void => {
    if (lines.length >= maxLines) {
      truncated = true;
      return;
    }
    const start = lines.length;
    if (isContainer(v) && (Array.isArray(v) ? v.length > 0 : Object.keys(v).length > 0)) {
      const isArr = Array.isArray(v);
      lines.push(`${indent}${prefix}${isArr ? '[' : '{'}`);
      const keys = isArr ? null : Object.keys(v);
      const n = isArr ? v.length : keys!.length;
      for (let i = 0; i < n && lines.length < maxLines; i++) {
        const comma = i < n - 1 ? ',' : '';
        if (isArr) walk(v[i]!, `${pointer}/${i}`, `${indent}  `, '', comma);
        else {
          const k = keys![i]!;
          walk(
            (v as Record<string, JsonValue>)[k]!,
            `${pointer}/${k.replaceAll('~', '~0').replaceAll('/', '~1')}`,
            `${indent}  `,
            `${JSON.stringify(k)}: `,
            comma,
          );
        }
      }
      if (lines.length >= maxLines) truncated = true;
      else lines.push(`${indent}${isArr ? ']' : '}'}${suffix}`);
    } else {
      lines.push(`${indent}${prefix}${isContainer(v) ? (Array.isArray(v) ? '[]' : '{}') : JSON.stringify(v)}${suffix}`);
    }
    ranges.set(pointer, [start, lines.length - 1]);
  };
  walk(value, '', '', '', '');
  return { lines, ranges, truncated };
}

function markedLines(
  value: JsonValue,
  marks: Map<string, JsonDifferenceKind>,
  maxLines: number,
): { lines: JsonDiffLine[]; truncated: boolean } {
  const printed = printLines(value, maxLines);
  const lines: JsonDiffLine[] = printed.lines.map((text, i) => ({ number: i + 1, text }));
  for (const [pointer, kind] of marks) {
    const range = printed.ranges.get(pointer);
    if (!range) continue;
    for (let i = range[0]; i <= range[1]; i++) lines[i]!.mark = kind;
  }
  return { lines, truncated: printed.truncated };
}

/**
 * Parses two JSON documents and compares them: counts, the first differences as table rows
 * (JSON Pointer and `$` path, kind, both values shortened), both documents pretty-printed with
 * the lines of added, removed and changed values marked (first `maxLines` lines), and the full
 * list of differences as a JSON report to download. Runs in a Web Worker for big documents.
 *
 * @param left - the left (old) document's text.
 * @param right - the right (new) document's text.
 * @param options - {@link JsonDiffTextsOptions}.
 * @returns the {@link JsonDiffView}.
 * @throws JsonDiffInputError (a ToolInputError whose `side` names the document) for a syntax
 *   error with its line and column; ToolInputError when nesting is too deep or the report would
 *   be too large for a string.
 * @see https://www.rfc-editor.org/rfc/rfc6901 (pointers), https://www.rfc-editor.org/rfc/rfc8259
 */
export function diffJsonTexts(left: string, right: string, options: JsonDiffTextsOptions = {}): JsonDiffView {
  const notices: string[] = [];
  const sideNotices: Record<JsonDiffSide, string | null> = { left: null, right: null };
  const parse = (text: string, side: JsonDiffSide) => {
    let read;
    try {
      read = readDocument(text, options.json5 !== false);
    } catch (e) {
      if (e instanceof ToolInputError) throw new JsonDiffInputError(side, e);
      throw e;
    }
    if (read.json5) {
      sideNotices[side] = json5Notice(read.json5);
      notices.push(`${side === 'left' ? 'Left' : 'Right'}: ${sideNotices[side]}`);
    }
    return read.value;
  };
  const l = parse(left, 'left');
  const r = parse(right, 'right');
  const differences = diffJson(l, r, options);
  const counts: JsonDiffCounts = { added: 0, removed: 0, changed: 0, total: differences.length };
  const leftMarks = new Map<string, JsonDifferenceKind>();
  const rightMarks = new Map<string, JsonDifferenceKind>();
  for (const d of differences) {
    counts[d.kind]++;
    const pointer = jsonPointer(d.path);
    if (d.kind !== 'added') leftMarks.set(pointer, d.kind);
    if (d.kind !== 'removed') rightMarks.set(pointer, d.kind);
  }
  const rows = differences.slice(0, options.maxRows ?? 500).map((d) => ({
    kind: d.kind,
    pointer: jsonPointer(d.path),
    path: dottedPath(d.path),
    left: shortJson(d.left),
    right: shortJson(d.right),
  }));
  const maxLines = options.maxLines ?? 1000;
  const leftView = markedLines(l, leftMarks, maxLines);
  const rightView = markedLines(r, rightMarks, maxLines);
  let report: string;
  try {
    report = JSON.stringify(
      {
        counts,
        differences: differences.map((d) => ({
          kind: d.kind,
          pointer: jsonPointer(d.path),
          path: dottedPath(d.path),
          left: d.left,
          right: d.right,
        })),
      },
      null,
      2,
    ) + '\n';
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The list of differences is too large for this browser.', { cause: e });
    throw e;
  }
  return {
    counts,
    rows,
    left: leftView.lines,
    right: rightView.lines,
    leftTruncated: leftView.truncated,
    rightTruncated: rightView.truncated,
    report,
    notices,
    sideNotices,
  };
}

/** The outcome of {@link diffJsonOutcome}: the view, or the message and the document it is about. */
export type JsonDiffOutcome = { ok: true; view: JsonDiffView } | { ok: false; side: JsonDiffSide | null; message: string };

/**
 * {@link diffJsonTexts} with bad input returned instead of thrown, so the answer crosses a
 * worker boundary with the side of the error intact.
 *
 * @param left - the left document's text.
 * @param right - the right document's text.
 * @param options - {@link JsonDiffTextsOptions}.
 * @returns `{ ok: true, view }`, or `{ ok: false, side, message }` (`side` null when the
 *   problem is not one document's syntax).
 * @throws only on a bug (never for bad input).
 */
export function diffJsonOutcome(left: string, right: string, options: JsonDiffTextsOptions = {}): JsonDiffOutcome {
  try {
    return { ok: true, view: diffJsonTexts(left, right, options) };
  } catch (e) {
    if (e instanceof JsonDiffInputError) return { ok: false, side: e.side, message: e.message };
    if (e instanceof ToolInputError) return { ok: false, side: null, message: e.message };
    throw e;
  }
}
