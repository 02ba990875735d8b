import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { cssSnippets, imageToCss, type ImageCssOptions } from './image-to-css.js';
import { imageToCssTool } from './meta.js';
import { imageToCssState } from './state.js';
import { optimizeSvg } from './svg-optimize.js';

// Made by ./fixtures/make-fixtures.mjs.
const DOT_PNG = new Uint8Array(readFileSync(new URL('./fixtures/dot.png', import.meta.url)));
const ICON_SVG = readFileSync(new URL('./fixtures/icon.svg', import.meta.url), 'utf8');
const BROKEN_SVG = readFileSync(new URL('./fixtures/broken.svg', import.meta.url), 'utf8');

const OPTIONS: ImageCssOptions = { optimize: true, svgo: { multipass: true, precision: 3, keepIds: false }, svgEncoding: 'url' };

/** Decodes a data URI (RFC 2397) with WHATWG fetch, as a browser would. */
async function fetchDataUri(uri: string): Promise<{ type: string; bytes: Uint8Array }> {
  const response = await fetch(uri);
  return { type: response.headers.get('content-type') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) };
}

const { DOMParser } = new JSDOM('').window;
function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error(`not well-formed: ${text}`);
  return doc;
}

describe('imageToCss', () => {
  it('gives a PNG as a base64 data URI that decodes to the same bytes (RFC 2397, fetched)', async () => {
    const result = await imageToCss({ kind: 'bytes', bytes: DOT_PNG, mime: 'image/png' }, OPTIONS);
    expect(result.dataUri.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true); // the PNG signature in base64
    const decoded = await fetchDataUri(result.dataUri);
    expect(decoded.type).toBe('image/png');
    expect(decoded.bytes).toEqual(DOT_PNG);
    expect(result.originalBytes).toBe(DOT_PNG.length);
    expect(result.dataUri.length).toBe('data:image/png;base64,'.length + Math.ceil(DOT_PNG.length / 3) * 4);
  });

  it('optimises an SVG with svgo, keeps it the same drawing, and URL-encodes it smaller than base64', async () => {
    const result = await imageToCss({ kind: 'svg', svg: ICON_SVG }, OPTIONS);
    const svg = result.svg ?? '';
    expect(result.svgBytes).toBeLessThan(result.originalBytes);
    expect(svg).not.toContain('<!--');
    expect(svg).not.toContain('metadata');
    const doc = parseXml(svg);
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 48 32');
    expect(doc.getElementsByTagName('text').item(0)?.textContent).toBe('A & "B" # 100%');
    // The data URI decodes (fetch, as a browser) to the optimised SVG.
    const decoded = await fetchDataUri(result.dataUri);
    expect(decoded.type).toBe('image/svg+xml');
    const fromUri = parseXml(new TextDecoder().decode(decoded.bytes));
    expect(fromUri.documentElement.outerHTML).toBe(doc.documentElement.outerHTML); // the same XML, quotes aside
    expect(result.dataUri).not.toContain('%22'); // attributes are single-quoted in the URI
    const base64 = await imageToCss({ kind: 'svg', svg: ICON_SVG }, { ...OPTIONS, svgEncoding: 'base64' });
    expect(result.dataUri.length).toBeLessThan(base64.dataUri.length);
    expect(new TextDecoder().decode((await fetchDataUri(base64.dataUri)).bytes)).toBe(svg);
  });

  it('keeps the SVG as given without optimising, and reads an SVG file as text', async () => {
    const plain = await imageToCss({ kind: 'svg', svg: ICON_SVG }, { ...OPTIONS, optimize: false });
    expect(plain.svg).toBe(ICON_SVG);
    const file = await imageToCss({ kind: 'bytes', bytes: new TextEncoder().encode(ICON_SVG), mime: 'image/svg+xml' }, OPTIONS);
    expect(file.dataUri.startsWith('data:image/svg+xml,')).toBe(true);
  });

  it('names the line and column of a badly formed SVG', async () => {
    const error = await imageToCss({ kind: 'svg', svg: BROKEN_SVG }, OPTIONS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as ToolInputError).message).toMatch(/not well-formed XML.*line 3/);
    expect((error as ToolInputError).line).toBe(3);
  });

  it('rejects empty and non-SVG input, and a bad media type', async () => {
    await expect(imageToCss({ kind: 'svg', svg: '  ' }, OPTIONS)).rejects.toThrow(ToolInputError);
    await expect(imageToCss({ kind: 'svg', svg: '<html></html>' }, OPTIONS)).rejects.toThrow(/no <svg> element/);
    await expect(imageToCss({ kind: 'bytes', bytes: new Uint8Array(0), mime: 'image/png' }, OPTIONS)).rejects.toThrow(/empty/);
    await expect(imageToCss({ kind: 'bytes', bytes: DOT_PNG, mime: 'png' }, OPTIONS)).rejects.toThrow(/media type/);
  });

  it('only ever throws ToolInputError, whatever the SVG text', async () => {
    await fuzzAsyncToolFunction((s: string) => imageToCss({ kind: 'svg', svg: s }, OPTIONS), undefined, 60);
    await fuzzAsyncToolFunction(
      (s: string) => imageToCss({ kind: 'svg', svg: `<svg xmlns="http://www.w3.org/2000/svg">${s}</svg>` }, OPTIONS),
      undefined,
      60,
    );
  });
});

