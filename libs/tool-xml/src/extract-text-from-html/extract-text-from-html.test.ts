import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { extractTextFromHtmlTool } from './meta.js';
import { extractTextFromHtmlState } from './state.js';
import { extractTextFromHtml } from './extract-text-from-html.js';

// A page written after the layout of a Wikipedia article (source named in the file).
const PAGE = readFileSync(new URL('./testdata/page.html', import.meta.url), 'utf8');
const text = (html: string, options = {}) => extractTextFromHtml(html, options).output;

describe('extractTextFromHtml on a real page', () => {
  const out = text(PAGE);
  const lines = out.split('\n');

  it('drops head, scripts, styles and noscript; decodes references; collapses whitespace', () => {
    expect(out).not.toMatch(/alert|client-js|font-family|XML - Wikipedia|Enable JavaScript/);
    expect(lines).toContain(
      "Extensible Markup Language (XML) is a markup language and file format for storing, transmitting, and reconstructing data. It defines a set of rules for encoding documents in a format that is both human-readable and machine-readable. The World Wide Web Consortium's XML\u00a01.0 Specification of 1998 defined XML & its rules.",
    );
  });

  it('puts blocks on their own lines, lists as "- " and " 1. ", tables as tab-separated rows', () => {
    expect(lines.slice(0, 3)).toEqual(['Main page Help', '', 'XML']);
    expect(out).not.toMatch(/\n\n\n/);
    expect(lines).toContain('XML');
    expect(out).toContain('Key terminology\n\n- Character\n- Processor and application\n- Markup and content');
    expect(out).toContain('Versions\n\n 1. XML 1.0 (1998)\n 2. XML 1.1 (2004)');
    expect(out).toContain(
      'Filename extension\t.xml\nInternet media type\tapplication/xml text/xml\nDeveloped by\tWorld Wide Web Consortium',
    );
    expect(out).toContain('<greeting>Hello,   world!</greeting>');
    expect(lines.at(-1)).toBe('Text is available under the CC BY-SA 4.0 license.');
  });

  it('adds link URLs and image alt text when asked', () => {
    const withLinks = text(PAGE, { links: 'url', imageAlt: true });
    expect(withLinks).toContain('Main page [/wiki/Main_Page]');
    expect(withLinks).toContain('CC BY-SA 4.0 [https://creativecommons.org/licenses/by-sa/4.0/] license.');
    expect(withLinks).toContain('[XML logo]');
    expect(text('<a href="https://example.org">https://example.org</a>', { links: 'url' })).toBe('https://example.org');
  });

  it('wraps lines, aligns tables and upper-cases headings as options', () => {
    const wrapped = text(PAGE, { wordwrap: 40 });
    for (const line of wrapped.split('\n'))
      if (!line.includes('\t') && !line.startsWith('<greeting>')) expect(line.length).toBeLessThanOrEqual(40);
    expect(text('<table><tr><td>a</td><td>b</td></tr><tr><td>long cell</td><td>c</td></tr></table>', { tables: 'aligned' })).toBe(
      'a           b\nlong cell   c',
    );
    expect(text('<h2>Title</h2><p>x</p>', { uppercaseHeadings: true })).toBe('TITLE\n\nx');
  });
});

describe('extractTextFromHtml keeps what was written', () => {
  it('never loses a word of plain text (fast-check)', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('p', 'div', 'span', 'li', 'h3', 'td', 'b'), fc.array(word, { minLength: 1, maxLength: 4 })), {
          minLength: 1,
          maxLength: 6,
        }),
        (blocks) => {
          // Blocks separated by a space: adjacent inline elements (<b>a</b><b>b</b>) rightly join their words.
          const html = blocks.map(([tag, words]) => `<${tag}>${words.join('  \n ')}</${tag}>`).join(' ');
          const words = extractTextFromHtml(html)
            .output.split(/\s+/)
            .filter((w) => w !== '' && w !== '-');
          expect(words).toEqual(blocks.flatMap(([, w]) => w));
        },
      ),
    );
  });

  it('runs nothing in the HTML and explains an empty result', () => {
    expect(extractTextFromHtml('<script>globalThis.pwned = 1</script><img src=x onerror="globalThis.pwned = 2">')).toEqual({
      output: '',
      warnings: ['The HTML has no visible text.'],
    });
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
    expect(() => extractTextFromHtml('  ')).toThrow(ToolInputError);
    expect(() => extractTextFromHtml('<p>x</p>', { wordwrap: 5 })).toThrow('Wrap width: 0 (no wrap) or at least 20 characters.');
  });
});

describe('extract-text-from-html tool', () => {
  it('has examples that are valid states and give text', () => {
    expectExamplesMatchState(extractTextFromHtmlTool, extractTextFromHtmlState);
    for (const example of extractTextFromHtmlTool.examples ?? []) {
      const s = { ...extractTextFromHtmlState.schema.parse({}), ...example.state };
      expect(extractTextFromHtml(s.input, s as never).output.length).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => extractTextFromHtml(s));
    fuzzToolFunction((s: string) => extractTextFromHtml(s, { links: 'url', tables: 'aligned', wordwrap: 20 }));
  });
});
