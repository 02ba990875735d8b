import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { tool } from './meta.js';
import { xmlToJsonState } from './state.js';
import { isXmlName, xmlToJson, type XmlToJsonOptions } from './xml-to-json.js';

const toJson = (xml: string, options?: XmlToJsonOptions): unknown => JSON.parse(xmlToJson(xml, options).output);

// Conventions: fast-xml-parser's documented defaults (README "XML to JSON"): attributes as
// "@_name", element text as "#text", repeated elements as arrays, CDATA under cdataPropName.
describe('xmlToJson', () => {
  // The W3C XML 1.0 spec §2.8 prolog / §3.1 start-tags; the "books" sample of MSDN.
  const books = `<?xml version="1.0"?>
<catalog>
   <book id="bk101">
      <author>Gambardella, Matthew</author>
      <title>XML Developer's Guide</title>
      <price>44.95</price>
   </book>
   <book id="bk102">
      <author>Ralls, Kim</author>
      <title>Midnight Rain</title>
      <price>5.95</price>
   </book>
</catalog>`;
  it('reads attributes with a prefix, repeated elements as arrays, numbers as numbers', () => {
    expect(toJson(books)).toEqual({
      catalog: {
        book: [
          { '@_id': 'bk101', author: 'Gambardella, Matthew', title: "XML Developer's Guide", price: 44.95 },
          { '@_id': 'bk102', author: 'Ralls, Kim', title: 'Midnight Rain', price: 5.95 },
        ],
      },
    });
  });
  it('groups attributes under a key, or uses another prefix', () => {
    expect(toJson('<a id="1" x="y">t</a>', { attributesGroup: '@', attributePrefix: '' })).toEqual({ a: { '@': { id: 1, x: 'y' }, '#text': 't' } });
    expect(toJson('<a id="1">t</a>', { attributePrefix: '$' })).toEqual({ a: { $id: 1, '#text': 't' } });
  });
  it('keeps values as strings when asked (no hex, no leading zeros, exact big integers)', () => {
    expect(toJson('<r><a>007</a><b>0x1F</b><c>true</c><d>12</d></r>', { parseValues: false })).toEqual({ r: { a: '007', b: '0x1F', c: 'true', d: '12' } });
    expect(toJson('<r><a>007</a><b>0x1F</b><c>true</c><d>-1.5e3</d></r>')).toEqual({ r: { a: '007', b: '0x1F', c: true, d: -1500 } });
    expect(xmlToJson('<r>123456789012345678901234567890</r>', { indent: 0 }).output).toBe('{"r":123456789012345678901234567890}\n');
    expect(xmlToJson('<r>1e400</r>', { indent: 0 }).output).toBe('{"r":"1e400"}\n');
  });
  it('makes chosen elements, or all, always arrays', () => {
    expect(toJson('<r><item>1</item></r>', { arrays: 'tags', arrayTags: 'item, other' })).toEqual({ r: { item: [1] } });
    expect(toJson('<r><item>1</item></r>', { arrays: 'all' })).toEqual({ r: [{ item: [1] }] });
  });
  it('merges CDATA into the text or keeps it under #cdata', () => {
    // XML 1.0 §2.7: the CDATA section's content is character data, "<greeting>" not markup.
    const xml = '<x><![CDATA[<greeting>Hello, world!</greeting>]]></x>';
    expect(toJson(xml)).toEqual({ x: '<greeting>Hello, world!</greeting>' });
    expect(toJson(xml, { cdata: 'key' })).toEqual({ x: { '#cdata': '<greeting>Hello, world!</greeting>' } });
  });
  it('keeps namespace prefixes in names', () => {
    // SOAP 1.2 Part 0 §2.1 example shape.
    const xml = '<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Body><m:alert xmlns:m="http://example.org/alert"><m:msg>Pick up Mary</m:msg></m:alert></env:Body></env:Envelope>';
    expect(toJson(xml)).toEqual({
      'env:Envelope': { '@_xmlns:env': 'http://www.w3.org/2003/05/soap-envelope', 'env:Body': { 'm:alert': { '@_xmlns:m': 'http://example.org/alert', 'm:msg': 'Pick up Mary' } } },
    });
  });
  it('expands predefined and character entities, never external ones', () => {
    // XML 1.0 §4.6 predefined entities, §4.1 character references.
    expect(toJson('<a>&lt;&gt;&amp;&apos;&quot;&#65;&#x42;</a>')).toEqual({ a: '<>&\'"AB' });
    const xxe = '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><a>&xxe;</a>';
    let out = '';
    try {
      out = xmlToJson(xxe).output;
    } catch (e) {
      expect(e).toBeInstanceOf(Error);
    }
    expect(out).not.toMatch(/root:/);
    let compact = '';
    try {
      compact = xmlToJson(xxe, { layout: 'xml-js' }).output;
    } catch (e) {
      expect(e).toBeInstanceOf(Error);
    }
    expect(compact).not.toMatch(/root:/);
  });
  it('says where the XML is malformed (line and column)', () => {
    const e1 = expectToolInputError(() => xmlToJson('<a><b></a>'));
    expect(e1.message).toMatch(/^Line 1, column 7: .*closing tag/);
    const e2 = expectToolInputError(() => xmlToJson('<a>\n  <b x=1/></a>'));
    expect(e2.message).toMatch(/^Line 2, column 6: /);
    expect(expectToolInputError(() => xmlToJson('<a>')).message).toMatch(/^Line 1, column 1: Unclosed tag 'a'/);
    expect(expectToolInputError(() => xmlToJson('<a>\u0001</a>')).message).toBe('Line 1, column 4: character U+0001 is not allowed in XML.');
    expect(expectToolInputError(() => xmlToJson('   ')).message).toMatch(/empty/);
    expect(expectToolInputError(() => xmlToJson('<a/>', { indent: 9 })).message).toMatch(/indent/);
  });
  it('checks XML names (XML 1.0 §2.3)', () => {
    for (const ok of ['a', '_x', 'soap:Body', 'é-1.2', 'ns:a_b']) expect(isXmlName(ok)).toBe(true);
    for (const bad of ['', '1a', '-a', 'a b', 'a<', '.x']) expect(isXmlName(bad)).toBe(false);
  });
  it('converts a multi-MB (3.4 MB) document', () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => `<row id="${i}"><name>item ${i}</name><ok>true</ok></row>`).join('');
    const xml = `<rows>${rows}</rows>`;
    expect(xml.length).toBeGreaterThan(3_000_000);
    const value = JSON.parse(xmlToJson(xml, { indent: 0 }).output) as { rows: { row: { '@_id': number; name: string; ok: boolean }[] } };
    expect(value.rows.row).toHaveLength(60_000);
    expect(value.rows.row[59_999]).toEqual({ '@_id': 59_999, name: 'item 59999', ok: true });
  });
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, xmlToJsonState);
    for (const { state } of tool.examples ?? []) {
      const { input, ...options } = state as unknown as XmlToJsonOptions & { input: string };
      expect(xmlToJson(input, options).output).not.toBe('');
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => xmlToJson(s));
    const xmlish = fc
      .array(fc.constantFrom('<a>', '</a>', '<b x="1">', '</b>', '<c/>', '<![CDATA[x]]>', '&amp;', '&#0;', '&#x110000;', '<!DOCTYPE a [<!ENTITY e "x&e;">]>', '&e;', '7', 'true', ' ', '\n', '<?xml version="1.0"?>', '<!-- c -->', '<a:b xmlns:a="u">', '</a:b>', '<__proto__>', '</__proto__>', '<constructor>', '<?go x?>', '<!DOCTYPE a>', '<_text>', '</_text>', '<!---->'), { maxLength: 20 })
      .map((a) => a.join(''));
    fuzzToolFunction((s: string) => xmlToJson(s), xmlish, 500);
    const options = fc.record({
      attributePrefix: fc.string({ maxLength: 12 }),
      attributesGroup: fc.string({ maxLength: 4 }),
      arrays: fc.constantFrom('auto', 'all', 'tags') as fc.Arbitrary<'auto' | 'all' | 'tags'>,
      arrayTags: fc.string(),
      cdata: fc.constantFrom('text', 'key') as fc.Arbitrary<'text' | 'key'>,
      parseValues: fc.boolean(),
      indent: fc.integer({ min: -1, max: 9 }),
      layout: fc.constantFrom('fast-xml-parser' as const, 'xml-js' as const),
    });
    fuzzToolFunction(([xml, o]: [string, XmlToJsonOptions]) => xmlToJson(xml, o), fc.tuple(xmlish, options));
  });
});
