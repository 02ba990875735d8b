import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { parse } from 'smol-toml';
import { tool } from './meta.js';
import { jsonToTomlState } from './state.js';
import { jsonToToml } from './json-to-toml.js';
import { tomlToJson } from '../toml-to-json/toml-to-json.js';

/** False for integers JavaScript writes without an exponent that are beyond TOML's 64-bit integers. */
const fitsToml = (d: number) => !Number.isInteger(d) || /e/.test(String(d)) || (BigInt(d) >= -(2n ** 63n) && BigInt(d) < 2n ** 63n);

describe('jsonToToml', () => {
  it('writes the JSON of the TOML spec\'s "Array of Tables" example as [[products]] tables', () => {
    // https://toml.io/en/v1.0.0#array-of-tables
    const json = '{ "products": [ { "name": "Hammer", "sku": 738594937 }, { }, { "name": "Nail", "sku": 284758393, "color": "gray" } ] }';
    expect(jsonToToml(json).output).toBe('[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]\n\n[[products]]\nname = "Nail"\nsku = 284758393\ncolor = "gray"\n');
  });
  it('writes the JSON of the spec\'s "Table" example with quoted keys', () => {
    const toml = jsonToToml('{ "dog": { "tater.man": { "type": { "name": "pug" } } } }').output;
    expect(toml).toBe('[dog."tater.man".type]\nname = "pug"\n');
    expect(parse(toml)).toEqual({ dog: { 'tater.man': { type: { name: 'pug' } } } });
  });
  it('writes ISO 8601 strings as TOML dates, or keeps them as strings', () => {
    expect(jsonToToml('{"dob": "1979-05-27T07:32:00-08:00", "day": "1979-05-27"}').output).toMatch(/^dob = 1979-05-27T07:32:00(\.000)?-08:00\nday = 1979-05-27\n$/);
    expect(jsonToToml('{"day": "1979-05-27"}', { dates: false }).output).toBe('day = "1979-05-27"\n');
  });
  it('names the path of what TOML cannot hold', () => {
    expect(expectToolInputError(() => jsonToToml('{"server": {"ports": [80, 443, null]}}')).message).toBe('server.ports[2] is null, and TOML has no null: remove it or give it a value.');
    expect(expectToolInputError(() => jsonToToml('[1, 2]')).message).toBe('TOML needs a table (key = value pairs) at the top level, but this is an array.');
    expect(expectToolInputError(() => jsonToToml('{"a": 1,}x')).message).toMatch(/^Line 1, column 10: /);
  });
  it('round-trips objects without nulls through TOML (fast-check)', () => {
    const noNull: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, fc.boolean(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }).filter(fitsToml), fc.string(), fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(fc.string(), tie('v'), { maxKeys: 4 })),
    })).v;
    fc.assert(
      fc.property(fc.dictionary(fc.string(), noNull), (value) => {
        const json = JSON.stringify(value);
        expect(JSON.parse(tomlToJson(jsonToToml(json, { dates: false }).output).output)).toEqual(JSON.parse(json));
      }),
      { numRuns: 200 },
    );
  });
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, jsonToTomlState);
    for (const { state } of tool.examples ?? []) expect(jsonToToml(String(state.input)).output).not.toBe('');
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => jsonToToml(s));
    fuzzToolFunction((s: string) => jsonToToml(s, { dates: false }), fc.json());
  });
});
