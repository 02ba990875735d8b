import type { JsonArrayNode, JsonNode, JsonObjectNode } from './json-tree.js';
import { describeFound, lineColumn } from './text-position.js';

/** Where a text stops being JSON and why. */
export interface JsonSyntaxProblem {
  /** 0-based offset (UTF-16 code units) of the offending character, or `text.length` at the end. */
  position: number;
  /** What was expected and what was found, in English, without the location. */
  message: string;
}

/** A key that occurs more than once in one object. */
export interface JsonDuplicateKey {
  /** The decoded key. */
  key: string;
  /** 0-based offset of the repeated occurrence. */
  position: number;
}

/** The outcome of {@link scanJson}. */
export type JsonScanResult =
  | { ok: true; tree: JsonNode; duplicates: JsonDuplicateKey[] }
  | { ok: false; problem: JsonSyntaxProblem };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const MINUS = 0x2d;
const DOT = 0x2e;

const isWhitespace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const CONTROL_ESCAPES: Record<number, string> = { 0x08: '\\b', 0x09: '\\t', 0x0a: '\\n', 0x0c: '\\f', 0x0d: '\\r' };

/** Why a character cannot start a value, for the most common mistakes. */
function valueHint(text: string, i: number): string {
  const rest = text.slice(i, i + 10);
  if (rest.startsWith("'")) return ' (strict JSON strings use double quotes)';
  if (rest.startsWith('/')) return ' (comments are not allowed in strict JSON)';
  if (rest.startsWith('+')) return " (JSON numbers have no leading '+')";
  if (rest.startsWith('.')) return ' (JSON numbers need a digit before the decimal point)';
  if (/^(NaN|Infinity|undefined)\b/.test(rest)) return ' (JSON has no NaN, Infinity or undefined)';
  if (/^(True|False|None|Null|TRUE|FALSE|NULL)\b/.test(rest)) return ' (JSON literals are lowercase: true, false, null)';
  return '';
}

/** Why a character cannot start a property name. */
function keyHint(text: string, i: number): string {
  const c = text.charAt(i);
  if (c === "'") return ' (strict JSON strings use double quotes)';
  if (c === '/') return ' (comments are not allowed in strict JSON)';
  if (/[A-Za-z_$]/.test(c)) return ' (property names must be in double quotes)';
  return '';
}

function at(text: string, index: number): string {
  const { line, column } = lineColumn(text, index);
  return `line ${line}, column ${column}`;
}

