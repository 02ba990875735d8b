import { ToolInputError } from '@handy-tools/ui/kit';
import JSON5 from 'json5';
import { locateJson5Error, syntaxErrorAt } from './syntax-error.js';
import { lineColumn } from './text-position.js';

/** The kinds of JSON5 syntax that strict JSON (RFC 8259) lacks (JSON5 spec §1.1, "Summary of Features"). */
export type Json5FeatureKind =
  | 'comment'
  | 'trailing-comma'
  | 'unquoted-name'
  | 'single-quoted-string'
  | 'hexadecimal'
  | 'leading-decimal-point'
  | 'trailing-decimal-point'
  | 'plus-sign'
  | 'infinity'
  | 'nan'
  | 'line-continuation'
  | 'escape'
  | 'control-character'
  | 'whitespace'
  | 'other';

/** The first place where a JSON5 text stops being strict JSON, and what it uses there. */
export interface Json5Feature {
  kind: Json5FeatureKind;
  /**
   * The feature in words, for users: `comment`, `trailing comma`, `unquoted property name`,
   * `single-quoted string`, `hexadecimal number`, `number starting with a decimal point`,
   * `number ending with a decimal point`, `'+' sign before a number`, `Infinity`, `NaN`,
   * `line break escaped with '\' in a string`, `escape '\x41' in a string`,
   * `unescaped control character U+0009 in a string`, `whitespace U+00A0`.
   */
  description: string;
  /** 0-based UTF-16 offset in the text. */
  position: number;
  /** 1-based line (LF, CRLF and CR are line breaks). */
  line: number;
  /** 1-based column, in code points. */
  column: number;
}

/** Where and why a text stops being strict JSON, as a strict reader words it. */
export interface JsonProblem {
  /** 0-based UTF-16 offset in the text given to the reader. */
  position: number;
  /** What is wrong, without the place and without a final period, e.g. `expected ',' or ']' after an array element, found '3'`. */
  message: string;
}

/**
 * What a strict JSON reader made of a text: its value, or a failure that can say where the
 * text stops being JSON (`locate` is called only when the text is not JSON5 either, to word
 * the error; without it the JSON5 reader's place is used).
 */
export type StrictJsonRead<T> = { ok: true; value: T } | { ok: false; locate?: () => JsonProblem | null };

/** Options of {@link parseJsonOrJson5}. */
export interface ParseJsonOrJson5Options<T> {
  /**
   * The strict JSON reader (RFC 8259), given the text without its byte order mark. Default: the
   * engine's `JSON.parse` (fast; its errors carry no reliable place, so `locate` is left out).
   */
  strict?: (body: string) => StrictJsonRead<T>;
}

/** The result of {@link parseJsonOrJson5}: strict JSON (`json5` null) or JSON5 with its first non-JSON feature. */
export type JsonOrJson5<T> = { value: T; json5: null } | { value: unknown; json5: Json5Feature };

// ECMAScript 5.1 §7.2 WhiteSpace and §7.3 LineTerminator as the JSON5 spec lists them (§8),
// minus JSON's own four (space, tab, LF, CR).
function isOtherJson5Space(cp: number): boolean {
  return cp === 0x0b || cp === 0x0c || cp === 0xa0 || cp === 0x2028 || cp === 0x2029 || cp === 0xfeff || (cp > 0x7f && /\p{Zs}/u.test(String.fromCodePoint(cp)));
}

const hex4 = /^[0-9a-fA-F]{4}$/;
const identifierStart = /[\p{ID_Start}$_\\]/u;
const identifierPart = /[\p{ID_Continue}$_\u200C\u200D]/u;

function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A feature found by the scanner, before its line and column are computed. */
interface Found {
  kind: Json5FeatureKind;
  description: string;
  position: number;
}

type Expecting = 'value' | 'value-or-end' | 'name' | 'name-or-end' | 'colon' | 'after';

