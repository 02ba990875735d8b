import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import {
  canonicalJson,
  diffJson,
  diffJsonTexts,
  dottedPath,
  JsonDiffInputError,
  jsonPointer,
  parseJsonValue,
  type JsonDifference,
  type JsonValue,
} from './json-diff.js';
import { jsonDiff } from './meta.js';
import { jsonDiffState } from './state.js';

/** Plain JSON values as JSON.parse returns them (no undefined, no -0 surprises in the text). */
const json = fc.jsonValue().map((v) => parseJsonValue(JSON.stringify(v) ?? 'null'));

const count = (ds: JsonDifference[], kind: JsonDifference['kind']) => ds.filter((d) => d.kind === kind).length;

/** Resolves an RFC 6901 pointer (test helper, written from §4). */
function resolve(doc: JsonValue, pointer: string): JsonValue | undefined {
  if (pointer === '') return doc;
  let node: JsonValue | undefined = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(token)] : Object.hasOwn(node, token) ? node[token] : undefined;
  }
  return node;
}

describe('jsonPointer (RFC 6901)', () => {
  // RFC 6901 §5: the example document and the pointers that select each of its members.
  const rfcDoc = parseJsonValue(
    '{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\\\j": 5, "k\\"l": 6, " ": 7, "m~n": 8}',
  );
  it.each([
    [[], ''],
    [['foo'], '/foo'],
    [['foo', 0], '/foo/0'],
    [[''], '/'],
    [['a/b'], '/a~1b'],
    [['c%d'], '/c%d'],
    [['e^f'], '/e^f'],
    [['g|h'], '/g|h'],
    [['i\\j'], '/i\\j'],
    [['k"l'], '/k"l'],
    [[' '], '/ '],
    [['m~n'], '/m~0n'],
  ] as const)('%j → %j', (path, pointer) => {
    expect(jsonPointer(path)).toBe(pointer);
    expect(resolve(rfcDoc, pointer)).not.toBeUndefined();
  });
  it('~ is escaped before / so "~1" round-trips (RFC 6901 §4)', () => {
    expect(jsonPointer(['~1'])).toBe('/~01');
  });
  it('writes dotted paths', () => {
    expect(dottedPath([])).toBe('$');
    expect(dottedPath(['items', 2, 'name'])).toBe('$.items[2].name');
    expect(dottedPath(['a b', '0'])).toBe('$["a b"]["0"]');
  });
});

