import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { prettifyJson, type JsonIndent } from '../json-prettify/json-prettify.js';
import { parseJsonString, stringifyToJsonString } from './json-string-converter.js';
import { jsonStringConverter } from './meta.js';
import { jsonStringConverterState } from './state.js';

const indents = fc.constantFrom<JsonIndent>(0, 1, 2, 3, 4, 5, 6, 7, 8, 'tab');
// JSON values as JSON.parse gives them (no -0, which JSON.stringify writes as 0).
const jsonValue = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);

describe('stringifyToJsonString', () => {
  it('gives JSON.stringify(JSON.stringify(value)) for a JSON document', () => {
    expect(stringifyToJsonString('{ "a": [1, true, null], "b": "x" }')).toBe('"{\\"a\\":[1,true,null],\\"b\\":\\"x\\"}"');
    expect(stringifyToJsonString('{"a":[1]}', { indent: 2 })).toBe('"{\\n  \\"a\\": [\\n    1\\n  ]\\n}"');
  });

  it('escapes the characters of RFC 8259 §7 inside the JSON: quotation mark, reverse solidus, control characters', () => {
    // The document holds the string  " \ / <BS> <FF> <LF> <CR> <TAB>  written with its escapes.
    expect(stringifyToJsonString('["\\" \\\\ \\/ \\b \\f \\n \\r \\t"]')).toBe('"[\\"\\\\\\" \\\\\\\\ \\\\/ \\\\b \\\\f \\\\n \\\\r \\\\t\\"]"');
  });

  it('keeps the exact text of numbers and escapes of the document (lossless)', () => {
    expect(stringifyToJsonString('[12345678901234567890, 1.50, "\\u00e9"]')).toBe('"[12345678901234567890,1.50,\\"\\\\u00e9\\"]"');
  });

  it('takes plain text verbatim with source: text', () => {
    expect(stringifyToJsonString('Line 1\nsay "hi"\tC:\\temp', { source: 'text' })).toBe('"Line 1\\nsay \\"hi\\"\\tC:\\\\temp"');
    expect(stringifyToJsonString('not { json', { source: 'text' })).toBe('"not { json"');
  });

  it('reports a JSON syntax error with line and column', () => {
    const e = expectToolInputError(() => stringifyToJsonString('{\n  "a": 1,\n}'));
    expect([e.line, e.column]).toEqual([3, 1]);
  });
});

describe('parseJsonString', () => {
  it('decodes the escapes of RFC 8259 §7 once and formats the JSON inside', () => {
    // Outer level: \" is a quotation mark, \\ a reverse solidus, \uD834\uDD1E the G clef (U+1D11E).
    expect(parseJsonString('"[\\"\\uD834\\uDD1E\\", \\"\\\\u005C\\"]"')).toEqual({ output: '[\n  "\u{1D11E}",\n  "\\u005C"\n]', kind: 'json' });
    expect(parseJsonString('  "{\\"a\\":1}"  ', { indent: 0 })).toEqual({ output: '{"a":1}', kind: 'json' });
    expect(parseJsonString('"{\\"a\\":1}"', { indent: 'tab' }).output).toBe('{\n\t"a": 1\n}');
  });

  it('returns the text of a string that does not hold JSON', () => {
    expect(parseJsonString('"Line 1\\nLine 2 \\/ \\"quoted\\""')).toEqual({ output: 'Line 1\nLine 2 / "quoted"', kind: 'text' });
  });

  it('accepts the inside of a string without its quotes', () => {
    expect(parseJsonString('{\\"a\\": [true]}')).toEqual({ output: '{\n  "a": [\n    true\n  ]\n}', kind: 'json' });
  });

  it('refuses JSON that is not a string, and bad escapes with their place', () => {
    expect(expectToolInputError(() => parseJsonString('{"a": 1}')).message).toMatch(/already JSON \(an object\): use Stringify/);
    expect(expectToolInputError(() => parseJsonString('[1]')).message).toMatch(/\(an array\)/);
    const e = expectToolInputError(() => parseJsonString('"abc\\x"'));
    expect([e.line, e.column]).toEqual([1, 5]);
    const inside = expectToolInputError(() => parseJsonString('  abc\\q'));
    expect([inside.line, inside.column, inside.position]).toEqual([1, 6, 5]);
    expect(expectToolInputError(() => parseJsonString('"abc')).message).toMatch(/^Line 1, column 5: expected '"' to close the string/);
  });
});

describe('round trip (fast-check)', () => {
  it('stringify equals JSON.stringify(JSON.stringify(v, null, n)) and parse gives the document back', () => {
    fc.assert(
      fc.property(jsonValue, indents, (v, indent) => {
        const space = indent === 'tab' ? '\t' : indent;
        const literal = stringifyToJsonString(JSON.stringify(v), { indent });
        expect(literal).toBe(JSON.stringify(JSON.stringify(v, null, space)));
        expect(parseJsonString(literal, { indent })).toEqual({ output: JSON.stringify(v, null, space), kind: 'json' });
      }),
      { numRuns: 300 },
    );
  });

  it('any text survives stringify (source: text) then parse, unless it is itself JSON', () => {
    fc.assert(
      fc.property(hostileText, (s) => {
        const back = parseJsonString(stringifyToJsonString(s, { source: 'text' }));
        if (back.kind === 'text') expect(back.output).toBe(s);
        else expect(back.output).toBe(prettifyJson(s).output);
      }),
    );
  });
});

describe('json string converter: examples and robustness', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(jsonStringConverter, jsonStringConverterState));

  it('every example gives a result without an error', () => {
    for (const { label, state } of jsonStringConverter.examples ?? []) {
      const s = state as { input: string; direction: string; source: 'json' | 'text'; innerIndent: JsonIndent; indent: JsonIndent };
      const out = s.direction === 'stringify' ? stringifyToJsonString(s.input, { source: s.source, indent: s.innerIndent }) : parseJsonString(s.input, { indent: s.indent }).output;
      expect(out.length, label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => stringifyToJsonString(s));
    fuzzToolFunction((s: string) => stringifyToJsonString(s, { source: 'text' }));
    fuzzToolFunction((s: string) => parseJsonString(s));
    fuzzToolFunction(
      (o: { s: string; indent: JsonIndent }) => parseJsonString(o.s, { indent: o.indent }),
      fc.record({ s: fc.oneof(hostileText, jsonValue.map((v) => JSON.stringify(JSON.stringify(v)))), indent: indents }),
    );
    fuzzToolFunction((indent: unknown) => parseJsonString('"1"', { indent: indent as JsonIndent }), fc.oneof(fc.integer(), fc.string(), fc.constant(null)));
  });
});