/** Scans a text with JSON5's grammar and returns the first construct strict JSON lacks. */
function scanForJson5(text: string): Found | null {
  const n = text.length;
  let i = 0;
  const found = (kind: Json5FeatureKind, description: string, position: number): Found => ({ kind, description, position });

  /** Skips JSON whitespace; stops on a comment or other JSON5 whitespace, which is returned. */
  const skip = (): Found | null => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) i++;
      else if (c === 0x2f && (text.charCodeAt(i + 1) === 0x2f || text.charCodeAt(i + 1) === 0x2a)) return found('comment', 'comment', i);
      else {
        const cp = text.codePointAt(i)!;
        return isOtherJson5Space(cp) ? found('whitespace', `whitespace ${codePointLabel(cp)}`, i) : null;
      }
    }
    return null;
  };

  /** The next token's offset after `from`, skipping every JSON5 whitespace and comment. */
  const nextToken = (from: number): number => {
    let j = from;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === 0x2f && text.charCodeAt(j + 1) === 0x2f) {
        while (j < n && !/[\n\r\u2028\u2029]/.test(text.charAt(j))) j++;
      } else if (c === 0x2f && text.charCodeAt(j + 1) === 0x2a) {
        const end = text.indexOf('*/', j + 2);
        if (end < 0) return n;
        j = end + 2;
      } else if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || isOtherJson5Space(text.codePointAt(j)!)) j += c >= 0xd800 && c <= 0xdbff ? 2 : 1;
      else return j;
    }
    return n;
  };

  /** Reads a double-quoted string at `i`; returns a feature inside it, `'bad'`, or null (read, `i` after it). */
  const readString = (): Found | 'bad' | null => {
    let j = i + 1;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === 0x22) {
        i = j + 1;
        return null;
      }
      if (c === 0x5c) {
        const e = text.charAt(j + 1);
        if ('"\\/bfnrt'.includes(e) && e !== '') j += 2;
        else if (e === 'u' && hex4.test(text.slice(j + 2, j + 6))) j += 6;
        else if (e === '\n' || e === '\r' || e === '\u2028' || e === '\u2029') return found('line-continuation', "line break escaped with '\\' in a string", j);
        else if (e === '') return 'bad';
        else {
          const escape = e === 'x' ? text.slice(j, j + 4) : text.slice(j, j + 1 + String.fromCodePoint(text.codePointAt(j + 1)!).length);
          return found('escape', `escape '${escape}' in a string`, j);
        }
      } else if (c < 0x20) return found('control-character', `unescaped control character ${codePointLabel(c)} in a string`, j);
      else j++;
    }
    return 'bad';
  };

  const digit = (j: number) => {
    const c = text.charCodeAt(j);
    return c >= 0x30 && c <= 0x39;
  };
  /** Reads a number at `i` (a '-' or a digit); returns a feature, `'bad'`, or null (read). */
  const readNumber = (): Found | 'bad' | null => {
    const start = i;
    let j = i;
    if (text.charAt(j) === '-') j++;
    const c = text.charAt(j);
    if (text.startsWith('Infinity', j)) return found('infinity', 'Infinity', start);
    if (text.startsWith('NaN', j)) return found('nan', 'NaN', start);
    if (c === '.') return found('leading-decimal-point', 'number starting with a decimal point', start);
    if (c === '0' && (text.charAt(j + 1) === 'x' || text.charAt(j + 1) === 'X')) return found('hexadecimal', 'hexadecimal number', start);
    if (!digit(j)) return 'bad';
    if (c === '0') j++;
    else while (digit(j)) j++;
    if (text.charAt(j) === '.') {
      j++;
      if (!digit(j)) return found('trailing-decimal-point', 'number ending with a decimal point', start);
      while (digit(j)) j++;
    }
    if (text.charAt(j) === 'e' || text.charAt(j) === 'E') {
      j++;
      if (text.charAt(j) === '+' || text.charAt(j) === '-') j++;
      if (!digit(j)) return 'bad';
      while (digit(j)) j++;
    }
    i = j;
    return null;
  };

  const stack: ('object' | 'array')[] = [];
  let expecting: Expecting = 'value';
  for (;;) {
    const space = skip();
    if (space) return space;
    if (i >= n) return null;
    const ch = text.charAt(i);
    if ((expecting === 'value-or-end' && ch === ']') || (expecting === 'name-or-end' && ch === '}') || (expecting === 'after' && (ch === ']' || ch === '}'))) {
      if (stack.pop() !== (ch === ']' ? 'array' : 'object')) return null;
      i++;
      expecting = 'after';
      continue;
    }
    switch (expecting) {
      case 'name':
      case 'name-or-end': {
        if (ch === '"') {
          const r = readString();
          if (r === 'bad') return null;
          if (r) return r;
          expecting = 'colon';
        } else if (ch === "'") return found('single-quoted-string', 'single-quoted string', i);
        else if (identifierStart.test(String.fromCodePoint(text.codePointAt(i)!))) return found('unquoted-name', 'unquoted property name', i);
        else return null;
        break;
      }
      case 'colon':
        if (ch !== ':') return null;
        i++;
        expecting = 'value';
        break;
      case 'value':
      case 'value-or-end': {
        if (ch === '{') {
          stack.push('object');
          i++;
          expecting = 'name-or-end';
          break;
        }
        if (ch === '[') {
          stack.push('array');
          i++;
          expecting = 'value-or-end';
          break;
        }
        let r: Found | 'bad' | null;
        if (ch === '"') r = readString();
        else if (ch === "'") r = found('single-quoted-string', 'single-quoted string', i);
        else if (ch === '+') r = found('plus-sign', "'+' sign before a number", i);
        else if (ch === '.') r = found('leading-decimal-point', 'number starting with a decimal point', i);
        else if (ch === '-' || digit(i)) r = readNumber();
        else {
          const word = /^[A-Za-z]+/.exec(text.slice(i, i + 9))?.[0] ?? '';
          if (word === 'Infinity') r = found('infinity', 'Infinity', i);
          else if (word === 'NaN') r = found('nan', 'NaN', i);
          else if ((word === 'true' || word === 'false' || word === 'null') && !identifierPart.test(text.charAt(i + word.length))) {
            i += word.length;
            r = null;
          } else r = 'bad';
        }
        if (r === 'bad') return null;
        if (r) return r;
        expecting = 'after';
        break;
      }
      case 'after': {
        if (ch !== ',' || stack.length === 0) return null;
        const next = text.charAt(nextToken(i + 1));
        if (next === ']' || next === '}') return found('trailing-comma', 'trailing comma', i);
        i++;
        expecting = stack.at(-1) === 'object' ? 'name' : 'value';
        break;
      }
    }
  }
}