describe('optimizeSvg', () => {
  it('keeps ids when asked (cleanupIds off)', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect id="keep-me" width="1" height="1"/></svg>';
    expect(optimizeSvg(svg, { multipass: false, precision: 3, keepIds: true })).toContain('id="keep-me"');
    expect(optimizeSvg(svg, { multipass: false, precision: 3, keepIds: false })).not.toContain('keep-me');
  });
  it('rounds numbers to the precision asked', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M1.123456 2.987654L3 4"/></svg>';
    expect(optimizeSvg(svg, { multipass: false, precision: 1, keepIds: false })).toContain('M1.1 3');
  });
});

describe('cssSnippets', () => {
  const info = { width: 24, height: 16, alt: 'A "red" <dot>', fileName: 'my dot.png' };

  it('writes CSS url() values that a CSS parser reads back as the data URI', () => {
    const s = cssSnippets('data:image/png;base64,AAAA', 'image/png', info);
    const doc = new JSDOM(`<style>.a { ${s.background} } .b { ${s.borderImage} } .c { ${s.listStyle} }</style>`).window.document;
    const rules = (doc.styleSheets[0]?.cssRules ?? []) as unknown as CSSStyleRule[];
    expect(rules[0]?.style.getPropertyValue('background-image')).toMatch(/^url\("?data:image\/png;base64,AAAA"?\)$/);
    expect(rules[1]?.style.getPropertyValue('border-image-source')).toMatch(/data:image\/png;base64,AAAA/);
    expect(rules[2]?.style.getPropertyValue('list-style-image')).toMatch(/data:image\/png;base64,AAAA/);
  });

  it('writes <img> and <picture> that an HTML parser reads back with src, alt and size', () => {
    const uri = "data:image/svg+xml,%3Csvg%3E a'b&c";
    const s = cssSnippets(uri, 'image/svg+xml', info);
    const doc = new JSDOM(`${s.img}${s.picture}`).window.document;
    const [img, pictureImg] = Array.from(doc.querySelectorAll('img'));
    expect(img?.getAttribute('src')).toBe(uri);
    expect(img?.getAttribute('alt')).toBe('A "red" <dot>');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['24', '16']);
    const source = doc.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/svg+xml');
    expect(source?.getAttribute('srcset')).toBe(uri.replaceAll(' ', '%20'));
    expect(pictureImg?.getAttribute('src')).toBe('my%20dot.png');
  });

  it('leaves out width and height when unknown', () => {
    expect(cssSnippets('data:,x', 'text/plain', { ...info, width: null, height: null }).img).toBe(
      '<img src="data:,x" alt="A &quot;red&quot; &lt;dot&gt;">',
    );
  });

  it('escapes quotes and backslashes in CSS strings', () => {
    expect(cssSnippets('data:,a"b\\c', 'text/plain', info).url).toBe('url("data:,a\\"b\\\\c")');
  });

  it('never throws, whatever the text', () => {
    fuzzToolFunction((s: string) => cssSnippets(s, s, { width: null, height: null, alt: s, fileName: s }));
    fc.assert(fc.property(fc.string(), (s) => cssSnippets(s, 'image/png', { ...info, alt: s }).img.startsWith('<img src=')));
  });
});

it('has examples that are valid states', () => {
  expectExamplesMatchState(imageToCssTool, imageToCssState);
});