describe('diffJson', () => {
  it('finds added, removed and changed members (hand-worked example)', () => {
    const left = parseJsonValue('{"name": "handy", "version": 1, "tags": ["json", "diff"], "owner": {"id": 7}}');
    const right = parseJsonValue('{"name": "handy", "version": 2, "tags": ["json", "diff", "tools"], "license": "MIT"}');
    const ds = diffJson(left, right);
    expect(ds).toHaveLength(4);
    expect(ds).toContainEqual({ kind: 'changed', path: ['version'], left: 1, right: 2 });
    expect(ds).toContainEqual({ kind: 'added', path: ['tags', 2], right: 'tools' });
    expect(ds).toContainEqual({ kind: 'removed', path: ['owner'], left: { id: 7 } });
    expect(ds).toContainEqual({ kind: 'added', path: ['license'], right: 'MIT' });
  });
  it('reports a change of type at the path, and root scalars', () => {
    expect(diffJson(parseJsonValue('{"a": {"b": 1}}'), parseJsonValue('{"a": [1]}'))).toEqual([
      { kind: 'changed', path: ['a'], left: { b: 1 }, right: [1] },
    ]);
    expect(diffJson(1, 2)).toEqual([{ kind: 'changed', path: [], left: 1, right: 2 }]);
    expect(diffJson('x', 'x')).toEqual([]);
    expect(diffJson(parseJsonValue('{}'), parseJsonValue('[]'))).toHaveLength(1);
    expect(diffJson(null, parseJsonValue('{}'))).toHaveLength(1);
  });
  it('treats keys such as "toString" and "__proto__" as data', () => {
    expect(diffJson(parseJsonValue('{"toString": 1}'), parseJsonValue('{}'))).toEqual([{ kind: 'removed', path: ['toString'], left: 1 }]);
    expect(diffJson(parseJsonValue('{}'), parseJsonValue('{"constructor": 1}'))).toEqual([
      { kind: 'added', path: ['constructor'], right: 1 },
    ]);
    expect(diffJson(parseJsonValue('{"__proto__": 1}'), parseJsonValue('{"__proto__": 2}'))).toEqual([
      { kind: 'changed', path: ['__proto__'], left: 1, right: 2 },
    ]);
  });
  it('ignores array order as multisets, reporting original indexes', () => {
    expect(diffJson(parseJsonValue('[1, 2, 3]'), parseJsonValue('[3, 1, 2]'), { ignoreArrayOrder: true })).toEqual([]);
    expect(diffJson(parseJsonValue('[1, 2, 3]'), parseJsonValue('[3, 1, 2]'))).toHaveLength(3);
    // Multiset {1,1,2} vs {1,2,2}: one 1 removed (the second, index 1), one 2 added (index 2 on the right).
    expect(diffJson(parseJsonValue('[1, 1, 2]'), parseJsonValue('[1, 2, 2]'), { ignoreArrayOrder: true })).toEqual([
      { kind: 'removed', path: [1], left: 1 },
      { kind: 'added', path: [2], right: 2 },
    ]);
    expect(
      diffJson(parseJsonValue('{"a": [{"x": 1, "y": [2, 1]}, 5]}'), parseJsonValue('{"a": [5, {"y": [1, 2], "x": 1}]}'), {
        ignoreArrayOrder: true,
      }),
    ).toEqual([]);
    expect(
      diffJson(parseJsonValue('{"r": ["admin", "dev", "ops"]}'), parseJsonValue('{"r": ["ops", "admin", "qa"]}'), {
        ignoreArrayOrder: true,
      }),
    ).toEqual([
      { kind: 'removed', path: ['r', 1], left: 'dev' },
      { kind: 'added', path: ['r', 2], right: 'qa' },
    ]);
  });
  it('canonicalises with sorted keys (RFC 8785 §3.2.3 order)', () => {
    expect(canonicalJson(parseJsonValue('{"b": [2, 1], "a": {"d": 1, "c": 2}}'))).toBe('{"a":{"c":2,"d":1},"b":[2,1]}');
    expect(canonicalJson(parseJsonValue('{"b": [2, 1]}'), true)).toBe('{"b":[1,2]}');
  });
  it('property: a document compared with itself has no differences', () => {
    fc.assert(
      fc.property(
        json,
        (v) => diffJson(v, structuredClone(v)).length === 0 && diffJson(v, structuredClone(v), { ignoreArrayOrder: true }).length === 0,
      ),
    );
  });
  it('property: diff(a, b) and diff(b, a) are mirror images', () => {
    fc.assert(
      fc.property(json, json, fc.boolean(), (a, b, ignoreArrayOrder) => {
        const ab = diffJson(a, b, { ignoreArrayOrder });
        const ba = diffJson(b, a, { ignoreArrayOrder });
        expect(count(ab, 'added')).toBe(count(ba, 'removed'));
        expect(count(ab, 'removed')).toBe(count(ba, 'added'));
        expect(count(ab, 'changed')).toBe(count(ba, 'changed'));
      }),
    );
  });
  it('property: every pointer resolves to the reported values', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        for (const d of diffJson(a, b)) {
          const p = jsonPointer(d.path);
          if (d.kind !== 'added') expect(resolve(a, p)).toEqual(d.left);
          if (d.kind !== 'removed') expect(resolve(b, p)).toEqual(d.right);
        }
      }),
    );
  });
  it('property: shuffling arrays makes no difference when array order is ignored', () => {
    const shuffled = (v: JsonValue, seed: number): JsonValue => {
      if (Array.isArray(v)) return v.map((x) => shuffled(x, seed)).reverse();
      if (v !== null && typeof v === 'object')
        return Object.fromEntries(
          Object.keys(v)
            .reverse()
            .map((k) => [k, shuffled(v[k]!, seed)]),
        );
      return v;
    };
    fc.assert(
      fc.property(json, (v) => diffJson(v, parseJsonValue(JSON.stringify(shuffled(v, 1))), { ignoreArrayOrder: true }).length === 0),
    );
  });
});

