import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { tool } from './meta.js';
import { yamlToTomlState } from './state.js';
import { yamlToToml } from './yaml-to-toml.js';
import { tomlToJson } from '../toml-to-json/toml-to-json.js';

const viaToml = (yaml: string) => JSON.parse(tomlToJson(yamlToToml(yaml).output).output) as unknown;

describe('yamlToToml', () => {
  it('writes YAML spec example 2.3 (sequences in a mapping) as TOML arrays', () => {
    // https://yaml.org/spec/1.2.2/#example-mapping-scalars-to-sequences
    const yaml = 'american:\n- Boston Red Sox\n- Detroit Tigers\nnational:\n- New York Mets\n- Chicago Cubs\n';
    expect(yamlToToml(yaml).output).toBe('american = [ "Boston Red Sox", "Detroit Tigers" ]\nnational = [ "New York Mets", "Chicago Cubs" ]\n');
  });
  it('writes spec example 2.12 (compact nested mapping) inside a table as an array of tables', () => {
    const yaml = 'purchases:\n# Products purchased\n- item    : Super Hoop\n  quantity: 1\n- item    : Basketball\n  quantity: 4\n';
    expect(yamlToToml(yaml).output).toBe('[[purchases]]\nitem = "Super Hoop"\nquantity = 1\n\n[[purchases]]\nitem = "Basketball"\nquantity = 4\n');
  });
  it('resolves anchors, aliases and merge keys; keeps .inf (TOML has inf)', () => {
    expect(viaToml('base: &b {host: localhost}\ndev:\n  <<: *b\n  db: dev\nlimit: .inf\n'.replace('limit: .inf\n', ''))).toEqual({ base: { host: 'localhost' }, dev: { host: 'localhost', db: 'dev' } });
    expect(yamlToToml('limit: -.inf\nratio: .nan\n').output).toBe('limit = -inf\nratio = nan\n');
  });
  it('names the path of what TOML cannot hold', () => {
    // YAML spec example 2.21: `null:` holds a null.
    expect(expectToolInputError(() => yamlToToml("null:\nbooleans: [ true, false ]\nstring: '012345'\n")).message).toBe('null is null, and TOML has no null: remove it or give it a value.');
    expect(expectToolInputError(() => yamlToToml('- Mark McGwire\n- Sammy Sosa\n')).message).toMatch(/top level.*an array/);
    expect(expectToolInputError(() => yamlToToml('a: 1\n---\nb: 2\n')).message).toBe('The YAML holds 2 documents (separated by ---), but only one can be converted here.');
    expect(expectToolInputError(() => yamlToToml('a: [1\n')).message).toMatch(/^Line 2, column 1: /);
  });
  it('round-trips tables without nulls (fast-check)', () => {
    const leaf = fc.oneof(fc.boolean(), fc.integer(), fc.string());
    const value = fc.dictionary(fc.string(), fc.oneof(leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(fc.string(), leaf, { maxKeys: 3 })));
    fc.assert(
      fc.property(value, (v) => {
        const yaml = Object.keys(v).length === 0 ? '{}' : JSON.stringify(v); // JSON is YAML 1.2
        expect(JSON.parse(tomlToJson(yamlToToml(yaml, { dates: false }).output).output)).toEqual(v);
      }),
      { numRuns: 200 },
    );
  });
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, yamlToTomlState);
    for (const { state } of tool.examples ?? []) expect(yamlToToml(String(state.input)).output).not.toBe('');
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => yamlToToml(s));
    fuzzToolFunction((s: string) => yamlToToml(s, { dates: false }), fc.json());
  });
});
