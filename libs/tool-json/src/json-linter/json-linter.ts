import { ToolInputError } from '@handy-tools/ui/kit';
import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';
import { diagnoseJson } from '../shared/json-syntax.js';
import { parseJsonTree } from '../shared/parse-json.js';
import { describeFound, lineColumn } from '@handy-tools/json-text';

/** Options of {@link lintJson}. */
export interface LintJsonOptions {
  /** Validate as JSON5 (https://spec.json5.org/) with the `json5` library instead of strict RFC 8259. Default `false`. */
  json5?: boolean;
}

/** One problem found in the text. */
export interface JsonLintIssue {
  /** 1-based line (LF, CRLF and CR end a line). */
  line: number;
  /** 1-based column, counted in code points. */
  column: number;
  /** 0-based offset in UTF-16 code units. */
  position: number;
  /** What is wrong, in English, without the location. */
  message: string;
}

/** The result of {@link lintJson}. */
export interface JsonLintResult {
  /** No syntax error: the text is valid JSON (or JSON5 with the option). */
  valid: boolean;
  /** Every syntax error, in text order (at most {@link MAX_LINT_ISSUES}). */
  errors: JsonLintIssue[];
  /** Problems that are not syntax errors: keys repeated in one object (RFC 8259 §4 says names SHOULD be unique). */
  warnings: JsonLintIssue[];
  /** How many errors and warnings were left out beyond {@link MAX_LINT_ISSUES} each. */
  omitted: number;
}

/** Below this many characters the first error is worded by `diagnoseJson` (more precise, slower). */
const DIAGNOSE_CHARS = 1_000_000;

/** At most this many errors, and this many warnings, are listed. */
export const MAX_LINT_ISSUES = 1000;

/** A hint when a closing bracket follows a comma. */
function trailingComma(text: string, offset: number): string {
  if (!/[\]}]/.test(text.charAt(offset))) return '';
  let i = offset - 1;
  while (i >= 0 && ' \t\n\r'.includes(text.charAt(i))) i--;
  return text.charAt(i) === ',' ? ' (strict JSON allows no trailing comma)' : '';
}

