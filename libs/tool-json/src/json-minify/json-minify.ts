import { ToolInputError } from '@handy-tools/ui/kit';
import { visit } from 'jsonc-parser';
import { stringifyJsonTree } from '../shared/json-tree.js';
import { parseJsonDocument } from '../shared/parse-json-document.js';
import { parseJsonTree } from '../shared/parse-json.js';
import { lintJson } from '../json-linter/json-linter.js';
import { utf8Length } from '../json-size-analyzer/json-size-analyzer.js';

/** Options of {@link minifyJson}. */
export interface MinifyJsonOptions {
  /**
   * Accept JSON5 input (comments, trailing commas, unquoted keys, single quotes…) when it is
   * not strict JSON, through the `json5` library; the output is strict JSON. Default `true`;
   * `false`: strict RFC 8259 only.
   */
  json5?: boolean;
}

/** The result of {@link minifyJson}. */
export interface MinifiedJson {
  /** The minified JSON text: one line, no insignificant whitespace, and a final line break (the output is a file). */
  output: string;
  /** Size of the input in UTF-8 bytes. */
  bytesBefore: number;
  /** Size of the output in UTF-8 bytes (its final line break included: the size of the file). */
  bytesAfter: number;
  /** `bytesBefore - bytesAfter` (negative only if JSON5 input grew, e.g. `'a'` → `"a"` keys). */
  bytesSaved: number;
  /** `bytesSaved / bytesBefore × 100`, 0 for an empty input. */
  savedPercent: number;
  /** Notes for users (JSON5 numbers JSON cannot hold exactly); empty when none. */
  warnings: string[];
  /** Set when the input was not strict JSON: `Read as JSON5: comment at line 1, column 1.` (empty otherwise). */
  notices: string[];
}

/** Stops the visitor at the first syntax error. */
class Invalid {}

/**
 * Removes insignificant whitespace (RFC 8259 §2: space, tab, LF, CR between tokens) from a
 * strict JSON text in one pass of `jsonc-parser`'s visitor, copying every token exactly as
 * written. Runs of tokens that already touch are copied as one slice, so large documents cost
 * few allocations.
 *
 * @returns the minified text, or `null` when the text is not valid strict JSON.
 * @throws RangeError when nested deeper than the call stack allows.
 */
function stripWhitespace(body: string): string | null {
  const parts: string[] = [];
  let start = 0;
  let end = 0;
  let values = 0;
  const token = (offset: number, length: number) => {
    if (offset !== end) {
      if (end > start) parts.push(body.slice(start, end));
      start = offset;
    }
    end = offset + length;
  };
  try {
    visit(
      body,
      {
        onObjectBegin: token,
        onObjectEnd: token,
        onArrayBegin: token,
        onArrayEnd: token,
        onObjectProperty: (_p: string, offset, length) => token(offset, length),
        onLiteralValue: (_v: unknown, offset, length) => {
          values++;
          token(offset, length);
        },
        onSeparator: (_s: string, offset, length) => token(offset, length),
        onError: () => {
          throw new Invalid();
        },
      },
      { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
    );
  } catch (e) {
    if (e instanceof Invalid) return null;
    throw e;
  }
  if (end > start) parts.push(body.slice(start, end));
  if (parts.length === 0 && values === 0) return null;
  return parts.join('');
}

/**
 * Minifies a JSON (or JSON5) text: the same value on one line without insignificant
 * whitespace, followed by a line break, with the sizes before and after in UTF-8 bytes.
 *
 * Strict input (RFC 8259) is validated and minified by `jsonc-parser` in one pass: tokens are
 * copied exactly as written, so member order, duplicate keys, integers beyond 2^53, `1.50` or
 * `"\u00e9"` are kept; this is fast enough for documents of tens of megabytes. A leading byte
 * order mark is dropped (RFC 8259 §8.1). Other input is read as JSON5 (https://spec.json5.org/,
 * unless `json5` is false) through `parseJsonDocument` and written as strict JSON: a notice
 * names its first JSON5 feature; its numbers go through doubles, with warnings.
 *
 * @param input - the JSON text.
 * @param options - {@link MinifyJsonOptions}: `json5` (default true).
 * @returns the minified JSON, byte counts, warnings and notices.
 * @throws ToolInputError for a syntax error (`Line L, column C: expected …, found …`, with
 *   `line`, `column` and `position` set), for JSON nested too deeply to read, or when the
 *   output would be too large for a string.
 * @see https://www.rfc-editor.org/rfc/rfc8259#section-2, https://spec.json5.org/
 */
export function minifyJson(input: string, options: MinifyJsonOptions = {}): MinifiedJson {
  const body = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  let stripped: string | null;
  try {
    stripped = stripWhitespace(body);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    stripped = null; // too deep for the visitor: the readers below report it
  }
  let output: string;
  let warnings: string[] = [];
  let notices: string[] = [];
  if (stripped !== null) output = stripped;
  else if (options.json5 !== false) {
    // Not strict JSON: read as JSON5 (or throw the located error).
    const parsed = parseJsonDocument(input);
    ({ warnings, notices } = parsed);
    try {
      output = stringifyJsonTree(parsed.tree);
    } catch (e) {
      if (e instanceof RangeError) throw new ToolInputError('The minified JSON would be too large for this browser.', { cause: e });
      throw e;
    }
  } else {
    // Small inputs: the lossless parser words the error best. Large ones: its tree would
    // cost seconds, so the linter's single pass locates the first error.
    if (input.length < 1_000_000) parseJsonTree(input, { json5: false }); // throws the located syntax error
    const first = lintJson(input).errors[0];
    if (first) throw new ToolInputError(`Line ${first.line}, column ${first.column}: ${first.message}.`, first);
    throw new ToolInputError('The JSON is nested too deeply to read.');
  }
  output += '\n';
  const bytesBefore = utf8Length(input);
  const bytesAfter = utf8Length(output);
  const bytesSaved = bytesBefore - bytesAfter;
  return { output, bytesBefore, bytesAfter, bytesSaved, savedPercent: bytesBefore === 0 ? 0 : (bytesSaved / bytesBefore) * 100, warnings, notices };
}
