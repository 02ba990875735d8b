import { ToolInputError } from '@handy-tools/ui/kit';

/** A decoded bencode value (BEP 3): integer, byte string, list or dictionary (keys as Latin-1 strings, in order). */
export type BValue = number | Uint8Array | BValue[] | BDict;

/** A bencode dictionary: keys (bytes read as Latin-1, so every byte string is a key) and values, in file order. */
export interface BDict {
  readonly dict: Map<string, BValue>;
  /** Byte offsets of each value in the source: [start, end). */
  readonly spans: Map<string, [number, number]>;
}

const MAX_DEPTH = 200;

/**
 * Decodes bencoded bytes (BEP 3: `i…e` integers, `<length>:<bytes>` strings, `l…e` lists,
 * `d…e` dictionaries). Dictionaries keep each value's byte span so a caller can hash the exact
 * bytes of a value (a torrent's `info`).
 *
 * @param bytes - the bencoded data.
 * @returns the decoded value.
 * @throws ToolInputError naming the byte offset of the first malformed element, data left over
 *   after the value, nesting deeper than 200, or an integer beyond 2⁵³.
 * @see https://www.bittorrent.org/beps/bep_0003.html#bencoding
 */
export function bdecode(bytes: Uint8Array): BValue {
  let pos = 0;
  const fail = (what: string): never => {
    throw new ToolInputError(`Not valid bencode at byte ${pos}: ${what}.`, { position: pos });
  };
  const readInt = (end: number): number => {
    const start = pos;
    let text = '';
    while (pos < bytes.length && bytes[pos] !== end) text += String.fromCharCode(bytes[pos++]!);
    if (pos >= bytes.length) {
      pos = start;
      fail(`a number is not closed by "${String.fromCharCode(end)}"`);
    }
    if (!/^(?:0|-?[1-9]\d*)$/.test(text)) {
      pos = start;
      fail(`"${text.slice(0, 20)}" is not a valid integer`);
    }
    const n = Number(text);
    if (!Number.isSafeInteger(n)) {
      pos = start;
      fail(`integer ${text.slice(0, 30)} is too large`);
    }
    pos++; // the terminator
    return n;
  };
  const value = (depth: number): BValue => {
    if (depth > MAX_DEPTH) fail('nesting is too deep');
    const c = bytes[pos];
    if (c === undefined) return fail('the data ends too early');
    if (c === 0x69 /* i */) {
      pos++;
      return readInt(0x65);
    }
    if (c >= 0x30 && c <= 0x39) {
      const len = readInt(0x3a /* : */);
      if (len < 0) fail('a string length is negative');
      if (pos + len > bytes.length) fail(`a string of ${len} bytes runs past the end`);
      const s = bytes.subarray(pos, pos + len);
      pos += len;
      return s;
    }
    if (c === 0x6c /* l */) {
      pos++;
      const list: BValue[] = [];
      while (bytes[pos] !== 0x65) {
        if (pos >= bytes.length) fail('a list is not closed by "e"');
        list.push(value(depth + 1));
      }
      pos++;
      return list;
    }
    if (c === 0x64 /* d */) {
      pos++;
      const dict = new Map<string, BValue>();
      const spans = new Map<string, [number, number]>();
      while (bytes[pos] !== 0x65) {
        if (pos >= bytes.length) fail('a dictionary is not closed by "e"');
        const k = bytes[pos]!;
        if (k < 0x30 || k > 0x39) fail('a dictionary key must be a string');
        const key = latin1(value(depth + 1) as Uint8Array);
        const start = pos;
        const v = value(depth + 1);
        dict.set(key, v);
        spans.set(key, [start, pos]);
      }
      pos++;
      return { dict, spans };
    }
    return fail(`unexpected "${String.fromCharCode(c)}"`);
  };
  if (bytes.length === 0) throw new ToolInputError('The file is empty.');
  const v = value(0);
  if (pos !== bytes.length) fail(`${bytes.length - pos} byte(s) follow the end of the data`);
  return v;
}

/** Bytes read as Latin-1 (one character per byte): lossless, for dictionary keys. */
export function latin1(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192));
  return s;
}

/** Is `v` a dictionary? */
export function isDict(v: BValue | undefined): v is BDict {
  return typeof v === 'object' && v !== null && !(v instanceof Uint8Array) && !Array.isArray(v);
}

/**
 * Encodes a value as bencode (BEP 3), dictionary keys sorted as raw byte strings.
 *
 * @param v - a number (safe integer), byte string, text (UTF-8), list or plain object/Map of values.
 * @returns the bencoded bytes.
 */
export function bencode(v: unknown): Uint8Array {
  const parts: Uint8Array[] = [];
  const enc = new TextEncoder();
  const put = (s: string) => parts.push(enc.encode(s));
  const walk = (x: unknown): void => {
    if (typeof x === 'number') put(`i${Math.trunc(x)}e`);
    else if (typeof x === 'string') {
      const b = enc.encode(x);
      put(`${b.length}:`);
      parts.push(b);
    } else if (x instanceof Uint8Array) {
      put(`${x.length}:`);
      parts.push(x);
    } else if (Array.isArray(x)) {
      put('l');
      x.forEach(walk);
      put('e');
    } else if (x && typeof x === 'object') {
      const entries = x instanceof Map ? [...x.entries()] : Object.entries(x);
      const keyed = entries.map(([k, val]) => [enc.encode(String(k)), val] as const);
      keyed.sort(([a], [b]) => {
        for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
        return a.length - b.length;
      });
      put('d');
      for (const [k, val] of keyed) {
        put(`${k.length}:`);
        parts.push(k);
        walk(val);
      }
      put('e');
    } else throw new TypeError('bencode: unsupported value');
  };
  walk(v);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
