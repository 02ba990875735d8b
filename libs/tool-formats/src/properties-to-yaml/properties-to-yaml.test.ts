import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { runFormatsJobHere } from '../shared/formats-job.js';
import { tool } from './meta.js';
import { propertiesToYamlState } from './state.js';
import { propertiesToYaml } from './properties-to-yaml.js';

const value = (text: string, options = {}) => parseYaml(propertiesToYaml(text, options).output) as unknown;

// Vectors from the Java SE 8 `Properties.load(Reader)` documentation:
// https://docs.oracle.com/javase/8/docs/api/java/util/Properties.html#load-java.io.Reader-
describe('propertiesToYaml: java.util.Properties.load examples', () => {
  it('"Truth = Beauty", " Truth:Beauty", "Truth :Beauty" all give key "Truth", value "Beauty"', () => {
    for (const line of ['Truth = Beauty', ' Truth:Beauty', 'Truth                    :Beauty', 'Truth Beauty', 'Truth\tBeauty']) {
      expect(value(line)).toEqual({ Truth: 'Beauty' });
    }
  });
  it('continuation lines: "fruits" gives "apple, banana, pear, cantaloupe, watermelon, kiwi, mango"', () => {
    const text = 'fruits                           apple, banana, pear, \\\n                                  cantaloupe, watermelon, \\\n                                  kiwi, mango\n';
    expect(value(text)).toEqual({ fruits: 'apple, banana, pear, cantaloupe, watermelon, kiwi, mango' });
  });
  it('"cheeses" alone gives the empty string', () => {
    expect(value('cheeses\n')).toEqual({ cheeses: '' });
  });
  it('"\\:\\=" is the two-character key ":=" ; escaped spaces stay in the key', () => {
    expect(value('\\:\\=\n')).toEqual({ ':=': '' });
    expect(value('key\\ with\\ spaces = v\n')).toEqual({ 'key with spaces': 'v' });
  });
  it('# and ! comment lines are dropped; "\\uXXXX", \\t \\n escapes are decoded; "\\z" reads as "z"', () => {
    expect(value('# comment\n! another\nname = Jos\\u00e9\\tA\\nB\nx = \\z\n')).toEqual({ name: 'José\tA\nB', x: 'z' });
    expect(propertiesToYaml('# comment\n! another\na = 1\n').warnings).toEqual(['2 comment lines were dropped: the YAML has no comments.']);
  });
  it('a value may contain = and : after the separator', () => {
    expect(value('url = jdbc:mysql://h:3306/db?a=b\n')).toEqual({ url: 'jdbc:mysql://h:3306/db?a=b' });
  });
  it('a malformed \\uXXXX escape is refused with its line and column (Java throws "Malformed \\uxxxx encoding")', () => {
    const error = expectToolInputError(() => propertiesToYaml('a = 1\nb = x\\u12G4\n'));
    expect(error.message).toMatch(/^Line 2, column 6: malformed \\uXXXX escape/);
    expect([error.line, error.column]).toEqual([2, 6]);
    // An escaped backslash before "u" is not an escape.
    expect(value('p = c:\\\\users\n')).toEqual({ p: 'c:\\users' });
  });
});

describe('propertiesToYaml: nesting', () => {
  it('dotted keys become nested mappings, values strings by default', () => {
    expect(propertiesToYaml('a.b.c=1\na.b.d=true\na.e=x\n').output).toBe('a:\n  b:\n    c: "1"\n    d: "true"\n  e: x\n');
  });
  it('types numbers and booleans when asked, keeps leading zeros and other text as strings', () => {
    expect(value('port=8080\nratio=1.5\nbig=2e3\nneg=-7\non=true\noff=false\nzip=007\nword=TRUE\nhuge=12345678901234567890\n', { keepStrings: false })).toEqual({
      port: 8080, ratio: 1.5, big: 2000, neg: -7, on: true, off: false, zip: '007', word: 'TRUE', huge: '12345678901234567890',
    });
  });
  it('a key with a value and keys under it keeps its value; deeper keys become flat dotted keys, with a note', () => {
    const result = propertiesToYaml('a=1\na.b=2\nx.y=3\n');
    expect(parseYaml(result.output)).toEqual({ a: '1', 'a.b': '2', x: { y: '3' } });
    expect(result.warnings[0]).toMatch(/^Line 1: "a" has a value and also keys under it \(e\.g\. "a\.b" on line 2\)/);
    // Order does not matter.
    expect(parseYaml(propertiesToYaml('s.a.b=2\ns.a=1\n').output)).toEqual({ s: { a: '1', 'a.b': '2' } });
  });
  it('a repeated key: the last value wins, with a note', () => {
    const result = propertiesToYaml('k=1\nk=2\n');
    expect(parseYaml(result.output)).toEqual({ k: '2' });
    expect(result.warnings).toEqual(['Line 2: the key "k" was already set on line 1; the last value wins.']);
  });
  it('keeps key order, even for numeric keys', () => {
    expect(propertiesToYaml('list.10=a\nlist.2=b\n').output).toBe('list:\n  "10": a\n  "2": b\n');
  });
  it('refuses a text with no key', () => {
    expect(expectToolInputError(() => propertiesToYaml('# only\n\n')).message).toMatch(/No key=value/);
    expect(expectToolInputError(() => propertiesToYaml('a=1', { indent: 0 })).message).toMatch(/indent/);
  });
  it('runs as a formats job (worker)', () => {
    expect(runFormatsJobHere({ kind: 'properties-to-yaml', input: 'a.b=1', options: {} }).output).toBe('a:\n  b: "1"\n');
  });
});

describe('propertiesToYaml: properties', () => {
  it('any map of simple keys → .properties text → YAML gives the same values back', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
    const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/^ /, '\\ ').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    fc.assert(
      fc.property(fc.dictionary(segment, fc.dictionary(segment, fc.string({ unit: 'binary' }))), (data) => {
        const lines = Object.entries(data).flatMap(([a, inner]) => Object.entries(inner).map(([b, v]) => `${a}.${b} = ${escape(v)}`));
        fc.pre(lines.length > 0);
        const expected = Object.fromEntries(Object.entries(data).filter(([, inner]) => Object.keys(inner).length > 0));
        expect(parseYaml(propertiesToYaml(lines.join('\n')).output)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, propertiesToYamlState);
    for (const { state } of tool.examples ?? []) expect(propertiesToYaml(String(state.input)).output).not.toBe('');
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => propertiesToYaml(s));
    fuzzToolFunction((s: string) => propertiesToYaml(s, { keepStrings: false, indent: 4 }));
  });
  it('converts a 5 MB file', () => {
    const text = Array.from({ length: 120_000 }, (_, i) => `app.section${i % 100}.key${i} = value number ${i}`).join('\n');
    expect(text.length).toBeGreaterThan(5_000_000);
    const out = propertiesToYaml(text, { keepStrings: false }).output;
    expect(out.startsWith('app:\n  section0:\n    key0: value number 0\n')).toBe(true);
  });
});
