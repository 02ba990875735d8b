import { ToolInputError } from '@handy-tools/ui/kit';
import { scanJson, type JsonDuplicateKey, type JsonScanResult } from './json-syntax.js';
import type { JsonNode } from './json-tree.js';
import { json5Notice, lineColumn, parseJsonOrJson5, syntaxErrorAt, type Json5Feature } from '@handy-tools/json-text';

/** Options of {@link parseJsonTree}. */
export interface ParseJsonOptions {
  /**
   * Accept JSON5 (comments, trailing commas, unquoted keys, single quotes, hexadecimal
   * numbers, `Infinity`/`NaN`…) when the text is not strict JSON: strict RFC 8259 is always
   * tried first, then the `json5` library. Default `true`; `false` accepts strict JSON only.
   */
  json5?: boolean;
}

/** The result of {@link parseJsonTree}. */
export interface ParsedJsonTree {
  /** The ordered tree; its tokens are valid strict JSON, whatever the input syntax. */
  tree: JsonNode;
  /** Notes for users (duplicate keys, numbers without an exact JSON form); empty when none. */
  warnings: string[];
  /** Set when the text was not strict JSON and was read as JSON5: its first JSON5-only feature. */
  json5: Json5Feature | null;
  /** Notices for users, e.g. `Read as JSON5: trailing comma at line 3, column 9.`; empty for strict JSON. */
  notices: string[];
}

const MAX_WARNINGS = 5;

/** Collects at most {@link MAX_WARNINGS} notes and counts the rest. */
class Notes {
  readonly list: string[] = [];
  private more = 0;
  add(note: string) {
    if (this.list.length < MAX_WARNINGS) this.list.push(note);
    else this.more++;
  }
  done(what: string): string[] {
    if (this.more > 0) this.list.push(`…and ${this.more} more ${what}.`);
    return this.list;
  }
}

