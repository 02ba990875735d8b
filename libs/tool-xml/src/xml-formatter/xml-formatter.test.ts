import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { DOMParser } from '@xmldom/xmldom';
import { xmlFormatterTool } from './meta.js';
import { xmlFormatterState } from './state.js';
import { formatXml } from './xml-formatter.js';

// The shape of Apache Commons Lang's pom.xml (abridged; source named in the file), hand-indented by 4.
const POM = readFileSync(new URL('./testdata/pom.xml', import.meta.url), 'utf8');
const minify = (x: string, keepComments = true) => formatXml(x, { mode: 'minify', keepComments }).output;
const pretty = (x: string, indent: number | 'tab' = 2, collapseContent = true) =>
  formatXml(x, { mode: 'pretty', indent, collapseContent }).output;

/** The document's text content (what an XML application reads), from xmldom's own tree. */
const textOf = (x: string) => new DOMParser().parseFromString(x, 'text/xml').documentElement?.textContent ?? '';

describe('formatXml on a real pom.xml', () => {
  it('reproduces the hand indentation of 4 spaces, keeping the declaration and comments', () => {
    const out = pretty(POM, 4);
    expect(out.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<!-- The shape of Apache Commons Lang')).toBe(true);
    // Every line of the file outside the multi-line <description> is already in this layout.
    const inputLines = POM.trimEnd().split('\n');
    const outputLines = out.split('\n');
    const descStart = inputLines.findIndex((l) => l.includes('<description>'));
    const descEnd = inputLines.findIndex((l) => l.includes('</description>'));
    expect(outputLines.slice(0, descStart)).toEqual(inputLines.slice(0, descStart));
    const outDescEnd = outputLines.findIndex((l) => l.includes('</description>'));
    expect(outputLines.slice(outDescEnd + 1)).toEqual(inputLines.slice(descEnd + 1));
    // The text's outer whitespace is layout and trimmed; its inner line breaks are content and kept.
    expect(outputLines.slice(descStart, outDescEnd + 1).join('\n')).toMatch(
      /^ {4}<description>Apache Commons Lang, a package [^<]* in java\.lang\.<\/description>$/,
    );
    expect(outDescEnd - descStart).toBe(2);
  });

  it('minifies to one line that keeps every element, attribute and namespace', () => {
    const out = minify(POM);
    expect(out).not.toContain('\n    <');
    expect(out).toContain(
      '<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation=',
    );
    expect(out).toContain('<dependencies><!-- testing --><dependency><groupId>org.junit.jupiter</groupId>');
    expect(minify(POM, false)).not.toContain('<!--');
  });

  it('indents with tabs, and puts text on its own line when asked', () => {
    expect(pretty('<a><b>x</b></a>', 'tab')).toBe('<a>\n\t<b>x</b>\n</a>');
    expect(pretty('<a><b>x</b></a>', 2, false)).toBe('<a>\n  <b>\n    x\n  </b>\n</a>');
    expect(pretty('<a><b>x</b></a>', 0)).toBe('<a>\n<b>x</b>\n</a>');
  });
});

describe('formatXml keeps what XML says is content', () => {
  it('keeps mixed content and xml:space="preserve" exactly (XML 1.0 §2.10)', () => {
    expect(pretty('<p>Hello <b>bold</b> world</p>')).toBe('<p>Hello <b>bold</b> world</p>');
    expect(pretty('<r><pre xml:space="preserve">  a\n  <i> b </i></pre></r>')).toBe(
      '<r>\n  <pre xml:space="preserve">  a\n  <i> b </i></pre>\n</r>',
    );
  });

  it('keeps CDATA, PIs, the DOCTYPE and escapes what must be', () => {
    const doc =
      '<?xml version="1.0"?><!DOCTYPE note SYSTEM "note.dtd"><?xml-stylesheet href="s.css"?><a t="x&quot;y&#10;z"><![CDATA[<raw> & ]]></a>';
    expect(pretty(doc)).toBe(
      '<?xml version="1.0"?>\n<!DOCTYPE note SYSTEM "note.dtd">\n<?xml-stylesheet href="s.css"?>\n<a t="x&quot;y&#10;z"><![CDATA[<raw> & ]]></a>',
    );
    expect(pretty('<a>1 &lt; 2 &amp;&amp; 3 &gt; 2</a>')).toBe('<a>1 &lt; 2 &amp;&amp; 3 &gt; 2</a>');
    expect(pretty('<a><b></b><c/></a>')).toBe('<a>\n  <b/>\n  <c/>\n</a>');
    expect(formatXml('<a><b></b></a>', { selfClose: false }).output).toBe('<a>\n  <b></b>\n</a>');
  });
});

describe('formatXml errors', () => {
  it('names the line and column of a well-formedness error', () => {
    expect(() => formatXml('<a>\n  <b x="1" x="2"/></a>')).toThrow(/^XML, line 2, column 3: Attribute x redefined/);
    expect(() => formatXml('<a>\n<b>\n</a>')).toThrow(/^XML, line 2, column \d+: Opening and ending tag mismatch/);
    expect(() => formatXml('<a>&nbsp;</a>')).toThrow(/line 1.*entity not found/);
    expect(() => formatXml('just text')).toThrow(/no root element/);
    expect(() => formatXml('  ')).toThrow(ToolInputError);
    try {
      formatXml('<a>\n  <b x="1" x="2"/></a>');
    } catch (e) {
      expect(e).toMatchObject({ line: 2, column: 3 });
    }
  });
});

// Generated documents: names, attributes with quotes/ampersands, text with markup characters,
// CDATA, comments, mixed content, whitespace between elements.
const name = fc.constantFrom('a', 'b', 'item', 'x:y', 'data-set');
const text = fc.string({ unit: fc.constantFrom('a', ' ', '\n', '<', '&', '>', '"', 'é', '\t', '😀'), maxLength: 8 });
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const { node } = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text.map(escape),
    text.map((s) => `<![CDATA[${s}]]>`),
    fc.constantFrom('<!-- c -->', '\n  ', '  '),
    fc
      .tuple(name, fc.option(text), fc.array(tie('node'), { maxLength: 4 }))
      .map(([n, attr, kids]) => `<${n}${attr === null ? '' : ` k="${escape(attr).replace(/"/g, '&quot;')}"`}>${kids.join('')}</${n}>`),
  ),
}));
const documentArb = fc.array(node, { maxLength: 5 }).map((kids) => `<root xmlns:x="urn:x">${kids.join('')}</root>`);

