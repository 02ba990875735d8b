import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { jsonToXml, xmlToJson } from './xml.js';

// Vectors: the xml-js README (https://github.com/nashwaan/xml-js#readme): "Quick start" and the
// "Sample Conversions" table, compact column (`{compact: true}`, default key names).
const toCompact = (xml: string): unknown => JSON.parse(xmlToJson(xml, { layout: 'xml-js' }).output);
const fromCompact = (json: unknown, indent = 0, rootName?: string) =>
  jsonToXml(JSON.stringify(json), { layout: 'xml-js', indent, rootName });

const QUICK_START_XML =
  '<?xml version="1.0" encoding="utf-8"?>' +
  '<note importance="high" logged="true">' +
  '    <title>Happy</title>' +
  '    <todo>Work</todo>' +
  '    <todo>Play</todo>' +
  '</note>';
const QUICK_START_COMPACT = {
  _declaration: { _attributes: { version: '1.0', encoding: 'utf-8' } },
  note: { _attributes: { importance: 'high', logged: 'true' }, title: { _text: 'Happy' }, todo: [{ _text: 'Work' }, { _text: 'Play' }] },
};

describe('xml-js compact layout: XML → JSON', () => {
  it('reads the README quick start as its compact output (white space between elements left out)', () => {
    expect(toCompact(QUICK_START_XML)).toEqual(QUICK_START_COMPACT);
    // Key order as xml-js writes it.
    expect(xmlToJson(QUICK_START_XML, { layout: 'xml-js', indent: 0 }).output).toBe(`${JSON.stringify(QUICK_START_COMPACT)}\n`);
  });
  it('reads the "Sample Conversions" table', () => {
    expect(toCompact('<a/>')).toEqual({ a: {} });
    expect(toCompact('<a><b/></a>')).toEqual({ a: { b: {} } });
    expect(toCompact('<a> Hi </a>')).toEqual({ a: { _text: ' Hi ' } });
    expect(toCompact('<a x="1.234" y="It\'s"/>')).toEqual({ a: { _attributes: { x: '1.234', y: "It's" } } });
    expect(toCompact('<?xml version="1.0" encoding="utf-8"?><a/>')).toEqual({
      _declaration: { _attributes: { version: '1.0', encoding: 'utf-8' } },
      a: {},
    });
    // The table's instruction, comment and CDATA rows, inside a root element (a document needs one).
    expect(toCompact('<r><?go there?><!--Hello, World!--><![CDATA[<foo></bar>]]></r>')).toEqual({
      r: { _instruction: { go: 'there' }, _comment: 'Hello, World!', _cdata: '<foo></bar>' },
    });
  });
  it('keeps the DOCTYPE, prolog comments and instructions in document order, and values as strings', () => {
    const xml =
      '<?xml version="1.0"?>\n<?xml-stylesheet href="style.css" type="text/css"?>\n<!-- a -->\n<!DOCTYPE note SYSTEM "Note.dtd">\n<note><n>007</n><b>true</b></note>\n<!-- b -->';
    const value = toCompact(xml) as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['_declaration', '_instruction', '_comment', '_doctype', 'note']);
    expect(value).toEqual({
      _declaration: { _attributes: { version: '1.0' } },
      _instruction: { 'xml-stylesheet': 'href="style.css" type="text/css"' },
      _comment: [' a ', ' b '],
      _doctype: 'note SYSTEM "Note.dtd"',
      note: { n: { _text: '007' }, b: { _text: 'true' } },
    });
  });
  it('turns any key met twice into an array, mixed text included; expands entities', () => {
    expect(toCompact('<m>a<b>x</b>c<b/><!--1--><!--2--></m>')).toEqual({
      m: { _text: ['a', 'c'], b: [{ _text: 'x' }, {}], _comment: ['1', '2'] },
    });
    expect(toCompact('<a t="&lt;&#x41;&quot;">&amp;lt; &#66;</a>')).toEqual({ a: { _attributes: { t: '<A"' }, _text: '&lt; B' } });
  });
  it('refuses an element named like an xml-js key, and malformed XML with its place', () => {
    expect(expectToolInputError(() => xmlToJson('<r><_text>1</_text></r>', { layout: 'xml-js' })).message).toMatch(
      /^The element <_text> \(r\._text\) has the name of an xml-js key/,
    );
    expect(expectToolInputError(() => xmlToJson('<a><b></a>', { layout: 'xml-js' })).message).toMatch(/^Line 1, column 7: /);
  });
});

