import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import { compareJsonNumbers, sortJson, type SortJsonOptions } from './json-sort-master.js';
import { jsonSortMaster as meta } from './meta.js';
import { jsonSortMasterState } from './state.js';

/** The sorted JSON on one line, without the line break that ends the output (checked). */
function sorted(input: string, options: SortJsonOptions = {}): string {
  const { output } = sortJson(input, { indent: 0, ...options });
  expect(output.endsWith('\n'), 'the output ends with a line break').toBe(true);
  return output.slice(0, -1);
}

describe('JSON5 input', () => {
  it('is read and sorted, with a notice naming its first JSON5 feature (spec.json5.org §3 example)', () => {
    const r = sortJson('{\n    width: 1920,\n    height: 1080,\n}', { indent: 0 });
    expect(r.output).toBe('{"height":1080,"width":1920}\n');
    expect(r.notices).toEqual(['Read as JSON5: unquoted property name at line 2, column 5.']);
    expect(sortJson('{"b": 1, "a": 2}').notices).toEqual([]);
  });
});

describe('key order', () => {
  it('sorts by UTF-16 code units like the example of RFC 8785 §3.2.3', () => {
    // RFC 8785 §3.2.3 ("Sorting of Object Properties"): input and the order of its values once sorted.
    const input = '{"\\u20ac":"Euro Sign","\\r":"Carriage Return","\\ufb33":"Hebrew Letter Dalet With Dagesh","1":"One","\\ud83d\\ude00":"Emoji: Grinning Face","\\u0080":"Control","\\u00f6":"Latin Small Letter O With Diaeresis"}';
    expect(sorted(input).match(/"[A-Z][^"]*"/g)).toEqual([
      '"Carriage Return"',
      '"One"',
      '"Control"',
      '"Latin Small Letter O With Diaeresis"',
      '"Euro Sign"',
      '"Emoji: Grinning Face"',
      '"Hebrew Letter Dalet With Dagesh"',
    ]);
  });
  it('sorts at every depth, inside arrays too, ascending and descending; arrays keep their order by default', () => {
    const input = '{"b":{"d":1,"c":[{"z":1,"y":2},3]},"a":[3,1,2],"B":0}';
    expect(sorted(input)).toBe('{"B":0,"a":[3,1,2],"b":{"c":[{"y":2,"z":1},3],"d":1}}');
    expect(sorted(input, { order: 'desc' })).toBe('{"b":{"d":1,"c":[{"z":1,"y":2},3]},"a":[3,1,2],"B":0}');
  });
  it('natural order compares digit runs as numbers (ECMA-402 Collator, numeric: true)', () => {
    const input = '{"item10":0,"item2":0,"Item3":0,"item1":0}';
    expect(sorted(input)).toBe('{"Item3":0,"item1":0,"item10":0,"item2":0}');
    expect(sorted(input, { natural: true })).toBe('{"item1":0,"item2":0,"Item3":0,"item10":0}');
    expect(sorted(input, { natural: true, order: 'desc' })).toBe('{"item10":0,"Item3":0,"item2":0,"item1":0}');
  });
  it('keeps duplicate keys, in their order, and numbers and strings exactly as written', () => {
    expect(sorted('{"b":1.50,"a":1,"a":12345678901234567890,"c":"\\u00e9"}')).toBe('{"a":1,"a":12345678901234567890,"b":1.50,"c":"\\u00e9"}');
  });
  it('lays out like JSON.stringify with the indent', () => {
    expect(sortJson('{"b":[1],"a":{}}', { indent: 2 }).output).toBe('{\n  "a": {},\n  "b": [\n    1\n  ]\n}\n');
  });
});

describe('compareJsonNumbers (exact decimal values, RFC 8259 §6 grammar)', () => {
  it('orders integers beyond 2^53 exactly', () => {
    expect(compareJsonNumbers('9007199254740993', '9007199254740992')).toBeGreaterThan(0);
    expect(compareJsonNumbers('-9007199254740993', '-9007199254740992')).toBeLessThan(0);
  });
  it('treats equal decimal values as equal', () => {
    for (const [a, b] of [['100', '1e2'], ['100', '100.000'], ['-0', '0'], ['0.0e5', '0'], ['1.5E-3', '0.0015']]) expect(compareJsonNumbers(a!, b!), `${a} ${b}`).toBe(0);
  });
  it('orders different values, even when they round to the same double', () => {
    expect(compareJsonNumbers('0.1', '0.10000000000000001')).toBeLessThan(0);
    expect(compareJsonNumbers('2', '19')).toBeLessThan(0);
    expect(compareJsonNumbers('-10', '-100')).toBeGreaterThan(0);
    expect(compareJsonNumbers('-1', '0')).toBeLessThan(0);
    expect(compareJsonNumbers('0.5', '1E-1')).toBeGreaterThan(0);
  });
  it('agrees with double comparison on safe integers and short decimals', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ noNaN: true, noDefaultInfinity: true }), (x, y) => {
        // JSON.stringify writes the shortest decimal that round-trips, so distinct doubles give distinct decimals in the same order.
        expect(Math.sign(compareJsonNumbers(JSON.stringify(x), JSON.stringify(y)))).toBe(Math.sign(x - y) || 0);
      }),
    );
  });
});

