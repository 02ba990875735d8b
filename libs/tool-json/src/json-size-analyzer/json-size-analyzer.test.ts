import fc from 'fast-check';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, RFC8259_OBJECT } from '@handy-tools/ui/testing';
import { analyzeJsonSize, filterSizeReport, gzipSize, parseStartPath, utf8Length, type JsonSizeTreeNode } from './json-size-analyzer.js';
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
    // gzip (RFC 1952) of {"a":1} and of 1: 10-byte header, one fixed-Huffman DEFLATE block, 8-byte trailer — as Node's zlib writes them.
    const gzip = (s: string) => zlib.gzipSync(s, { level: 6 }).length;
    expect(r.top).toEqual([
      { pointer: '', path: '$', type: 'object', depth: 0, ownBytes: 2, subtreeBytes: 7, percent: 100, children: 1, gzipBytes: gzip('{"a":1}') },
      { pointer: '/a', path: '$.a', type: 'number', depth: 1, ownBytes: 5, subtreeBytes: 5, percent: (5 / 7) * 100, children: 0, gzipBytes: gzip('1') },
    ]);
    expect(r.gzipBytes).toBe(27);
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
  it('reads JSON5 (by default) as the strict JSON it stands for, with a notice', () => {
    // {name:'demo'} → {"name":"demo"} = 15 bytes.
    expect(analyzeJsonSize("// c\n{name: 'demo',}", { json5: true }).totalBytes).toBe(15);
    expect(analyzeJsonSize("// c\n{name: 'demo',}").notices).toEqual(['Read as JSON5: comment at line 1, column 1.']);
    expect(expectToolInputError(() => analyzeJsonSize("{name: 'demo'}", { json5: false })).message).toMatch(/^Line 1, column 2: /);
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

describe('gzipSize (RFC 1952)', () => {
  it('is 20 bytes for an empty text and grows with the text, like Node’s zlib', () => {
    expect(gzipSize('')).toBe(20); // header 10 + empty fixed block 2 + trailer 8
    expect(gzipSize('')).toBe(zlib.gzipSync('').length);
    for (const s of ['1', '"abc"', '{"a":1}']) expect(gzipSize(s), s).toBe(zlib.gzipSync(s, { level: 6 }).length);
    // Larger texts: DEFLATE encoders differ in their choices, not by much.
    const doc = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `n${i}` })));
    const reference = zlib.gzipSync(doc, { level: 6 }).length;
    expect(gzipSize(doc)).toBeGreaterThan(reference * 0.7);
    expect(gzipSize(doc)).toBeLessThan(reference * 1.1);
  });
});