describe('xml-js compact layout: JSON → XML', () => {
  it('writes the README quick start back as the README shows it (4 spaces)', () => {
    const xml = fromCompact(QUICK_START_COMPACT, 4).output;
    expect(xml).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<note importance="high" logged="true">\n    <title>Happy</title>\n    <todo>Work</todo>\n    <todo>Play</todo>\n</note>\n',
    );
    expect(fromCompact(QUICK_START_COMPACT).output).toBe(`${QUICK_START_XML.replaceAll('    ', '')}\n`);
  });
  it('writes the "Sample Conversions" table back', () => {
    expect(fromCompact({ a: {} }).output).toBe('<a/>\n');
    expect(fromCompact({ a: { b: {} } }).output).toBe('<a><b/></a>\n');
    expect(fromCompact({ a: { _text: ' Hi ' } }).output).toBe('<a> Hi </a>\n');
    expect(fromCompact({ a: { _attributes: { x: '1.234', y: "It's" } } }).output).toBe('<a x="1.234" y="It\'s"/>\n');
    expect(fromCompact({ r: { _instruction: { go: 'there' }, _comment: 'Hello, World!', _cdata: '<foo></bar>' } }).output).toBe(
      '<r><?go there?><!--Hello, World!--><![CDATA[<foo></bar>]]></r>\n',
    );
    // xml-js writes `<?xml?>` for {"_declaration": {}}; XML 1.0 §2.8 needs the version.
    expect(fromCompact({ _declaration: {}, a: null }).output).toBe('<?xml version="1.0"?><a/>\n');
  });
  it('indents elements, keeps elements with text on one line, puts the DOCTYPE before the root', () => {
    const json = { a: { b: { _text: 'x', i: { _text: 'y' } }, c: [{}, 'z', 1, true], _comment: 'k' }, _doctype: 'a' };
    expect(fromCompact(json, 2).output).toBe(
      '<!DOCTYPE a>\n<a>\n  <b>x<i>y</i></b>\n  <c/>\n  <c>z</c>\n  <c>1</c>\n  <c>true</c>\n  <!--k-->\n</a>\n',
    );
  });
  it('escapes text and attributes, splits "]]>" in CDATA', () => {
    const json = { a: { _attributes: { t: 'x"<&>\n\t\r' }, _text: 'a<b>&c\r', _cdata: 'p]]>q' } };
    const xml = fromCompact(json).output;
    expect(xml).toBe('<a t="x&quot;&lt;&amp;>&#xA;&#x9;&#xD;">a&lt;b&gt;&amp;c&#xD;<![CDATA[p]]]]><![CDATA[>q]]></a>\n');
    expect(toCompact(xml)).toEqual({ a: { _attributes: { t: 'x"<&>\n\t\r' }, _text: 'a<b>&c\r', _cdata: ['p]]', '>q'] } });
  });
  it('wraps a top level that is not one element in the root element, with a note', () => {
    const result = fromCompact({ _comment: 'c', a: 1, b: [2, 3] }, 0, 'doc');
    expect(result.output).toBe('<!--c--><doc><a>1</a><b>2</b><b>3</b></doc>\n');
    expect(result.warnings).toEqual([
      'An XML document has one root element, but the top level holds 3 elements: they are written inside <doc>.',
    ]);
    expect(fromCompact({ _text: 'hi' }).output).toBe('<root>hi</root>\n');
  });
  it('refuses what XML cannot hold, naming where', () => {
    const error = (json: unknown) => expectToolInputError(() => fromCompact(json)).message;
    expect(error([1])).toMatch(/^The xml-js layout needs a JSON object at the top level/);
    expect(error({ a: { _comment: 'x--y' } })).toBe('a._comment: a comment cannot contain "--" or end with "-" (XML 1.0 §2.5).');
    expect(error({ a: { _instruction: { go: 'a?>b' } } })).toBe(
      'a._instruction.go: a processing instruction cannot contain "?>" (XML 1.0 §2.6).',
    );
    expect(error({ a: { _instruction: { xml: 'v' } } })).toMatch(/^a\._instruction\.xml: "xml" is not a processing instruction target/);
    expect(error({ a: { _declaration: {} } })).toBe('a._declaration: "_declaration" is only allowed at the top level of the document.');
    expect(error({ a: { _attributes: { x: { y: 1 } } } })).toMatch(/^a\._attributes\.x is an attribute and must be text/);
    expect(error({ a: { 'b c': 1 } })).toMatch(/^a\["b c"\]: "b c" is not a valid XML element name/);
    expect(error({ a: { _text: '\u0000' } })).toBe('a._text holds character U+0000, which XML 1.0 cannot hold.');
    expect(expectToolInputError(() => fromCompact({ a: 1, b: 2 }, 0, '_text')).message).toMatch(/^The root element name cannot be "_text"/);
  });
});

