import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, JSON5_SHORT_EXAMPLE } from '@handy-tools/ui/testing';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import { jsonToObject } from '../json-to-object/json-to-object.js';
import { javascriptToJson } from './javascript-to-json.js';
import { javascriptToJson as meta } from './meta.js';
import { javascriptToJsonState } from './state.js';

/** The JSON on one line, without the line break that ends the output (checked). */
function oneLine(input: string): string {
  const { output } = javascriptToJson(input, { indent: 0 });
  expect(output.endsWith('\n'), 'the output ends with a line break').toBe(true);
  return output.slice(0, -1);
}

describe('javascriptToJson on ES5 / JSON5 literal syntax', () => {
  it('converts the "Short Example" of the JSON5 specification (spec.json5.org §1)', () => {
    const example = JSON5_SHORT_EXAMPLE;
    // 0xdecaf = 13·16^4 + 14·16^3 + 12·16^2 + 10·16 + 15 = 912559.
    expect(JSON.parse(oneLine(example))).toEqual({
      unquoted: 'and you can quote me on that',
      singleQuotes: 'I can use "double quotes" here',
      lineBreaks: "Look, Mom! No \\n's!",
      hexadecimal: 912559,
      leadingDecimalPoint: 0.8675309,
      andTrailing: 8675309,
      positiveSign: 1,
      trailingComma: 'in objects',
      andIn: ['arrays'],
      backwardsCompatible: 'with JSON',
    });
  });

  it('indents like JSON.stringify', () => {
    expect(javascriptToJson("{a: [1, 'x'], /* c */ b: {}}").output).toBe('{\n  "a": [\n    1,\n    "x"\n  ],\n  "b": {}\n}\n');
    expect(javascriptToJson('[[]]', { indent: 'tab' }).output).toBe('[\n\t[]\n]\n');
  });

  it('writes Infinity, -Infinity and NaN as null and says they are not representable (RFC 8259 §6)', () => {
    const { output, warnings } = javascriptToJson('{a: Infinity, b: [-Infinity, NaN]}', { indent: 0 });
    expect(output).toBe('{"a":null,"b":[null,null]}\n');
    expect(warnings.join(' ')).toMatch(/\$\.a is Infinity, which JSON cannot represent/);
    expect(warnings.join(' ')).toMatch(/\$\.b\[1\] is NaN/);
  });

  it('skips a declaration before the literal and a semicolon after it, nothing else', () => {
    expect(oneLine('const config = {a: 1};')).toBe('{"a":1}');
    expect(oneLine('export const x = [1]\n')).toBe('[1]');
    expect(oneLine('let café = 2;')).toBe('2');
    expect(oneLine('var x=true')).toBe('true');
    expect(oneLine('export default {\n  a: 1,\n};\n')).toBe('{"a":1}');
    expect(oneLine('module.exports = {a: 1}')).toBe('{"a":1}');
    // The positions of errors after a skipped prefix are those of the original text.
    expect(expectToolInputError(() => javascriptToJson('const x = {\n  a: y,\n};')).message).toMatch(/^Line 2, column 6: 'y' is not a literal value/);
  });
});

describe('javascriptToJson refuses code, with the line and column', () => {
  const cases: [string, RegExp][] = [
    ['{a: foo(1)}', /^Line 1, column 5: 'foo\(…\)' is a function call/],
    ['{a: new Date()}', /^Line 1, column 5: 'new …' creates an object/],
    ['{\n  a: `x ${y}`\n}', /^Line 2, column 6: template literals/],
    ['{a: undefined}', /^Line 1, column 5: undefined has no JSON form/],
    ['{a: x}', /^Line 1, column 5: 'x' is not a literal value/],
    ['{a: fals}', /^Line 1, column 5: 'fals' is not a literal value \(a variable, or a misspelt true/],
    ['{a: Math.PI}', /^Line 1, column 5: 'Math' is an expression that reads a variable/],
    ['{...defaults, a: 1}', /^Line 1, column 2: spread/],
    ['{[key]: 1}', /^Line 1, column 2: computed property names/],
    ['[1 + 2]', /^Line 1, column 4: the operator '\+'/],
    ['[/ab+c/]', /^Line 1, column 2: regular expressions/],
    ['[10n]', /^Line 1, column 2: 10n is a BigInt literal/],
    ['[0b101]', /^Line 1, column 2: 0b101 is a binary or octal number/],
    ['[1_000]', /^Line 1, column 2: 1_000 uses numeric separators/],
    ['{f: function () {}}', /^Line 1, column 5: functions cannot be converted/],
    ['{f: () => 1}', /^Line 1, column 5: parentheses/],
    ['{a: 1', /^Line 1, column 6: unexpected end of the input/],
  ];
  it.each(cases)('%s', (input, message) => {
    const e = expectToolInputError(() => javascriptToJson(input));
    expect(e.message).toMatch(message);
    expect(e.line).toBeGreaterThan(0);
  });
  it('rejects an empty input and a bad indent', () => {
    expect(expectToolInputError(() => javascriptToJson('  ;')).message).toMatch(/Enter a JavaScript/);
    expectToolInputError(() => javascriptToJson('1', { indent: -1 as JsonIndent }));
  });
});

describe('round trip with json-to-object', () => {
  it('JSON → JavaScript literal → JSON gives the same value', () => {
    fc.assert(
      fc.property(
        fc.json({ maxDepth: 4 }).filter((j) => !j.includes('"__proto__"')),
        fc.constantFrom('single' as const, 'double' as const),
        fc.boolean(),
        (json, quote, trailingCommas) => {
          const literal = jsonToObject(json, { quote, trailingCommas }).output;
          expect(JSON.parse(javascriptToJson(literal).output)).toEqual(JSON.parse(json));
        },
      ),
    );
  });
});

describe('big documents', () => {
  it('converts a generated 5 MB strict-JSON document quickly', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => ({ id: i, label: `row ${i}`, tags: ['a', 'b'], v: i / 8 }));
    const text = `const rows = ${JSON.stringify(rows, null, 2)};`;
    expect(text.length).toBeGreaterThan(5_000_000);
    const started = performance.now();
    const { output } = javascriptToJson(text, { indent: 0 });
    expect(performance.now() - started).toBeLessThan(15_000); // generous: the machine is shared; catches quadratic slow-downs
    expect(output).toBe(`${JSON.stringify(rows)}\n`);
  });
  it('converts a 1.2 MB literal that needs json5', () => {
    const text = `[${Array.from({ length: 60_000 }, (_, i) => `{id: ${i}, s: 'x'},`).join('\n')}]`;
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(JSON.parse(javascriptToJson(text, { indent: 0 }).output)).toHaveLength(60_000);
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(meta, javascriptToJsonState));
  it('examples convert without error or warning', () => {
    for (const example of meta.examples ?? []) {
      const s = example.state as { input: string; indent: JsonIndent };
      const result = javascriptToJson(s.input, s);
      expect(result.output.length).toBeGreaterThan(0);
      expect(result.warnings).toEqual([]);
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => javascriptToJson(s));
    fuzzToolFunction((s: string) => javascriptToJson(`const a = {${s}};`));
    fuzzToolFunction((s: string) => javascriptToJson(s), fc.json().map((j) => j.replace(/"/g, "'")));
  });
});
