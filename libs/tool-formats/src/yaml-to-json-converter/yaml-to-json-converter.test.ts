import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { tool } from './meta.js';
import { yamlToJsonConverterState } from './state.js';
import { yamlToJson } from './yaml-to-json-converter.js';

const toValue = (yaml: string, allDocuments = false) => JSON.parse(yamlToJson(yaml, { allDocuments }).output) as unknown;

// Examples from the YAML 1.2.2 specification, chapter 2 (https://yaml.org/spec/1.2.2/); the expected
// values are those of the yaml-test-suite (https://github.com/yaml/yaml-test-suite, in.json).
describe('yamlToJson: YAML 1.2.2 spec examples', () => {
  it('2.1 sequence of scalars', () => {
    expect(toValue('- Mark McGwire\n- Sammy Sosa\n- Ken Griffey\n')).toEqual(['Mark McGwire', 'Sammy Sosa', 'Ken Griffey']);
  });
  it('2.2 mapping scalars to scalars', () => {
    expect(toValue('hr:  65    # Home runs\navg: 0.278 # Batting average\nrbi: 147   # Runs Batted In\n')).toEqual({ hr: 65, avg: 0.278, rbi: 147 });
  });
  it('2.5 sequence of sequences', () => {
    expect(toValue('- [name        , hr, avg  ]\n- [Mark McGwire, 65, 0.278]\n- [Sammy Sosa  , 63, 0.288]\n')).toEqual([
      ['name', 'hr', 'avg'],
      ['Mark McGwire', 65, 0.278],
      ['Sammy Sosa', 63, 0.288],
    ]);
  });
  it('2.6 mapping of mappings', () => {
    expect(toValue('Mark McGwire: {hr: 65, avg: 0.278}\nSammy Sosa: {\n    hr: 63,\n    avg: 0.288,\n }\n')).toEqual({
      'Mark McGwire': { hr: 65, avg: 0.278 },
      'Sammy Sosa': { hr: 63, avg: 0.288 },
    });
  });
  it('2.7 two documents in a stream (as an array)', () => {
    const yaml = '# Ranking of 1998 home runs\n---\n- Mark McGwire\n- Sammy Sosa\n- Ken Griffey\n\n# Team ranking\n---\n- Chicago Cubs\n- St Louis Cardinals\n';
    expect(toValue(yaml, true)).toEqual([
      ['Mark McGwire', 'Sammy Sosa', 'Ken Griffey'],
      ['Chicago Cubs', 'St Louis Cardinals'],
    ]);
    expect(expectToolInputError(() => yamlToJson(yaml)).message).toMatch(/2 documents.*All documents as an array/);
  });
  it('2.10 anchors and aliases are resolved', () => {
    expect(toValue('---\nhr:\n- Mark McGwire\n# Following node labeled SS\n- &SS Sammy Sosa\nrbi:\n- *SS # Subsequent occurrence\n- Ken Griffey\n')).toEqual({
      hr: ['Mark McGwire', 'Sammy Sosa'],
      rbi: ['Sammy Sosa', 'Ken Griffey'],
    });
  });
  it('2.13 literal and 2.14 folded block scalars', () => {
    expect(toValue('# ASCII Art\n--- |\n  \\//||\\/||\n  // ||  ||__\n')).toBe('\\//||\\/||\n// ||  ||__\n');
    expect(toValue(">\n  Mark McGwire's\n  year was crippled\n  by a knee injury.\n")).toBe("Mark McGwire's year was crippled by a knee injury.\n");
  });
  it('2.19 integers', () => {
    expect(toValue('canonical: 12345\ndecimal: +12345\noctal: 0o14\nhexadecimal: 0xC\n')).toEqual({ canonical: 12345, decimal: 12345, octal: 12, hexadecimal: 12 });
  });
  it('2.20 floating point: .inf and .nan are refused with their path', () => {
    const yaml = 'canonical: 1.23015e+3\nexponential: 12.3015e+02\nfixed: 1230.15\nnegative infinity: -.inf\nnot a number: .nan\n';
    expect(expectToolInputError(() => yamlToJson(yaml)).message).toBe('["negative infinity"] is minus infinity, which JSON cannot hold.');
    expect(toValue('canonical: 1.23015e+3\nexponential: 12.3015e+02\nfixed: 1230.15\n')).toEqual({ canonical: 1230.15, exponential: 1230.15, fixed: 1230.15 });
  });
  it('2.21 miscellaneous (a null key becomes "null")', () => {
    expect(toValue("null:\nbooleans: [ true, false ]\nstring: '012345'\n")).toEqual({ null: null, booleans: [true, false], string: '012345' });
  });
});

describe('yamlToJson', () => {
  it('indents as asked (0 = one line) and keeps big integers exact', () => {
    expect(yamlToJson('a: [1, 2]\n', { indent: 0 }).output).toBe('{"a":[1,2]}\n');
    expect(yamlToJson('a: 1\n', { indent: 4 }).output).toBe('{\n    "a": 1\n}\n');
    expect(yamlToJson('n: 12345678901234567890\n', { indent: 0 }).output).toBe('{"n":12345678901234567890}\n');
  });
  it('reports a YAML error with its line and column', () => {
    const error = expectToolInputError(() => yamlToJson('a: 1\nb: [1, 2\nc: 3\n'));
    expect(error.message).toMatch(/^Line 3, column 1: /);
    expect(error.line).toBe(3);
  });
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, yamlToJsonConverterState);
    for (const { state } of tool.examples ?? []) expect(yamlToJson(String(state.input), { allDocuments: state.allDocuments === true }).output).not.toBe('');
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => yamlToJson(s));
    fuzzToolFunction((s: string) => yamlToJson(s, { allDocuments: true, indent: 0 }));
    fuzzToolFunction(
      (o: { s: string; indent: number }) => yamlToJson(o.s, { indent: o.indent }),
      fc.record({ s: fc.constantFrom('a: 1', '- x', '&a [*a]', '!!binary x'), indent: fc.integer({ min: -1, max: 10 }) }),
    );
  });
});
