import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { cssXpathConverterTool } from './meta.js';
import { cssXpathConverterState } from './state.js';
import { cssToXpath, xpathLiteral, xpathToCss } from './css-xpath-converter.js';

/** Indices (document order) of the elements a CSS selector selects, by jsdom's querySelectorAll. */
function byCss(xml: string, css: string): number[] {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  const all = Array.from(doc.getElementsByTagName('*'));
  return Array.from(doc.querySelectorAll(css)).map((el) => all.indexOf(el));
}

/** Indices (document order) of the elements an XPath selects, by the `xpath` package over xmldom. */
function byXpath(xml: string, expression: string): number[] {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const all = Array.from(doc.getElementsByTagName('*')) as unknown[];
  const nodes = xpath.select(expression, doc as unknown as Node) as unknown[];
  return nodes.map((n) => all.indexOf(n)).sort((a, b) => a - b);
}

describe('cssToXpath', () => {
  it('translates Selectors Level 3 as cssselect does', () => {
    // Expected forms as in cssselect's documentation and tests (https://github.com/scrapy/cssselect).
    expect(cssToXpath('div > p')).toBe('//div/p');
    expect(cssToXpath('div p')).toBe('//div//p');
    expect(cssToXpath('#main')).toBe("//*[@id = 'main']");
    expect(cssToXpath('p.intro')).toBe("//p[contains(concat(' ', normalize-space(@class), ' '), ' intro ')]");
    expect(cssToXpath('h1 + p')).toBe('//h1/following-sibling::*[1][self::p]');
    expect(cssToXpath('h1 ~ p')).toBe('//h1/following-sibling::p');
    expect(cssToXpath('a[href]')).toBe('//a[@href]');
    expect(cssToXpath('a[href^="https"]')).toBe("//a[starts-with(@href, 'https')]");
    expect(cssToXpath('li:first-child')).toBe('//li[not(preceding-sibling::*)]');
    expect(cssToXpath('h1, h2', { prefix: './/' })).toBe('.//h1 | .//h2');
    expect(cssToXpath('q[title="it\'s \\"x\\""]')).toBe(`//q[@title = concat('it', "'", 's "x"')]`);
  });

  it('names what XPath cannot express, and bad CSS', () => {
    expect(() => cssToXpath('p::first-line')).toThrow('CSS: the pseudo-element ::first-line selects no node, XPath cannot express it.');
    expect(() => cssToXpath('a:hover')).toThrow('CSS: :hover depends on the pointer: it has no XPath equivalent.');
    expect(() => cssToXpath(':first-of-type')).toThrow(/needs an element name/);
    expect(() => cssToXpath('div >')).toThrow(ToolInputError);
    expect(() => cssToXpath('a[')).toThrow(/^CSS: /);
    expect(() => cssToXpath(' ')).toThrow('CSS: enter a selector.');
  });

  it('writes XPath string literals for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', "'", '"', ' ') }), (s) => {
        const doc = new DOMParser().parseFromString('<r/>', 'text/xml');
        expect(xpath.select(`string(${xpathLiteral(s)})`, doc as unknown as Node)).toBe(s);
      }),
    );
  });
});

describe('xpathToCss', () => {
  it('converts the subset CSS can express', () => {
    expect(xpathToCss('//div/p')).toBe('div > p');
    expect(xpathToCss('//ul//li[2]')).toBe('ul li:nth-of-type(2)');
    expect(xpathToCss("//*[@id='main']/a[@href and @class!='x']")).toBe('#main > a[href][class]:not([class="x"])');
    expect(xpathToCss("//p[contains(concat(' ', normalize-space(@class), ' '), ' intro ')]")).toBe('p.intro');
    expect(xpathToCss('//h1/following-sibling::*[1][self::p] | //h2/following-sibling::p')).toBe('h1 + p, h2 ~ p');
    expect(xpathToCss('/html/body/*[last()]')).toBe('html:root > body > :last-child');
    expect(xpathToCss("//a[starts-with(@href, 'https')][contains(@href, 'x')]")).toBe('a[href^="https"][href*="x"]');
  });

  it('names the part CSS cannot express, with its column', () => {
    expect(() => xpathToCss('//a/..')).toThrow('XPath, column 5: CSS cannot select a parent or an ancestor.');
    expect(() => xpathToCss("//p[text()='x']")).toThrow('XPath, column 5: CSS cannot select by text content.');
    expect(() => xpathToCss('//a/@href')).toThrow('XPath, column 5: an attribute is not an element: CSS selects elements only.');
    expect(() => xpathToCss('//a[@x or @y]')).toThrow(/"or" inside a predicate/);
    expect(() => xpathToCss('count(//a)')).toThrow(/^XPath, column \d+: /);
  });
});

