import { ToolInputError } from '@handy-tools/ui/kit';
import { restoreProcess } from './php-parser-env.js'; // must come before php-parser
import { Engine } from 'php-parser';
import type { Converted } from '../shared/convert.js';
import { formatPath, Notes, type PathStep } from '../shared/data-path.js';
import { asTextFile } from '../shared/text-file.js';

restoreProcess();

/** Options of {@link phpArrayToJson}. */
export interface PhpArrayToJsonOptions {
  /** Spaces per level, 0–8 (0 writes one line). Default 2. */
  indent?: number;
  /**
   * Write PHP floats with an integral value with `.0` (`1.0`, like `json_encode` with
   * `JSON_PRESERVE_ZERO_FRACTION`), so they stay floats when read back. Default `true`;
   * `false` writes `1`.
   */
  preserveZeroFraction?: boolean;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** A PHP value this tool reads: int, float, string, bool, null, or an ordered array. */
type PhpValue = { int: bigint } | { float: number } | string | boolean | null | PhpArray;
interface PhpArray {
  /** Entries by `i:<int>` / `s:<string>`, in PHP's order (insertion; an overwrite keeps the place). */
  entries: Map<string, { key: bigint | string; value: PhpValue }>;
}

/** The parts of php-parser's AST nodes this walker reads. */
interface PhpNode {
  kind: string;
  loc?: { start: { line: number; column: number } } | null;
  [field: string]: unknown;
}

function where(node: PhpNode): { line: number; column: number } {
  const start = node.loc?.start;
  return { line: start?.line ?? 1, column: (start?.column ?? 0) + 1 };
}

function located(node: PhpNode, message: string): ToolInputError {
  const { line, column } = where(node);
  return new ToolInputError(`Line ${line}, column ${column}: ${message}`, { line, column });
}

const DESCRIPTIONS: Record<string, string> = {
  call: 'a function call',
  variable: 'a variable',
  name: 'a constant',
  staticlookup: 'a class constant or static property',
  propertylookup: 'a property',
  offsetlookup: 'an array access',
  bin: 'an operation',
  cast: 'a cast',
  new: 'an object creation (new)',
  closure: 'a function',
  arrowfunc: 'a function',
  magic: 'a magic constant',
  retif: 'a condition',
  match: 'a match expression',
  encapsed: 'a string with variables in it',
  list: 'a list() destructuring',
};

function refuse(node: PhpNode, path: PathStep[]): ToolInputError {
  let what = DESCRIPTIONS[node.kind] ?? `"${node.kind}" code`;
  if (node.kind === 'name' && typeof node.name === 'string') what += ` (${node.name})`;
  if (node.kind === 'variable' && typeof node.name === 'string') what += ` ($${node.name})`;
  if (node.kind === 'call' && (node.what as PhpNode | undefined)?.kind === 'name') what += ` (${String((node.what as PhpNode).name)}())`;
  if (node.kind === 'bin' && typeof node.type === 'string') what += ` (${node.type})`;
  return located(node, `${formatPath(path)} is ${what}, which is code, not a value: only arrays, strings, numbers, true, false and null are read (nothing is executed).`);
}

/** A PHP number literal (underscores, hexadecimal, octal, binary, decimal, float) as PHP reads it. */
function phpNumber(node: PhpNode): PhpValue {
  const text = String(node.value).replace(/_/g, '');
  let int: bigint | null = null;
  if (/^0[xX][0-9a-fA-F]+$/.test(text) || /^0[bB][01]+$/.test(text) || /^0[oO][0-7]+$/.test(text)) int = BigInt(text.toLowerCase());
  else if (/^0[0-7]+$/.test(text)) int = BigInt(`0o${text.slice(1)}`);
  else if (/^0[0-9]+$/.test(text)) throw located(node, `invalid octal number "${String(node.value)}".`);
  else if (/^[0-9]+$/.test(text)) int = BigInt(text);
  if (int !== null) return int <= INT64_MAX ? { int } : { float: Number(int) }; // PHP: an integer literal beyond int64 is a float
  const float = Number(text);
  if (Number.isNaN(float)) throw located(node, `"${String(node.value)}" is not a number PHP can read.`);
  return { float };
}

function negate(value: PhpValue, node: PhpNode): PhpValue {
  if (value !== null && typeof value === 'object' && 'int' in value) {
    const n = -value.int;
    return n >= INT64_MIN && n <= INT64_MAX ? { int: n } : { float: Number(n) };
  }
  if (value !== null && typeof value === 'object' && 'float' in value) return { float: -value.float };
  throw located(node, 'a minus sign must be followed by a number here.');
}

/** PHP's key cast: canonical decimal strings → int, floats truncated, booleans → 0/1, null → "". */
function arrayKey(value: PhpValue, node: PhpNode, notes: Notes, path: PathStep[]): bigint | string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 1n : 0n;
  if (typeof value === 'string') {
    if (/^(0|-?[1-9][0-9]*)$/.test(value)) {
      const n = BigInt(value);
      if (n >= INT64_MIN && n <= INT64_MAX) return n;
    }
    return value;
  }
  if ('int' in value) return value.int;
  if ('float' in value) {
    if (!Number.isFinite(value.float)) throw located(node, `${formatPath(path)} has a key that is not a finite number.`);
    const truncated = BigInt(Math.trunc(value.float));
    if (truncated < INT64_MIN || truncated > INT64_MAX) throw located(node, `${formatPath(path)} has the key ${value.float}, beyond PHP's integers.`);
    if (!Number.isInteger(value.float)) notes.add(`${formatPath(path)}: the float key ${value.float} is truncated to ${truncated}, as PHP does.`);
    return truncated;
  }
  throw located(node, `${formatPath(path)} has an array as a key, which PHP does not allow ("Illegal offset type").`);
}