/** Scans a string token starting at the quote at `start`; returns the offset after it or a problem. */
// eslint-disable-next-line no-control-regex -- RFC 8259 §7: control characters must be escaped in strings
const PLAIN_RUN = /[^"\\\u0000-\u001f]+/y;

function scanString(text: string, start: number): number | JsonSyntaxProblem {
  let i = start + 1;
  for (;;) {
    PLAIN_RUN.lastIndex = i;
    if (PLAIN_RUN.test(text)) i = PLAIN_RUN.lastIndex;
    if (i >= text.length) {
      return { position: i, message: `expected '"' to close the string that starts at ${at(text, start)}, found the end of the input` };
    }
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) {
      if (i + 1 >= text.length) {
        return { position: i + 1, message: "expected an escape character after '\\', found the end of the input" };
      }
      const e = text.charAt(i + 1);
      if (SIMPLE_ESCAPES.has(e)) {
        i += 2;
      } else if (e === 'u') {
        for (let k = 2; k < 6; k++) {
          if (!isHex(text.charCodeAt(i + k))) {
            return { position: i + k, message: `expected 4 hexadecimal digits after '\\u', found ${describeFound(text, i + k)}` };
          }
        }
        i += 6;
      } else {
        const next = describeFound(text, i + 1);
        const shown = next.startsWith("'") ? `'\\${String.fromCodePoint(text.codePointAt(i + 1) ?? 0)}'` : `'\\' followed by ${next}`;
        return {
          position: i,
          message: `invalid escape ${shown} in a string; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u followed by 4 hexadecimal digits`,
        };
      }
    } else if (c < 0x20) {
      const escape = CONTROL_ESCAPES[c] ?? `\\u${c.toString(16).padStart(4, '0')}`;
      const what = c === 0x0a || c === 0x0d ? 'line break' : `control character U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
      return {
        position: i,
        message: `unescaped ${what} in the string that starts at ${at(text, start)}; write it as ${escape}, or close the string with '"'`,
      };
    } else {
      i++;
    }
  }
}

/** Scans a number token at `start` (RFC 8259 §6); returns the offset after it or a problem. */
function scanNumber(text: string, start: number): number | JsonSyntaxProblem {
  let i = start;
  if (text.charCodeAt(i) === MINUS) i++;
  const first = text.charCodeAt(i);
  if (first === 0x30) {
    i++;
    if (isDigit(text.charCodeAt(i))) {
      return {
        position: i,
        message: `expected '.', 'e' or the end of the number after a leading '0', found ${describeFound(text, i)} (JSON numbers have no leading zeros)`,
      };
    }
  } else if (isDigit(first)) {
    while (isDigit(text.charCodeAt(i))) i++;
  } else {
    const hint = first === DOT ? ' (JSON numbers need a digit before the decimal point)' : text.startsWith('Infinity', i) ? ' (JSON has no Infinity)' : '';
    return { position: i, message: `expected a digit after '-', found ${describeFound(text, i)}${hint}` };
  }
  if (text.charCodeAt(i) === DOT) {
    i++;
    if (!isDigit(text.charCodeAt(i))) return { position: i, message: `expected a digit after the decimal point, found ${describeFound(text, i)}` };
    while (isDigit(text.charCodeAt(i))) i++;
  }
  const e = text.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 0x2b || sign === MINUS) i++;
    if (!isDigit(text.charCodeAt(i))) return { position: i, message: `expected a digit in the exponent, found ${describeFound(text, i)}` };
    while (isDigit(text.charCodeAt(i))) i++;
  }
  return i;
}

type State = 'value' | 'arrayFirst' | 'arrayNext' | 'objectFirst' | 'objectNext' | 'after';

interface Frame {
  node: JsonObjectNode | JsonArrayNode;
  key?: { key: string; rawKey: string; position: number };
  keys?: Set<string>;
}

/**
 * Parses a text that should be exactly one JSON value (RFC 8259 §2–§7: whitespace,
 * literals, objects, arrays, numbers, strings) into an ordered, lossless {@link JsonNode}
 * tree, or finds its first syntax error with a message saying what was expected. Nesting is
 * tracked with an explicit stack, so any depth is handled without recursion. Duplicate keys
 * are kept (RFC 8259 §4 says names SHOULD be unique, and parsers differ on duplicates) and
 * reported.
 *
 * @param text - the text to parse (a byte order mark is not skipped: strip it first).
 * @returns `{ ok: true, tree, duplicates }`, or `{ ok: false, problem }` where `problem`
 *   holds the 0-based offset of the first offending character (`text.length` when the input
 *   ends too early) and a message such as `expected ',' or '}' after a property value, found 'x'`.
 * @see https://www.rfc-editor.org/rfc/rfc8259
 */
export function scanJson(text: string): JsonScanResult {
  const n = text.length;
  const frames: Frame[] = [];
  const duplicates: JsonDuplicateKey[] = [];
  let root: JsonNode | undefined;
  let state: State = 'value';
  let i = 0;
  const fail = (position: number, message: string): JsonScanResult => ({ ok: false, problem: { position, message } });
  const found = (pos: number) => describeFound(text, pos);
  const attach = (node: JsonNode) => {
    const top = frames.at(-1);
    if (top === undefined) root = node;
    else if (top.node.type === 'array') top.node.items.push(node);
    else {
      top.node.entries.push({ ...top.key!, value: node });
      top.key = undefined;
    }
  };
  for (;;) {
    while (i < n && isWhitespace(text.charCodeAt(i))) i++;
    const c = i < n ? text.charCodeAt(i) : -1;
    if (state === 'after') {
      const top = frames.at(-1);
      if (top === undefined) {
        if (c === -1) return { ok: true, tree: root!, duplicates };
        return fail(i, `expected the end of the input after the JSON value, found ${found(i)}`);
      }
      const isObject = top.node.type === 'object';
      if (c === COMMA) {
        i++;
        state = isObject ? 'objectNext' : 'arrayNext';
        continue;
      }
      if (c === (isObject ? CLOSE_OBJECT : CLOSE_ARRAY)) {
        frames.pop();
        i++;
        continue;
      }
      const unclosed = c === -1 ? `; the '${isObject ? '{' : '['}' at ${at(text, top.node.position)} is never closed` : '';
      const what = isObject ? "expected ',' or '}' after a property value" : "expected ',' or ']' after an array element";
      return fail(i, `${what}, found ${found(i)}${unclosed}`);
    }
    if (state === 'objectFirst' || state === 'objectNext') {
      if (c === CLOSE_OBJECT && state === 'objectFirst') {
        frames.pop();
        i++;
        state = 'after';
        continue;
      }
      if (c !== QUOTE) {
        if (c === CLOSE_OBJECT) return fail(i, "expected a property name in double quotes, found '}' (strict JSON allows no trailing comma)");
        const what = state === 'objectFirst' ? "a property name in double quotes or '}'" : 'a property name in double quotes';
        return fail(i, `expected ${what}, found ${found(i)}${keyHint(text, i)}`);
      }
      const end = scanString(text, i);
      if (typeof end !== 'number') return { ok: false, problem: end };
      const rawKey = text.slice(i, end);
      const key = rawKey.includes('\\') ? (JSON.parse(rawKey) as string) : rawKey.slice(1, -1);
      const top = frames.at(-1)!;
      top.keys ??= new Set();
      if (top.keys.has(key)) duplicates.push({ key, position: i });
      else top.keys.add(key);
      top.key = { key, rawKey, position: i };
      i = end;
      while (i < n && isWhitespace(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) !== COLON) return fail(i, `expected ':' after the property name, found ${found(i)}`);
      i++;
      state = 'value';
      continue;
    }
    // A value is expected (or, in an array, possibly its closing bracket).
    if (c === CLOSE_ARRAY && state === 'arrayFirst') {
      frames.pop();
      i++;
      state = 'after';
      continue;
    }
    if (c === CLOSE_ARRAY && state === 'arrayNext') return fail(i, "expected a value, found ']' (strict JSON allows no trailing comma)");
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      const node: JsonObjectNode | JsonArrayNode =
        c === OPEN_OBJECT ? { type: 'object', entries: [], position: i } : { type: 'array', items: [], position: i };
      attach(node);
      frames.push({ node });
      i++;
      state = c === OPEN_OBJECT ? 'objectFirst' : 'arrayFirst';
      continue;
    }
    let end: number | JsonSyntaxProblem;
    let type: 'string' | 'number' | 'boolean' | 'null';
    if (c === QUOTE) {
      type = 'string';
      end = scanString(text, i);
    } else if (c === MINUS || isDigit(c)) {
      type = 'number';
      end = scanNumber(text, i);
    } else {
      const literal = c === 0x74 ? 'true' : c === 0x66 ? 'false' : c === 0x6e ? 'null' : undefined;
      if (literal === undefined) {
        const what = state === 'arrayFirst' ? "a value or ']'" : 'a value';
        return fail(i, `expected ${what}, found ${found(i)}${valueHint(text, i)}`);
      }
      let k = 1;
      while (k < literal.length && text.charAt(i + k) === literal.charAt(k)) k++;
      if (k < literal.length) return fail(i + k, `expected '${literal}', found ${found(i + k)}`);
      type = literal === 'null' ? 'null' : 'boolean';
      end = i + literal.length;
    }
    if (typeof end !== 'number') return { ok: false, problem: end };
    attach({ type, raw: text.slice(i, end), position: i });
    i = end;
    state = 'after';
  }
}

/**
 * Finds the first syntax error of a text that should be one JSON value (RFC 8259).
 *
 * @param text - the text to check (a byte order mark is not skipped).
 * @returns `null` when the text is valid JSON, else the offset and message of the first
 *   problem (see {@link scanJson}).
 * @see https://www.rfc-editor.org/rfc/rfc8259
 */
export function diagnoseJson(text: string): JsonSyntaxProblem | null {
  const result = scanJson(text);
  return result.ok ? null : result.problem;
}
