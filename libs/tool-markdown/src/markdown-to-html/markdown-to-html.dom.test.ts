// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify needs a complete DOM to sanitise (see libs/ui's Markdown tests).
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { describe, expect, it } from 'vitest';
import { htmlDocument, markdownToHtml } from './markdown-to-html.js';
import { markdownToHtmlTool } from './meta.js';
import { markdownToHtmlState } from './state.js';

/** The HTML with the white space between tags removed (marked puts newlines between block tags). */
const compact = (html: string) => html.replace(/>\s+</g, '><').trim();

describe('markdownToHtml — GFM spec (https://github.github.com/gfm/)', () => {
  it('example 198: a table', () => {
    expect(compact(markdownToHtml('| foo | bar |\n| --- | --- |\n| baz | bim |'))).toBe(
      '<table><thead><tr><th>foo</th><th>bar</th></tr></thead><tbody><tr><td>baz</td><td>bim</td></tr></tbody></table>',
    );
  });

  it('example 199: column alignment', () => {
    const html = markdownToHtml('| abc | defghi |\n:-: | -----------:\nbar | baz');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const cells = [...doc.querySelectorAll('th, td')].map((c) => [c.textContent, c.getAttribute('align')]);
    expect(cells).toEqual([
      ['abc', 'center'],
      ['defghi', 'right'],
      ['bar', 'center'],
      ['baz', 'right'],
    ]);
  });

  it('example 279: task list items are disabled checkboxes', () => {
    const doc = new DOMParser().parseFromString(markdownToHtml('- [ ] foo\n- [x] bar'), 'text/html');
    const boxes = [...doc.querySelectorAll('li > input[type="checkbox"]')] as HTMLInputElement[];
    expect(boxes.map((b) => [b.disabled, b.checked, b.parentElement?.textContent?.trim()])).toEqual([
      [true, false, 'foo'],
      [true, true, 'bar'],
    ]);
  });

  it('example 491: strikethrough with one or two tildes', () => {
    expect(compact(markdownToHtml('~~Hi~~ Hello, ~there~ world!'))).toBe('<p><del>Hi</del> Hello, <del>there</del> world!</p>');
  });

  it('example 621: extended www autolink', () => {
    expect(markdownToHtml('www.commonmark.org')).toContain('href="http://www.commonmark.org"');
  });

  it('an empty document is empty HTML', () => {
    expect(markdownToHtml('')).toBe('');
  });
});

describe('markdownToHtml — options', () => {
  it('gives headings the anchors GitHub gives them, numbering duplicates', () => {
    // GitHub: "## Install" twice → #install, #install-1; punctuation dropped, spaces → "-".
    const doc = new DOMParser().parseFromString(markdownToHtml('## Install\n\n## Install\n\n# What’s new in v2.0?', { headingIds: true }), 'text/html');
    expect([...doc.querySelectorAll('h1, h2')].map((h) => h.id)).toEqual(['install', 'install-1', 'whats-new-in-v20']);
  });

  it('keeps ids that DOMPurify would drop as DOM clobbering ("title", "images")', () => {
    const doc = new DOMParser().parseFromString(markdownToHtml('# Title\n\n## Images', { headingIds: true }), 'text/html');
    expect([...doc.querySelectorAll('h1, h2')].map((h) => h.id)).toEqual(['title', 'images']);
  });

  it('shows raw HTML as text when asked (escape)', () => {
    expect(compact(markdownToHtml('a <b>bold</b> word', { rawHtml: 'escape' }))).toBe('<p>a &lt;b&gt;bold&lt;/b&gt; word</p>');
    expect(compact(markdownToHtml('a <b>bold</b> word'))).toBe('<p>a <b>bold</b> word</p>');
  });

  it('turns single line breaks into <br> when asked', () => {
    expect(compact(markdownToHtml('one\ntwo', { breaks: true }))).toBe('<p>one<br>two</p>');
    expect(compact(markdownToHtml('one\ntwo'))).toBe('<p>one\ntwo</p>');
  });

  it('wraps a fragment into a UTF-8 HTML5 document', () => {
    const doc = htmlDocument('<p>x</p>\n', 'A <b> title');
    expect(doc.startsWith('<!doctype html>')).toBe(true);
    expect(doc).toContain('<meta charset="utf-8">');
    expect(doc).toContain('<title>A &lt;b&gt; title</title>');
    expect(doc).toContain('<p>x</p>');
  });
});

/**
 * XSS payloads in Markdown and raw HTML (forms from the OWASP XSS Filter Evasion Cheat Sheet and
 * PortSwigger's XSS cheat sheet, written for Markdown): none may leave a script, a handler or a
 * javascript:/data: URL in the output, whatever the options.
 */
const xss = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '![x](javascript:alert(1))',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<style>body{display:none}</style>',
  '<details open ontoggle=alert(1)>',
  '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '# <img src=x onerror=alert(1)> heading',
  '| a |\n| - |\n| <img src=x onerror=alert(1)> |',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

describe('markdownToHtml — the output stays sanitised (XSS)', () => {
  const optionSets = [{}, { rawHtml: 'escape' as const }, { headingIds: true }, { breaks: true, headingIds: true }];
  for (const payload of xss) {
    it(`neutralises ${JSON.stringify(payload)}`, () => {
      for (const options of optionSets) {
        const doc = new DOMParser().parseFromString(`<body>${markdownToHtml(payload, options)}</body>`, 'text/html');
        expect(doc.querySelector('script, iframe, style, object, embed')).toBeNull();
        for (const el of doc.body.querySelectorAll('*')) {
          for (const attr of el.attributes) {
            expect(attr.name.startsWith('on'), `${attr.name} on <${el.localName}>`).toBe(false);
            expect(attr.value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data:text)/);
          }
        }
      }
    });
  }
});

describe('markdownToHtml — contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(markdownToHtmlTool, markdownToHtmlState);
  });

  it('never throws, whatever the input', () => {
    fuzzToolFunction((s: string) => markdownToHtml(s, { headingIds: true }));
  });
});
