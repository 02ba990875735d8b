import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { tool } from './meta.js';
import { tomlToJsonState } from './state.js';
import { tomlToJson } from './toml-to-json.js';

const toValue = (toml: string) => JSON.parse(tomlToJson(toml).output) as unknown;

// Examples from the TOML v1.0.0 specification (https://toml.io/en/v1.0.0); where the spec gives the
// JSON equivalent it is quoted, otherwise the value the spec states in prose or comments.
describe('tomlToJson: TOML v1.0.0 spec examples', () => {
  it('the front-page example', () => {
    const toml = String(tool.examples?.[0]?.state.input);
    expect(toValue(toml)).toEqual({
      title: 'TOML Example',
      owner: { name: 'Tom Preston-Werner', dob: '1979-05-27T07:32:00-08:00' },
      database: { enabled: true, ports: [8000, 8001, 8002], data: [['delta', 'phi'], [3.14]], temp_targets: { cpu: 79.5, case: 72.0 } },
      servers: { alpha: { ip: '10.0.0.1', role: 'frontend' }, beta: { ip: '10.0.0.2', role: 'backend' } },
    });
  });
  it('Table: dotted and quoted keys ({ "dog": { "tater.man": { "type": { "name": "pug" } } } })', () => {
    expect(toValue('[dog."tater.man"]\ntype.name = "pug"\n')).toEqual({ dog: { 'tater.man': { type: { name: 'pug' } } } });
  });
  it('Array of Tables: products', () => {
    const toml = '[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]  # empty table within the array\n\n[[products]]\nname = "Nail"\nsku = 284758393\n\ncolor = "gray"\n';
    expect(toValue(toml)).toEqual({ products: [{ name: 'Hammer', sku: 738594937 }, {}, { name: 'Nail', sku: 284758393, color: 'gray' }] });
  });
  it('Integer: signs, underscores, hex, octal, binary', () => {
    expect(toValue('int1 = +99\nint2 = 42\nint3 = 0\nint4 = -17\nint5 = 1_000\nhex1 = 0xDEADBEEF\noct1 = 0o01234567\nbin1 = 0b11010110\n')).toEqual({
      int1: 99, int2: 42, int3: 0, int4: -17, int5: 1000, hex1: 3735928559, oct1: 342391, bin1: 214,
    });
  });
  it('Integer: 64-bit integers stay exact', () => {
    expect(tomlToJson('max = 9_223_372_036_854_775_807\nmin = -9_223_372_036_854_775_808\n', { indent: 0 }).output).toBe('{"max":9223372036854775807,"min":-9223372036854775808}\n');
  });
  it('Float', () => {
    expect(toValue('flt1 = +1.0\nflt2 = 3.1415\nflt3 = -0.01\nflt4 = 5e+22\nflt5 = 1e06\nflt6 = -2E-2\nflt7 = 6.626e-34\nflt8 = 224_617.445_991_228\n')).toEqual({
      flt1: 1, flt2: 3.1415, flt3: -0.01, flt4: 5e22, flt5: 1e6, flt6: -0.02, flt7: 6.626e-34, flt8: 224617.445991228,
    });
  });
  it('Offset Date-Time, Local Date-Time, Local Date, Local Time become ISO 8601 strings', () => {
    const toml = 'odt1 = 1979-05-27T07:32:00Z\nodt2 = 1979-05-27T00:32:00-07:00\nodt3 = 1979-05-27T00:32:00.999-07:00\nodt4 = 1979-05-27 07:32:00Z\nldt1 = 1979-05-27T07:32:00\nld1 = 1979-05-27\nlt1 = 07:32:00\nlt2 = 00:32:00.999\n';
    expect(toValue(toml)).toEqual({
      odt1: '1979-05-27T07:32:00Z', odt2: '1979-05-27T00:32:00-07:00', odt3: '1979-05-27T00:32:00.999-07:00', odt4: '1979-05-27T07:32:00Z',
      ldt1: '1979-05-27T07:32:00', ld1: '1979-05-27', lt1: '07:32:00', lt2: '00:32:00.999',
    });
  });
  it('String: escapes and multi-line strings', () => {
    expect(toValue('str = "I\'m a string. \\"You can quote me\\". Name\\tJos\\u00E9\\nLocation\\tSF."\nstr1 = """\nRoses are red\nViolets are blue"""\n')).toEqual({
      str: 'I\'m a string. "You can quote me". Name\tJosé\nLocation\tSF.',
      str1: 'Roses are red\nViolets are blue',
    });
  });
  it('inf and nan are refused with their path', () => {
    expect(expectToolInputError(() => tomlToJson('[float]\nsf1 = inf\n')).message).toBe('float.sf1 is infinity, which JSON cannot hold.');
  });
  it('invalid TOML from the spec is refused with its line and column', () => {
    // "Defining a key multiple times is invalid." (Keys)
    const error = expectToolInputError(() => tomlToJson('name = "Tom"\nname = "Pradyun"\n'));
    expect(error.message).toMatch(/^Line 2, column 1: /);
    expect([error.line, error.column]).toEqual([2, 1]);
    // "Integer values … leading zeros are not allowed."
    expect(expectToolInputError(() => tomlToJson('a = 1\nb = 007\n')).message).toMatch(/^Line 2, column 5: leading zeroes/);
  });
});

describe('tomlToJson', () => {
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, tomlToJsonState);
    for (const { state } of tool.examples ?? []) expect(tomlToJson(String(state.input)).output).not.toBe('');
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => tomlToJson(s));
    fuzzToolFunction((o: { s: string; indent: number }) => tomlToJson(o.s, { indent: o.indent }), fc.record({ s: fc.constantFrom('a = 1', 'a = nan', '[[x]]'), indent: fc.integer({ min: -1, max: 10 }) }));
  });
});
