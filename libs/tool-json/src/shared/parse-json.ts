import { ToolInputError } from '@handy-tools/ui/kit';
import JSON5 from 'json5';
import { scanJson } from './json-syntax.js';
import type { JsonNode } from './json-tree.js';
import { lineColumn, locateJson5Error, syntaxErrorAt } from '@handy-tools/json-text';

/** Options of {@link parseJsonTree}. */
export interface ParseJsonOptions {
  /**
   * Accept JSON5 (comments, trailing commas, unquoted keys, single quotes, hexadecimal
   * numbers, `Infinity`/`NaN`…) through the `json5` library instead of strict RFC 8259
   * JSON. Default `false`.
   */
  json5?: boolean;
}

/** The result of {@link parseJsonTree}. */
export interface ParsedJsonTree {
  /** The ordered tree; its tokens are valid strict JSON, whatever the input syntax. */
  tree: JsonNode;
  /** Notes for users (duplicate keys, numbers without an exact JSON form); empty when none. */
  warnings: string[];
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
 * Parses a JSON text, strictly (RFC 8259) or as JSON5, into an ordered, lossless tree, with
 * errors that say where the problem is and what was expected.
 *
 * A leading byte order mark is ignored (RFC 8259 §8.1 lets parsers ignore it). Strict input
 * is read by {@link scanJson} (Microsoft's `jsonc-parser` in strict mode): members keep
 * their order (also keys like "10", which JavaScript objects would move first), duplicate
 * keys are kept and reported, and numbers and strings keep their exact source text, so
 * integers beyond 2^53 lose nothing. JSON5
 * input is parsed by the `json5` library (https://spec.json5.org/) into JavaScript values,
 * whose numbers are doubles: integers beyond 2^53 are reported, `Infinity` and `NaN` become
 * null with a warning, and keys that are array indices come first (a JavaScript object's order).
 *
 * @param text - the JSON or JSON5 text.
 * @param options - {@link ParseJsonOptions}: `json5`.
 * @returns the tree and notes for users.
 * @throws ToolInputError for a syntax error, e.g. `Line 3, column 5: expected ',' or ']'
 *   after an array element, found '3'.`, with `line` and `column` (1-based; columns count
 *   code points) and `position` (0-based UTF-16 offset) set; or for JSON nested deeper
 *   than the call stack allows (several thousand levels).
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/, https://github.com/microsoft/node-jsonc-parser
 */
export function parseJsonTree(text: string, options: ParseJsonOptions = {}): ParsedJsonTree {
  const offset = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = offset ? text.slice(1) : text;
  if (!options.json5) {
    const result = scanJson(body);
    if (!result.ok) throw syntaxErrorAt(text, result.problem.position + offset, result.problem.message);
    const notes = new Notes();
    for (const d of result.duplicates) {
      const { line, column } = lineColumn(text, d.position + offset);
      notes.add(`The key ${JSON.stringify(d.key)} appears again at line ${line}, column ${column}; both are kept, but most programs read only the last one.`);
    }
    return { tree: result.tree, warnings: notes.done('duplicate keys') };
  }
  let value: unknown;
  try {
    value = JSON5.parse(body);
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JSON5 is nested too deeply to read.', { cause: e });
    const place = locateJson5Error(body, e);
    if (!place) throw e;
    throw syntaxErrorAt(text, place.position + offset, place.problem, e);
  }
  const notes = new Notes();
  try {
    return { tree: treeFromJson5Value(value, [], notes), warnings: notes.done('numbers like these') };
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JSON5 is nested too deeply to read.', { cause: e });
    throw e;
  }
}