describe('analyzeJsonSize options: gzip, start path, depth limit', () => {
  it('measures the gzip size of each listed value within the budget, and of the whole always', () => {
    const r = analyzeJsonSize('{"a": [1, 2, 3], "b": "x"}');
    expect(r.gzipBytes).toBe(gzipSize('{"a":[1,2,3],"b":"x"}'));
    expect(r.top.find((n) => n.path === '$.a')?.gzipBytes).toBe(gzipSize('[1,2,3]'));
    const off = analyzeJsonSize('{"a": [1, 2, 3], "b": "x"}', { gzip: false });
    expect(off.gzipBytes).toBe(r.gzipBytes);
    expect(off.top.filter((n) => n.gzipBytes !== null).map((n) => n.path)).toEqual(['$']);
    // $.a and $.b (11 and 7 bytes with their keys) exceed a budget of 4; the elements (1 byte each) fit.
    const budget = analyzeJsonSize('{"a": [1, 2, 3], "b": "x"}', { gzipBudget: 4 });
    expect(budget.top.filter((n) => n.gzipBytes !== null).map((n) => n.path)).toEqual(['$', '$.a[0]', '$.a[1]', '$.a[2]']);
  });

  it('parses start paths: RFC 9535 normalized paths, dotted paths and JSON Pointers (RFC 6901)', () => {
    expect(parseStartPath('')).toEqual([]);
    expect(parseStartPath(' $ ')).toEqual([]);
    // RFC 9535 §2.7 Table 16's normalized paths.
    expect(parseStartPath("$['a']")).toEqual(['a']);
    expect(parseStartPath('$[1]')).toEqual([1]);
    expect(parseStartPath("$['a']['b'][1]")).toEqual(['a', 'b', 1]);
    expect(parseStartPath("$['\\u000b']")).toEqual(['\u000b']);
    expect(parseStartPath("$['it\\'s']")).toEqual(["it's"]);
    expect(parseStartPath('$.store.book[0].title')).toEqual(['store', 'book', 0, 'title']);
    expect(parseStartPath('a[0].b.c')).toEqual(['a', 0, 'b', 'c']);
    expect(parseStartPath('$["a b"]')).toEqual(['a b']);
    // RFC 6901 §5.
    expect(parseStartPath('/foo/0')).toEqual(['foo', '0']);
    expect(parseStartPath('/a~1b')).toEqual(['a/b']);
    expect(parseStartPath('/m~0n')).toEqual(['m~n']);
    expect(parseStartPath('/')).toEqual(['']);
    expect(expectToolInputError(() => parseStartPath('$.a[x]')).message).toBe("Start path, column 4: expected an index or a quoted name after '[', e.g. $.items[0].name or /items/0/name.");
    expect(expectToolInputError(() => parseStartPath('$..a')).message).toMatch(/^Start path, column 3: expected a member name/);
  });

  it('analyses from a start path: RFC 8259 §13’s thumbnail, and RFC 6901 §5’s document by pointer', () => {
    const thumb = analyzeJsonSize(RFC8259_OBJECT, { startPath: '$.Image.Thumbnail' });
    expect(thumb.start).toBe('$.Image.Thumbnail');
    expect(thumb.totalBytes).toBe('{"Url":"http://www.example.com/image/481989943","Height":125,"Width":100}'.length);
    expect(thumb.top.map((n) => n.path)).toEqual(['$.Image.Thumbnail', '$.Image.Thumbnail.Url', '$.Image.Thumbnail.Height', '$.Image.Thumbnail.Width']);
    expect(thumb.top[1]).toMatchObject({ pointer: '/Image/Thumbnail/Url', depth: 1, percent: ('"Url":"http://www.example.com/image/481989943"'.length / thumb.totalBytes) * 100 });
    expect(thumb.tree.label).toBe('$.Image.Thumbnail');
    expect(analyzeJsonSize(RFC8259_OBJECT, { startPath: '/Image/IDs/1' })).toMatchObject({ totalBytes: 3, nodeCount: 1, start: '$.Image.IDs[1]' });
    const rfc6901 = '{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\\\j": 5, "k\\"l": 6, " ": 7, "m~n": 8}';
    expect(analyzeJsonSize(rfc6901, { startPath: '/foo' }).totalBytes).toBe('["bar","baz"]'.length);
    expect(analyzeJsonSize(rfc6901, { startPath: '/foo/0' }).top[0]).toMatchObject({ type: 'string', subtreeBytes: 5 });
    for (const [pointer, n] of [['/', '0'], ['/a~1b', '1'], ['/c%d', '2'], ['/e^f', '3'], ['/g|h', '4'], ['/i\\j', '5'], ['/k"l', '6'], ['/ ', '7'], ['/m~0n', '8']] as const) {
      const r = analyzeJsonSize(rfc6901, { startPath: pointer });
      expect([r.totalBytes, r.top[0]!.type], pointer).toEqual([n.length, 'number']);
    }
  });

  it('says where a start path leads nowhere', () => {
    expect(expectToolInputError(() => analyzeJsonSize(RFC8259_OBJECT, { startPath: '$.Image.Nope' })).message).toBe('Start path: $.Image has no member "Nope".');
    expect(expectToolInputError(() => analyzeJsonSize(RFC8259_OBJECT, { startPath: '$.Image.IDs[9]' })).message).toBe('Start path: $.Image.IDs is an array of 4 element(s); there is no [9].');
    expect(expectToolInputError(() => analyzeJsonSize(RFC8259_OBJECT, { startPath: '$.Image.Width.x' })).message).toBe('Start path: $.Image.Width is a number; it has no members or elements.');
  });

  it('lists values down to the depth limit only, counting the rest in the totals', () => {
    const text = '{"a": {"b": {"c": [1, 2]}}, "d": 1}';
    const r = analyzeJsonSize(text, { depthLimit: 1 });
    expect(r.top.map((n) => n.path)).toEqual(['$', '$.a', '$.d']);
    expect(r.maxDepth).toBe(4);
    expect(r.totalBytes).toBe(analyzeJsonSize(text).totalBytes);
    const a = r.tree.kids.find((k) => k.path === '$.a')!;
    expect([a.kids.length, a.hiddenKids, a.hiddenBytes]).toEqual([0, 1, '"b":{"c":[1,2]}'.length]);
    expect(analyzeJsonSize(text, { depthLimit: 2 }).top.map((n) => n.path)).toEqual(['$', '$.a', '$.a.b', '$.d']);
  });

  it('filters the results by a search, keeping the ancestors of tree matches', () => {
    const r = analyzeJsonSize('{"users": [{"id": 1, "bio": "long text here"}, {"id": 2, "bio": "x"}], "meta": {"count": 2}}');
    const f = filterSizeReport(r, 'BIO');
    expect(f.top.map((n) => n.path)).toEqual(['$.users[0].bio', '$.users[1].bio']);
    expect(f.matches).toBe(2);
    expect(f.tree?.kids.map((k) => k.path)).toEqual(['$.users']);
    expect(f.tree?.kids[0]!.kids.map((k) => k.kids.map((g) => g.path))).toEqual([['$.users[0].bio'], ['$.users[1].bio']]);
    expect(filterSizeReport(r, '/meta/count').top.map((n) => n.path)).toEqual(['$.meta.count']);
    expect(filterSizeReport(r, 'nothing like it')).toEqual({ top: [], tree: null, matches: 0 });
    expect(filterSizeReport(r, '  ')).toEqual({ top: r.top, tree: r.tree, matches: 0 });
  });

  it('only ever throws ToolInputError for any start path, and parseStartPath likewise', () => {
    fuzzToolFunction((s: string) => analyzeJsonSize(RFC8259_OBJECT, { startPath: s }));
    fuzzToolFunction((s: string) => parseStartPath(s));
  });
});
