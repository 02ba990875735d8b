import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';
import type { JsonArrayNode, JsonNode, JsonObjectNode, JsonScalarNode } from './json-tree.js';
import { describeFound, lineColumn } from '@handy-tools/json-text';

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

/** What the parser expects next, followed from the parser's events (used only to word errors). */
type Expecting = 'value' | 'arrayFirst' | 'arrayNext' | 'objectFirst' | 'objectNext' | 'colon' | 'after';

interface Frame {
  node: JsonObjectNode | JsonArrayNode;
  /** Keys seen so far in an object, to report duplicates. */
  keys?: Set<string>;
  /** The key whose value comes next. */
  key?: { key: string; rawKey: string; position: number };
}

/** Thrown from the visitor to stop at the first error (jsonc-parser would otherwise recover and go on). */
class FirstProblem {
  constructor(readonly problem: JsonSyntaxProblem) {}
}

/** jsonc-parser in strict RFC 8259 mode: no comments, no trailing commas, no empty document. */
const STRICT = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false } as const;

const isDigitAt = (text: string, i: number) => /[0-9]/.test(text.charAt(i));

/** The literals of RFC 8259 §3, by first letter. */
const LITERALS: Readonly<Record<string, string>> = { t: 'true', f: 'false', n: 'null' };

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