/**
 * Finds the first place where a JSON5 text uses syntax that strict JSON (RFC 8259) lacks — a
 * comment, a trailing comma, an unquoted or single-quoted name, a single-quoted string, a
 * hexadecimal number, a leading or trailing decimal point, a `+` sign, `Infinity`, `NaN`, a
 * line continuation or an escape JSON does not have (`\x41`, `\'`, `\v`, `\0`, `\A`), an
 * unescaped control character in a string, or whitespace other than space, tab, LF and CR.
 *
 * The text is read with JSON5's grammar up to that place; reading stops (null) at anything that
 * is not JSON5 either.
 *
 * @param text - the text (a byte order mark at its start counts as JSON5 whitespace: strip it first).
 * @returns the feature with its offset, line and column, or null when the text is strict JSON as
 *   far as it was read (or is not JSON5 before any such feature).
 * @see https://spec.json5.org/ (§1.1 Summary of Features; §5 Strings; §6 Numbers; §7 Comments; §8 White Space)
 */
export function findJson5Feature(text: string): Json5Feature | null {
  const f = scanForJson5(text);
  return f ? { ...f, ...lineColumn(text, f.position) } : null;
}

/**
 * The notice for users that a text was read as JSON5: `Read as JSON5: trailing comma at line 3, column 9.`
 *
 * @param feature - what {@link findJson5Feature} or {@link parseJsonOrJson5} found.
 * @returns one English sentence.
 */
