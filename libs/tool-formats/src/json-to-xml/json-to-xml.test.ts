import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { tool } from './meta.js';
import { jsonToXmlState } from './state.js';
import { jsonToXml, type JsonToXmlOptions } from './json-to-xml.js';
import { xmlToJson } from '../xml-to-json/xml-to-json.js';

const DECL = '<?xml version="1.0" encoding="UTF-8"?>\n';

// Conventions: fast-xml-parser's documented builder defaults ("@_" attributes, "#text", arrays as
// repeated elements, cdataPropName); XML 1.0 §2.4 escaping of "<" and "&" in character data.
describe('jsonToXml', () => {
  it('writes attributes, text, repeated elements and CDATA', () => {
    const json = '{"catalog": {"book": [{"@_id": "bk101", "title": "A & B"}, {"@_id": "bk102", "title": {"#cdata": "Midnight <Rain>"}}]}}';
    expect(jsonToXml(json, { indent: 0, declaration: false }).output).toBe(
      '<catalog><book id="bk101"><title>A &amp; B</title></book><book id="bk102"><title><![CDATA[Midnight <Rain>]]></title></book></catalog>\n',
    );
    expect(jsonToXml('{"a": {"@_x": "1", "#text": "t"}}').output).toBe(`${DECL}<a x="1">t</a>\n`);
    // Indented output keeps a lone CDATA section inline, so no whitespace is added to the element's text.
    expect(jsonToXml('{"r": {"t": {"#cdata": "a\\n]]>b"}, "u": 1}}', { declaration: false }).output).toBe('<r>\n  <t><![CDATA[a\n]]]]><![CDATA[>b]]></t>\n  <u>1</u>\n</r>\n');
  });
  it('indents, and adds a root element when needed', () => {
    expect(jsonToXml('{"name": "Ada", "langs": ["en", "fr"]}', { rootName: 'person', declaration: false }).output).toBe(
      '<person>\n  <name>Ada</name>\n  <langs>en</langs>\n  <langs>fr</langs>\n</person>\n',
    );
    expect(jsonToXml('{"a": [1, 2]}', { indent: 0, declaration: false }).output).toBe('<root><a>1</a><a>2</a></root>\n');
    const arr = jsonToXml('[1, null]', { indent: 0, declaration: false });
    expect(arr.output).toBe('<root><item>1</item><item></item></root>\n');
    expect(arr.warnings).toHaveLength(1);
    expect(jsonToXml('"hi"', { indent: 0, declaration: false }).output).toBe('<root>hi</root>\n');
  });
  it('writes grouped attributes and namespaced names', () => {
    expect(jsonToXml('{"soap:Envelope": {"@": {"xmlns:soap": "http://www.w3.org/2003/05/soap-envelope"}, "soap:Body": ""}}', { attributesGroup: '@', attributePrefix: '', indent: 0, declaration: false }).output).toBe(
      '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body></soap:Body></soap:Envelope>\n',
    );
  });
  it('escapes attribute values and keeps "]]>" inside CDATA valid', () => {
    const xml = jsonToXml('{"a": {"@_t": "x\\"<&", "#cdata": "1]]>2"}}').output;
    expect(JSON.parse(xmlToJson(xml).output)).toEqual({ a: { '@_t': 'x"<&', '#text': '1]]>2' } });
  });
  it('names the path of what XML cannot hold', () => {
    expect(expectToolInputError(() => jsonToXml('[{"1st": 1}]')).message).toMatch(/^\[0\]\["1st"\]: "1st" is not a valid XML element name/);
    expect(expectToolInputError(() => jsonToXml('{"items": [{"1st": 1}]}')).message).toMatch(/^items\[0\]\["1st"\]: "1st" is not a valid XML element name/);
    expect(expectToolInputError(() => jsonToXml('{"a": {"@_b c": 1}}')).message).toMatch(/^a\["@_b c"\]: "b c" is not a valid XML attribute name/);
    expect(expectToolInputError(() => jsonToXml('{"a": [[1]]}')).message).toMatch(/^a\[0\] is an array inside an array/);
    expect(expectToolInputError(() => jsonToXml('{"a": {"@_x": {}}}')).message).toMatch(/^a\["@_x"\] is an attribute/);
    expect(expectToolInputError(() => jsonToXml('{"a": "\\u0000"}')).message).toBe('a holds character U+0000, which XML 1.0 cannot hold.');
    expect(expectToolInputError(() => jsonToXml('{"a": 1,}x')).message).toMatch(/^Line 1, column 10: /);
    expect(expectToolInputError(() => jsonToXml('{"a": 1}', { rootName: '1x' })).message).toMatch(/root element name/);
    expect(expectToolInputError(() => jsonToXml('{"a": 1}', { attributePrefix: '' })).message).toMatch(/attribute prefix/);
  });
  const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,6}$/);
  const clean = (s: string) => s === s.trim() && !/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u.test(s);
  const roundTrip = (leaf: fc.Arbitrary<unknown>, options: JsonToXmlOptions, parseValues: boolean) => {
    const attrs = fc.dictionary(name.map((n) => `${options.attributePrefix ?? '@_'}${n}`), leaf, { maxKeys: 3 });
    const { obj } = fc.letrec<{ obj: Record<string, unknown>; value: unknown }>((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, leaf, tie('obj'), fc.array(fc.oneof(leaf, tie('obj')), { minLength: 2, maxLength: 3 })),
      obj: fc.tuple(attrs, fc.dictionary(name, tie('value'), { maxKeys: 4 })).map(([a, c]) => ({ ...a, ...c })).filter((o) => Object.keys(o).length > 0),
    }));
    fc.assert(
      fc.property(name, obj, fc.integer({ min: 0, max: 4 }), (root, value, indent) => {
        const json = JSON.stringify({ [root]: value });
        const xml = jsonToXml(json, { ...options, indent }).output;
        expect(JSON.parse(xmlToJson(xml, { ...options, parseValues }).output)).toEqual(JSON.parse(json));
      }),
      { numRuns: 200 },
    );
  };
  it('round-trips JSON of strings through XML and back (fast-check)', () => {
    roundTrip(fc.string().filter(clean), {}, false);
  });
  it('round-trips numbers, booleans and strings with values read back (fast-check)', () => {
    const text = fc.string().filter((s) => clean(s) && !/^-?\d/.test(s) && s !== 'true' && s !== 'false');
    const num = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Object.is(d, -0)));
    roundTrip(fc.oneof(text, num, fc.boolean()), { attributePrefix: '$' }, true);
  });
  it('converts a 5 MB document', () => {
    const json = JSON.stringify({ rows: { row: Array.from({ length: 70_000 }, (_, i) => ({ '@_id': i, name: `item ${i}`, tags: ['a', 'b'] })) } });
    expect(json.length).toBeGreaterThan(3_500_000);
    const xml = jsonToXml(json, { indent: 0, declaration: false }).output;
    expect(xml.length).toBeGreaterThan(4_000_000);
    expect(xml.endsWith('<row id="69999"><name>item 69999</name><tags>a</tags><tags>b</tags></row></rows>\n')).toBe(true);
  });
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, jsonToXmlState);
    for (const { state } of tool.examples ?? []) {
      const { input, ...options } = state as unknown as JsonToXmlOptions & { input: string };
      expect(jsonToXml(input, options).output).not.toBe('');
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => jsonToXml(s));
    fuzzToolFunction((s: string) => jsonToXml(s), fc.json());
    const options = fc.record({
      attributePrefix: fc.string({ maxLength: 12 }),
      attributesGroup: fc.string({ maxLength: 4 }),
      rootName: fc.string({ maxLength: 5 }),
      indent: fc.integer({ min: -1, max: 9 }),
      declaration: fc.boolean(),
      layout: fc.constantFrom('fast-xml-parser' as const, 'xml-js' as const),
    });
    fuzzToolFunction(([json, o]: [string, JsonToXmlOptions]) => jsonToXml(json, o), fc.tuple(fc.json(), options));
  });
});