const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const CONTROL_ESCAPES: Record<number, string> = { 0x08: '\\b', 0x09: '\\t', 0x0a: '\\n', 0x0c: '\\f', 0x0d: '\\r' };
// eslint-disable-next-line no-control-regex -- RFC 8259 §7: quotes, backslashes and control characters are what can go wrong in a string
const STRING_SPECIAL = /["\\\u0000-\u001f]/g;

/**
 * Pinpoints the first problem inside a string token that jsonc-parser rejected. The parser
 * reports string errors at the opening quote; users need the offending escape or character.
 */
function stringProblem(text: string, start: number): JsonSyntaxProblem {
  let i = start + 1;
  for (;;) {
    STRING_SPECIAL.lastIndex = i;
    const hit = STRING_SPECIAL.exec(text);
    if (hit === null) {
      return { position: text.length, message: `expected '"' to close the string that starts at ${at(text, start)}, found the end of the input` };
    }
    i = hit.index;
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Closed without a problem: cannot happen for a token the parser rejected; say so plainly.
      return { position: start, message: 'invalid string' };
    }
    if (c === 0x5c) {
      if (i + 1 >= text.length) return { position: i + 1, message: "expected an escape character after '\\', found the end of the input" };
      const e = text.charAt(i + 1);
      if (SIMPLE_ESCAPES.has(e)) {
        i += 2;
        continue;
      }
      if (e === 'u') {
        for (let k = 2; k < 6; k++) {
          if (!/[0-9A-Fa-f]/.test(text.charAt(i + k))) {
            return { position: i + k, message: `expected 4 hexadecimal digits after '\\u', found ${describeFound(text, i + k)}` };
          }
        }
        i += 6;
        continue;
      }
      const next = describeFound(text, i + 1);
      const shown = next.startsWith("'") ? `'\\${String.fromCodePoint(text.codePointAt(i + 1) ?? 0)}'` : `'\\' followed by ${next}`;
      return {
        position: i,
        message: `invalid escape ${shown} in a string; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u followed by 4 hexadecimal digits`,
      };
    }
    const escape = CONTROL_ESCAPES[c] ?? `\\u${c.toString(16).padStart(4, '0')}`;
    const what = c === 0x0a || c === 0x0d ? 'line break' : `control character U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
    return {
      position: i,
      message: `unescaped ${what} in the string that starts at ${at(text, start)}; write it as ${escape}, or close the string with '"'`,
    };
  }
}

/**
 * Parses a text that should be exactly one JSON value (RFC 8259 §2–§7) into an ordered,
 * lossless {@link JsonNode} tree, or finds its first syntax error with a message saying what
 * was expected.
 *
 * The parsing is done by Microsoft's `jsonc-parser` (the parser of VS Code) in strict mode —
 * comments and trailing commas are errors — through its `visit` events, which give each
 * token's offset and length: members keep their source order, numbers and strings keep their
 * exact source text, and duplicate keys are kept (RFC 8259 §4 says names SHOULD be unique, and
 * parsers differ on duplicates) and reported. The parser stops at the first error; its error
 * code, the events seen so far and the text at the error's offset give the message.
 *
 * @param text - the text to parse (a byte order mark is not skipped: strip it first).
 * @returns `{ ok: true, tree, duplicates }`, or `{ ok: false, problem }` where `problem`
 *   holds the 0-based offset of the first offending character (`text.length` when the input
 *   ends too early) and a message such as `expected ',' or '}' after a property value, found 'x'`.
 *   Nesting deeper than the call stack allows (several thousand levels) is also reported as a problem.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://github.com/microsoft/node-jsonc-parser
 */
export function scanJson(text: string): JsonScanResult {
  const frames: Frame[] = [];
  const duplicates: JsonDuplicateKey[] = [];
  let root: JsonNode | undefined;
  let expecting: Expecting = 'value';
  /** The last scalar token, to recognise a number with a leading zero (`01` scans as `0`, `1`). */
  let lastScalar: { raw: string; end: number } | null = null;

  const attach = (node: JsonNode) => {
    const top = frames.at(-1);
    if (top === undefined) root = node;
    else if (top.node.type === 'array') top.node.items.push(node);
    else {
      top.node.entries.push({ ...top.key!, value: node });
      top.key = undefined;
    }
  };
  const open = (node: JsonObjectNode | JsonArrayNode) => {
    attach(node);
    frames.push(node.type === 'object' ? { node, keys: new Set() } : { node });
    expecting = node.type === 'object' ? 'objectFirst' : 'arrayFirst';
  };
  // jsonc-parser reports a container's end also when the input stops before its bracket
  // (the CloseBrace/CloseBracketExpected error follows): only a real bracket closes it.
  const close = (bracket: '}' | ']', offset: number) => {
    if (text.charAt(offset) !== bracket) return;
    frames.pop();
    expecting = 'after';
  };

  /** The message for "found something else" in the current state, at `p`. */
  const unexpected = (state: Expecting, p: number): JsonSyntaxProblem => {
    const found = describeFound(text, p);
    const top = frames.at(-1);
    switch (state) {
      case 'after': {
        if (lastScalar !== null && lastScalar.end === p && /^-?0$/.test(lastScalar.raw) && isDigitAt(text, p)) {
          return { position: p, message: `expected '.', 'e' or the end of the number after a leading '0', found ${found} (JSON numbers have no leading zeros)` };
        }
        const comment = /^\/[/*]/.test(text.slice(p, p + 2)) ? ' (comments are not allowed in strict JSON)' : '';
        if (top === undefined) return { position: p, message: `expected the end of the input after the JSON value, found ${found}${comment}` };
        const isObject = top.node.type === 'object';
        const unclosed = p >= text.length ? `; the '${isObject ? '{' : '['}' at ${at(text, top.node.position)} is never closed` : '';
        const what = isObject ? "expected ',' or '}' after a property value" : "expected ',' or ']' after an array element";
        return { position: p, message: `${what}, found ${found}${comment}${unclosed}` };
      }
      case 'objectFirst':
      case 'objectNext':
        if (text.charAt(p) === '}') return { position: p, message: "expected a property name in double quotes, found '}' (strict JSON allows no trailing comma)" };
        return {
          position: p,
          message: `expected ${state === 'objectFirst' ? "a property name in double quotes or '}'" : 'a property name in double quotes'}, found ${found}${keyHint(text, p)}`,
        };
      case 'colon':
        return { position: p, message: `expected ':' after the property name, found ${found}` };
      default:
        if (state === 'arrayNext' && text.charAt(p) === ']') return { position: p, message: "expected a value, found ']' (strict JSON allows no trailing comma)" };
        return { position: p, message: `expected ${state === 'arrayFirst' ? "a value or ']'" : 'a value'}, found ${found}${valueHint(text, p)}` };
    }
  };

  /** Words jsonc-parser's first error code and offset for users. */
  const problemFor = (code: ParseErrorCode, offset: number, length: number): JsonSyntaxProblem => {
    const isValueState = expecting === 'value' || expecting === 'arrayFirst' || expecting === 'arrayNext';
    switch (printParseErrorCode(code)) {
      case 'UnexpectedEndOfString':
      case 'InvalidUnicode':
      case 'InvalidEscapeCharacter':
      case 'InvalidCharacter':
        // The scanner flags a bad token before the parser checks that a string may come here.
        if (!isValueState && expecting !== 'objectFirst' && expecting !== 'objectNext') return unexpected(expecting, offset);
        return stringProblem(text, offset);
      case 'UnexpectedEndOfNumber': {
        if (!isValueState) return unexpected(expecting, offset);
        // The token stops right after the '.' or the exponent's 'e' / sign that lacks a digit.
        const p = offset + length;
        const what = text.charAt(p - 1) === '.' ? 'a digit after the decimal point' : 'a digit in the exponent';
        return { position: p, message: `expected ${what}, found ${describeFound(text, p)}` };
      }
      case 'InvalidSymbol': {
        const token = text.slice(offset, offset + length);
        if (isValueState && token === '-') {
          const p = offset + 1;
          const hint = text.charAt(p) === '.' ? ' (JSON numbers need a digit before the decimal point)' : text.startsWith('Infinity', p) ? ' (JSON has no Infinity)' : '';
          return { position: p, message: `expected a digit after '-', found ${describeFound(text, p)}${hint}` };
        }
        const literal = isValueState ? LITERALS[token.charAt(0)] : undefined;
        if (literal !== undefined) {
          let k = 1;
          while (k < literal.length && token.charAt(k) === literal.charAt(k)) k++;
          if (k < literal.length) return { position: offset + k, message: `expected '${literal}', found ${describeFound(text, offset + k)}` };
          lastScalar = null;
          return unexpected('after', offset + literal.length); // e.g. `truex`: a whole literal, then junk
        }
        return unexpected(expecting, offset);
      }
      default:
        return unexpected(expecting, offset);
    }
  };

  try {
    visit(
      text,
      {
        onObjectBegin: (offset) => open({ type: 'object', entries: [], position: offset }),
        onArrayBegin: (offset) => open({ type: 'array', items: [], position: offset }),
        onObjectEnd: (offset) => close('}', offset),
        onArrayEnd: (offset) => close(']', offset),
        onObjectProperty: (key: string, offset, length) => {
          const top = frames.at(-1)!;
          if (top.keys!.has(key)) duplicates.push({ key, position: offset });
          else top.keys!.add(key);
          top.key = { key, rawKey: text.slice(offset, offset + length), position: offset };
          expecting = 'colon';
        },
        onSeparator: (separator) => {
          expecting = separator === ':' ? 'value' : frames.at(-1)?.node.type === 'object' ? 'objectNext' : 'arrayNext';
        },
        onLiteralValue: (value: unknown, offset, length) => {
          const raw = text.slice(offset, offset + length);
          const type: JsonScalarNode['type'] = value === null ? 'null' : typeof value === 'string' ? 'string' : typeof value === 'number' ? 'number' : 'boolean';
          attach({ type, raw, position: offset });
          lastScalar = { raw, end: offset + length };
          expecting = 'after';
        },
        onError: (code, offset, length) => {
          throw new FirstProblem(problemFor(code, offset, length));
        },
      },
      STRICT,
    );
  } catch (e) {
    if (e instanceof FirstProblem) return { ok: false, problem: e.problem };
    // The parser is recursive: a stack overflow means nesting too deep to read.
    if (e instanceof RangeError) {
      const deepest = frames.at(-1)?.node.position ?? 0;
      return { ok: false, problem: { position: deepest, message: `the JSON is nested too deeply to read here (${frames.length} levels of '[' and '{')` } };
    }
    throw e;
  }
  if (root === undefined) return { ok: false, problem: { position: text.length, message: 'expected a value, found the end of the input' } };
  return { ok: true, tree: root, duplicates };
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