function readValue(node: PhpNode, path: PathStep[], notes: Notes): PhpValue {
  switch (node.kind) {
    case 'array':
      return readArray(node, path, notes);
    case 'string':
    case 'nowdoc':
      if (node.kind === 'string' && node.isDoubleQuote === true && /\\(x[89a-fA-F][0-9a-fA-F]|[2-3][0-7]{2})/.test(String(node.raw))) {
        notes.add(`${formatPath(path)} has byte escapes (\\x80–\\xFF): they are read as the characters U+0080–U+00FF, not as raw bytes.`);
      }
      return String(node.value);
    case 'encapsed': {
      const parts = node.value as PhpNode[];
      let text = '';
      for (const part of parts) {
        const expression = part.expression as PhpNode;
        if (expression.kind !== 'string') throw refuse(node, path);
        text += String(expression.value);
      }
      return text;
    }
    case 'number':
      return phpNumber(node);
    case 'boolean':
      return node.value === true;
    case 'nullkeyword':
      return null;
    case 'unary': {
      const inner = readValue(node.what as PhpNode, path, notes);
      if (node.type === '-') return negate(inner, node);
      if (node.type === '+' && inner !== null && typeof inner === 'object' && ('int' in inner || 'float' in inner)) return inner;
      throw refuse({ ...node, kind: 'bin' }, path);
    }
    case 'bin':
      // `-9223372036854775807 - 1`: how var_export writes PHP_INT_MIN (the literal 9223372036854775808 is a float).
      if (node.type === '-' && (node.right as PhpNode).kind === 'number' && String((node.right as PhpNode).value) === '1') {
        const left = (node.left as PhpNode).kind === 'unary' ? readValue(node.left as PhpNode, path, notes) : null;
        if (left !== null && typeof left === 'object' && 'int' in left && left.int === -INT64_MAX) return { int: INT64_MIN };
      }
      throw refuse(node, path);
    case 'parenthesis':
      return readValue(node.inner as PhpNode, path, notes);
    default:
      throw refuse(node, path);
  }
}