describe('formatXml round trips (fast-check)', () => {
  it('minify(format(x)) = minify(x), format is idempotent, and the text content is unchanged apart from layout', () => {
    fc.assert(
      fc.property(documentArb, fc.constantFrom<number | 'tab'>(0, 2, 4, 'tab'), fc.boolean(), (doc, indent, collapse) => {
        const formatted = pretty(doc, indent, collapse);
        expect(minify(formatted)).toBe(minify(doc));
        expect(pretty(formatted, indent, collapse)).toBe(formatted);
        expect(pretty(minify(doc), indent, collapse)).toBe(formatted);
        // Only whitespace may change, never other characters of the content.
        expect(textOf(formatted).replace(/\s+/g, '')).toBe(textOf(doc).replace(/\s+/g, ''));
      }),
    );
  });
});

describe('xml-formatter tool', () => {
  it('has examples that are valid states and format without error', () => {
    expectExamplesMatchState(xmlFormatterTool, xmlFormatterState);
    for (const example of xmlFormatterTool.examples ?? []) {
      const s = { ...xmlFormatterState.schema.parse({}), ...example.state };
      expect(formatXml(s.input, s as never).output.length).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => formatXml(s));
    fuzzToolFunction((s: string) => formatXml(s, { mode: 'minify' }));
  });
});