describe('diffJsonTexts', () => {
  it('counts, rows with pointers and values, marked side-by-side lines', () => {
    const view = diffJsonTexts('{"a": 1, "b": 2, "c": [1]}', '{"a": 1, "b": 3, "d": true, "c": [1]}');
    expect(view.counts).toEqual({ added: 1, removed: 0, changed: 1, total: 2 });
    expect(view.rows).toEqual([
      { kind: 'changed', pointer: '/b', path: '$.b', left: '2', right: '3' },
      { kind: 'added', pointer: '/d', path: '$.d', left: '', right: 'true' },
    ]);
    // The pretty-printed lines are those of JSON.stringify(value, null, 2).
    expect(view.left.map((l) => l.text)).toEqual(JSON.stringify({ a: 1, b: 2, c: [1] }, null, 2).split('\n'));
    expect(view.left.filter((l) => l.mark).map((l) => [l.number, l.mark])).toEqual([[3, 'changed']]);
    expect(view.right.filter((l) => l.mark).map((l) => [l.number, l.text, l.mark])).toEqual([
      [3, '  "b": 3,', 'changed'],
      [4, '  "d": true,', 'added'],
    ]);
    expect(JSON.parse(view.report)).toEqual({
      counts: view.counts,
      differences: [
        { kind: 'changed', pointer: '/b', path: '$.b', left: 2, right: 3 },
        { kind: 'added', pointer: '/d', path: '$.d', right: true },
      ],
    });
  });
  it('marks every line of an added or removed container', () => {
    const view = diffJsonTexts('{"o": {"x": [1, 2]}}', '{}');
    expect(view.left.map((l) => l.mark ?? '')).toEqual(['', 'removed', 'removed', 'removed', 'removed', 'removed', 'removed', '']);
    expect(view.right).toEqual([{ number: 1, text: '{}' }]);
  });
  it('says nothing differs for identical documents written differently', () => {
    const view = diffJsonTexts('{"a": [1, 2], "b": null}', '{\n  "b": null,\n  "a": [1, 2]\n}');
    expect(view.counts.total).toBe(0);
    expect(view.rows).toEqual([]);
  });
  it('property: the side-by-side text is JSON.stringify(value, null, 2)', () => {
    fc.assert(
      fc.property(json, (v) => {
        const text = JSON.stringify(v);
        expect(
          diffJsonTexts(text, text, { maxLines: 1e9 })
            .left.map((l) => l.text)
            .join('\n'),
        ).toBe(JSON.stringify(v, null, 2));
      }),
    );
  });
  it('caps rows and lines, but the report holds every difference', () => {
    const left = JSON.stringify(Array.from({ length: 3000 }, (_, i) => i));
    const right = JSON.stringify(Array.from({ length: 3000 }, (_, i) => i + 1));
    const view = diffJsonTexts(left, right, { maxRows: 100, maxLines: 50 });
    expect(view.counts.changed).toBe(3000);
    expect(view.rows).toHaveLength(100);
    expect(view.left).toHaveLength(50);
    expect(view.leftTruncated).toBe(true);
    expect((JSON.parse(view.report) as { differences: unknown[] }).differences).toHaveLength(3000);
  });
  it('names the document, line and column of a syntax error', () => {
    const e = expectToolInputError(() => diffJsonTexts('{"a": 1}', '{\n  "a": 1,\n}', { json5: false }));
    expect(e).toBeInstanceOf(JsonDiffInputError);
    expect((e as JsonDiffInputError).side).toBe('right');
    expect(e.message).toBe(
      "Line 3, column 1: expected a property name in double quotes, found '}' (strict JSON allows no trailing comma).",
    );
    expect([e.line, e.column, e.position]).toEqual([3, 1, 12]);
    const l = expectToolInputError(() => diffJsonTexts('[1 2]', '[]')) as JsonDiffInputError;
    expect(l.side).toBe('left');
    expect(l.message).toMatch(/^Line 1, column 4: /);
    expect(expectToolInputError(() => diffJsonTexts('', '[]')).message).toMatch(/^Line 1, column 1: expected a value/);
  });
  it('accepts JSON5 by default and says, per document, where it is not strict JSON', () => {
    const view = diffJsonTexts('{port: 8080, // old\n}', '{"port": 8443,}');
    expect(view.counts.changed).toBe(1);
    expect(view.notices).toEqual(['Left: Read as JSON5: unquoted property name at line 1, column 2.', 'Right: Read as JSON5: trailing comma at line 1, column 14.']);
    expect(view.sideNotices).toEqual({ left: 'Read as JSON5: unquoted property name at line 1, column 2.', right: 'Read as JSON5: trailing comma at line 1, column 14.' });
    expect(diffJsonTexts('{"a": 1}', '{"a": 1}').notices).toEqual([]);
    expect(diffJsonTexts('{"a": 1}', '[1,]').sideNotices).toEqual({ left: null, right: 'Read as JSON5: trailing comma at line 1, column 3.' });
    const e = expectToolInputError(() => diffJsonTexts('{port: 8080}', '{}', { json5: false })) as JsonDiffInputError;
    expect(e.side).toBe('left');
    expect(e.message).toMatch(/^Line 1, column 2: .*property names must be in double quotes/);
    // Neither JSON nor JSON5: the place where JSON5 stops too.
    expect(expectToolInputError(() => diffJsonTexts('{a: @}', '{}')).message).toBe("Line 1, column 5: unexpected '@' (not valid JSON or JSON5 here).");
  });

  it('writes the report as a file: JSON ending with a line break', () => {
    expect(diffJsonTexts('[1]', '[2]').report.endsWith('}\n')).toBe(true);
  });
  it('compares two multi-MB documents quickly', () => {
    const items = Array.from({ length: 33_000 }, (_, i) => ({
      id: i,
      name: `item ${i}`,
      tags: ['a', 'b'],
      nested: { x: i * 1.5, s: 'lorem ipsum dolor sit amet '.repeat(3) },
    }));
    const left = JSON.stringify({ items });
    items[10]!.name = 'changed';
    items.push({ id: -1, name: 'new', tags: [], nested: { x: 0, s: '' } });
    const right = JSON.stringify({ items });
    expect(left.length).toBeGreaterThan(5_000_000);
    const start = performance.now();
    const view = diffJsonTexts(left, right);
    expect(performance.now() - start).toBeLessThan(15_000); // generous: catches quadratic slow-downs, not a benchmark
    expect(view.counts).toEqual({ added: 1, removed: 0, changed: 1, total: 2 });
    expect(view.rows[0]).toMatchObject({ pointer: '/items/10/name', left: '"item 10"', right: '"changed"' });
  });
  it('has examples that are valid states, each showing differences', () => {
    expectExamplesMatchState(jsonDiff, jsonDiffState);
    for (const ex of jsonDiff.examples ?? []) {
      const s = ex.state as { left: string; right: string; ignoreArrayOrder: boolean; json5: boolean };
      expect(diffJsonTexts(s.left, s.right, s).counts.total).toBeGreaterThan(0);
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseJsonValue(s));
    fuzzToolFunction((s: string) => parseJsonValue(s, true));
    fuzzToolFunction(
      ([a, b, ignoreArrayOrder, json5]: [string, string, boolean, boolean]) => diffJsonTexts(a, b, { ignoreArrayOrder, json5 }),
      fc.tuple(hostileText, hostileText, fc.boolean(), fc.boolean()),
    );
    const jsonText = fc.jsonValue().map((v) => JSON.stringify(v));
    fuzzToolFunction(
      ([a, b, ignoreArrayOrder]: [string, string, boolean]) => diffJsonTexts(a, b, { ignoreArrayOrder }),
      fc.tuple(jsonText, jsonText, fc.boolean()),
    );
    fuzzToolFunction(
      (depth: number) => diffJsonTexts('['.repeat(depth) + ']'.repeat(depth), '['.repeat(depth) + '1' + ']'.repeat(depth)),
      fc.constantFrom(10, 5000, 20000),
      6, // three depths: a few runs cover them
    );
  });
});
