import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import { isBindingIdentifier, isIdentifierName, propertyName, quoteJsString } from '../shared/js-literal.js';
import { jsonToObject } from './json-to-object.js';
import { jsonToObject as meta } from './meta.js';
import { jsonToObjectState } from './state.js';

/** Evaluates a JavaScript expression in a fresh realm and returns it as JSON text (compares across realms). */
const evaluate = (source: string): string => runInNewContext(`JSON.stringify((${source}))`) as string;

/** The literal of jsonToObject without the line break that ends the output (checked). */
function literal(...args: Parameters<typeof jsonToObject>): string {
  const { output } = jsonToObject(...args);
  expect(output.endsWith('\n'), 'the output ends with a line break').toBe(true);
  return output.slice(0, -1);
}

describe('property names (ECMA-262 §12.6 IdentifierName, ES2015 §11.6)', () => {
  it('accepts IdentifierStart IdentifierPart*: letters, $, _, digits after the first, Unicode ID_Start/ID_Continue, ZWNJ/ZWJ', () => {
    for (const name of ['a', '$', '_', '_x1', '$0', 'café', 'π', 'ℕ', '\u2118' /* Other_ID_Start */, 'a\u200Cb', 'a\u200Db', 'x\u0301' /* combining mark: ID_Continue */]) {
      expect(isIdentifierName(name), name).toBe(true);
    }
  });
  it('accepts reserved words: they are IdentifierNames, valid as property names (ES5 §11.1.5 PropertyName)', () => {
    for (const name of ['if', 'class', 'null', 'true', 'default', 'new']) expect(isIdentifierName(name)).toBe(true);
  });
  it('rejects what is not an IdentifierName', () => {
    for (const name of ['', '1a', '0', 'a-b', 'a b', 'a.b', '\u200Ca' /* ZWNJ cannot start */, '😀', 'a😀', '@x', '#x', 'a\u2028']) {
      expect(isIdentifierName(name), JSON.stringify(name)).toBe(false);
    }
  });
  it('binding identifiers exclude reserved words and strict-mode names (§13.1.1)', () => {
    expect(isBindingIdentifier('data')).toBe(true);
    for (const name of ['class', 'let', 'yield', 'await', 'eval', 'arguments', 'enum', 'static', 'null', 'true']) expect(isBindingIdentifier(name), name).toBe(false);
  });
  it('writes __proto__ as a computed name so it stays an own property (ECMA-262 §B.3.1)', () => {
    expect(propertyName('__proto__')).toBe("['__proto__']");
    expect(propertyName('__proto__', 'double')).toBe('["__proto__"]');
    const out = literal('{"__proto__": {"x": 1}, "y": 2}', { indent: 0 });
    expect(out).toBe("{['__proto__']: {x: 1}, y: 2}");
    // Evaluated, it has an own "__proto__" member (JSON.stringify lists own members only).
    expect(evaluate(out)).toBe('{"__proto__":{"x":1},"y":2}');
  });
});

describe('string literals (ECMA-262 §12.8.4)', () => {
  it('escapes the chosen quote and backslash only', () => {
    expect(quoteJsString(`it's "x" \\`, 'single')).toBe(`'it\\'s "x" \\\\'`);
    expect(quoteJsString(`it's "x" \\`, 'double')).toBe(`"it's \\"x\\" \\\\"`);
  });
  it('uses the SingleEscapeCharacters for \\b \\t \\n \\f \\r and \\xHH for other controls and DEL', () => {
    expect(quoteJsString('\b\t\n\f\r\u0000\u001f\u007f')).toBe("'\\b\\t\\n\\f\\r\\x00\\x1f\\x7f'");
  });
  it('escapes U+2028/U+2029 and lone surrogates, keeps other characters', () => {
    expect(quoteJsString('a\u2028b\u2029')).toBe("'a\\u2028b\\u2029'");
    expect(quoteJsString('\uD800x\uDFFF')).toBe("'\\ud800x\\udfff'");
    expect(quoteJsString('é😀中')).toBe("'é😀中'");
  });
  it('decodes JSON escapes before re-quoting', () => {
    expect(literal('["\\u0041\\"\\/\\\\", "\\ud83d\\ude00"]', { indent: 0 })).toBe(`['A"/\\\\', '😀']`);
  });
});

describe('JSON5 input', () => {
  it('is read, with a notice naming its first JSON5 feature (spec.json5.org §4 example)', () => {
    const r = jsonToObject("[\n    1,\n    true,\n    'three',\n]", { indent: 0 });
    expect(r.output).toBe("[1, true, 'three']\n");
    expect(r.notices).toEqual(['Read as JSON5: single-quoted string at line 4, column 5.']);
  });
});

