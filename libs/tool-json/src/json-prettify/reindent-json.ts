import type { JsonDuplicateKey } from '../shared/json-syntax.js';

/** The result of {@link reindentStrictJson}. */
export interface ReindentedJson {
  /** The text laid out again, then `end`, in UTF-8. */
  bytes: Uint8Array<ArrayBuffer>;
  /** Its length in UTF-16 code units, as the decoded string's `length`. */
  length: number;
  /** Keys that occur again in the same object: the decoded key and the 0-based offset of the repeat in the whole text. */
  duplicates: JsonDuplicateKey[];
}

/**
 * Containers nested deeper than this are left to the tree-based reader (which words the
 * "nested too deeply" error exactly as before); real documents are far shallower.
 */
export const REINDENT_MAX_DEPTH = 1000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/**
 * Lays a strict JSON text (RFC 8259) out again in one pass over its characters, without
 * building a tree or a string: the UTF-8 bytes of exactly what
 * `stringifyJsonTree(parseJsonTree(text).tree, { space })` writes (one member or element per
 * line, `": "` after keys, `{}` and `[]` for empty containers: the layout of
 * `JSON.stringify(value, null, space)`, ECMA-262 §25.5.2), every string and number token
 * copied as written. It checks the grammar of RFC 8259 as it goes (strings, escapes, numbers,
 * literals, structure, whitespace) and gives up — returning null — at the first thing that is
 * not strict JSON, so the caller can read the text the slow way and word the error (or accept
 * JSON5). A 5 MB document takes about as long as the engine's `JSON.parse`, with nothing lost
 * (integers beyond 2^53, `1.50`, `"\u00e9"` stay as written; duplicate keys are kept and
 * reported), and its bytes can be sent from a worker without copying.
 *
 * @param text - the text; a byte order mark at its start (RFC 8259 §8.1) and whitespace around
 *   the value are ignored.
 * @param unit - the indentation of one level, e.g. `'  '` or `'\t'` (ASCII); `''` writes everything on one line.
 * @param end - ASCII written after the value, e.g. `'\n'` (default none).
 * @returns the output's UTF-8 bytes, its UTF-16 length and the duplicate keys (decoded key,
 *   offset in `text`), or null when the text is not strict JSON, nests deeper than
 *   {@link REINDENT_MAX_DEPTH} levels, or has a lone surrogate in a string (JSON allows it,
 *   UTF-8 cannot carry it: the tree-based path keeps it).
 * @throws RangeError when the output would not fit in an ArrayBuffer.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://tc39.es/ecma262/#sec-json.stringify
 */
