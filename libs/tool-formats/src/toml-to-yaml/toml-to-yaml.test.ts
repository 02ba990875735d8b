import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { parse } from 'yaml';
import { tool } from './meta.js';
import { tomlToYamlState } from './state.js';
import { tomlToYaml } from './toml-to-yaml.js';

describe('tomlToYaml', () => {
  it('converts the TOML v1.0.0 front-page example (https://toml.io/en/v1.0.0)', () => {
    const yaml = tomlToYaml(String(tool.examples?.[0]?.state.input)).output;
    expect(parse(yaml)).toEqual({
      title: 'TOML Example',
      owner: { name: 'Tom Preston-Werner', dob: '1979-05-27T07:32:00-08:00' },
      database: { enabled: true, ports: [8000, 8001, 8002], data: [['delta', 'phi'], [3.14]], temp_targets: { cpu: 79.5, case: 72.0 } },
      servers: { alpha: { ip: '10.0.0.1', role: 'frontend' }, beta: { ip: '10.0.0.2', role: 'backend' } },
    });
    expect(yaml).toMatch(/^owner:\n {2}name: Tom Preston-Werner\n {2}dob: 1979-05-27T07:32:00-08:00\n/m);
  });
  it('writes the spec\'s Array of Tables example as a YAML list, indented as asked', () => {
    const toml = '[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]\n\n[[products]]\nname = "Nail"\nsku = 284758393\ncolor = "gray"\n';
    expect(tomlToYaml(toml, { indent: 4 }).output).toBe('products:\n    - name: Hammer\n      sku: 738594937\n    - {}\n    - name: Nail\n      sku: 284758393\n      color: gray\n');
  });
  it('keeps 64-bit integers exact and writes inf/nan as .inf/.nan (spec Integer, Float)', () => {
    expect(tomlToYaml('max = 9223372036854775807\nsf1 = inf\nsf3 = -inf\nsf4 = nan\n').output).toBe('max: 9223372036854775807\nsf1: .inf\nsf3: -.inf\nsf4: .nan\n');
  });
  it('reports bad TOML with its line and column', () => {
    // "Defining a table more than once is invalid." (Table)
    const error = expectToolInputError(() => tomlToYaml('[fruit]\napple = "red"\n\n[fruit]\norange = "orange"\n'));
    expect(error.line).toBe(4);
    expect(error.message).toMatch(/^Line 4, column \d+: /);
  });
  it('round-trips TOML values (fast-check)', () => {
    const leaf = fc.oneof(fc.boolean(), fc.integer(), fc.string());
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(leaf, fc.array(leaf, { maxLength: 3 }))), (v) => {
        const toml = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)} = ${JSON.stringify(x).replace(/\\u007f/g, '\\u007F')}`).join('\n');
        expect(parse(tomlToYaml(toml).output) ?? {}).toEqual(v);
      }),
      { numRuns: 200 },
    );
  });
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, tomlToYamlState);
    for (const { state } of tool.examples ?? []) expect(tomlToYaml(String(state.input)).output).not.toBe('');
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => tomlToYaml(s));
    fuzzToolFunction((o: { s: string; indent: number }) => tomlToYaml(o.s, { indent: o.indent }), fc.record({ s: fc.constantFrom('a = 1', '[[x]]'), indent: fc.integer({ min: -1, max: 10 }) }));
  });
});
