import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { xpathTesterTool } from './meta.js';
import { xpathTesterState } from './state.js';
import { parseNamespaceLines, testXPath, xpathNumberToString } from './xpath-tester.js';

// A document written for the examples of XPath 1.0 §2.5 (abbreviated syntax); source in the file.
const DOC = readFileSync(new URL('./testdata/spec-2.5.xml', import.meta.url), 'utf8');
const POM = readFileSync(new URL('../xml-formatter/testdata/pom.xml', import.meta.url), 'utf8');

const values = (xml: string, expression: string, namespaces = '') => {
  const r = testXPath(xml, expression, { namespaces });
  if (r.type !== 'node-set') throw new Error(`not a node-set: ${r.type}`);
  return r.nodes.map((n) => n.value);
};

describe('testXPath on the XPath 1.0 §2.5 examples', () => {
  it('selects what the spec says each abbreviated path selects', () => {
    // "para[1] selects the first para child of the context node"; "para[last()]" the last one.
    expect(values(DOC, '/doc/chapter[2]/para[1]')).toEqual(['w1']);
    expect(values(DOC, '/doc/chapter[2]/para[last()]')).toEqual(['n2']);
    // "*/para selects all para grandchildren of the context node"
    expect(values(DOC, '/doc/*/para')).toEqual(['one', 'w1', 'n1', 'w2', 'w3', 'w4', 'w5', 'n2']);
    // "/doc/chapter[5]/section[2] selects the second section of the fifth chapter of the doc"
    expect(values(DOC, '/doc/chapter[5]/section[2]')).toEqual(['second']);
    // "chapter//para selects the para element descendants of the chapter element children"
    expect(values(DOC, '/doc/chapter//para')).toHaveLength(9);
    // "//olist/item selects all the item elements in the same document that have an olist parent"
    expect(values(DOC, '//olist/item')).toEqual(['i1', 'i2']);
    // "../@lang selects the lang attribute of the parent of the context node"
    expect(values(DOC, '//olist/../../@lang')).toEqual(['en']);
    // "para[@type="warning"][5]" is the fifth warning para; "para[5][@type="warning"]" the fifth para if it is a warning.
    expect(values(DOC, '/doc/chapter[2]/para[@type="warning"][5]')).toEqual(['w5']);
    expect(values(DOC, '/doc/chapter[2]/para[5][@type="warning"]')).toEqual(['w4']);
    expect(values(DOC, '/doc/chapter[2]/para[2][@type="warning"]')).toEqual([]);
    // "chapter[title="Introduction"]" and "chapter[title]"
    expect(values(DOC, '/doc/chapter[title="Introduction"]/@id')).toEqual(['c1']);
    expect(values(DOC, '/doc/chapter[title]/@id')).toEqual(['c1', 'c2', 'c4']);
    // "employee[@secretary and @assistant]"
    expect(values(DOC, '/doc/employee[@secretary and @assistant]')).toEqual(['both']);
  });

  it('returns numbers, strings and booleans by their XPath type', () => {
    expect(testXPath(DOC, 'count(//para)')).toMatchObject({ type: 'number', value: 9, text: '9' });
    expect(testXPath(DOC, 'string(/doc/chapter[1]/title)')).toMatchObject({ type: 'string', value: 'Introduction' });
    expect(testXPath(DOC, 'count(//employee) = 2')).toMatchObject({ type: 'boolean', value: true });
    expect(testXPath(DOC, '1 div 0')).toMatchObject({ type: 'number', text: 'Infinity' });
    expect(testXPath(DOC, 'number("x")')).toMatchObject({ type: 'number', text: 'NaN' });
    expect(xpathNumberToString(1e21)).toBe('1000000000000000000000');
    expect(xpathNumberToString(-0)).toBe('0');
  });

  it('lists each node with a path, its XML and its string-value', () => {
    const r = testXPath(DOC, '/doc/chapter[2]/olist | //@assistant | //comment()');
    expect(r.type === 'node-set' && r.nodes).toEqual([
      {
        path: '/comment()[1]',
        kind: 'comment',
        serialized: expect.stringMatching(/^<!-- Written for/),
        value: expect.stringContaining('Abbreviated Syntax'),
      },
      {
        path: '/doc[1]/chapter[2]/olist[1]',
        kind: 'element',
        serialized: '<olist>\n  <item>i1</item>\n  <item>i2</item>\n</olist>',
        value: 'i1i2',
      },
      { path: '/doc[1]/employee[1]/@assistant', kind: 'attribute', serialized: 'assistant="a"', value: 'a' },
    ]);
  });
});