// Generated documents and selectors: CSS and its XPath select the same elements.
const tag = fc.constantFrom('a', 'b', 'c');
const attrs = fc.record({
  cls: fc.constantFrom(null, 'x', 'y', 'x y', ' y  x '),
  id: fc.constantFrom(null, 'i1', 'i2'),
  k: fc.constantFrom(null, 'v', 'v-w', 'vv', 'w v', ''),
});
const { el } = fc.letrec<{ el: string }>((tie) => ({
  el: fc
    .tuple(tag, attrs, fc.array(fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constant('t'), tie('el')), { maxLength: 4 }))
    .map(
      ([t, a, kids]) =>
        `<${t}${a.cls === null ? '' : ` class="${a.cls}"`}${a.id === null ? '' : ` id="${a.id}"`}${a.k === null ? '' : ` k="${a.k}"`}>${kids.join('')}</${t}>`,
    ),
}));
const documentArb = fc.array(el, { maxLength: 4 }).map((kids) => `<root>${kids.join('')}</root>`);
const simple = fc
  .tuple(
    fc.constantFrom('', 'a', 'b', '*'),
    fc.array(
      fc.constantFrom(
        '.x',
        '.y',
        '#i1',
        '[k]',
        '[k="v"]',
        '[k~="v"]',
        '[k|="v"]',
        '[k^="v"]',
        '[k$="v"]',
        '[k*="w"]',
        '[k="V" i]',
        ':first-child',
        ':last-child',
        ':only-child',
        ':nth-child(2n+1)',
        ':nth-child(-n+2)',
        ':nth-last-child(2)',
        ':empty',
        ':not(.x)',
        ':not(a, [k])',
        ':is(b, .y)',
        ':has(> b)',
        ':has(.x)',
        ':root',
      ),
      { maxLength: 2 },
    ),
  )
  .map(([t, parts]) => (t === '' && parts.length === 0 ? '*' : t + parts.join('')));
const typed = fc
  .tuple(
    fc.constantFrom('a', 'b'),
    fc.constantFrom(':first-of-type', ':last-of-type', ':nth-of-type(2)', ':only-of-type', ':nth-last-of-type(odd)'),
  )
  .map(([t, p]) => t + p);
const complex = fc
  .tuple(fc.oneof(simple, typed), fc.array(fc.tuple(fc.constantFrom(' ', ' > ', ' + ', ' ~ '), fc.oneof(simple, typed)), { maxLength: 2 }))
  .map(([first, rest]) => first + rest.map(([c, s]) => c + s).join(''));
const selectorList = fc.array(complex, { minLength: 1, maxLength: 2 }).map((l) => l.join(', '));

describe('CSS and its XPath select the same nodes (fast-check, jsdom vs xpath over xmldom)', () => {
  it('cssToXpath', () => {
    fc.assert(
      fc.property(documentArb, selectorList, (xml, css) => {
        expect(byXpath(xml, cssToXpath(css))).toEqual(byCss(xml, css));
      }),
      { numRuns: 100 },
    );
  });

  it('xpathToCss', () => {
    const step = fc
      .tuple(
        fc.constantFrom('a', 'b', '*'),
        fc.array(
          fc.constantFrom(
            '[1]',
            '[2]',
            '[last()]',
            '[@k]',
            "[@k='v']",
            "[@k!='v']",
            "[@id='i1']",
            "[contains(@k,'v')]",
            "[starts-with(@k,'v')]",
            "[contains(concat(' ', normalize-space(@class), ' '), ' x ')]",
            '[not(@k)]',
            '[b]',
          ),
          { maxLength: 2 },
        ),
      )
      .map(([t, p]) => t + p.join(''));
    const path = fc
      .tuple(
        fc.constantFrom('//', '/'),
        step,
        fc.array(fc.tuple(fc.constantFrom('/', '//', '/following-sibling::'), step), { maxLength: 2 }),
      )
      .map(([lead, first, rest]) => lead + (lead === '/' ? 'root' : first) + rest.map(([s, t]) => s + t).join(''));
    fc.assert(
      fc.property(documentArb, path, (xml, xp) => {
        let css: string;
        try {
          css = xpathToCss(xp);
        } catch (e) {
          // Refused parts (a position after another predicate, on a sibling axis) are tested above.
          if (!(e instanceof ToolInputError) || !/position/.test(e.message)) throw e;
          fc.pre(false);
          return;
        }
        expect(byCss(xml, css)).toEqual(byXpath(xml, xp));
      }),
      { numRuns: 100 },
    );
  });
});

describe('css-xpath-converter tool', () => {
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(cssXpathConverterTool, cssXpathConverterState);
    for (const example of cssXpathConverterTool.examples ?? []) {
      const s = { ...cssXpathConverterState.schema.parse({}), ...example.state };
      if (s.css) expect(cssToXpath(s.css).length).toBeGreaterThan(0);
      if (s.xpath) expect(xpathToCss(s.xpath).length).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => cssToXpath(s));
    fuzzToolFunction((s: string) => xpathToCss(s));
  });
});