/** JSONPath-like location of a value, e.g. `$.items[2]["a b"]`. */
function pathText(path: readonly (string | number)[]): string {
  return `$${path.map((p) => (typeof p === 'number' ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`)).join('')}`;
}

/** Converts a value produced by the json5 library into a tree, noting numbers JSON cannot hold exactly. */
function treeFromJson5Value(value: unknown, path: (string | number)[], notes: Notes): JsonNode {
  if (Array.isArray(value)) {
    return { type: 'array', position: -1, items: value.map((v, i) => treeFromJson5Value(v, [...path, i], notes)) };
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).map((key) => ({
      key,
      rawKey: JSON.stringify(key),
      position: -1,
      value: treeFromJson5Value((value as Record<string, unknown>)[key], [...path, key], notes),
    }));
    return { type: 'object', position: -1, entries };
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      notes.add(`${pathText(path)} is ${value}, which JSON cannot represent; it is written as null.`);
      return { type: 'null', raw: 'null', position: -1 };
    }
    if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
      notes.add(`${pathText(path)} (${value}) is beyond ±(2^53 − 1) and may have lost precision in JSON5 mode.`);
    }
    return { type: 'number', raw: Object.is(value, -0) ? '-0' : JSON.stringify(value), position: -1 };
  }
  if (typeof value === 'string') return { type: 'string', raw: JSON.stringify(value), position: -1 };
  if (typeof value === 'boolean') return { type: 'boolean', raw: String(value), position: -1 };
  return { type: 'null', raw: 'null', position: -1 };
}

/**
 * A tree from the value the json5 library read: numbers JSON cannot hold exactly are noted,
 * `Infinity` and `NaN` become null (with a note).
 *
 * @param value - what `JSON5.parse` returned.
 * @returns the tree and the notes, at most 5 and a count of the rest.
 * @throws ToolInputError when nested deeper than the call stack allows.
 */
export function treeFromJson5(value: unknown): { tree: JsonNode; warnings: string[] } {
  const notes = new Notes();
  try {
    return { tree: treeFromJson5Value(value, [], notes), warnings: notes.done('numbers like these') };
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JSON5 is nested too deeply to read.', { cause: e });
    throw e;
  }
}

/**
 * The notes for users about keys repeated in an object: `The key "a" appears again at line 3,
 * column 1; both are kept, but most programs read only the last one.`, at most 5, then
 * `…and 2 more duplicate keys.`
 *
 * @param text - the whole text (lines and columns are counted in it, see `lineColumn`).
 * @param duplicates - the repeated keys, decoded, with the 0-based UTF-16 offset of each repeat.
 * @param offset - added to each offset first (1 when the offsets count from after a byte order mark).
 * @returns the notes; empty when there are no duplicates.
 */
export function duplicateKeyWarnings(text: string, duplicates: readonly JsonDuplicateKey[], offset = 0): string[] {
  const notes = new Notes();
  for (const d of duplicates) {
    const { line, column } = lineColumn(text, d.position + offset);
    notes.add(`The key ${JSON.stringify(d.key)} appears again at line ${line}, column ${column}; both are kept, but most programs read only the last one.`);
  }
  return notes.done('duplicate keys');
}

/** The tree and duplicate-key notes of a strict scan. */
function strictTree(text: string, offset: number, result: Extract<JsonScanResult, { ok: true }>): ParsedJsonTree {
  return { tree: result.tree, warnings: duplicateKeyWarnings(text, result.duplicates, offset), json5: null, notices: [] };
}

/**
 * Parses a JSON text into an ordered, lossless tree — strict JSON (RFC 8259) first and, unless
 * `json5` is false, JSON5 when the text is not strict JSON — with errors that say where the
 * problem is and what was expected.
 *
 * A leading byte order mark is ignored (RFC 8259 §8.1 lets parsers ignore it). Strict input
 * is read by {@link scanJson} (Microsoft's `jsonc-parser` in strict mode): members keep
 * their order (also keys like "10", which JavaScript objects would move first), duplicate
 * keys are kept and reported, and numbers and strings keep their exact source text, so
 * integers beyond 2^53 lose nothing. Other input is read as JSON5 (https://spec.json5.org/)
 * through `parseJsonOrJson5` of `@handy-tools/json-text`, which names the first JSON5-only
 * feature (`notices`: `Read as JSON5: trailing comma at line 3, column 9.`); its numbers are
 * doubles: integers beyond 2^53 are reported, `Infinity` and `NaN` become null with a warning,
 * and keys that are array indices come first (a JavaScript object's order).
 *
 * @param text - the JSON or JSON5 text.
 * @param options - {@link ParseJsonOptions}: `json5` (default true).
 * @returns the tree, notes for users, and the JSON5 feature and notice when it was not strict JSON.
 * @throws ToolInputError for a syntax error, e.g. `Line 3, column 5: expected ',' or ']'
 *   after an array element, found '3'.`, with `line` and `column` (1-based; columns count
 *   code points) and `position` (0-based UTF-16 offset) set — where the text stops being JSON,
 *   or, when it reads on as JSON5 past that, where it stops being JSON5 (`unexpected '@' (not
 *   valid JSON or JSON5 here)`); or for nesting deeper than the call stack allows.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/, https://github.com/microsoft/node-jsonc-parser
 */
export function parseJsonTree(text: string, options: ParseJsonOptions = {}): ParsedJsonTree {
  const offset = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (options.json5 === false) {
    const result = scanJson(offset ? text.slice(1) : text);
    if (!result.ok) throw syntaxErrorAt(text, result.problem.position + offset, result.problem.message);
    return strictTree(text, offset, result);
  }
  const read = parseJsonOrJson5(text, {
    strict: (body) => {
      const result = scanJson(body);
      return result.ok ? { ok: true, value: result } : { ok: false, locate: () => result.problem };
    },
  });
  if (read.json5 === null) return strictTree(text, offset, read.value);
  return { ...treeFromJson5(read.value), json5: read.json5, notices: [json5Notice(read.json5)] };
}