function readArray(node: PhpNode, path: PathStep[], notes: Notes): PhpArray {
  const entries = new Map<string, { key: bigint | string; value: PhpValue }>();
  let next: bigint | null = null; // PHP ≥ 8.3: the next index is (largest integer key) + 1, or 0
  for (const item of node.items as PhpNode[]) {
    if (item.kind === 'noop') throw located(item, 'empty array element (two commas in a row): PHP refuses it ("Cannot use empty array elements in arrays").');
    if (item.kind !== 'entry') throw refuse(item, path);
    if (item.unpack === true) throw located(item, `${formatPath(path)} unpacks another array (...), which is code, not a value.`);
    if (item.byRef === true) throw located(item, `${formatPath(path)} holds a reference (&), which is code, not a value.`);
    let key: bigint | string;
    if (item.key) {
      key = arrayKey(readValue(item.key as PhpNode, path, notes), item.key as PhpNode, notes, path);
    } else {
      key = next ?? 0n;
      if (key > INT64_MAX) throw located(item, `${formatPath(path)}: the next index is beyond PHP's integers ("the next element is already occupied").`);
    }
    if (typeof key === 'bigint' && (next === null || key + 1n > next)) next = key + 1n;
    const id = typeof key === 'bigint' ? `i:${key}` : `s:${key}`;
    const value = readValue(item.value as PhpNode, [...path, typeof key === 'bigint' ? Number(key) : key], notes);
    if (entries.has(id)) {
      const { line } = where(item);
      notes.add(`Line ${line}: ${formatPath(path)} has the key ${typeof key === 'bigint' ? key : JSON.stringify(key)} twice; the last value wins, as in PHP.`);
      entries.get(id)!.value = value;
    } else entries.set(id, { key, value });
  }
  return { entries };
}

/** The one value of a PHP snippet: `[…]`, `array(…)`, `return …;`, `$x = …;`, with or without `<?php`. */
function topValue(program: PhpNode, notes: Notes): PhpValue {
  const statements = (program.children as PhpNode[]).filter((s) => !(s.kind === 'inline' && String(s.value).trim() === '') && s.kind !== 'declare' && s.kind !== 'noop');
  if (statements.length === 0) throw new ToolInputError('No PHP value found: enter an array such as [\'a\' => 1] or array(1, 2).');
  const [first, second] = statements as [PhpNode, PhpNode | undefined];
  if (second) throw located(second, 'only one value is read: remove the code after the first statement.');
  let expression: PhpNode | undefined;
  if (first.kind === 'return') expression = first.expr as PhpNode | undefined;
  else if (first.kind === 'expressionstatement') {
    expression = first.expression as PhpNode;
    if (expression.kind === 'assign' && expression.operator === '=' && (expression.left as PhpNode).kind === 'variable') expression = expression.right as PhpNode;
  }
  if (!expression) throw located(first, 'expected an array (or `return [...];` / `$name = [...];`), found a statement.');
  return readValue(expression, [], notes);
}

/** Moves the columns of nodes on line 1 left by `by` (after a prefix was added to the text). */
function shiftFirstLine(node: unknown, by: number): void {
  if (Array.isArray(node)) {
    for (const item of node) shiftFirstLine(item, by);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const start = (node as PhpNode).loc?.start;
  if (start && start.line === 1) start.column -= by;
  for (const [key, value] of Object.entries(node)) if (key !== 'loc' && value !== null && typeof value === 'object') shiftFirstLine(value, by);
}

function isList(array: PhpArray): boolean {
  let i = 0n;
  for (const { key } of array.entries.values()) if (key !== i++) return false;
  return true;
}

function printJsonValue(value: PhpValue, path: PathStep[], indent: number, level: number, zeroFraction: boolean): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if ('int' in value) return value.int.toString();
  if ('float' in value) {
    const f = value.float;
    if (!Number.isFinite(f)) throw new ToolInputError(`${formatPath(path)} is ${Number.isNaN(f) ? 'NAN' : 'INF'} (the number is too large for a float), which JSON cannot hold.`);
    if (Object.is(f, -0)) return zeroFraction ? '-0.0' : '-0';
    const text = String(f);
    return zeroFraction && !/[.e]/.test(text) ? `${text}.0` : text;
  }
  const list = isList(value);
  const items: string[] = [];
  for (const { key, value: item } of value.entries.values()) {
    const step = typeof key === 'bigint' ? Number(key) : key;
    const printed = printJsonValue(item, [...path, step], indent, level + 1, zeroFraction);
    items.push(list ? printed : `${JSON.stringify(key.toString())}:${indent > 0 ? ' ' : ''}${printed}`);
  }
  const [open, close] = list ? ['[', ']'] : ['{', '}'];
  if (items.length === 0) return `${open}${close}`;
  if (indent === 0) return `${open}${items.join(',')}${close}`;
  const pad = ' '.repeat(indent * (level + 1));
  return `${open}\n${pad}${items.join(`,\n${pad}`)}\n${' '.repeat(indent * level)}${close}`;
}

