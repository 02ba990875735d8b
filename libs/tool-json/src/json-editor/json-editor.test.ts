import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { tool } from './meta.js';
import { jsonEditorState } from './state.js';
import { jsonpath } from 'json-p3';
import { checkJson, locationAtOffset, locationIn, normalizedPath, stringifyJsonValue, type JsonLocation } from './json-editor.js';
import { SAMPLE_DOCUMENT } from './state.js';

describe('checkJson', () => {
  // RFC 8259 §13, the first example (an object) and the second (an array of two objects).
  const RFC_OBJECT = '{"Image": {"Width": 800, "Height": 600, "Title": "View from 15th Floor", "Thumbnail": {"Url": "http://www.example.com/image/481989943", "Height": 125, "Width": 100}, "Animated" : false, "IDs": [116, 943, 234, 38793]}}';
  const RFC_ARRAY = '[{"precision": "zip", "Latitude": 37.7668, "Longitude": -122.3959, "Address": "", "City": "SAN FRANCISCO", "State": "CA", "Zip": "94107", "Country": "US"}, {"precision": "zip", "Latitude": 37.371991, "Longitude": -122.026020, "Address": "", "City": "SUNNYVALE", "State": "CA", "Zip": "94085", "Country": "US"}]';

  it('summarises the RFC 8259 §13 examples', () => {
    // Object: root, Image, 5 members of Image (Width, Height, Title, Thumbnail, Animated, IDs = 6), 3 in Thumbnail, 4 IDs.
    expect(checkJson(RFC_OBJECT)).toEqual({ type: 'object', values: 1 + 1 + 6 + 3 + 4, depth: 3, inexactNumbers: [], warnings: [] });
    // Array: root, 2 objects of 8 members each.
    expect(checkJson(RFC_ARRAY)).toMatchObject({ type: 'array', values: 1 + 2 + 16, depth: 2, inexactNumbers: [] });
    // RFC 8259 §13: "Here are three small JSON texts containing only values".
    expect(checkJson('"Hello world!"')).toMatchObject({ type: 'string', values: 1, depth: 0 });
    expect(checkJson('42')).toMatchObject({ type: 'number', values: 1, depth: 0 });
    expect(checkJson('true')).toMatchObject({ type: 'boolean', values: 1, depth: 0 });
  });

  it('lists numbers a double cannot hold (RFC 8259 §6: interoperable range is IEEE 754 binary64)', () => {
    expect(checkJson('[12345678901234567890, 9007199254740993, 1e400, 0.1, 1.5e3, -0, 1E2, 0.0000001, 9007199254740991]').inexactNumbers).toEqual([
      '12345678901234567890',
      '9007199254740993',
      '1e400',
    ]);
    expect(checkJson('[3.141592653589793238462643383279]').inexactNumbers).toEqual(['3.141592653589793238462643383279']);
  });

  it('reports duplicate keys (RFC 8259 §4: names SHOULD be unique)', () => {
    expect(checkJson('{"a": 1, "a": 2}').warnings[0]).toMatch(/"a" appears again at line 1, column 10/);
  });

  it('names the line and column of a syntax error', () => {
    const error = expectToolInputError(() => checkJson('{\n  "a": 1,\n  "b": tru\n}'));
    expect(error.message).toMatch(/^Line 3, column \d+: expected 'true'/);
    expect(error.line).toBe(3);
    expect(expectToolInputError(() => checkJson('[1, 2,]')).message).toMatch(/^Line 1, column 7: /);
    expect(expectToolInputError(() => checkJson('  ')).message).toMatch(/empty/);
  });

  it('counts deeply nested documents without recursion', () => {
    const deep = '['.repeat(3000) + ']'.repeat(3000);
    expect(checkJson(deep)).toMatchObject({ depth: 3000, values: 3000 });
  });

  it('reads a multi-megabyte document quickly', () => {
    const doc = JSON.stringify(Array.from({ length: 60_000 }, (_, i) => ({ id: i, name: `item ${i}`, ok: i % 2 === 0 })));
    expect(doc.length).toBeGreaterThan(2_000_000);
    const started = performance.now();
    expect(checkJson(doc)).toMatchObject({ type: 'array', values: 1 + 60_000 * 4, depth: 2 });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('accepts what JSON.stringify writes, whatever the value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(checkJson(text).type).toBe(value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
      }),
    );
  });
});

describe('stringifyJsonValue', () => {
  it('writes indented JSON and round-trips (property)', () => {
    expect(stringifyJsonValue({ a: [1, 2] })).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(stringifyJsonValue({ a: 1 }, 0)).toBe('{"a":1}');
    expect(stringifyJsonValue({ a: [1] }, 'tab')).toBe('{\n\t"a": [\n\t\t1\n\t]\n}');
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(stringifyJsonValue(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('rejects values that are not JSON', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expectToolInputError(() => stringifyJsonValue(cyclic));
    expectToolInputError(() => stringifyJsonValue(10n));
    expectToolInputError(() => stringifyJsonValue(undefined));
  });
});

describe('json editor contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(tool, jsonEditorState);
  });

  it('has examples that are valid JSON', () => {
    for (const example of tool.examples ?? []) expect(() => checkJson(String(example.state.input)), example.label).not.toThrow();
    expect(() => checkJson(jsonEditorState.schema.parse({}).input)).not.toThrow();
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => checkJson(s));
    fuzzToolFunction((v: unknown) => stringifyJsonValue(v), fc.anything());
  });
});

