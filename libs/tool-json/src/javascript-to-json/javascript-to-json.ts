import { ToolInputError } from '@handy-tools/ui/kit';
import { indentSpace, type JsonIndent } from '../json-prettify/json-prettify.js';
import { stringifyJsonTree } from '../shared/json-tree.js';
import { parseJsonDocument } from '../shared/parse-json-document.js';
import { lineColumn } from '@handy-tools/json-text';

/** Options of {@link javascriptToJson}. */
export interface JavascriptToJsonOptions {
  /** Spaces per level (0–8; 0 writes one line) or `'tab'`. Default 2. */
  indent?: JsonIndent;
}

/** The result of {@link javascriptToJson}. */
export interface ConvertedJson {
  /** Strict JSON (RFC 8259), ending with a line break (the output is a file). */
  output: string;
  /** Notes for users: values JSON cannot represent (`Infinity`, `NaN`, written as null), integers beyond 2^53. */
  warnings: string[];
}

// `const x =`, `let x =`, `var x =`, `export const x =`, `export default`, `module.exports =`
// before the literal; a `;` after it. Only these are skipped: nothing is evaluated.
const DECLARATION = /^(\s*)((?:export\s+)?(?:const|let|var)\s+[\p{ID_Start}$_][\p{ID_Continue}$_\u200C\u200D]*\s*=|export\s+default\b|module\.exports\s*=)/u;

/** Replaces a span by spaces (keeping line breaks), so positions and line/columns are unchanged. */
function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + text.slice(start, end).replace(/[^\r\n]/g, ' ') + text.slice(end);
}

const WORD_CHAR = /[\p{ID_Continue}$]/u;

/** Rewords a json5 syntax error at `position` for the JavaScript a visitor is likely to paste. */
function explain(text: string, position: number): { position: number; message: string } | null {
  let start = position;
  while (start > 0 && WORD_CHAR.test(text.charAt(start - 1))) start--;
  let end = start;
  while (end < text.length && WORD_CHAR.test(text.charAt(end))) end++;
  const word = text.slice(start, end);
  const after = text.slice(end).match(/^\s*(.)/)?.[1];
  const c = text.charAt(position);
  // A '/' that starts no comment: json5 stops after it, the strict reader at it.
  if (position > 0 && text.charAt(position - 1) === '/' && c !== '/' && c !== '*') {
    return { position: position - 1, message: 'regular expressions have no JSON form' };
  }
  if (c === '/' && text.charAt(position + 1) !== '/' && text.charAt(position + 1) !== '*') return { position, message: 'regular expressions have no JSON form' };
  if (word !== '' && (start < position || WORD_CHAR.test(c))) {
    if (/^[0-9]/.test(word)) {
      if (/^0[bBoO]/.test(word)) return { position: start, message: `${word} is a binary or octal number, which JSON5 does not accept here; write it in decimal or hexadecimal (0x…)` };
      if (word.includes('_')) return { position: start, message: `${word} uses numeric separators (_), which are not accepted here; remove them` };
      if (/n$/.test(word)) return { position: start, message: `${word} is a BigInt literal, which JSON cannot hold as such; remove the n (or quote it as a string)` };
      return null;
    }
    if (/^(true|false|null|Infinity|NaN)$/.test(word)) return null;
    const shown = word.length > 30 ? `${word.slice(0, 30)}…` : word;
    if (word === 'undefined') return { position: start, message: 'undefined has no JSON form; use null or remove the member' };
    if (word === 'new') return { position: start, message: "'new …' creates an object when the code runs; nothing is evaluated here, so only literal values can be converted" };
    if (word === 'function' || after === '=') return { position: start, message: 'functions cannot be converted; only literal values (strings, numbers, true, false, null, objects, arrays) can' };
    if (after === '(') return { position: start, message: `'${shown}(…)' is a function call; nothing is evaluated here, so only literal values can be converted` };
    if (after === '.' || after === '[') return { position: start, message: `'${shown}' is an expression that reads a variable; nothing is evaluated here, so only literal values can be converted` };
    return {
      position: start,
      message: `'${shown}' is not a literal value (a variable, or a misspelt true, false or null?); nothing is evaluated here, so only literal values can be converted`,
    };
  }
  if (c === '`') return { position, message: 'template literals (`…`) are not accepted; use single or double quotes' };
  if (text.startsWith('...', position)) return { position, message: 'spread (...) needs the code to run; only literal values can be converted' };
  if (c === '[') return { position, message: 'computed property names ([…]: value) are not accepted; write the key as a string' };
  if (c === '(' || c === ')') return { position, message: 'parentheses and function calls are not accepted; only literal values can be converted' };
  if ('+-*/%<>=!&|?:'.includes(c) && c !== '') return { position, message: `the operator '${c}' makes an expression; nothing is evaluated here, so only literal values can be converted` };
  return null;
}

/**
 * Converts a JavaScript object or array literal (or any literal value) into strict JSON without
 * running it: the text is read by the `json5` library, which accepts ES5 literal syntax —
 * comments, trailing commas, unquoted (IdentifierName) keys, single-quoted strings, hexadecimal
 * numbers, leading/trailing decimal points, `+`, `Infinity` and `NaN` (JSON5 spec §1). A leading
 * `const x =`, `let x =`, `var x =`, `export const x =`, `export default` or `module.exports =`
 * and a final `;` are skipped. `Infinity`, `-Infinity` and `NaN` have no JSON form (RFC 8259 §6):
 * they are written as null with a warning.
 *
 * Anything that needs evaluation — variables, function calls, `new`, template literals, spread,
 * computed keys, operators, regular expressions, `undefined` — is refused with an explanation.
 *
 * @param input - the JavaScript literal.
 * @param options - {@link JavascriptToJsonOptions}: `indent`.
 * @returns strict JSON and warnings.
 * @throws ToolInputError (`Line L, column C: …`, with `line`, `column`, `position`) for anything
 *   that is not a literal, for an empty input, or for an invalid indent.
 * @see https://spec.json5.org/, https://tc39.es/ecma262/#sec-object-initializer, https://www.rfc-editor.org/rfc/rfc8259
 */
export function javascriptToJson(input: string, options: JavascriptToJsonOptions = {}): ConvertedJson {
  const space = indentSpace(options.indent ?? 2);
  let text = input.charCodeAt(0) === 0xfeff ? ` ${input.slice(1)}` : input;
  const declaration = DECLARATION.exec(text);
  if (declaration) text = blank(text, declaration[1]!.length, declaration[0].length);
  const last = text.trimEnd().length - 1;
  if (last >= 0 && text.charAt(last) === ';') text = blank(text, last, last + 1);
  if (text.trim() === '') throw new ToolInputError('Enter a JavaScript object, array or value to convert.');

  let parsed;
  try {
    // Strict JSON first (the native parser for large documents), then JSON5.
    parsed = parseJsonDocument(text);
  } catch (e) {
    if (!(e instanceof ToolInputError) || e.position === undefined) throw e;
    const better = explain(text, e.position);
    if (!better) throw e;
    const { line, column } = lineColumn(text, better.position);
    throw new ToolInputError(`Line ${line}, column ${column}: ${better.message}.`, { line, column, position: better.position, cause: e });
  }
  try {
    return { output: `${stringifyJsonTree(parsed.tree, { space })}\n`, warnings: parsed.warnings };
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JSON would be too large for this browser.', { cause: e });
    throw e;
  }
}