export function json5Notice(feature: Json5Feature): string {
  return `Read as JSON5: ${feature.description} at line ${feature.line}, column ${feature.column}.`;
}

const parseWithEngine = (body: string): StrictJsonRead<unknown> => {
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
};

/**
 * Reads a text as strict JSON (RFC 8259) and, when it is not, as JSON5 (https://spec.json5.org/),
 * saying which JSON5 feature made the difference and where.
 *
 * Strict JSON goes through the `strict` reader (default `JSON.parse`): its value is returned as
 * it made it. Otherwise the text goes through the `json5` library, whose numbers are doubles, and
 * the first JSON5-only construct is named ({@link findJson5Feature}). When the text is neither,
 * the error is placed where the text stops being JSON (the strict reader's words, via `locate`),
 * unless the text reads on as JSON5 past that place: then it is placed where JSON5 stops too,
 * `unexpected '@' (not valid JSON or JSON5 here)`. A text with no JSON5 feature before the place
 * where it stops being JSON5 is not given to the `json5` library (about 1 MB/s) at all when the
 * strict reader can `locate` its error. A leading byte order mark is ignored
 * (RFC 8259 §8.1); offsets, lines and columns count it.
 *
 * @param text - the JSON or JSON5 text.
 * @param options - {@link ParseJsonOrJson5Options}: `strict`.
 * @returns `{ value, json5: null }` for strict JSON, `{ value, json5: feature }` for JSON5.
 * @throws ToolInputError `Line L, column C: …` (with `line`, `column`, `position`) when the text
 *   is neither JSON nor JSON5; `The JSON is nested too deeply to read.` when JSON5's recursive
 *   reader runs out of stack and the strict reader gave no place.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/
 */
export function parseJsonOrJson5<T = unknown>(text: string, options: ParseJsonOrJson5Options<T> = {}): JsonOrJson5<T> {
  const offset = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = offset ? text.slice(1) : text;
  const strict = options.strict ?? (parseWithEngine as (body: string) => StrictJsonRead<T>);
  const read = strict(body);
  if (read.ok) return { value: read.value, json5: null };
  // The scanner reads JSON5's grammar in one fast pass: with no JSON5 feature before the place
  // where it stops, the text is not JSON5 either, and the (slow) json5 library is not needed.
  const scanned = scanForJson5(body);
  // Where strict JSON stops: asked only when needed (locating can cost a pass over a big text).
  let located: JsonProblem | null | undefined;
  const strictProblem = () => (located === undefined ? (located = read.locate?.() ?? null) : located);
  if (!scanned) {
    const problem = strictProblem();
    if (problem) throw syntaxErrorAt(text, problem.position + offset, problem.message);
  }
  let value: unknown;
  try {
    value = JSON5.parse(body) as unknown;
  } catch (e) {
    const place = e instanceof SyntaxError ? locateJson5Error(body, e, 'JSON or JSON5') : null;
    const problem = strictProblem();
    if (problem && (!place || place.position <= problem.position)) throw syntaxErrorAt(text, problem.position + offset, problem.message, e);
    if (place) throw syntaxErrorAt(text, place.position + offset, place.problem, e);
    if (e instanceof SyntaxError) throw new ToolInputError('The text is neither JSON nor JSON5.', { cause: e });
    throw new ToolInputError('The JSON is nested too deeply to read.', { cause: e });
  }
  const position = (scanned?.position ?? strictProblem()?.position ?? 0) + offset;
  const feature: Json5Feature = {
    kind: scanned?.kind ?? 'other',
    description: scanned?.description ?? 'syntax that strict JSON does not allow',
    position,
    ...lineColumn(text, position),
  };
  return { value, json5: feature };
}
