import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { analyzeJsonSize, utf8Length, type JsonSizeTreeNode } from './json-size-analyzer.js';
import { jsonSizeAnalyzer } from './meta.js';
import { jsonSizeAnalyzerState } from './state.js';

const bytes = (s: string) => new TextEncoder().encode(s).length;

describe('utf8Length (RFC 3629)', () => {
  it('counts 1 to 4 bytes per code point', () => {
    // RFC 3629 §3: U+0000–U+007F one byte, to U+07FF two, to U+FFFF three, beyond four.
    expect(utf8Length('A')).toBe(1);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
    expect(utf8Length('\uD800')).toBe(3); // a lone surrogate is written as U+FFFD
  });
  it('property: equals TextEncoder', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => utf8Length(s) === bytes(s)));
  });
});

describe('analyzeJsonSize', () => {
  it('measures a small object by hand', () => {
    // {"a":1}: braces 2 bytes; member "a" = `"a"` 3 + `:` 1 + `1` 1 = 5; total 7.
    const r = analyzeJsonSize('{ "a" : 1 }');
    expect(r.totalBytes).toBe(7);
    expect(r.inputBytes).toBe(11);
    expect(r.top).toEqual([
      { pointer: '', path: '$', type: 'object', ownBytes: 2, subtreeBytes: 7, percent: 100, children: 1 },
      { pointer: '/a', path: '$.a', type: 'number', ownBytes: 5, subtreeBytes: 5, percent: (5 / 7) * 100, children: 0 },
    ]);
  });
  it('counts multi-byte characters and keeps escapes as written', () => {
    // ["é",1]: brackets 2 + comma 1 + `"é"` (1 + 2 + 1) + `1` = 8.
    expect(analyzeJsonSize('[ "é", 1 ]').totalBytes).toBe(8);
    // {"k":"😀"}: braces 2 + `"k":` 4 + `"😀"` 6 = 12.
    const r = analyzeJsonSize('{"k": "😀"}');
    expect(r.totalBytes).toBe(12);
    expect(r.top[1]).toMatchObject({ path: '$.k', type: 'string', ownBytes: 10 });
    // ["\u00e9"] keeps its 6-character escape: 2 + 8 = 10.
    expect(analyzeJsonSize('["\\u00e9"]').totalBytes).toBe(10);
    expect(analyzeJsonSize('[]').totalBytes).toBe(2);
    expect(analyzeJsonSize(' 12.50 ').totalBytes).toBe(5);
  });
  it('sorts nodes largest first, with types, counts and a pruned tree', () => {
    const r = analyzeJsonSize('{"small": 1, "big": {"text": "xxxxxxxxxxxxxxxxxxxx", "n": [1, 2, 3]}}');
    expect(r.top.map((n) => n.path)).toEqual(['$', '$.big', '$.big.text', '$.big.n', '$.small', '$.big.n[0]', '$.big.n[1]', '$.big.n[2]']);
    expect(r.top[1]).toMatchObject({ type: 'object', children: 2 });
    expect(r.nodeCount).toBe(8);
    expect(r.maxDepth).toBe(3);
    expect(r.typeCounts).toEqual({ object: 2, array: 1, string: 1, number: 4, boolean: 0, null: 0 });
    expect(r.tree.kids.map((k) => k.label)).toEqual(['"big"', '"small"']);
    const pruned = analyzeJsonSize('[1, 22, 333, 4444]', { maxKids: 2 }).tree;
    expect(pruned.kids.map((k) => k.label)).toEqual(['[3]', '[2]']);
    expect([pruned.hiddenKids, pruned.hiddenBytes]).toEqual([2, 3]);
  });
  it('reads JSON5 as the strict JSON it stands for', () => {
    // {name:'demo'} → {"name":"demo"} = 15 bytes.
    expect(analyzeJsonSize("// c\n{name: 'demo',}", { json5: true }).totalBytes).toBe(15);
  });
  it('property: the root is the whole minified UTF-8 document; own bytes add up', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const minified = JSON.stringify(v);
        const r = analyzeJsonSize(JSON.stringify(v, null, 2), { maxRows: 1e6, maxTreeNodes: 1e6, maxKids: 1e6 });
        expect(r.totalBytes).toBe(bytes(minified));
        expect(r.top[0]).toMatchObject({ pointer: '', subtreeBytes: bytes(minified), percent: 100 });
        expect(r.top.reduce((sum, n) => sum + n.ownBytes, 0)).toBe(r.totalBytes);
        expect(r.top).toHaveLength(r.nodeCount);
        for (let i = 1; i < r.top.length; i++) expect(r.top[i]!.subtreeBytes).toBeLessThanOrEqual(r.top[i - 1]!.subtreeBytes);
        const check = (n: JsonSizeTreeNode) => {
          expect(n.ownBytes + n.hiddenBytes + n.kids.reduce((s, k) => s + k.subtreeBytes, 0)).toBe(n.subtreeBytes);
          n.kids.forEach(check);
        };
        check(r.tree);
      }),
    );
  });
  it('reports where a syntax error is', () => {
    const e = expectToolInputError(() => analyzeJsonSize('[\n  1,\n  2 3\n]'));
    expect(e.message).toBe("Line 3, column 5: expected ',' or ']' after an array element, found '3'.");
    expect([e.line, e.column, e.position]).toEqual([3, 5, 11]);
    expect(expectToolInputError(() => analyzeJsonSize('{"a": }')).message).toMatch(/^Line 1, column 7: expected a value/);
  });
  it('analyses a multi-MB document quickly', () => {
    const doc = {
      items: Array.from({ length: 25_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], blob: 'x'.repeat(100) })),
      big: 'y'.repeat(1_000_000),
    };
    const text = JSON.stringify(doc, null, 1);
    expect(text.length).toBeGreaterThan(5_000_000);
    const start = performance.now();
    const r = analyzeJsonSize(text);
    expect(performance.now() - start).toBeLessThan(15_000); // generous: catches quadratic slow-downs, not a benchmark
    expect(r.totalBytes).toBe(JSON.stringify(doc).length);
    expect(r.top.map((n) => n.path).slice(0, 3)).toEqual(['$', '$.items', '$.big']);
    expect(r.top).toHaveLength(200);
    expect(r.nodeCount).toBe(1 + 1 + 25_000 * 7 + 1);
  });
  it('has examples that are valid states', () => {
    expectExamplesMatchState(jsonSizeAnalyzer, jsonSizeAnalyzerState);
    for (const ex of jsonSizeAnalyzer.examples ?? []) {
      const s = ex.state as { input: string; json5: boolean };
      expect(analyzeJsonSize(s.input, s).totalBytes).toBeGreaterThan(0);
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => analyzeJsonSize(s));
    fuzzToolFunction((s: string) => analyzeJsonSize(s, { json5: true }));
    fuzzToolFunction((s: string) => utf8Length(s));
    fuzzToolFunction((depth: number) => analyzeJsonSize('['.repeat(depth) + ']'.repeat(depth)), fc.constantFrom(10, 5000, 50000), 6);
  });
});
