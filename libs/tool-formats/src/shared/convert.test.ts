import fc from 'fast-check';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { expectToolInputError, fuzzToolFunction, JSON5_SHORT_EXAMPLE } from '@handy-tools/ui/testing';
import { convertData, jsonReadNotices, parseJsonData, parseTomlData, readJsonData, parseYamlData, printJson, printToml, printYaml, type Data } from './convert.js';
import { formatPath, Notes } from './data-path.js';
import { runFormatsJob } from './formats-client.js';

/** Plain JSON text of a value (objects without prototype compare like ordinary ones). */
const plain = (value: Data) => JSON.parse(printJson(value, 0)) as unknown;

/** Replaces what TOML cannot hold (null, integers beyond 64 bits) and wraps in a table. */
function tomlSafe(value: unknown): unknown {
  if (value === null) return 'was null';
  if (typeof value === 'number') return Number.isInteger(value) && !/e/.test(String(value)) && (BigInt(value) < -(2n ** 63n) || BigInt(value) >= 2n ** 63n) ? 1 : value;
  if (Array.isArray(value)) return value.map(tomlSafe);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tomlSafe(v)]));
  return value;
}

describe('formatPath', () => {
  it('writes paths the way people read them', () => {
    expect(formatPath([])).toBe('the top level');
    expect(formatPath(['server', 'ports', 2])).toBe('server.ports[2]');
    expect(formatPath(['a b', 'c'])).toBe('["a b"].c');
    expect(formatPath([0, 'name'])).toBe('[0].name');
  });
});

describe('parseJsonData', () => {
  it('reads strict JSON (RFC 8259 §13 example) and keeps big integers exact', () => {
    expect(plain(parseJsonData('{"Latitude": 37.7668, "Longitude": -122.3959, "Zip": "94107"}'))).toEqual({ Latitude: 37.7668, Longitude: -122.3959, Zip: '94107' });
    expect(parseJsonData('[12345678901234567890]')).toEqual([12345678901234567890n]);
    expect(printJson(parseJsonData('{"id":12345678901234567890}'), 0)).toBe('{"id":12345678901234567890}');
  });

  it('keeps "__proto__" as an ordinary key', () => {
    const value = parseJsonData('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(printYaml(value as Data)).toBe('__proto__:\n  polluted: true\n');
  });

  it('accepts JSON5 (spec.json5.org example features)', () => {
    expect(plain(parseJsonData("// comment\n{unquoted: 'and you can quote me on that', hex: 0xdecaf, trailing: [1,2,], leadingDecimal: .5,}"))).toEqual({
      unquoted: 'and you can quote me on that',
      hex: 912559,
      trailing: [1, 2],
      leadingDecimal: 0.5,
    });
  });

  it('reports syntax errors with line and column', () => {
    const error = expectToolInputError(() => parseJsonData('{"a": 1,\n "b": }'));
    expect(error.message).toMatch(/^Line 2, column 7: /);
    expect([error.line, error.column]).toEqual([2, 7]);
    expect(expectToolInputError(() => parseJsonData('  ')).message).toMatch(/empty/);
  });
});

describe('readJsonData: JSON5 by default, with a notice', () => {
  it('reads the spec.json5.org short example and names its first feature, the comment on line 2', () => {
    const { data, json5 } = readJsonData(JSON5_SHORT_EXAMPLE);
    expect(plain(data)).toEqual({
      unquoted: 'and you can quote me on that',
      singleQuotes: 'I can use "double quotes" here',
      lineBreaks: "Look, Mom! No \\n's!",
      hexadecimal: 0xdecaf,
      leadingDecimalPoint: 0.8675309,
      andTrailing: 8675309,
      positiveSign: 1,
      trailingComma: 'in objects',
      andIn: ['arrays'],
      backwardsCompatible: 'with JSON',
    });
    expect(json5).toMatchObject({ kind: 'comment', line: 2, column: 3 });
    expect(jsonReadNotices(json5)).toEqual(['Read as JSON5: comment at line 2, column 3.']);
  });

  it('names each feature of the JSON5 spec where it first appears', () => {
    const at = (text: string) => {
      const f = readJsonData(text).json5;
      return f && [f.kind, f.line, f.column];
    };
    expect(at('{\n  "a": 1,\n  "b": [1, 2,],\n}')).toEqual(['trailing-comma', 3, 13]);
    expect(at("{unquoted: 1}")).toEqual(['unquoted-name', 1, 2]);
    expect(at("{\"a\": 'single'}")).toEqual(['single-quoted-string', 1, 7]);
    expect(at('[0xdecaf]')).toEqual(['hexadecimal', 1, 2]);
    expect(at('[.5, +1, Infinity, NaN]')).toEqual(['leading-decimal-point', 1, 2]);
    // A byte order mark is left out of the value but counts in the place.
    expect(at('\uFEFF[1,]')).toEqual(['trailing-comma', 1, 4]);
  });

  it('gives no notice for strict JSON, whatever it holds (fast-check), and keeps big integers exact', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(readJsonData(text).json5).toBeNull();
      }),
    );
    expect(readJsonData('[12345678901234567890]')).toEqual({ data: [12345678901234567890n], json5: null });
  });

  it('names a feature for any value written by JSON5.stringify that is not strict JSON (fast-check)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1 }), (value) => {
        // JSON5.stringify leaves names that are identifiers unquoted and quotes strings with ' when shorter.
        const text = JSON5.stringify(value);
        const read = readJsonData(text);
        expect(plain(read.data)).toEqual(JSON5.parse(text));
        const isStrict = (() => {
          try {
            JSON.parse(text);
            return true;
          } catch {
            return false;
          }
        })();
        expect(read.json5 === null).toBe(isStrict);
      }),
    );
  });
});

