import { ToolInputError } from '@handy-tools/ui/kit';
import type { JsonArrayNode, JsonEntry, JsonNode, JsonObjectNode } from './json-tree.js';

/** Which quotes JavaScript string literals use. */
export type JsQuote = 'single' | 'double';

/** Options of {@link printJsLiteral}. */
export interface PrintJsLiteralOptions {
  /** String quotes (default `'single'`). */
  quote?: JsQuote;
  /**
   * Indentation per level, as `JSON.stringify`'s `space`: a number of spaces (0–10) or a string
   * such as `'\t'`. 0 or `''` writes everything on one line, as `{a: 1, b: [1, 2]}`. Default 2.
   */
  space?: number | string;
  /** A comma after the last member or element of every multi-line object and array (ES5 §11.1.4, §11.1.5). Default `false`. */
  trailingCommas?: boolean;
}

// ECMA-262 (ES2015) §11.6 Names and Keywords: IdentifierStart is UnicodeIDStart, `$`, `_`;
// IdentifierPart is UnicodeIDContinue, `$`, `_`, ZWNJ, ZWJ (Unicode escapes are not used here).
const IDENTIFIER_NAME = /^[\p{ID_Start}$_][\p{ID_Continue}$_\u200C\u200D]*$/u;

/**
 * ReservedWord (ECMA-262 §12.6.2: keywords, future reserved words, `null`, `true`, `false`) plus
 * the words strict-mode code (modules, where `export` is allowed) forbids as binding names
 * (§13.1.1: `let`, `static`, `implements`, `interface`, `package`, `private`, `protected`,
 * `public`, `yield`, `await` in modules, `eval`, `arguments`).
 */
const NOT_BINDABLE = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export extends false finally for function if import in ' +
    'instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package ' +
    'private protected public eval arguments'
  ).split(' '),
);

/**
 * Tells whether a string is an IdentifierName (ECMA-262 §12.6 / ES2015 §11.6), i.e. whether it can be
 * written as an unquoted property name in an object literal (`{ if: 1 }` is valid: reserved words
 * are IdentifierNames).
 *
 * @param name - any string.
 * @returns true when `name` matches `IdentifierStart IdentifierPart*` with the engine's Unicode tables.
 * @see https://tc39.es/ecma262/#prod-IdentifierName
 */
export function isIdentifierName(name: string): boolean {
  return IDENTIFIER_NAME.test(name);
}

/**
 * Tells whether a string can name a variable declared with `const` in any code, modules
 * included (strict mode): an IdentifierName that is not a reserved word nor a name strict mode
 * forbids (`let`, `yield`, `await`, `eval`, `arguments`, `static`…).
 *
 * @param name - any string.
 * @returns true when `const <name> = …;` is valid in a module.
 * @see https://tc39.es/ecma262/#prod-BindingIdentifier, https://tc39.es/ecma262/#sec-identifiers-static-semantics-early-errors
 */
export function isBindingIdentifier(name: string): boolean {
  return isIdentifierName(name) && !NOT_BINDABLE.has(name);
}

const SHORT_ESCAPES: Readonly<Record<number, string>> = { 0x08: '\\b', 0x09: '\\t', 0x0a: '\\n', 0x0c: '\\f', 0x0d: '\\r', 0x5c: '\\\\' };

/**
 * Writes a JavaScript string literal (ECMA-262 §12.8.4) for a string.
 *
 * Escapes the backslash, the chosen quote, C0 controls and DEL (`\n`, `\t`… or `\xHH`), the line
 * and paragraph separators U+2028/U+2029 and lone surrogates (`\uHHHH`), so the literal is valid
 * in every engine and in a UTF-8 file; every other character is written as is.
 *
 * @param value - the string.
 * @param quote - `'single'` or `'double'`.
 * @returns the literal, quotes included.
 * @see https://tc39.es/ecma262/#sec-literals-string-literals
 */
