import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { svgPlaceholderGeneratorTool } from './meta.js';
import { svgPlaceholderGeneratorState } from './state.js';
import { escapeXml, svgPlaceholder, type PlaceholderOptions } from './svg-placeholder-generator.js';

const BASE: PlaceholderOptions = {
  width: 600,
  height: 350,
  background: '#cccccc',
  color: '#333333',
  text: '',
  fontSize: 26,
  fontFamily: 'monospace',
  bold: false,
  exactSize: true,
};

const { DOMParser } = new JSDOM('').window;

/** Parses as XML (jsdom's strict XML parser, saxes); throws on a well-formedness error. */
function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error(`not well-formed: ${svg}`);
  return doc;
}

/** The first element named `tag`. */
function first(doc: Document, tag: string): Element {
  const el = doc.getElementsByTagName(tag).item(0);
  if (!el) throw new Error(`no <${tag}>`);
  return el;
}

describe('svgPlaceholder', () => {
  it('draws a well-formed SVG with the size, colours and default text "W×H"', () => {
    const p = svgPlaceholder(BASE);
    const doc = parseSvg(p.svg);
    const svg = doc.documentElement;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 600 350');
    expect(svg.getAttribute('width')).toBe('600');
    expect(svg.getAttribute('height')).toBe('350');
    const rect = first(doc, 'rect');
    expect(rect.getAttribute('fill')).toBe('#cccccc');
    const text = first(doc, 'text');
    expect(text.textContent).toBe('600×350');
    expect(text.getAttribute('fill')).toBe('#333333');
    expect(text.getAttribute('font-size')).toBe('26');
    expect(text.getAttribute('font-family')).toBe('monospace');
    expect(text.getAttribute('text-anchor')).toBe('middle');
  });

  it('leaves width/height out when not exact, and writes bold', () => {
    const doc = parseSvg(svgPlaceholder({ ...BASE, exactSize: false, bold: true }).svg);
    expect(doc.documentElement.hasAttribute('width')).toBe(false);
    expect(first(doc, 'text').getAttribute('font-weight')).toBe('bold');
  });

  it('escapes any text and font family so the SVG stays well-formed and says exactly that text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), fc.string({ minLength: 1 }), (text, family) => {
        fc.pre(text.trim() !== '' && family.trim() !== '');
        const p = svgPlaceholder({ ...BASE, text, fontFamily: family });
        const doc = parseSvg(p.svg);
        const allowed = text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
        expect(first(doc, 'text').textContent).toBe(allowed.replace(/\r\n?/g, '\n'));
      }),
      { numRuns: 200 },
    );
  });

  it('gives data URIs that decode back to the SVG (RFC 2397)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.constantFrom('strict' as const, 'compact' as const), (text, enc) => {
        const p = svgPlaceholder({ ...BASE, text: text.trim() === '' ? 'x' : text }, enc);
        expect(p.dataUri.startsWith('data:image/svg+xml,')).toBe(true);
        const body = p.dataUri.slice('data:image/svg+xml,'.length);
        // Nothing a URL or a quoted attribute/CSS string cannot hold.
        expect(body).not.toMatch(enc === 'strict' ? /[\s"#&<>{}|\\^`[\]]/ : /[\t\n\r"#&<>{}|\\^`[\]]/);
        // Whitespace between tags is dropped and line breaks become spaces.
        const expected = p.svg
          .trim()
          .replace(/>\s+</g, '><')
          .replace(/[\t\r\n]+/g, ' ');
        expect(decodeURIComponent(body)).toBe(expected);
        expect(new TextDecoder().decode(Buffer.from(p.base64.slice('data:image/svg+xml;base64,'.length), 'base64'))).toBe(p.svg);
      }),
      { numRuns: 100 },
    );
  });

  it('percent-encodes spaces only in the strict form', () => {
    expect(svgPlaceholder({ ...BASE, text: 'a b' }).dataUri).toContain('a%20b');
    expect(svgPlaceholder({ ...BASE, text: 'a b' }, 'compact').dataUri).toContain('%3Ea b%3C');
  });

  it('builds the <img> tag and CSS declaration with the same data URI', () => {
    const p = svgPlaceholder({ ...BASE, text: 'Hi "you"' });
    const img = new JSDOM(p.imgTag).window.document.querySelector('img');
    expect(img?.getAttribute('src')).toBe(p.dataUri);
    expect(img?.getAttribute('alt')).toBe('Hi "you"');
    expect(img?.getAttribute('width')).toBe('600');
    expect(p.css).toBe(`background-image: url("${p.dataUri}");`);
  });

  it('accepts short and alpha hex colours', () => {
    expect(() => svgPlaceholder({ ...BASE, background: '#fff', color: '#11223380' })).not.toThrow();
  });

  it.each([
    [{ width: 0 }, /width/],
    [{ height: 8193 }, /height/],
    [{ width: 1.5 }, /width/],
    [{ background: 'red' }, /background colour/],
    [{ color: '#12' }, /text colour/],
    [{ fontSize: 0 }, /font size/],
    [{ fontFamily: '  ' }, /font family/],
  ])('rejects %o naming the field', (patch, message) => {
    expect(() => svgPlaceholder({ ...BASE, ...patch })).toThrow(ToolInputError);
    expect(() => svgPlaceholder({ ...BASE, ...patch })).toThrow(message);
  });

  it('has examples that are valid states and that draw', () => {
    expectExamplesMatchState(svgPlaceholderGeneratorTool, svgPlaceholderGeneratorState);
    for (const example of svgPlaceholderGeneratorTool.examples ?? []) {
      const state = svgPlaceholderGeneratorState.schema.parse(example.state);
      expect(() => parseSvg(svgPlaceholder(state, state.encoding).svg)).not.toThrow();
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => svgPlaceholder({ ...BASE, text: s, fontFamily: s, background: s }));
    fuzzToolFunction(
      (o: { w: number; h: number; f: number }) => svgPlaceholder({ ...BASE, width: o.w, height: o.h, fontSize: o.f }),
      fc.record({ w: fc.double(), h: fc.integer(), f: fc.double() }),
    );
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters (XML 1.0 §2.4)', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
  it('drops characters XML 1.0 does not allow', () => {
    expect(escapeXml('a\u0000b\u001fc\uFFFEd')).toBe('abcd');
  });
});