describe('array sorting', () => {
  it('by value: null, booleans, numbers, strings, then arrays and objects in their order', () => {
    const input = '["b",{"k":1},10,"a",true,null,[2],2,false,"B",9007199254740993,9007199254740992]';
    expect(sorted(input, { arrays: 'values' })).toBe('[null,false,true,2,10,9007199254740992,9007199254740993,"B","a","b",{"k":1},[2]]');
    expect(sorted(input, { arrays: 'values', order: 'desc' })).toBe('[{"k":1},[2],"b","a","B",9007199254740993,9007199254740992,10,2,true,false,null]');
    expect(sorted('["f10","f9","F1"]', { arrays: 'values', natural: true })).toBe('["F1","f9","f10"]');
  });
  it('by a key of their objects (strings after numbers), objects without it last', () => {
    const input = '[{"id":3,"n":"c"},{"n":"x"},{"id":1,"n":"a"},5,{"id":"2"},{"id":2,"n":"b"}]';
    expect(sorted(input, { arrays: 'key', arrayKey: 'id' })).toBe('[{"id":1,"n":"a"},{"id":2,"n":"b"},{"id":3,"n":"c"},{"id":"2"},{"n":"x"},5]');
    expect(sorted(input, { arrays: 'key', arrayKey: 'id', order: 'desc' })).toBe('[{"id":"2"},{"n":"c","id":3},{"n":"b","id":2},{"n":"a","id":1},{"n":"x"},5]');
  });
  it('needs a key to sort by a key', () => {
    expect(expectToolInputError(() => sortJson('[]', { arrays: 'key', arrayKey: '' })).message).toMatch(/Enter the key/);
  });
});

describe('errors', () => {
  it('reports invalid JSON with line and column', () => {
    expect(expectToolInputError(() => sortJson('{\n"a": 1\n"b": 2}')).message).toMatch(/^Line 3, column 1: /);
    expectToolInputError(() => sortJson(''));
    expectToolInputError(() => sortJson('{}', { indent: 11 as JsonIndent }));
  });
});

/** Every key of every object, sorted (a multiset). */
function allKeys(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, out));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      allKeys(v, out);
    }
  }
  return out;
}

describe('properties', () => {
  const options = fc.record({
    order: fc.constantFrom('asc' as const, 'desc' as const),
    natural: fc.boolean(),
    arrays: fc.constantFrom('keep' as const, 'values' as const, 'key' as const),
    arrayKey: fc.constantFrom('a', 'id', ''),
  }).map((o) => (o.arrays === 'key' && o.arrayKey === '' ? { ...o, arrayKey: 'a' } : o));
  const json = fc.json({ maxDepth: 4, stringUnit: 'grapheme' });
  it('sorting is idempotent', () => {
    fc.assert(
      fc.property(json, options, (input, opts) => {
        const once = sorted(input, opts);
        expect(sorted(once, opts)).toBe(once);
      }),
    );
  });
  it('keeps the multiset of keys and values; with arrays kept, the same value', () => {
    fc.assert(
      fc.property(json, options, (input, opts) => {
        const before = JSON.parse(input) as unknown;
        const after = JSON.parse(sorted(input, opts)) as unknown;
        expect(allKeys(after).sort()).toEqual(allKeys(before).sort());
        if (opts.arrays === 'keep') expect(after).toEqual(before);
      }),
    );
  });
  it('every object of the output has its keys in order', () => {
    fc.assert(
      fc.property(json, (input) => {
        const check = (v: unknown) => {
          if (Array.isArray(v)) v.forEach(check);
          else if (v !== null && typeof v === 'object') {
            const keys = Object.keys(v).filter((k) => !/^(0|[1-9]\d*)$/.test(k)); // JS objects put index keys first
            expect(keys).toEqual([...keys].sort());
            Object.values(v).forEach(check);
          }
        };
        check(JSON.parse(sorted(input)));
      }),
    );
  });
});

describe('big documents', () => {
  it('sorts a generated 5 MB document', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => ({ z: i, name: `n${i}`, a: { y: 1, x: [3, 2, 1] } }));
    const input = JSON.stringify(rows);
    expect(input.length).toBeGreaterThan(2_500_000);
    const started = performance.now();
    const { output } = sortJson(input, { indent: 2, arrays: 'values' });
    expect(performance.now() - started).toBeLessThan(15_000); // generous: the machine is shared; catches quadratic slow-downs
    expect(output.length).toBeGreaterThan(5_000_000);
    expect(JSON.parse(output)).toEqual(rows.map((r) => ({ ...r, a: { x: [1, 2, 3], y: 1 } })));
    expect(output.startsWith('[\n  {\n    "a": {\n      "x": [\n        1,')).toBe(true);
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(meta, jsonSortMasterState));
  it('examples sort without error', () => {
    for (const example of meta.examples ?? []) {
      const s = example.state as unknown as SortJsonOptions & { input: string };
      expect(sortJson(s.input, s).output.length).toBeGreaterThan(0);
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => sortJson(s));
    fuzzToolFunction((s: string) => sortJson(s, { natural: true, arrays: 'values', order: 'desc' }));
    fuzzToolFunction((s: string) => sortJson('[{"a":1},{"b":2}]', { arrays: 'key', arrayKey: s }));
    fuzzToolFunction((o: { s: string; n: boolean }) => sortJson(o.s, { arrays: 'values', natural: o.n }), fc.record({ s: fc.json({ stringUnit: 'binary' }), n: fc.boolean() }));
    fuzzToolFunction((pair: [string, string]) => compareJsonNumbers(...pair), fc.tuple(fc.string(), fc.string()));
  });
});