export function quoteJsString(value: string, quote: JsQuote = 'single'): string {
  const q = quote === 'double' ? '"' : "'";
  const qCode = q.charCodeAt(0);
  let out = q;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    let escape: string | undefined;
    if (c === qCode) escape = `\\${q}`;
    else if (c < 0x20 || c === 0x5c || c === 0x7f) escape = SHORT_ESCAPES[c] ?? `\\x${c.toString(16).padStart(2, '0')}`;
    else if (c === 0x2028 || c === 0x2029) escape = `\\u${c.toString(16)}`;
    else if (c >= 0xd800 && c <= 0xdfff) {
      const pair = c <= 0xdbff && i + 1 < value.length && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
      if (pair) {
        i++;
        continue;
      }
      escape = `\\u${c.toString(16)}`;
    }
    if (escape !== undefined) {
      out += value.slice(start, i) + escape;
      start = i + 1;
    }
  }
  return out + value.slice(start) + q;
}

/**
 * Writes an object literal's property name: bare when it is an IdentifierName, quoted
 * otherwise, and `["__proto__"]` (a computed name) for `__proto__`, because `__proto__: v` and
 * `"__proto__": v` both set the object's prototype instead of creating a property (ECMA-262 §B.3.1,
 * PropertyDefinitionEvaluation).
 *
 * @param key - the decoded key.
 * @param quote - the quotes of quoted names.
 * @returns the property name as written before `:`.
 */
export function propertyName(key: string, quote: JsQuote = 'single'): string {
  if (key === '__proto__') return `[${quoteJsString(key, quote)}]`;
  return isIdentifierName(key) ? key : quoteJsString(key, quote);
}

interface Frame {
  node: JsonObjectNode | JsonArrayNode;
  next: number;
}

/**
 * Writes a JSON tree as a JavaScript expression: an object/array literal (ECMA-262 §13.2.4,
 * §13.2.5) with unquoted property names where they are IdentifierNames (see
 * {@link propertyName}), strings re-quoted with the chosen quotes ({@link quoteJsString}),
 * numbers, `true`, `false` and `null` as written in the JSON (every JSON number is a valid
 * JavaScript numeric literal, a leading `-` being the unary minus). Duplicate keys are kept, in
 * order (the last one wins, as with `JSON.parse`). Works without recursion, so any depth is
 * written.
 *
 * @param root - the tree (from `parseJsonTree`).
 * @param options - {@link PrintJsLiteralOptions}: `quote`, `space`, `trailingCommas`.
 * @returns the JavaScript source text.
 * @throws ToolInputError when the result would be longer than the engine's maximum string length.
 * @see https://tc39.es/ecma262/#sec-object-initializer, https://tc39.es/ecma262/#sec-array-initializer
 */
export function printJsLiteral(root: JsonNode, options: PrintJsLiteralOptions = {}): string {
  const quote = options.quote ?? 'single';
  const space = options.space ?? 2;
  const unit = typeof space === 'number' ? ' '.repeat(Math.max(0, Math.min(10, Math.floor(space)))) : space.slice(0, 10);
  const trailing = options.trailingCommas === true && unit !== '';
  const breaks: string[] = ['\n'];
  const newline = (depth: number) => {
    for (let d = breaks.length; d <= depth; d++) breaks.push(`${breaks[d - 1]}${unit}`);
    return breaks[depth]!;
  };
  const scalar = (node: JsonNode) => (node.type === 'string' ? quoteJsString(JSON.parse(node.raw) as string, quote) : (node as { raw: string }).raw);
  let out = '';
  const frames: Frame[] = [];
  const open = (node: JsonNode) => {
    if (node.type === 'object' || node.type === 'array') {
      const count = node.type === 'object' ? node.entries.length : node.items.length;
      if (count === 0) out += node.type === 'object' ? '{}' : '[]';
      else {
        out += node.type === 'object' ? '{' : '[';
        frames.push({ node, next: 0 });
      }
    } else out += scalar(node);
  };
  try {
    open(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const depth = frames.length;
      const { node } = frame;
      const count = node.type === 'object' ? node.entries.length : node.items.length;
      if (frame.next === count) {
        frames.pop();
        if (unit) out += `${trailing ? ',' : ''}${newline(depth - 1)}`;
        out += node.type === 'object' ? '}' : ']';
        continue;
      }
      if (frame.next > 0) out += unit ? ',' : ', ';
      if (unit) out += newline(depth);
      if (node.type === 'object') {
        const entry: JsonEntry = node.entries[frame.next++]!;
        out += `${propertyName(entry.key, quote)}: `;
        open(entry.value);
      } else open(node.items[frame.next++]!);
    }
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JavaScript would be too large for this browser.', { cause: e });
    throw e;
  }
  return out;
}