describe('xml-js compact layout: round trips', () => {
  const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9.-]{0,5}$/);
  const xmlText = fc
    .string({ unit: 'grapheme', maxLength: 8 })
    .filter((s) => !/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u.test(s));
  const escape = (s: string) =>
    s
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/\r/g, '&#xD;')
      .replace(/\t/g, '&#x9;')
      .replace(/\n/g, '&#xA;');
  type Node = string | { name: string; attrs: Record<string, string>; children: Node[] } | { comment: string } | { cdata: string };
  // The compact layout keeps the order of keys, not of nodes: documents where the nodes of each
  // key are adjacent, and text is one node per element (two texts would be written side by side).
  const { element } = fc.letrec<{ element: Node; group: Node[] }>((tie) => ({
    group: fc.oneof(
      { depthSize: 'small' },
      xmlText.filter((s) => s.trim() !== '').map((t) => [t]),
      fc.array(
        xmlText.filter((s) => !s.includes('--') && !s.endsWith('-')).map((comment) => ({ comment })),
        { minLength: 1, maxLength: 2 },
      ),
      fc.array(
        xmlText.filter((s) => !s.includes(']]>')).map((cdata) => ({ cdata })),
        { minLength: 1, maxLength: 2 },
      ),
      fc
        .tuple(name, fc.array(tie('element'), { minLength: 1, maxLength: 2 }))
        .map(([n, els]) => els.map((e) => ({ ...(e as object), name: n }) as Node)),
    ),
    element: fc.record({
      name,
      attrs: fc.dictionary(name, xmlText, { maxKeys: 2 }),
      children: fc
        .uniqueArray(tie('group'), {
          maxLength: 4,
          selector: (g) => {
            const n = g[0]!;
            return typeof n === 'string' ? '#text' : 'comment' in n ? '#comment' : 'cdata' in n ? '#cdata' : n.name;
          },
        })
        .map((groups) => groups.flat()),
    }),
  }));
  const write = (n: Node): string => {
    if (typeof n === 'string') return escape(n);
    if ('comment' in n) return `<!--${n.comment}-->`;
    if ('cdata' in n) return `<![CDATA[${n.cdata}]]>`;
    const attrs = Object.entries(n.attrs)
      .map(([k, v]) => ` ${k}="${escape(v)}"`)
      .join('');
    return `<${n.name}${attrs}>${n.children.map(write).join('')}</${n.name}>`;
  };
  it('XML → JSON → XML → JSON gives the same JSON, at any indentation (fast-check)', () => {
    fc.assert(
      fc.property(element, fc.integer({ min: 0, max: 4 }), fc.boolean(), (root, indent, declaration) => {
        const xml = `${declaration ? '<?xml version="1.0" encoding="UTF-8"?>' : ''}${write(root)}`;
        const json = xmlToJson(xml, { layout: 'xml-js' }).output;
        const back = jsonToXml(json, { layout: 'xml-js', indent }).output;
        expect(xmlToJson(back, { layout: 'xml-js' }).output).toBe(json);
      }),
      { numRuns: 300 },
    );
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => xmlToJson(s, { layout: 'xml-js' }));
    fuzzToolFunction((s: string) => jsonToXml(s, { layout: 'xml-js' }), fc.json());
    fuzzToolFunction(
      (v: unknown) => jsonToXml(JSON.stringify(v), { layout: 'xml-js', indent: 2 }),
      fc.dictionary(
        fc.constantFrom('_text', '_cdata', '_comment', '_instruction', '_attributes', '_doctype', '_declaration', 'a', 'b'),
        fc.jsonValue({ maxDepth: 3 }),
        { maxKeys: 4 },
      ),
    );
  });
});