describe('namespaces', () => {
  it('binds the document default namespace to d: and the declared prefixes', () => {
    const r = testXPath(POM, '/d:project/d:dependencies/d:dependency/d:artifactId');
    expect(r.type === 'node-set' && r.nodes.map((n) => [n.path, n.value])).toEqual([
      ['/d:project[1]/d:dependencies[1]/d:dependency[1]/d:artifactId[1]', 'junit-jupiter'],
      ['/d:project[1]/d:dependencies[1]/d:dependency[2]/d:artifactId[1]', 'commons-text'],
    ]);
    expect(r.namespaces).toEqual({ xsi: 'http://www.w3.org/2001/XMLSchema-instance', d: 'http://maven.apache.org/POM/4.0.0' });
    expect(values(POM, '/m:project/m:version', 'm=http://maven.apache.org/POM/4.0.0')).toEqual(['3.15.0-SNAPSHOT']);
    expect(values(POM, '/*/@xsi:schemaLocation')[0]).toMatch(/^http:\/\/maven.apache.org\/POM\/4.0.0 /);
  });

  it('reads binding lines and names a bad one', () => {
    expect(parseNamespaceLines('# mine\na=urn:a\nxmlns:b="urn:b"\n\nc urn:c')).toEqual({ a: 'urn:a', b: 'urn:b', c: 'urn:c' });
    expect(() => parseNamespaceLines('a=urn:a\nnonsense')).toThrow('Namespaces, line 2: write prefix=URI.');
    expect(() => parseNamespaceLines('1a=urn:x')).toThrow(/"1a" is not a valid prefix/);
  });
});

describe('errors', () => {
  it('locates syntax errors and names unknown prefixes, functions and variables', () => {
    expect(() => testXPath(DOC, '//para[@type="warning"')).toThrow('XPath, column 7: "[" is not closed.');
    expect(() => testXPath(DOC, "//para[@type='x]")).toThrow("XPath, column 14: the string started here has no closing '.");
    expect(() => testXPath(DOC, '//para)')).toThrow('XPath, column 7: unexpected ")".');
    expect(() => testXPath(DOC, 'count(//para) +')).toThrow('XPath, column 15: the expression ends with an operator.');
    expect(() => testXPath(DOC, '//q:x')).toThrow('XPath: the prefix "q" is not declared: add it to the namespaces.');
    expect(() => testXPath(DOC, 'nope()')).toThrow(/Unknown function nope/);
    expect(() => testXPath(DOC, '$v')).toThrow(/Undeclared variable/);
    expect(() => testXPath('<a><b></a>', '/')).toThrow(/^XML, line 1, column \d+: Opening and ending tag mismatch/);
    expect(() => testXPath(DOC, '  ')).toThrow(ToolInputError);
  });
});

// Every node's listed path selects that node and no other (on generated documents).
const name = fc.constantFrom('a', 'b', 'p:c', 'd');
const { node } = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('t', '<!--c-->', '<?pi x?>', '<![CDATA[z]]>'),
    fc
      .tuple(name, fc.boolean(), fc.array(tie('node'), { maxLength: 4 }))
      .map(([n, attr, kids]) => `<${n}${attr ? ' k="v" p:k="w"' : ''}>${kids.join('')}</${n}>`),
  ),
}));
describe('node paths (fast-check)', () => {
  it('select exactly the node they describe', () => {
    fc.assert(
      fc.property(fc.array(node, { maxLength: 5 }), fc.boolean(), (kids, defaultNs) => {
        const xml = `<root xmlns:p="urn:p"${defaultNs ? ' xmlns="urn:default"' : ''}>${kids.join('')}</root>`;
        const all = testXPath(xml, '//* | //@* | //comment() | //processing-instruction()');
        if (all.type !== 'node-set') throw new Error('node-set expected');
        for (const match of all.nodes) {
          const again = testXPath(xml, match.path);
          expect(again.type === 'node-set' && again.nodes.map((n) => n.path)).toEqual([match.path]);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('xpath-tester tool', () => {
  it('has examples that are valid states and evaluate without error', () => {
    expectExamplesMatchState(xpathTesterTool, xpathTesterState);
    for (const example of xpathTesterTool.examples ?? []) {
      const s = { ...xpathTesterState.schema.parse({}), ...example.state };
      const r = testXPath(s.xml, s.expression, { namespaces: s.namespaces });
      expect(r.type !== 'node-set' || r.count > 0).toBe(true);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => testXPath(s, '//*'));
    fuzzToolFunction((s: string) => testXPath(DOC, s));
    fuzzToolFunction((s: string) => testXPath(DOC, '/', { namespaces: s }));
  });
});