describe('jsonToObject layout', () => {
  // RFC 8259 §13, first example (shortened).
  const rfc = '{"Image": {"Width": 800, "Title": "View from 15th Floor", "Thumbnail": {"Url": "http://www.example.com/image/481989943"}, "IDs": [116, 943]}}';
  it('indents 2 spaces by default, unquoted keys, single quotes', () => {
    expect(literal(rfc)).toBe(
      [
        '{',
        '  Image: {',
        '    Width: 800,',
        "    Title: 'View from 15th Floor',",
        '    Thumbnail: {',
        "      Url: 'http://www.example.com/image/481989943'",
        '    },',
        '    IDs: [',
        '      116,',
        '      943',
        '    ]',
        '  }',
        '}',
      ].join('\n'),
    );
  });
  it('writes one line with indent 0, with no trailing commas even when asked', () => {
    expect(literal('{"a-b": [1, {}], "c": []}', { indent: 0, quote: 'double', trailingCommas: true })).toBe('{"a-b": [1, {}], c: []}');
  });
  it('adds trailing commas in multi-line output (ES5 §11.1.4/§11.1.5 allow them)', () => {
    expect(literal('{"a": [1, 2], "b": {"c": null}}', { indent: 'tab', trailingCommas: true })).toBe('{\n\ta: [\n\t\t1,\n\t\t2,\n\t],\n\tb: {\n\t\tc: null,\n\t},\n}');
  });
  it('writes scalars and numbers exactly as in the JSON', () => {
    expect(literal('[12345678901234567890, 1E400, -0, 1.50, true, false, null]', { indent: 0 })).toBe('[12345678901234567890, 1E400, -0, 1.50, true, false, null]');
    expect(literal('"x"')).toBe("'x'");
  });
  it('keeps duplicate keys in order (the last wins when evaluated, as with JSON.parse)', () => {
    const out = jsonToObject('{"a": 1, "a": 2}', { indent: 0 });
    expect(out.output).toBe('{a: 1, a: 2}\n');
    expect(out.warnings[0]).toMatch(/"a" appears again/);
    expect(evaluate(out.output)).toBe('{"a":2}');
  });
});

describe('jsonToObject errors', () => {
  it('reports invalid JSON with line and column', () => {
    const e = expectToolInputError(() => jsonToObject('{\n  "a": 1,\n  "b" 2\n}'));
    expect(e.message).toBe("Line 3, column 7: expected ':' after the property name, found '2'.");
    expect([e.line, e.column]).toEqual([3, 7]);
  });
  it('rejects an empty input and a bad indent', () => {
    expectToolInputError(() => jsonToObject(''));
    expect(expectToolInputError(() => jsonToObject('1', { indent: 9 as JsonIndent })).message).toMatch(/0 to 8/);
  });
});

describe('round trips', () => {
  const options = fc.record({
    quote: fc.constantFrom('single' as const, 'double' as const),
    indent: fc.constantFrom<JsonIndent>(0, 1, 2, 4, 'tab'),
    trailingCommas: fc.boolean(),
  });
  it('evaluating the literal gives JSON.parse of the input (any Unicode)', () => {
    fc.assert(
      fc.property(fc.json({ stringUnit: 'binary', maxDepth: 4 }), options, (json, opts) => {
        expect(evaluate(jsonToObject(json, opts).output)).toBe(JSON.stringify(JSON.parse(json)));
      }),
    );
  });
  it('json5.parse of the literal gives the same value (JSON5 reads ES5 object literals)', () => {
    const noProto = (json: string) => !json.includes('"__proto__"');
    fc.assert(
      fc.property(fc.json({ maxDepth: 4 }).filter(noProto), options, (json, opts) => {
        expect(JSON5.parse(jsonToObject(json, opts).output)).toEqual(JSON.parse(json));
      }),
    );
  });
});

describe('big documents', () => {
  it('converts a generated 5 MB document (native parser path) exactly', () => {
    const rows = Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `item ${i}`, 'a-b': [i, true, null], nested: { x: i / 4, s: "it's" } }));
    const json = JSON.stringify(rows, null, 1);
    expect(json.length).toBeGreaterThan(5_000_000);
    const started = performance.now();
    const { output } = jsonToObject(json);
    expect(performance.now() - started).toBeLessThan(15_000); // generous: the machine is shared; catches quadratic slow-downs
    expect(output.startsWith("[\n  {\n    id: 0,\n    name: 'item 0',\n    'a-b': [")).toBe(true);
    expect(evaluate(output)).toBe(JSON.stringify(rows));
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(meta, jsonToObjectState));
  it('examples convert without error', () => {
    for (const example of meta.examples ?? []) {
      const s = example.state as { input: string; quote: 'single' | 'double'; indent: JsonIndent; trailingCommas: boolean };
      expect(jsonToObject(s.input, s).output.length).toBeGreaterThan(0);
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => jsonToObject(s));
    fuzzToolFunction((s: string) => jsonToObject(s, { quote: 'double', indent: 0, trailingCommas: true }));
    fuzzToolFunction(
      (o: { s: string; indent: number }) => jsonToObject(o.s, { indent: o.indent as JsonIndent }),
      fc.record({ s: fc.json(), indent: fc.integer({ min: -2, max: 12 }) }),
    );
  });
});