describe('normalizedPath (RFC 9535 §2.7)', () => {
  it('writes the normalized paths of Table 16 (for the nodes those queries select)', () => {
    expect(normalizedPath(['a'])).toBe("$['a']"); // $.a
    expect(normalizedPath([1])).toBe('$[1]'); // $[1]
    expect(normalizedPath([2])).toBe('$[2]'); // $[-3] on an array of 5
    expect(normalizedPath(['a', 'b', 1])).toBe("$['a']['b'][1]"); // $.a.b[1:2]
    expect(normalizedPath(['\u000b'])).toBe("$['\\u000b']"); // $["\u000B"]
    expect(normalizedPath(['a'])).toBe("$['a']"); // $["\u0061"]
    expect(normalizedPath([])).toBe('$');
  });

  it('escapes as normal-single-quoted requires: quote, backslash, the five short escapes', () => {
    expect(normalizedPath(["it's", 'a\\b', '\b\f\n\r\t', '\u0000\u001f', 'é😀'])).toBe("$['it\\'s']['a\\\\b']['\\b\\f\\n\\r\\t']['\\u0000\\u001f']['é😀']");
    expect(expectToolInputError(() => normalizedPath([-1])).message).toMatch(/not an array index/);
  });

  /** Every location of a value (pre-order), at most `max`. */
  function locations(value: unknown, max = 200): { location: JsonLocation; value: unknown }[] {
    const out: { location: JsonLocation; value: unknown }[] = [];
    const walk = (v: unknown, location: JsonLocation) => {
      if (out.length >= max) return;
      out.push({ location, value: v });
      if (Array.isArray(v)) v.forEach((item, i) => walk(item, [...location, i]));
      else if (v !== null && typeof v === 'object') for (const [k, item] of Object.entries(v)) walk(item, [...location, k]);
    };
    walk(value, []);
    return out;
  }

  it('selects exactly its node with json-p3 (an RFC 9535 implementation), which writes the same path (fast-check)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.nat(), (value, pick) => {
        const all = locations(value);
        const { location, value: expected } = all[pick % all.length]!;
        const path = normalizedPath(location);
        const nodes = jsonpath.query(path, value as Parameters<typeof jsonpath.query>[1]).nodes;
        expect(nodes).toHaveLength(1);
        expect(nodes[0]!.value).toEqual(expected);
        // json-p3 reads a leading U+0002 of a name as its own key marker: compare paths without such names.
        if (!location.some((s) => typeof s === 'string' && s.startsWith('\u0002'))) expect(nodes[0]!.getPath({ form: 'canonical' })).toBe(path);
      }),
      { numRuns: 300 },
    );
  });
});

describe('locationIn and locationAtOffset: the selected node of the editor', () => {
  const doc = JSON.parse(SAMPLE_DOCUMENT) as unknown;

  it('turns the editor’s string paths into member names and indexes', () => {
    expect(locationIn(doc, ['releases', '1', 'tag'])).toEqual(['releases', 1, 'tag']);
    expect(normalizedPath(locationIn(doc, ['owner', 'login'])!)).toBe("$['owner']['login']");
    expect(locationIn({ 0: { 1: 'x' } }, ['0', '1'])).toEqual(['0', '1']); // object keys stay names
    expect(locationIn(doc, ['releases', '2'])).toBeNull();
    expect(locationIn(doc, ['nope'])).toBeNull();
    expect(locationIn(doc, ['tags', '01'])).toBeNull();
    expect(locationIn(doc, [])).toEqual([]);
  });

  it('finds the node under a text caret', () => {
    const text = '{"a": [10, {"b c": true}], "d": "x"}';
    expect(locationAtOffset(text, text.indexOf('10') + 1)).toEqual(['a', 0]);
    expect(locationAtOffset(text, text.indexOf('true'))).toEqual(['a', 1, 'b c']);
    expect(locationAtOffset(text, text.indexOf('"b c"') + 1)).toEqual(['a', 1, 'b c']);
    expect(locationAtOffset(text, text.indexOf('"x"') + 1)).toEqual(['d']);
    expect(locationAtOffset(text, text.indexOf(', "d"') + 1)).toEqual([]); // between members: the object
    expect(locationAtOffset('{"": 1}', 1)).toEqual(['']);
    expect(locationAtOffset(text, 0)).toEqual([]);
    expect(normalizedPath(locationAtOffset(SAMPLE_DOCUMENT, SAMPLE_DOCUMENT.indexOf('Dark theme')))).toBe("$['releases'][1]['notes']");
  });

  it('never throws, for any text and offset (fast-check)', () => {
    fuzzToolFunction(([text, offset]: [string, number]) => locationAtOffset(text, offset), fc.tuple(fc.string(), fc.integer({ min: -5, max: 50 })));
  });
});