/** Readable wording of `jsonc-parser`'s error codes, used for the errors after the first one. */
function codeMessage(code: ParseErrorCode, text: string, offset: number, length: number): { position: number; message: string } {
  const found = describeFound(text, offset);
  switch (printParseErrorCode(code)) {
    case 'InvalidSymbol': {
      const token = text.slice(offset, offset + length);
      if (/^\s*:/.test(text.slice(offset + length, offset + length + 20)) && /^[A-Za-z_$]/.test(token)) {
        return { position: offset, message: `property names must be in double quotes, found ${found}` };
      }
      const literal = ['true', 'false', 'null'].find((l) => l.startsWith(token.toLowerCase()) || token.toLowerCase() === l);
      if (literal) return { position: offset, message: `unexpected ${found}; did you mean '${literal}'? (JSON literals are lowercase)` };
      const hint = /^(NaN|Infinity|undefined)$/.test(token) ? ' (JSON has no NaN, Infinity or undefined)' : /^[A-Za-z_$]/.test(token) ? ' (strings must be in double quotes)' : '';
      return { position: offset, message: `unexpected ${found}${hint}` };
    }
    case 'InvalidNumberFormat':
      return { position: offset, message: 'invalid number (JSON numbers have no leading zeros, no leading + and need digits around the decimal point)' };
    case 'PropertyNameExpected':
      return { position: offset, message: `expected a property name in double quotes, found ${found}${trailingComma(text, offset)}` };
    case 'ValueExpected':
      return { position: offset, message: `expected a value, found ${found}${trailingComma(text, offset)}` };
    case 'ColonExpected':
      return { position: offset, message: `expected ':' after the property name, found ${found}` };
    case 'CommaExpected':
      return { position: offset, message: `expected ',' before ${found}` };
    case 'CloseBraceExpected':
      return { position: offset, message: `expected '}' to close an object, found ${found}` };
    case 'CloseBracketExpected':
      return { position: offset, message: `expected ']' to close an array, found ${found}` };
    case 'EndOfFileExpected':
      return { position: offset, message: `expected the end of the input after the JSON value, found ${found}` };
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return { position: offset, message: 'comments are not allowed in strict JSON' };
    case 'UnexpectedEndOfString':
      return { position: offset, message: "the string is not closed with '\"' before the end of the line or the input" };
    case 'UnexpectedEndOfNumber':
      return { position: offset + length, message: 'expected a digit to finish the number' };
    case 'InvalidUnicode':
    case 'InvalidEscapeCharacter': {
      // Point at the bad escape inside the string token.
      const token = text.slice(offset, offset + length);
      const bad = /\\(?:u(?![0-9A-Fa-f]{4})|[^"\\/bfnrtu])/.exec(token);
      const shown = bad ? `'${bad[0]}${bad[0] === '\\u' ? token.slice((bad.index ?? 0) + 2, (bad.index ?? 0) + 6).replace(/["\s].*$/, '') : ''}'` : 'escape';
      return { position: offset + (bad?.index ?? 0), message: `invalid escape ${shown} in a string; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u followed by 4 hexadecimal digits` };
    }
    case 'InvalidCharacter': {
      // eslint-disable-next-line no-control-regex -- RFC 8259 §7: control characters must be escaped in strings
      const bad = /[\u0000-\u001f]/.exec(text.slice(offset, offset + length));
      const c = bad ? bad[0].charCodeAt(0) : 0;
      return { position: offset + (bad?.index ?? 0), message: `unescaped control character U+${c.toString(16).toUpperCase().padStart(4, '0')} in a string` };
    }
    default:
      return { position: offset, message: `unexpected ${found}` };
  }
}

/**
 * Adds lines and columns to issues in one pass over the text (sorted by position), instead of
 * counting from the start for each one: a 50 MB text with a thousand errors stays fast.
 */
function locate(text: string, found: { position: number; message: string }[]): JsonLintIssue[] {
  const sorted = [...found].sort((a, b) => a.position - b.position);
  let line = 1;
  let column = 1;
  let from = 0;
  return sorted.map(({ position, message }) => {
    const step = lineColumn(text.slice(from, position), position - from);
    if (step.line > 1) {
      line += step.line - 1;
      column = step.column;
    } else column += step.column - 1;
    from = Math.max(from, position);
    return { line, column, position, message };
  });
}

function capped<T>(list: T[]): { list: T[]; omitted: number } {
  return list.length > MAX_LINT_ISSUES ? { list: list.slice(0, MAX_LINT_ISSUES), omitted: list.length - MAX_LINT_ISSUES } : { list, omitted: 0 };
}

/**
 * Validates a text as strict JSON (RFC 8259), or as JSON5, and lists every problem with its
 * line and column.
 *
 * Strict mode runs Microsoft's `jsonc-parser` (the parser of VS Code) with comments and
 * trailing commas disallowed; the parser recovers after each error and goes on, so every
 * syntax error is listed, not just the first; after an error, the parser's complaints until it
 * reads something well again are dropped (they follow from that error). Below 1,000,000
 * characters the first error gets the precise wording of `diagnoseJson` (what was expected
 * and what was found); the others, and all of a larger document's, word the parser's error codes. Keys repeated within one object are
 * listed as warnings. A leading byte order mark is ignored (RFC 8259 §8.1).
 *
 * JSON5 mode parses with the `json5` library, which stops at the first error: at most one
 * error is listed.
 *
 * @param input - the text to check.
 * @param options - {@link LintJsonOptions}: `json5`.
 * @returns `valid`, the errors and warnings (each with 1-based `line` and `column` and a
 *   0-based `position`), and how many were left out beyond {@link MAX_LINT_ISSUES}.
 * @throws never for bad JSON (that is the result); ToolInputError only if the input cannot be
 *   processed at all.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://github.com/microsoft/node-jsonc-parser, https://spec.json5.org/
 */
export function lintJson(input: string, options: LintJsonOptions = {}): JsonLintResult {
  if (options.json5) {
    try {
      parseJsonTree(input, { json5: true });
      return { valid: true, errors: [], warnings: [], omitted: 0 };
    } catch (e) {
      if (!(e instanceof ToolInputError)) throw e;
      const message = e.message.replace(/^Line \d+, column \d+: /, '').replace(/\.$/, '');
      const { line, column } = e.line !== undefined && e.column !== undefined ? { line: e.line, column: e.column } : { line: 1, column: 1 };
      return { valid: false, errors: [{ line, column, position: e.position ?? 0, message }], warnings: [], omitted: 0 };
    }
  }

  const offset = input.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = offset ? input.slice(1) : input;
  const errors: { position: number; message: string }[] = [];
  const warnings: { position: number; message: string }[] = [];
  const keys: Set<string>[] = [];
  let deep = false;
  let quiet = false;
  try {
    visit(
      body,
      {
        onObjectBegin: () => {
          quiet = false;
          keys.push(new Set());
        },
        onObjectEnd: () => {
          quiet = false;
          keys.pop();
        },
        onArrayBegin: () => void (quiet = false),
        onArrayEnd: () => void (quiet = false),
        onLiteralValue: () => void (quiet = false),
        onSeparator: () => void (quiet = false),
        onObjectProperty: (key: string, at) => {
          quiet = false;
          const seen = keys.at(-1);
          if (!seen) return;
          if (seen.has(key)) warnings.push({ position: at + offset, message: `the key ${JSON.stringify(key)} appears again in this object; most programs keep only the last one` });
          else seen.add(key);
        },
        onError: (code, at, length) => {
          // Until the parser reads something well again, its complaints follow from the last
          // error (it skips tokens to recover): list only the first.
          if (quiet) return;
          quiet = true;
          const { position, message } = codeMessage(code, body, at, length);
          errors.push({ position: position + offset, message });
        },
      },
      { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
    );
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    deep = true; // recursion too deep for the parser: diagnoseJson reports where
  }
  // The precise first error (same parser, same first event), or the depth problem.
  // diagnoseJson builds a tree up to the error: worth it below DIAGNOSE_CHARS, too slow above.
  const first = (errors.length > 0 || deep) && body.length < DIAGNOSE_CHARS ? diagnoseJson(body) : null;
  if (first) {
    const precise = { position: first.position + offset, message: first.message };
    if (deep) errors.splice(0, errors.length, precise);
    else errors[0] = precise;
  } else if (deep) {
    errors.splice(0, errors.length, { position: 0, message: 'the JSON is nested too deeply to check' });
  }
  // In text order, one message per place: cascading errors at the same offset add nothing.
  errors.sort((a, b) => a.position - b.position);
  const unique = errors.filter((e, i) => i === 0 || e.position !== errors[i - 1]!.position);
  const e = capped(unique);
  const w = capped(warnings);
  return { valid: e.list.length === 0, errors: locate(input, e.list), warnings: locate(input, w.list), omitted: e.omitted + w.omitted };
}