describe('parseYamlData', () => {
  const notes = () => new Notes();
  it('reports syntax errors with line and column (yaml linePos)', () => {
    const error = expectToolInputError(() => parseYamlData('a: [1, 2\nb: c\n', false, notes()));
    expect(error.message).toMatch(/^Line 2, column 1: /);
    expect([error.line, error.column]).toEqual([2, 1]);
    const dup = expectToolInputError(() => parseYamlData('a: 1\na: 2\n', false, notes()));
    expect(dup.message).toMatch(/^Line 2, column 1: Map keys must be unique/);
  });

  it('turns scalar keys into text, refuses collection keys, names the path', () => {
    const n = notes();
    expect(plain(parseYamlData('1: one\ntrue: yes\n~: nothing\n', false, n))).toEqual({ 1: 'one', true: 'yes', null: 'nothing' });
    expect(n.done()[0]).toMatch(/not text/);
    expect(expectToolInputError(() => parseYamlData('a:\n  ? [1, 2]\n  : x\n', false, notes())).message).toMatch(/^a has a key that is a mapping or a list/);
    expect(expectToolInputError(() => parseYamlData('1: a\n"1": b\n', false, notes())).message).toMatch(/"1" twice/);
  });

  it('refuses recursive aliases and alias bombs', () => {
    expect(expectToolInputError(() => parseYamlData('a: &a [*a]\n', false, notes())).message).toMatch(/^a\[0\] contains itself/);
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 10; i++) lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
    expect(expectToolInputError(() => parseYamlData(lines.join('\n'), false, notes())).message).toMatch(/billion laughs/);
  });

  it('converts !!binary, !!set and merge keys, with notes', () => {
    const n = notes();
    // YAML 1.1 types, https://yaml.org/type/binary.html, https://yaml.org/type/set.html, https://yaml.org/type/merge.html
    expect(plain(parseYamlData('b: !!binary aGVsbG8=\ns: !!set {x, y}\nbase: &b {k: 1}\nm:\n  <<: *b\n  j: 2\n', false, n))).toEqual({
      b: 'aGVsbG8=',
      s: ['x', 'y'],
      base: { k: 1 },
      m: { k: 1, j: 2 },
    });
    expect(n.done().join(' ')).toMatch(/base64.*set/);
  });

  it('refuses several documents unless asked, then reads them all', () => {
    expect(expectToolInputError(() => parseYamlData('a: 1\n---\nb: 2\n', false, notes())).message).toMatch(/2 documents/);
    expect(plain(parseYamlData('a: 1\n---\nb: 2\n', true, notes()))).toEqual([{ a: 1 }, { b: 2 }]);
    expect(expectToolInputError(() => parseYamlData('# only a comment\n', false, notes())).message).toMatch(/no document/);
  });
});

describe('parseTomlData', () => {
  it('reports syntax errors with line and column', () => {
    const error = expectToolInputError(() => parseTomlData('a = 1\nb = \n'));
    expect(error.message).toMatch(/^Line 2, column 5: /);
    expect([error.line, error.column]).toEqual([2, 5]);
  });
  it('keeps integers beyond 2^53 exact (TOML integers are 64-bit)', () => {
    expect(parseTomlData('big = 9223372036854775807')).toEqual({ big: 9223372036854775807n });
    expect(printJson(parseTomlData('big = 9223372036854775807'), 0)).toBe('{"big":9223372036854775807}');
  });
});