/**
 * Converts a PHP array literal into JSON, without executing anything: the code is parsed into
 * an AST by `php-parser` (glayzzle) and only literal nodes are read — arrays (`[…]` and
 * `array(…)`, trailing commas), single- and double-quoted strings (escapes decoded by the
 * parser), heredoc and nowdoc without variables, integers (decimal, `0x`, `0o`/`0` octal, `0b`,
 * `_` separators), floats, `true` / `false` / `null` (any case), a unary `-` or `+`. Comments are
 * ignored. The input may be the bare array, `return …;` or `$name = …;`, with or without `<?php`
 * (a `declare(…)` is ignored).
 *
 * PHP semantics (PHP ≥ 8.3): canonical decimal string keys (`'5'`) become integer keys, float keys
 * are truncated, `true`/`false` keys are 1/0, a `null` key is `""`; a repeated key keeps its place
 * and takes the last value; an item without key takes (largest integer key + 1). An array whose keys
 * are exactly 0…n−1 in order (`array_is_list`) becomes a JSON array, any other an object, `[]` → `[]`
 * (as `json_encode` does). Integer literals beyond 64 bits are floats, as in PHP.
 *
 * @param input - the PHP code.
 * @param options - {@link PhpArrayToJsonOptions}.
 * @returns `{ output, warnings }`: the JSON text (ending with one newline) and notes for users.
 * @throws ToolInputError for a syntax error (`Line L, column C: …`), code that is not a literal
 *   value (function calls, variables, constants, operations: `Line L, column C: …` naming it),
 *   a float JSON cannot hold (INF), or a bad option.
 * @see https://www.php.net/manual/en/language.types.array.php,
 *   https://www.php.net/manual/en/language.types.string.php, https://www.php.net/manual/en/function.json-encode.php
 */
export function phpArrayToJson(input: string, options: PhpArrayToJsonOptions = {}): Converted {
  const indent = options.indent ?? 2;
  if (!Number.isInteger(indent) || indent < 0 || indent > 8) throw new ToolInputError(`The indent must be 0 to 8 spaces, not "${String(indent)}".`);
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === '') throw new ToolInputError('The PHP code is empty: enter an array such as [\'a\' => 1].');
  const parser = new Engine({ parser: { php8: true, extractDoc: false, suppressErrors: false }, ast: { withPositions: true }, lexer: { short_tags: false } });
  let program: PhpNode;
  try {
    if (/^\s*<\?(php|=)/i.test(text)) program = parser.parseCode(text, 'input.php') as unknown as PhpNode;
    else {
      try {
        program = parser.parseEval(text) as unknown as PhpNode;
      } catch (first) {
        // php-parser refuses a bare `null;` / `true;` statement: read it as `return …;` (columns on line 1
        // moved back), and report the first error if that does not help either.
        try {
          program = parser.parseEval(`return ${text}\n;`) as unknown as PhpNode;
        } catch {
          throw first;
        }
        shiftFirstLine(program, 'return '.length);
      }
    }
  } catch (e) {
    const err = e as { message?: unknown; lineNumber?: unknown; columnNumber?: unknown };
    if (typeof err.lineNumber === 'number' && typeof err.message === 'string') {
      const line = err.lineNumber;
      const column = (typeof err.columnNumber === 'number' ? err.columnNumber : 0) + 1;
      const what = err.message.replace(/^Parse Error : /, '').replace(/ on line \d+$/, '');
      throw new ToolInputError(`Line ${line}, column ${column}: ${what}.`, { line, column, cause: e });
    }
    throw new ToolInputError('The PHP code could not be read (it may be nested too deeply).', { cause: e });
  }
  const notes = new Notes();
  try {
    const value = topValue(program, notes);
    return { output: asTextFile(printJsonValue(value, [], indent, 0, options.preserveZeroFraction ?? true)), warnings: notes.done() };
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    throw new ToolInputError('The PHP array is nested too deeply (or is too large) to convert in this browser.', { cause: e });
  }
}
