import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText, RFC8259_ARRAY, RFC8259_OBJECT } from '@handy-tools/ui/testing';
import { stringifyJsonTree } from '../shared/json-tree.js';
import { scanJson } from '../shared/json-syntax.js';
import { parseJsonTree } from '../shared/parse-json.js';
import { prettifyJson, prettifyJsonToBytes, type JsonIndent } from './json-prettify.js';
import { REINDENT_MAX_DEPTH, reindentStrictJson } from './reindent-json.js';

/** Columns count code points (an emoji is one). */
const codePoints = (s: string) => s.length - (s.match(/[\ud800-\udbff][\udc00-\udfff]/g)?.length ?? 0);
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(bytes);
const units: [JsonIndent, string][] = [
  [0, ''],
  [1, ' '],
  [2, '  '],
  [4, '    '],
  [8, ' '.repeat(8)],
  ['tab', '\t'],
];

/** The reference: the tree-based path (jsonc-parser's lossless reader, then stringifyJsonTree). */
function viaTree(text: string, unit: string): string {
  return stringifyJsonTree(parseJsonTree(text, { json5: false }).tree, { space: unit });
}

/** The text with random JSON whitespace around every structural character (still strict JSON). */
const spaced = (json: string, ws: string[]) => {
  let k = 0;
  let inString = false;
  let out = '';
  for (let i = 0; i < json.length; i++) {
    const c = json[i]!;
    if (inString) {
      out += c;
      if (c === '\\') out += json[++i];
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    out += '{}[],:'.includes(c) ? `${ws[k++ % ws.length]}${c}${ws[k++ % ws.length]}` : c;
  }
  return out;
};
const jsonWhitespace = fc.array(fc.stringMatching(/^[ \t\r\n]{0,3}$/), { minLength: 1, maxLength: 8 });

describe('reindentStrictJson writes what the tree-based path writes', () => {
  it('on RFC 8259 §13’s examples, with every indent', () => {
    for (const [, unit] of units) {
      for (const text of [RFC8259_OBJECT, RFC8259_ARRAY]) {
        const r = reindentStrictJson(text, unit)!;
        expect(decode(r.bytes)).toBe(viaTree(text, unit));
        expect(r.length).toBe(viaTree(text, unit).length);
      }
    }
  });

  it('for any JSON value, any whitespace and any indent (fast-check), non-ASCII text included', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 6 }),
        jsonWhitespace,
        fc.constantFrom(...units.map(([, u]) => u)),
        fc.boolean(),
        (value, ws, unit, bom) => {
          const text = (bom ? '\uFEFF' : '') + spaced(JSON.stringify(value), ws);
          const r = reindentStrictJson(text, unit, '\n');
          expect(r).not.toBeNull();
          const expected = `${viaTree(text, unit)}\n`;
          expect(decode(r!.bytes)).toBe(expected);
          expect(r!.length).toBe(expected.length);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('keeps numbers and escapes as written and reports duplicate keys where the lossless reader does', () => {
    const text = '{"a":[12345678901234567890,1.50,1E400,-0],"caf\\u00e9":"\\ud83d\\ude00 é 😀","a":{"x":1,"x":2},"\\u0061":null}';
    const r = reindentStrictJson(text, '')!;
    expect(decode(r.bytes)).toBe(text);
    const scan = scanJson(text);
    expect(scan.ok && scan.duplicates).toEqual(r.duplicates);
    expect(r.duplicates.map((d) => d.key)).toEqual(['a', 'x', 'a']);
  });
});

describe('reindentStrictJson accepts exactly strict JSON', () => {
  const nearlyJson = fc
    .tuple(fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)), fc.nat(), fc.constantFrom('', ',', ']', '}', '"', '\\', '0', '-', '.', 'e', '\u0001', '\u00a0', 'x', '/', "'"), fc.nat(3))
    .map(([json, at, insert, remove]) => {
      const i = at % (json.length + 1);
      return json.slice(0, i) + insert + json.slice(i + remove);
    });

  it('gives up (null) exactly where JSON.parse throws, on hostile and nearly-JSON text', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, nearlyJson), (text) => {
        let parses = true;
        try {
          JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
        } catch {
          parses = false;
        }
        const loneSurrogate = /(?:[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/.test(text);
        if (!loneSurrogate) expect(reindentStrictJson(text, '  ') !== null).toBe(parses);
        else if (!parses) expect(reindentStrictJson(text, '  ')).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves lone surrogates, very deep nesting and empty text to the tree-based path', () => {
    expect(reindentStrictJson('["\ud800"]', '')).toBeNull();
    expect(prettifyJson('["\ud800"]', { indent: 0 }).output).toBe('["\ud800"]\n');
    const deep = '['.repeat(REINDENT_MAX_DEPTH + 2) + ']'.repeat(REINDENT_MAX_DEPTH + 2); // the innermost [] is empty
    expect(reindentStrictJson(deep, '')).toBeNull();
    expect(prettifyJson(deep, { indent: 0 }).output).toBe(`${deep}\n`);
    expect(reindentStrictJson(' \n', '')).toBeNull();
  });
});

