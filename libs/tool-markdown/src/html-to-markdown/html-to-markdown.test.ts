import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown.js';
import { htmlToMarkdownTool } from './meta.js';
import { htmlToMarkdownState } from './state.js';

const marked = new Marked({ gfm: true });
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('htmlToMarkdown — turndown README examples (https://github.com/mixmark-io/turndown#readme)', () => {
  it('"<h1>Hello world!</h1>" → "Hello world!\\n===…" with setext, "# Hello world!" with ATX', () => {
    expect(htmlToMarkdown('<h1>Hello world!</h1>', { headingStyle: 'setext' })).toBe('Hello world!\n============');
    expect(htmlToMarkdown('<h1>Hello world!</h1>')).toBe('# Hello world!');
    expect(htmlToMarkdown('<h3>Three</h3>', { headingStyle: 'setext' })).toBe('### Three');
  });

  it('escapes text that would read as Markdown ("1. Hello world" is not a list)', () => {
    expect(htmlToMarkdown('<p>1. Hello world</p>')).toBe('1\\. Hello world');
    expect(htmlToMarkdown('<p>* not a list, _not em_</p>')).toBe('\\* not a list, \\_not em\\_');
  });
});

describe('htmlToMarkdown — GFM spec examples read backwards (https://github.github.com/gfm/)', () => {
  it('example 198: a table with a header row', () => {
    expect(htmlToMarkdown('<table><thead><tr><th>foo</th><th>bar</th></tr></thead><tbody><tr><td>baz</td><td>bim</td></tr></tbody></table>')).toBe(
      '| foo | bar |\n| --- | --- |\n| baz | bim |',
    );
  });

  it('example 199: column alignment', () => {
    const md = htmlToMarkdown('<table><thead><tr><th align="center">abc</th><th align="right">defghi</th></tr></thead><tbody><tr><td align="center">bar</td><td align="right">baz</td></tr></tbody></table>');
    expect(md.split('\n')[1]).toBe('| :---: | ---: |');
  });

  it('example 279: task list items', () => {
    expect(htmlToMarkdown('<ul><li><input disabled="" type="checkbox"> foo</li><li><input checked="" disabled="" type="checkbox"> bar</li></ul>')).toBe('- [ ] foo\n- [x] bar');
  });

  it('example 491: strikethrough', () => {
    expect(htmlToMarkdown('<p><del>Hi</del> Hello, <s>there</s> world!</p>')).toBe('~~Hi~~ Hello, ~~there~~ world!');
  });

  it('a table without a header row gets an empty one, or its first row when asked', () => {
    const html = '<table><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></table>';
    expect(htmlToMarkdown(html, { firstRowHeader: true })).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |'.replace(/\| (\w) \|/g, '| $1   |').replace(/ (\w) \|/g, ' $1   |'));
    expect(htmlToMarkdown(html).split('\n')[1]).toBe('| --- | --- |');
  });

  it('keeps a table Markdown cannot hold (a list in a cell) as HTML, without a wrapper', () => {
    const md = htmlToMarkdown('<table><tr><th>a</th><th>b</th></tr><tr><td><ul><li>x</li></ul></td><td>y</td></tr></table>');
    expect(md.startsWith('<table>')).toBe(true);
    expect(md).not.toContain('joplin');
  });
});

describe('htmlToMarkdown — options', () => {
  const html = '<ul><li>one</li><li>two</li></ul><pre><code class="language-js">let a = 1;\n</code></pre><p><em>e</em> <strong>s</strong> <a href="https://example.com/">link</a></p>';

  it('defaults: "-" bullets, fenced code with its language, "*" and "**", inline links', () => {
    expect(htmlToMarkdown(html)).toBe('- one\n- two\n\n```js\nlet a = 1;\n```\n\n*e* **s** [link](https://example.com/)');
  });

  it('every style can be changed', () => {
    expect(htmlToMarkdown(html, { bulletListMarker: '*', fence: '~~~', emDelimiter: '_', strongDelimiter: '__', linkStyle: 'referenced' })).toBe(
      '* one\n* two\n\n~~~js\nlet a = 1;\n~~~\n\n_e_ __s__ [link][1]\n\n[1]: https://example.com/',
    );
    expect(htmlToMarkdown('<pre><code>a\nb</code></pre>', { codeBlockStyle: 'indented' })).toBe('    a\n    b');
  });

  it('numbers ordered lists from their start, nesting under the content column', () => {
    expect(htmlToMarkdown('<ol start="9"><li>a</li><li>b<ul><li>c</li></ul></li></ol>')).toBe('9. a\n10. b\n    - c');
  });

  it('drops scripts, styles and the document head', () => {
    expect(htmlToMarkdown('<html><head><title>T</title><style>p{}</style></head><body><p>Hi</p><script>alert(1)</script></body></html>')).toBe('Hi');
  });

  it("does not bold a Google Docs selection's <b style=\"font-weight:normal\"> wrapper", () => {
    expect(htmlToMarkdown('<b style="font-weight:normal;" id="docs-internal-guid-1"><p>Plain</p></b>')).toBe('Plain');
  });

  it('empty or blank HTML is empty Markdown', () => {
    expect(htmlToMarkdown('')).toBe('');
    expect(htmlToMarkdown('  \n ')).toBe('');
  });
});

describe('htmlToMarkdown — round trip through a GFM renderer', () => {
  it('a paragraph of any text renders back to the same text (escaping is complete)', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9*_#`[\]()!<>&;.+|~=:\\-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        const text = words.join(' ');
        const markdown = htmlToMarkdown(`<p>${escapeHtml(text)}</p>`);
        const back = marked.parse(markdown, { async: false });
        expect(back).toBe(`<p>${escapeHtml(text).replace(/"/g, '&quot;')}</p>\n`);
      }),
    );
  });

  it('headings, lists and emphasis survive HTML → Markdown → HTML', () => {
    const html = '<h2>Title</h2>\n<ul>\n<li>one</li>\n<li><strong>two</strong></li>\n</ul>\n<p><em>end</em></p>\n';
    expect(marked.parse(htmlToMarkdown(html), { async: false })).toBe(html);
  });
});

describe('htmlToMarkdown — contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(htmlToMarkdownTool, htmlToMarkdownState);
  });

  it('never throws, whatever the input', () => {
    fuzzToolFunction((s: string) => htmlToMarkdown(s));
  });
});
