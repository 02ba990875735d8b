import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { parse } from 'yaml';
import { tool } from './meta.js';
import { jsonToYamlConverterState } from './state.js';
import { jsonToYaml } from './json-to-yaml-converter.js';

describe('jsonToYaml', () => {
  it('writes YAML spec 1.2.2 example 2.4 (sequence of mappings) from its JSON', () => {
    // https://yaml.org/spec/1.2.2/#example-sequence-of-mappings, in the block style the spec uses for 2.12.
    const json = '[{"name":"Mark McGwire","hr":65,"avg":0.278},{"name":"Sammy Sosa","hr":63,"avg":0.288}]';
    expect(jsonToYaml(json).output).toBe('- name: Mark McGwire\n  hr: 65\n  avg: 0.278\n- name: Sammy Sosa\n  hr: 63\n  avg: 0.288\n');
  });

  it('writes YAML spec 1.2.2 example 2.3 with the indentation chosen', () => {
    const json = '{"american":["Boston Red Sox","Detroit Tigers"],"national":["New York Mets"]}';
    expect(jsonToYaml(json, { indent: 4 }).output).toBe('american:\n    - Boston Red Sox\n    - Detroit Tigers\nnational:\n    - New York Mets\n');
  });

  it('quotes strings a YAML 1.2 reader would take for something else (spec 10.3.2 core schema)', () => {
    const out = jsonToYaml('{"a":"true","b":"null","c":"0o14","d":"1.5","e":"~","f":""}').output;
    expect(parse(out)).toEqual({ a: 'true', b: 'null', c: '0o14', d: '1.5', e: '~', f: '' });
    expect(out).not.toMatch(/^a: true$/m);
  });

  it('keeps integers beyond 2^53 exact and accepts JSON5', () => {
    expect(jsonToYaml('{"id": 12345678901234567890}').output).toBe('id: 12345678901234567890\n');
    expect(jsonToYaml("{n: Infinity, // c\n s: 'x',}").output).toBe('n: .inf\ns: x\n');
  });

  it('reports bad JSON with its line and column, and a bad indent', () => {
    expect(expectToolInputError(() => jsonToYaml('{\n  "a": tru\n}')).message).toBe('Line 2, column 11: unexpected line break (not valid JSON or JSON5 here).');
    expectToolInputError(() => jsonToYaml('{}', { indent: 0 }));
  });

  it('round-trips through YAML (fast-check)', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => {
      expect(parse(jsonToYaml(JSON.stringify(v)).output)).toEqual(JSON.parse(JSON.stringify(v)));
    }), { numRuns: 200 });
  });

  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, jsonToYamlConverterState);
    for (const { state } of tool.examples ?? []) expect(jsonToYaml(String(state.input), { indent: Number(state.indent) }).output).not.toBe('');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => jsonToYaml(s));
    fuzzToolFunction((o: { s: string; indent: number }) => jsonToYaml(o.s, { indent: o.indent }), fc.record({ s: fc.json(), indent: fc.integer({ min: -1, max: 10 }) }));
  });
});
