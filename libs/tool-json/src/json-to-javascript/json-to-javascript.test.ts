import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import { checkVariableName, jsonToJavascript, type JsDeclaration, type JsonToJavascriptOptions } from './json-to-javascript.js';
import { jsonToJavascript as meta } from './meta.js';
import { jsonToJavascriptState } from './state.js';

describe('jsonToJavascript declarations', () => {
  const json = '{"host": "localhost", "max-items": 20}';
  const literal = "{\n  host: 'localhost',\n  'max-items': 20\n}";
  // The output is a file: it ends with a line break.
  it.each<[JsDeclaration, string]>([
    ['const', `const data = ${literal};\n`],
    ['let', `let data = ${literal};\n`],
    ['export-const', `export const data = ${literal};\n`],
    ['export-default', `export default ${literal};\n`],
    ['module-exports', `module.exports = ${literal};\n`],
    ['none', `${literal}\n`],
  ])('%s', (declaration, expected) => {
    expect(jsonToJavascript(json, { declaration }).output).toBe(expected);
  });

  it('uses the name, and omits the semicolon when asked', () => {
    expect(jsonToJavascript('[1,2]', { name: 'config', semicolon: false, indent: 0 }).output).toBe('const config = [1, 2]\n');
  });

  it('declares a variable that holds JSON.parse of the input when run (ECMA-262 §14.3.1)', () => {
    const input = '{"a": [1, {"b c": "\\u2028"}], "__proto__": 5, "if": true}';
    const { output } = jsonToJavascript(input, { name: 'x', quote: 'double', trailingCommas: true });
    expect(runInNewContext(`${output}\nJSON.stringify(x)`)).toBe(JSON.stringify(JSON.parse(input)));
  });
});

describe('variable names (BindingIdentifier, ECMA-262 §13.1)', () => {
  it('accepts identifiers, Unicode letters included', () => {
    for (const name of ['data', '$', '_', 'café', 'ℕ', 'x1', 'ifx']) expect(() => checkVariableName(name)).not.toThrow();
  });
  it('rejects empty names, non-identifiers and reserved words', () => {
    expect(expectToolInputError(() => checkVariableName('')).message).toBe('Enter a variable name.');
    for (const name of ['1abc', 'my-var', 'a b', 'class', 'let', 'if', 'await', 'yield', 'eval', 'arguments', 'null']) {
      expect(expectToolInputError(() => checkVariableName(name)).message, name).toMatch(/not a valid variable name/);
    }
  });
  it('checks the name only for declarations that use one', () => {
    expectToolInputError(() => jsonToJavascript('1', { declaration: 'export-const', name: 'default' }));
    expect(jsonToJavascript('1', { declaration: 'export-default', name: 'default' }).output).toBe('export default 1;\n');
  });
  it('reports invalid JSON with line and column', () => {
    expect(expectToolInputError(() => jsonToJavascript('[1,\n2 3]')).message).toBe("Line 2, column 3: expected ',' or ']' after an array element, found '3'.");
    // JSON5 is read, with a notice.
    expect(jsonToJavascript('[1,\n2,]', { indent: 0 })).toMatchObject({ output: 'const data = [1, 2];\n', notices: ['Read as JSON5: trailing comma at line 2, column 2.'] });
  });
});

describe('round trip', () => {
  it('any JSON, any options: running the declaration gives the JSON value', () => {
    fc.assert(
      fc.property(
        fc.json({ stringUnit: 'grapheme', maxDepth: 3 }),
        fc.record({ quote: fc.constantFrom('single' as const, 'double' as const), indent: fc.constantFrom<JsonIndent>(0, 2, 'tab'), trailingCommas: fc.boolean(), semicolon: fc.boolean() }),
        (json, opts) => {
          const { output } = jsonToJavascript(json, { ...opts, declaration: 'let', name: 'v' });
          expect(runInNewContext(`${output}\n;JSON.stringify(v)`)).toBe(JSON.stringify(JSON.parse(json)));
        },
      ),
    );
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(meta, jsonToJavascriptState));
  it('examples convert without error', () => {
    for (const example of meta.examples ?? []) {
      const s = example.state as unknown as JsonToJavascriptOptions & { input: string };
      expect(jsonToJavascript(s.input, s).output.length).toBeGreaterThan(0);
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => jsonToJavascript(s));
    fuzzToolFunction((s: string) => jsonToJavascript('{}', { name: s }));
    fuzzToolFunction((s: string) => checkVariableName(s));
    fuzzToolFunction(
      (o: JsonToJavascriptOptions & { s: string }) => jsonToJavascript(o.s, o),
      fc.record({
        s: fc.json(),
        declaration: fc.constantFrom<JsDeclaration>('none', 'const', 'let', 'export-const', 'export-default', 'module-exports'),
        name: fc.string(),
        semicolon: fc.boolean(),
        quote: fc.constantFrom('single' as const, 'double' as const),
        trailingCommas: fc.boolean(),
      }),
    );
  });
});
