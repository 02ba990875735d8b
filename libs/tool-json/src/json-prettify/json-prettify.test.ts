import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { RFC8259_ARRAY, RFC8259_OBJECT, expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { indentSpace, prettifyJson, type JsonIndent } from './json-prettify.js';
import { jsonPrettify } from './meta.js';
import { jsonPrettifyState } from './state.js';

const inputError = expectToolInputError;

describe('prettifyJson on the examples of RFC 8259 §13', () => {
  it('formats the Image object with 2 spaces, members in their order', () => {
    expect(prettifyJson(RFC8259_OBJECT).output).toBe(
      [
        '{',
        '  "Image": {',
        '    "Width": 800,',
        '    "Height": 600,',
        '    "Title": "View from 15th Floor",',
        '    "Thumbnail": {',
        '      "Url": "http://www.example.com/image/481989943",',
        '      "Height": 125,',
        '      "Width": 100',
        '    },',
        '    "Animated": false,',
        '    "IDs": [',
        '      116,',
        '      943,',
        '      234,',
        '      38793',
        '    ]',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('formats the array of two objects, keeping -122.026020 exactly as written', () => {
    const { output, warnings } = prettifyJson(RFC8259_ARRAY, { indent: 0 });
    expect(output).toBe(
      '[{"precision":"zip","Latitude":37.7668,"Longitude":-122.3959,"Address":"","City":"SAN FRANCISCO","State":"CA","Zip":"94107","Country":"US"},' +
        '{"precision":"zip","Latitude":37.371991,"Longitude":-122.026020,"Address":"","City":"SUNNYVALE","State":"CA","Zip":"94085","Country":"US"}]\n',
    );
    expect(warnings).toEqual([]);
  });

  it('accepts the three small texts that contain only values', () => {
    expect(prettifyJson('"Hello world!"').output).toBe('"Hello world!"\n');
    expect(prettifyJson('42').output).toBe('42\n');
    expect(prettifyJson('true').output).toBe('true\n');
  });

  it('ignores a leading byte order mark (RFC 8259 §8.1) and surrounding whitespace (§2)', () => {
    expect(prettifyJson('\uFEFF \r\n\t{"a":[]} \n').output).toBe('{\n  "a": []\n}\n');
  });
});

describe('indent option', () => {
  // Layout as defined for JSON.stringify's `space` argument (ECMA-262 §25.5.2.x SerializeJSONObject/Array).
  const input = '{"a":[1,{"b":null}],"c":{}}';
  const cases: [JsonIndent, string][] = [
    [0, '{"a":[1,{"b":null}],"c":{}}'],
    [1, '{\n "a": [\n  1,\n  {\n   "b": null\n  }\n ],\n "c": {}\n}'],
    [4, '{\n    "a": [\n        1,\n        {\n            "b": null\n        }\n    ],\n    "c": {}\n}'],
    ['tab', '{\n\t"a": [\n\t\t1,\n\t\t{\n\t\t\t"b": null\n\t\t}\n\t],\n\t"c": {}\n}'],
  ];
  it.each(cases)('indent %s', (indent, expected) => {
    expect(prettifyJson(input, { indent }).output).toBe(`${expected}\n`);
  });

  it('indents 8 spaces per level', () => {
    expect(prettifyJson('[[1]]', { indent: 8 }).output).toBe(`[\n${' '.repeat(8)}[\n${' '.repeat(16)}1\n${' '.repeat(8)}]\n]\n`);
  });

  it('rejects an indent outside 0–8', () => {
    expect(() => prettifyJson('1', { indent: 9 as JsonIndent })).toThrow(ToolInputError);
    expect(() => prettifyJson('1', { indent: 1.5 as JsonIndent })).toThrow(/0 to 8 spaces or a tab/);
  });
});

describe('sortKeys option', () => {
  it('sorts keys at every depth, including objects inside arrays, and keeps array order', () => {
    const input = '{"b":{"d":1,"c":[{"z":1,"y":2},3]},"a":[3,1,2]}';
    expect(prettifyJson(input, { indent: 0, sortKeys: true }).output).toBe('{"a":[3,1,2],"b":{"c":[{"y":2,"z":1},3],"d":1}}\n');
  });

  it('orders keys by UTF-16 code units, like the example of RFC 8785 §3.2.3', () => {
    // RFC 8785 §3.2.3 ("Sorting of Object Properties"): the input object and the order of
    // its values once the properties are sorted.
    const input = `{
      "\\u20ac": "Euro Sign",
      "\\r": "Carriage Return",
      "\\ufb33": "Hebrew Letter Dalet With Dagesh",
      "1": "One",
      "\\ud83d\\ude00": "Emoji: Grinning Face",
      "\\u0080": "Control",
      "\\u00f6": "Latin Small Letter O With Diaeresis"
    }`;
    const values = prettifyJson(input, { sortKeys: true }).output.match(/"[A-Z][^"]*"/g);
    expect(values).toEqual([
      '"Carriage Return"',
      '"One"',
      '"Control"',
      '"Latin Small Letter O With Diaeresis"',
      '"Euro Sign"',
      '"Emoji: Grinning Face"',
      '"Hebrew Letter Dalet With Dagesh"',
    ]);
  });

  it('is stable: duplicate keys keep their relative order', () => {
    expect(prettifyJson('{"b":1,"a":2,"b":3,"a":4}', { indent: 0, sortKeys: true }).output).toBe('{"a":2,"a":4,"b":1,"b":3}\n');
  });

  it('leaves members in source order when off, even keys that JavaScript objects would move first', () => {
    expect(prettifyJson('{"b":1,"10":2,"9":3}', { indent: 0 }).output).toBe('{"b":1,"10":2,"9":3}\n');
    expect(prettifyJson('{"b":1,"10":2,"9":3}', { indent: 0, sortKeys: true }).output).toBe('{"10":2,"9":3,"b":1}\n');
  });
});

describe('numbers and strings are kept exactly as written', () => {
  it('preserves integers beyond 2^53 (which JSON.parse would round)', () => {
    const input = '{"id": 12345678901234567890, "n": [9007199254740993, -9007199254740993]}';
    expect(JSON.parse(input).n[0]).toBe(9007199254740992); // what a double makes of it
    const { output, warnings } = prettifyJson(input, { indent: 0 });
    expect(output).toBe('{"id":12345678901234567890,"n":[9007199254740993,-9007199254740993]}\n');
    expect(warnings).toEqual([]);
  });

  it('preserves number spellings and huge exponents (RFC 8259 §6 allows them)', () => {
    expect(prettifyJson('[1.50, 1E400, -0, 0.1e-2]', { indent: 0 }).output).toBe('[1.50,1E400,-0,0.1e-2]\n');
  });

  it('preserves string escapes', () => {
    expect(prettifyJson('["caf\\u00e9", "a\\/b", "\\ud83d\\ude00"]', { indent: 0 }).output).toBe('["caf\\u00e9","a\\/b","\\ud83d\\ude00"]\n');
  });

  it('warns about big integers in JSON5 mode, where they go through doubles', () => {
    const { output, warnings } = prettifyJson('{id: 12345678901234567890}', { json5: true, indent: 0 });
    expect(output).toBe('{"id":12345678901234567000}\n');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/\$\.id .*may have lost precision/);
  });

  it('writes JSON5 Infinity and NaN as null, with a warning', () => {
    const { output, warnings } = prettifyJson('[Infinity, -Infinity, NaN]', { json5: true, indent: 0 });
    expect(output).toBe('[null,null,null]\n');
    expect(warnings.join('\n')).toMatch(/\$\[0\] is Infinity, which JSON cannot represent/);
  });
});

describe('JSON5 input (accepted by default)', () => {
  it('accepts comments, trailing commas, unquoted keys, single quotes and hex (JSON5 spec §1)', () => {
    const input = "// config\n{\n  unquoted: 'and you can quote me on that',\n  hex: 0xFF,\n  trailing: [1, 2,],\n  /* block */\n}";
    const r = prettifyJson(input, { indent: 0 });
    expect(r.output).toBe('{"unquoted":"and you can quote me on that","hex":255,"trailing":[1,2]}\n');
    expect(r.notices).toEqual(['Read as JSON5: comment at line 1, column 1.']);
    expect(prettifyJson(input, { json5: true, indent: 0 }).output).toBe(r.output);
  });

  it('names the first JSON5 feature of the JSON5 spec’s object examples (spec.json5.org §3)', () => {
    expect(prettifyJson('{\n    width: 1920,\n    height: 1080,\n}').notices).toEqual(['Read as JSON5: unquoted property name at line 2, column 5.']);
    expect(prettifyJson('{\n    "width": 1920,\n    "height": 1080,\n}')).toEqual({
      output: '{\n  "width": 1920,\n  "height": 1080\n}\n',
      warnings: [],
      notices: ['Read as JSON5: trailing comma at line 3, column 19.'],
    });
  });

  it('reads strict JSON losslessly even with JSON5 accepted, with no notice', () => {
    expect(prettifyJson('{"id": 12345678901234567890}', { indent: 0 })).toEqual({ output: '{"id":12345678901234567890}\n', warnings: [], notices: [] });
  });

  it('refuses JSON5 when json5 is false, naming the first JSON problem', () => {
    expect(inputError(() => prettifyJson('[1, 2,]', { json5: false })).message).toMatch(/^Line 1, column 7: expected a value, found '\]' \(strict JSON allows no trailing comma\)/);
  });

  it('still rejects broken JSON5 with line and column', () => {
    const e = inputError(() => prettifyJson('{\n  a: 1,\n  b: @\n}', { json5: true }));
    expect([e.line, e.column]).toEqual([3, 6]);
    expect(e.message).toBe("Line 3, column 6: unexpected '@' (not valid JSON or JSON5 here).");
    const end = inputError(() => prettifyJson('{a: 1', { json5: true }));
    expect([end.line, end.column, end.message]).toEqual([1, 6, 'Line 1, column 6: unexpected end of the input.']);
  });
});

describe('errors name the line, the column and what was expected', () => {
  it('unclosed object', () => {
    const e = inputError(() => prettifyJson('{\n  "a": 1,\n  "b": 2\n'));
    expect([e.line, e.column, e.position]).toEqual([4, 1, 21]);
    expect(e.message).toBe(
      "Line 4, column 1: expected ',' or '}' after a property value, found the end of the input; the '{' at line 1, column 1 is never closed.",
    );
  });

  it('trailing comma in strict mode (accepted with JSON5)', () => {
    const e = inputError(() => prettifyJson('{\n  "a": 1,\n}', { json5: false }));
    expect([e.line, e.column]).toEqual([3, 1]);
    expect(e.message).toMatch(/^Line 3, column 1: expected a property name in double quotes, found '}' \(strict JSON allows no trailing comma\)/);
    const a = inputError(() => prettifyJson('[1, 2,]', { json5: false }));
    expect([a.line, a.column]).toEqual([1, 7]);
    expect(prettifyJson('{\n  "a": 1,\n}', { json5: true }).output).toBe('{\n  "a": 1\n}\n');
  });

  it('bad escape in a string', () => {
    const e = inputError(() => prettifyJson('{"path": "C:\\windows"}', { json5: false }));
    expect([e.line, e.column]).toEqual([1, 13]);
    expect(e.message).toMatch(/^Line 1, column 13: invalid escape '\\w' in a string; expected one of \\" \\\\ \\\/ \\b \\f \\n \\r \\t or \\u/);
    const u = inputError(() => prettifyJson('"\\u12G4"', { json5: false }));
    expect([u.column, u.message]).toEqual([6, "Line 1, column 6: expected 4 hexadecimal digits after '\\u', found 'G4'."]);
  });

  it('unexpected token on line 3', () => {
    const e = inputError(() => prettifyJson('[\n  1,\n  2 3\n]'));
    expect([e.line, e.column]).toEqual([3, 5]);
    expect(e.message).toBe("Line 3, column 5: expected ',' or ']' after an array element, found '3'.");
  });

  it('counts CRLF as one line break and an emoji as one column', () => {
    expect(inputError(() => prettifyJson('{\r\n"a":1,\r\n}', { json5: false }))).toMatchObject({ line: 3, column: 1 });
    expect(inputError(() => prettifyJson('["😀", x]'))).toMatchObject({ line: 1, column: 7 });
  });

  it.each([
    ['', 1, 1, 'expected a value, found the end of the input'],
    ['{"a": tru}', 1, 10, "expected 'true', found '}'"],
    ["{'a': 1}", 1, 2, "expected a property name in double quotes or '}', found ''' (strict JSON strings use double quotes)"],
    ['{\n  // note\n  "a": 1\n}', 2, 3, 'comments are not allowed in strict JSON'],
    ['{a: 1}', 1, 2, 'property names must be in double quotes'],
    ['["abc', 1, 6, "expected '\"' to close the string that starts at line 1, column 2, found the end of the input"],
    ['["a\nb"]', 1, 4, 'unescaped line break in the string that starts at line 1, column 2; write it as \\n'],
    ['[01]', 1, 3, 'JSON numbers have no leading zeros'],
    ['[1.]', 1, 4, 'expected a digit after the decimal point'],
    ['[NaN]', 1, 2, 'JSON has no NaN, Infinity or undefined'],
    ['{"a" 1}', 1, 6, "expected ':' after the property name, found '1'"],
    ['{"a":1}}', 1, 8, "expected the end of the input after the JSON value, found '}'"],
    ['[1}', 1, 3, "expected ',' or ']' after an array element, found '}'"],
    ['{"a":\u00a01}', 1, 6, 'expected a value, found U+00A0'],
  ])('%j fails at line %i, column %i (strict JSON)', (input, line, column, text) => {
    const e = inputError(() => prettifyJson(input, { json5: false }));
    expect([e.line, e.column]).toEqual([line, column]);
    expect(e.message).toContain(text);
    expect(e.message.startsWith(`Line ${line}, column ${column}: `)).toBe(true);
  });

  it('warns about duplicate keys but keeps both', () => {
    const { output, warnings } = prettifyJson('{\n"a": 1,\n"a": 2\n}', { indent: 0 });
    expect(output).toBe('{"a":1,"a":2}\n');
    expect(warnings).toEqual(['The key "a" appears again at line 3, column 1; both are kept, but most programs read only the last one.']);
  });
});

describe('round trip (fast-check)', () => {
  // JSON.stringify writes -0 as 0 (ECMA-262 §25.5.2.2), so a JSON text cannot carry -0 from
  // fc.jsonValue() to the parser: compare against values without negative zeros.
  const jsonValue = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);

  it('JSON.parse(prettify(JSON.stringify(v))) deep-equals v, for every option', () => {
    fc.assert(
      fc.property(
        jsonValue,
        fc.constantFrom<JsonIndent>(0, 1, 2, 3, 4, 5, 6, 7, 8, 'tab'),
        fc.boolean(),
        fc.boolean(),
        (v, indent, sortKeys, json5) => {
          expect(JSON.parse(prettifyJson(JSON.stringify(v), { indent, sortKeys, json5 }).output)).toEqual(v);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('prettify is idempotent and the indent does not change the meaning', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const once = prettifyJson(JSON.stringify(v)).output;
        expect(prettifyJson(once).output).toBe(once);
        expect(prettifyJson(once, { indent: 0 }).output).toBe(`${JSON.stringify(v)}\n`);
      }),
    );
  });
});

describe('json prettify: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(jsonPrettify, jsonPrettifyState);
  });

  it('every example formats without an error', () => {
    for (const { label, state } of jsonPrettify.examples ?? []) {
      const { input, indent, sortKeys, json5 } = state as { input?: string; indent?: JsonIndent; sortKeys?: boolean; json5?: boolean };
      expect(input, label).toBeTypeOf('string');
      const { output, warnings } = prettifyJson(input!, { indent, sortKeys, json5 });
      expect(output.length, label).toBeGreaterThan(0);
      expect(warnings, label).toEqual([]);
    }
  });

  it('gives a nesting too deep to read a ToolInputError with its place', () => {
    const e = inputError(() => prettifyJson('['.repeat(100_000) + ']'.repeat(100_000)));
    expect(e.message).toMatch(/^Line 1, column \d+: the JSON is nested too deeply to read here/);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const indents = fc.constantFrom<JsonIndent>(0, 1, 2, 3, 4, 5, 6, 7, 8, 'tab');
    fuzzToolFunction((s: string) => prettifyJson(s));
    fuzzToolFunction((s: string) => prettifyJson(s, { json5: true }));
    fuzzToolFunction(
      (o: { input: string; indent: JsonIndent; sortKeys: boolean; json5: boolean }) => prettifyJson(o.input, o),
      fc.record({ input: fc.oneof(hostileText, fc.jsonValue().map((v) => JSON.stringify(v))), indent: indents, sortKeys: fc.boolean(), json5: fc.boolean() }),
    );
    // Hostile indents (a link could carry anything before the state schema rejects it).
    fuzzToolFunction((indent: unknown) => indentSpace(indent as JsonIndent), fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant('tab'), fc.constant(null)));
  });
});
