import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { parse, parseAllDocuments } from 'yaml';
import { tool } from './meta.js';
import { yamlPrettifyState } from './state.js';
import { prettifyYaml } from './yaml-prettify.js';

describe('prettifyYaml', () => {
  it('re-indents and keeps comments (YAML spec 1.2.2 example 2.2)', () => {
    const yaml = 'stats:\n      hr:  65    # Home runs\n      avg: 0.278 # Batting average\n';
    expect(prettifyYaml(yaml)).toBe('stats:\n  hr: 65 # Home runs\n  avg: 0.278 # Batting average\n');
    expect(prettifyYaml(yaml, { indent: 4 })).toBe('stats:\n    hr: 65 # Home runs\n    avg: 0.278 # Batting average\n');
  });
  it('keeps every document, anchors and aliases (spec examples 2.7 and 2.10)', () => {
    const two = '# Ranking of 1998 home runs\n---\n- Mark McGwire\n- Sammy Sosa\n\n# Team ranking\n---\n- Chicago Cubs\n';
    const out = prettifyYaml(two);
    expect(parseAllDocuments(out).map((d) => d.toJS())).toEqual([['Mark McGwire', 'Sammy Sosa'], ['Chicago Cubs']]);
    expect(out).toContain('# Ranking of 1998 home runs');
    expect(out).toContain('# Team ranking');
    const anchors = prettifyYaml('hr:\n- Mark McGwire\n# Following node labeled SS\n- &SS Sammy Sosa\nrbi:\n- *SS # Subsequent occurrence\n- Ken Griffey\n');
    expect(anchors).toBe('hr:\n  - Mark McGwire\n  # Following node labeled SS\n  - &SS Sammy Sosa\nrbi:\n  - *SS # Subsequent occurrence\n  - Ken Griffey\n');
  });
  it('sorts keys when asked, with their comments', () => {
    expect(prettifyYaml('b: 1 # bee\na:\n  d: 2\n  c: 3\n', { sortKeys: true })).toBe('a:\n  c: 3\n  d: 2\nb: 1 # bee\n');
    expect(expectToolInputError(() => prettifyYaml('b: &x 1\na: *x\n', { sortKeys: true })).message).toMatch(/alias.*before its anchor/);
  });
  it('folds long strings at the line width, or never', () => {
    const yaml = `text: ${'word '.repeat(20).trim()}\n`;
    expect(prettifyYaml(yaml, { lineWidth: 40 }).split('\n').every((line) => line.length <= 40)).toBe(true);
    expect(prettifyYaml(yaml, { lineWidth: 0 })).toBe(yaml);
  });
  it('reports errors with line and column, and bad options', () => {
    const error = expectToolInputError(() => prettifyYaml('a:\n  b: 1\n c: 2\n'));
    expect(error.message).toBe('Line 3, column 1: All mapping items must start at the same column.');
    expect([error.line, error.column]).toEqual([3, 1]);
    expectToolInputError(() => prettifyYaml('a: 1', { indent: 0 }));
    expectToolInputError(() => prettifyYaml('a: 1', { lineWidth: 10 }));
    expectToolInputError(() => prettifyYaml(' \n'));
  });
  it('keeps the value and is idempotent (fast-check)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 8 }), fc.boolean(), (value, indent, sortKeys) => {
        const yaml = JSON.stringify(value); // JSON is YAML 1.2
        const once = prettifyYaml(yaml, { indent, sortKeys });
        expect(parse(once)).toEqual(parse(yaml));
        expect(prettifyYaml(once, { indent, sortKeys })).toBe(once);
      }),
      { numRuns: 200 },
    );
  });
  it('has examples that are valid states and format without error', () => {
    expectExamplesMatchState(tool, yamlPrettifyState);
    for (const { state } of tool.examples ?? []) expect(prettifyYaml(String(state.input), { indent: Number(state.indent), sortKeys: state.sortKeys === true })).not.toBe('');
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => prettifyYaml(s));
    fuzzToolFunction((s: string) => prettifyYaml(s, { sortKeys: true, indent: 4, lineWidth: 0 }));
    fuzzToolFunction(
      (o: { s: string; indent: number; lineWidth: number }) => prettifyYaml(o.s, o),
      fc.record({ s: fc.constantFrom('a: 1', 'b: &x 1\na: *x', '- [1, 2]'), indent: fc.integer({ min: -1, max: 10 }), lineWidth: fc.integer({ min: -1, max: 500 }) }),
    );
  });
});