export function reindentStrictJson(text: string, unit: string, end = ''): ReindentedJson | null {
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let buf = new Uint8Array(Math.max(1024, Math.ceil(n * 1.5)));
  let p = 0;
  /** UTF-16 length of what is written. */
  let length = 0;
  const ensure = (bytes: number) => {
    if (p + bytes <= buf.length) return;
    const next = new Uint8Array(Math.max(buf.length * 2, p + bytes));
    next.set(buf.subarray(0, p));
    buf = next;
  };
  const ascii = (s: string) => {
    ensure(s.length);
    for (let k = 0; k < s.length; k++) buf[p++] = s.charCodeAt(k);
    length += s.length;
  };
  const indents: Uint8Array[] = [];
  const newline = (depth: number) => {
    if (unit === '') return;
    let line = indents[depth];
    if (!line) {
      line = new TextEncoder().encode(`\n${unit.repeat(depth)}`);
      indents[depth] = line;
    }
    ensure(line.length);
    if (line.length > 16) buf.set(line, p);
    else for (let k = 0; k < line.length; k++) buf[p + k] = line[k]!;
    p += line.length;
    length += line.length;
  };
  const colon = unit ? ': ' : ':';
  const duplicates: JsonDuplicateKey[] = [];
  // Open containers: true for an object; with the keys seen so far in each object.
  const isObject: boolean[] = [];
  const keys: (Set<string> | null)[] = [];
  /** Whether the last string token read had an escape. */
  let escaped = false;

  const skipSpace = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else break;
    }
  };

  /**
   * Reads and writes the string token at `i` (a '"'), in UTF-8; returns false when it is not a
   * valid JSON string. `i` ends after it.
   */
  const copyString = (): boolean => {
    escaped = false;
    const start = i;
    // Room for every character up to the end in the worst case would be too much: grow per chunk.
    let j = i + 1;
    ensure(64);
    buf[p++] = QUOTE;
    for (;;) {
      if (j >= n) return false;
      if (p + 8 > buf.length) ensure(Math.min(n - j, 65536) * 3 + 8);
      const c = text.charCodeAt(j);
      if (c === QUOTE) {
        buf[p++] = QUOTE;
        j++;
        break;
      }
      if (c < 0x80) {
        if (c < 0x20) return false;
        if (c === BACKSLASH) {
          escaped = true;
          const e = text.charCodeAt(j + 1);
          if (e === QUOTE || e === BACKSLASH || e === 0x2f || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
            buf[p++] = BACKSLASH;
            buf[p++] = e;
            j += 2;
          } else if (e === 0x75 && isHexDigit(text.charCodeAt(j + 2)) && isHexDigit(text.charCodeAt(j + 3)) && isHexDigit(text.charCodeAt(j + 4)) && isHexDigit(text.charCodeAt(j + 5))) {
            for (let k = 0; k < 6; k++) buf[p++] = text.charCodeAt(j + k);
            j += 6;
          } else return false;
          continue;
        }
        buf[p++] = c;
        j++;
      } else if (c < 0x800) {
        buf[p++] = 0xc0 | (c >> 6);
        buf[p++] = 0x80 | (c & 0x3f);
        j++;
      } else if (c >= 0xd800 && c <= 0xdfff) {
        const d = text.charCodeAt(j + 1);
        if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
          const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          buf[p++] = 0xf0 | (cp >> 18);
          buf[p++] = 0x80 | ((cp >> 12) & 0x3f);
          buf[p++] = 0x80 | ((cp >> 6) & 0x3f);
          buf[p++] = 0x80 | (cp & 0x3f);
          j += 2;
        } else return false; // a lone surrogate: valid in a JSON text, but UTF-8 cannot carry it
      } else {
        buf[p++] = 0xe0 | (c >> 12);
        buf[p++] = 0x80 | ((c >> 6) & 0x3f);
        buf[p++] = 0x80 | (c & 0x3f);
        j++;
      }
    }
    length += j - start;
    i = j;
    return true;
  };

  /** Reads and writes the number token at `i`; false when there is none. */
  const copyNumber = (): boolean => {
    let j = i;
    if (text.charCodeAt(j) === 0x2d) j++;
    const first = text.charCodeAt(j);
    if (first === 0x30) j++;
    else if (first >= 0x31 && first <= 0x39) {
      j++;
      while (isDigit(text.charCodeAt(j))) j++;
    } else return false;
    if (text.charCodeAt(j) === 0x2e) {
      j++;
      if (!isDigit(text.charCodeAt(j))) return false;
      while (isDigit(text.charCodeAt(j))) j++;
    }
    const e = text.charCodeAt(j);
    if (e === 0x65 || e === 0x45) {
      j++;
      const sign = text.charCodeAt(j);
      if (sign === 0x2b || sign === 0x2d) j++;
      if (!isDigit(text.charCodeAt(j))) return false;
      while (isDigit(text.charCodeAt(j))) j++;
    }
    ensure(j - i);
    for (let k = i; k < j; k++) buf[p++] = text.charCodeAt(k);
    length += j - i;
    i = j;
    return true;
  };

  /** Reads and writes a member's name and colon at `i` (after whitespace); false when not JSON. */
  const copyName = (): boolean => {
    skipSpace();
    if (text.charCodeAt(i) !== QUOTE) return false;
    const start = i;
    if (!copyString()) return false;
    const key = escaped ? (JSON.parse(text.slice(start, i)) as string) : text.slice(start + 1, i - 1);
    const seen = keys[keys.length - 1]!;
    if (seen.has(key)) duplicates.push({ key, position: start });
    else seen.add(key);
    skipSpace();
    if (text.charCodeAt(i) !== 0x3a) return false;
    i++;
    ascii(colon);
    return true;
  };

  for (;;) {
    // A value at `i`.
    skipSpace();
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      const object = c === 0x7b;
      i++;
      skipSpace();
      if (text.charCodeAt(i) === (object ? 0x7d : 0x5d)) {
        i++;
        ascii(object ? '{}' : '[]');
      } else {
        if (isObject.length >= REINDENT_MAX_DEPTH) return null;
        isObject.push(object);
        keys.push(object ? new Set<string>() : null);
        ascii(object ? '{' : '[');
        newline(isObject.length);
        if (object && !copyName()) return null;
        continue; // the first member's value, or the first element
      }
    } else if (c === QUOTE) {
      if (!copyString()) return null;
    } else if (c === 0x2d || isDigit(c)) {
      if (!copyNumber()) return null;
    } else if (c === 0x74 && text.startsWith('true', i)) {
      ascii('true');
      i += 4;
    } else if (c === 0x66 && text.startsWith('false', i)) {
      ascii('false');
      i += 5;
    } else if (c === 0x6e && text.startsWith('null', i)) {
      ascii('null');
      i += 4;
    } else return null;

    // After a value: a comma, the end of containers, or the end of the text.
    for (;;) {
      skipSpace();
      const depth = isObject.length;
      if (depth === 0) {
        if (i !== n) return null;
        ascii(end);
        return { bytes: buf.slice(0, p), length, duplicates };
      }
      const d = text.charCodeAt(i);
      const object = isObject[depth - 1]!;
      if (d === 0x2c) {
        i++;
        ascii(',');
        newline(depth);
        if (object && !copyName()) return null;
        break; // the next value
      }
      if (d !== (object ? 0x7d : 0x5d)) return null;
      i++;
      isObject.pop();
      keys.pop();
      newline(depth - 1);
      ascii(object ? '}' : ']');
    }
  }
}