describe('a multi-megabyte document (what the worker formats)', () => {
  // Like a large API export: ~2 MB minified, with non-ASCII text, escapes and big integers.
  const rows = Array.from({ length: 12_000 }, (_, i) => ({
    id: i,
    guid: `g-${(i * 2654435761) % 4294967296}`,
    name: i % 7 === 0 ? `Zoë “${i}” 😀 東京` : `User ${i}`,
    balance: (i * 13.37) % 5000,
    tags: ['alpha', `t${i % 50}`],
    address: { street: `${i} Main St`, city: 'Springfield', zip: String(10000 + (i % 89999)) },
    empty: i % 2 ? {} : [],
    note: 'line\nbreak\t"quoted"\\',
  }));
  const text = JSON.stringify(rows);
  const exact = `${text.slice(0, -1)},{"big":12345678901234567890,"x":1.50,"x":-0}]`;

  it('is formatted to the bytes of JSON.stringify(value, null, 2), its length the decoded length', () => {
    expect(text.length).toBeGreaterThan(2_000_000);
    const r = prettifyJsonToBytes(text);
    const expected = `${JSON.stringify(rows, null, 2)}\n`;
    expect(r.length).toBe(expected.length);
    expect(Buffer.from(r.bytes).equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(r.warnings).toEqual([]);
    expect(r.notices).toEqual([]);
    const tab = prettifyJsonToBytes(text, { indent: 'tab' });
    expect(decode(tab.bytes)).toBe(`${JSON.stringify(rows, null, '\t')}\n`);
  });

  it('keeps big integers and number spellings exactly, and reports its duplicate key', () => {
    const r = prettifyJsonToBytes(exact, { indent: 0 });
    expect(decode(r.bytes)).toBe(`${exact}\n`);
    expect(r.warnings).toEqual([`The key "x" appears again at line 1, column ${codePoints(exact.slice(0, exact.lastIndexOf('"x"'))) + 1}; both are kept, but most programs read only the last one.`]);
    expect(decode(r.bytes)).toBe(prettifyJson(exact, { indent: 0 }).output);
  });

  it('takes the tree-based path for sorted keys and JSON5, with the same bytes as prettifyJson', () => {
    // A slice of the rows: these paths are the slow ones, and what is checked is the handover.
    const some = rows.slice(0, 300);
    const small = `${JSON.stringify(some).slice(0, -1)},{"big":12345678901234567890}]`;
    const sorted = prettifyJsonToBytes(small, { sortKeys: true });
    expect(decode(sorted.bytes)).toBe(prettifyJson(small, { sortKeys: true }).output);
    expect(decode(sorted.bytes).startsWith('[\n  {\n    "address": {')).toBe(true);
    expect(decode(sorted.bytes).endsWith('"big": 12345678901234567890\n  }\n]\n')).toBe(true);
    const json5 = `${JSON.stringify(some).slice(0, -1)},]`;
    const r = prettifyJsonToBytes(json5);
    expect(r.notices).toEqual([`Read as JSON5: trailing comma at line 1, column ${codePoints(json5) - 1}.`]);
    expect(decode(r.bytes)).toBe(`${JSON.stringify(some, null, 2)}\n`);
  });
});