describe('printJson / printToml', () => {
  it('names the path of a value JSON cannot hold', () => {
    expect(expectToolInputError(() => printJson({ a: [1, Infinity] })).message).toBe('a[1] is infinity, which JSON cannot hold.');
    expect(expectToolInputError(() => printJson(NaN)).message).toMatch(/^the top level is NaN/);
  });
  it('names the path of a value TOML cannot hold', () => {
    expect(expectToolInputError(() => printToml({ server: { ports: [80, 443, null] } })).message).toBe('server.ports[2] is null, and TOML has no null: remove it or give it a value.');
    expect(expectToolInputError(() => printToml([1, 2])).message).toMatch(/top level.*an array/);
    expect(expectToolInputError(() => printToml('x')).message).toMatch(/top level.*a string/);
    expect(expectToolInputError(() => printToml({ n: 2 ** 64 })).message).toMatch(/^n \(18446744073709551616\) is an integer beyond TOML's 64-bit range/);
    expect(printToml({ n: -(2 ** 63) })).toBe('n = -9223372036854775808\n');
    expect(expectToolInputError(() => printToml({ s: '\uD800' })).message).toMatch(/^s holds an unpaired surrogate/);
  });
  it('writes RFC 3339 strings as TOML dates when asked (toml.io v1.0.0 date examples)', () => {
    const value = { odt1: '1979-05-27T07:32:00Z', odt2: '1979-05-27T00:32:00-07:00', ldt1: '1979-05-27T07:32:00', ld1: '1979-05-27', lt1: '07:32:00', other: '1979-05-27 is a date' };
    const toml = printToml(value);
    expect(toml).toMatch(/^odt1 = 1979-05-27T07:32:00(\.000)?Z$/m);
    expect(toml).toMatch(/^ld1 = 1979-05-27$/m);
    expect(toml).toMatch(/^lt1 = 07:32:00(\.000)?$/m);
    expect(toml).toMatch(/^other = "1979-05-27 is a date"$/m);
    expect(plain(parseTomlData(toml))).toEqual(value);
    expect(printToml({ d: '1979-05-27' }, false)).toBe('d = "1979-05-27"\n');
  });
});

describe('round trips (fast-check)', () => {
  it('JSON value → YAML → JSON is the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        const yaml = convertData(json, 'json', 'yaml').output;
        expect(JSON.parse(convertData(yaml, 'yaml', 'json').output)).toEqual(JSON.parse(json));
      }),
      { numRuns: 300 },
    );
  });

  it('JSON without nulls → TOML → JSON is the same value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (dict) => {
        const json = JSON.stringify(tomlSafe(dict));
        const toml = convertData(json, 'json', 'toml', { tomlDates: false }).output;
        expect(JSON.parse(convertData(toml, 'toml', 'json').output)).toEqual(JSON.parse(json));
      }),
      { numRuns: 300 },
    );
  });

  it('YAML → TOML → YAML keeps the value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (dict) => {
        const yaml = printYaml(tomlSafe(dict) as Data);
        const back = convertData(convertData(yaml, 'yaml', 'toml', { tomlDates: false }).output, 'toml', 'yaml').output;
        expect(plain(parseYamlData(back, false, new Notes()))).toEqual(plain(parseYamlData(yaml, false, new Notes())));
      }),
      { numRuns: 150 },
    );
  });
});

describe('big documents', () => {
  it('converts a 5 MB JSON document to TOML and back', () => {
    const items = Array.from({ length: 70_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], price: i / 4, ok: i % 2 === 0 }));
    const json = JSON.stringify({ items });
    expect(json.length).toBeGreaterThan(4_000_000);
    const toml = convertData(json, 'json', 'toml').output;
    expect(toml.startsWith('[[items]]\nid = 0\nname = "item 0"\n')).toBe(true);
    expect(convertData(toml, 'toml', 'json', { indent: 0 }).output).toBe(`${json}\n`);
  });

  it('runs jobs in this thread where Worker does not exist (Node)', async () => {
    await expect(runFormatsJob({ kind: 'convert', input: '{"a":1}', from: 'json', to: 'yaml', options: {} })).resolves.toEqual({ output: 'a: 1\n', warnings: [], notices: [] });
  });
});

describe('fuzz', () => {
  it('only ever throws ToolInputError, whatever the input', () => {
    for (const from of ['json', 'yaml', 'toml'] as const) {
      for (const to of ['json', 'yaml', 'toml'] as const) {
        fuzzToolFunction((s: string) => convertData(s, from, to, { allDocuments: true }), undefined, 60);
      }
    }
    fuzzToolFunction((o: { indent: number; s: string }) => convertData(o.s, 'json', 'yaml', { indent: o.indent }), fc.record({ indent: fc.integer({ min: -2, max: 12 }), s: fc.constantFrom('1', '{}', '[') }));
  });
});
