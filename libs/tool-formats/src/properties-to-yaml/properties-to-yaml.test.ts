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

// Spring Boot reference, "Externalized Configuration": https://docs.spring.io/spring-boot/reference/features/external-config.html
// ("Mapping YAML to Properties", "Binding Maps", "Merging Complex Types"); bracket keys with dots: spring-boot issue #23390.
describe('propertiesToYaml: Spring Boot indexed properties', () => {
  it('"Mapping YAML to Properties": my.servers[0], my.servers[1] are the YAML list my.servers', () => {
    const text = 'my.servers[0]=dev.example.com\nmy.servers[1]=another.example.com\n';
    expect(propertiesToYaml(text).output).toBe('my:\n  servers:\n    - dev.example.com\n    - another.example.com\n');
    expect(value('management.endpoints.web.exposure.include[0]=health\nmanagement.endpoints.web.exposure.include[1]=info\n')).toEqual({
      management: { endpoints: { web: { exposure: { include: ['health', 'info'] } } } },
    });
  });
  it('"Merging Complex Types": my.list[0].name, my.list[0].description are a list of mappings', () => {
    expect(value('my.list[0].name=my name\nmy.list[0].description=my description\nmy.list[1].name=another name\n')).toEqual({
      my: { list: [{ name: 'my name', description: 'my description' }, { name: 'another name' }] },
    });
  });
  it('"Binding Maps": bracketed keys stay map keys with their brackets, dots inside brackets included', () => {
    // The documentation's YAML: my: map: {"[/key1]": "value1", "[/key2]": "value2", "/key3": "value3"}.
    expect(value('my.map[/key1]=value1\nmy.map[/key2]=value2\nmy.map./key3=value3\n')).toEqual({ my: { map: { '[/key1]': 'value1', '[/key2]': 'value2', '/key3': 'value3' } } });
    expect(value('example.properties.alpha.bravo=one\nexample.properties.[charlie.delta]=two\n')).toEqual({ example: { properties: { alpha: { bravo: 'one' }, '[charlie.delta]': 'two' } } });
  });
  it('orders items by index, reads a.[0] as a[0], nests lists, and types values when asked', () => {
    expect(value('a[1]=y\na.[0]=x\n')).toEqual({ a: ['x', 'y'] });
    expect(value('m[0][1]=b\nm[0][0]=a\nm[1][0]=c\n')).toEqual({ m: [['a', 'b'], ['c']] });
    expect(value('ports[0]=8080\nports[1]=8081\nflags[0]=true\n', { keepStrings: false })).toEqual({ ports: [8080, 8081], flags: [true] });
  });
  it('keeps indexes that are not a plain list as "[n]" keys (Spring Boot binds a: {"[0]": x} as a[0]), with a note', () => {
    const gap = propertiesToYaml('a[0]=x\na[2]=z\n');
    expect(parseYaml(gap.output)).toEqual({ a: { '[0]': 'x', '[2]': 'z' } });
    expect(gap.warnings[0]).toMatch(/^"a\[0\]": the indexes under "a" are not a plain list/);
    expect(value('a[0]=x\na.b=y\n')).toEqual({ a: { '[0]': 'x', b: 'y' } });
    expect(value('a[01]=x\n')).toEqual({ a: { '[01]': 'x' } });
    // An item with a value and keys under it.
    expect(value('a[0]=x\na[0].b=y\n')).toEqual({ a: { '[0]': 'x', '[0].b': 'y' } });
    // A key with a value and indexes under it: the indexed keys stay flat beside it.
    expect(value('a=1\na[0]=x\n')).toEqual({ a: '1', 'a[0]': 'x' });
    // The top level stays a mapping; an unclosed bracket is plain text.
    expect(value('[0]=x\nb[1=y\n')).toEqual({ '[0]': 'x', 'b[1': 'y' });
  });
  it('any nesting of mappings and lists → Spring Boot properties → YAML gives it back (fast-check)', () => {
    type Tree = string | Tree[] | { [key: string]: Tree };
    const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.string({ unit: 'grapheme-ascii', maxLength: 8 }),
        fc.array(tie('tree'), { minLength: 1, maxLength: 3 }),
        fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9-]{0,5}$/), tie('tree'), { minKeys: 1, maxKeys: 3 }),
      ),
    }));
    // Spring Boot's YAML → properties mapping: names joined with ".", list items as [i].
    const flatten = (t: Tree, key: string, out: string[]): string[] => {
      if (typeof t === 'string') out.push(`${key}=${t.replace(/\\/g, '\\\\').replace(/^ /, '\\ ')}`);
      else if (Array.isArray(t)) t.forEach((item, i) => flatten(item, `${key}[${i}]`, out));
      else for (const [k, v] of Object.entries(t)) flatten(v, key === '' ? k : `${key}.${k}`, out);
      return out;
    };
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/), tree, { minKeys: 1, maxKeys: 3 }), (data) => {
        expect(parseYaml(propertiesToYaml(flatten(data, '', []).join('\n')).output)).toEqual(data);
      }),
      { numRuns: 200 },
    );
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
