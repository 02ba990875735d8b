import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { fuzzAsyncToolFunction, sample } from '../shared/test-helpers.js';
import { codeHighlighterTool } from './meta.js';
import { codeHighlighterState } from './state.js';
import { HIGHLIGHT_LANGUAGE_IDS, HIGHLIGHT_THEMES, highlightCode, MAX_HIGHLIGHT_CHARS, parseLineRanges } from './code-highlighter.js';

// A real file: ms 2.1.3's index.js (see shared/samples/README.md).
const MS = sample('ms-2.1.3.js.txt');

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, n: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[n] ?? '');
/** The text a browser shows for the highlighted HTML, without the line-number gutter. */
const textOf = (html: string) => decode(html.replace(/<span [^>]*aria-hidden="true"[^>]*>\d+<\/span>/g, '').replace(/<[^>]+>/g, ''));
/** The line numbers of the gutter, in order. */
const gutter = (html: string) => [...html.matchAll(/aria-hidden="true">(\d+)<\/span>/g)].map((m) => Number(m[1]));

describe('highlightCode', () => {
  it("highlights a real JavaScript file: the text is kept exactly, comments take the theme's comment colour", async () => {
    const { html, background } = await highlightCode(MS, { lang: 'javascript', theme: 'github-light' });
    expect(textOf(html)).toBe(MS);
    const theme = (await HIGHLIGHT_THEMES['github-light'].load()).default;
    const comment = theme.tokenColors?.find((rule) => [rule.scope].flat().includes('comment'))?.settings.foreground;
    expect(comment).toBeDefined();
    expect(html.toLowerCase()).toContain(`<span style="color:${String(comment).toLowerCase()}">/**</span>`);
    expect(background.toLowerCase()).toBe(String(theme.colors?.['editor.background']).toLowerCase());
    // Self-contained: inline styles, no classes, no scripts.
    expect(html).not.toMatch(/class=|<script/);
  });

  it('tokenises TypeScript like VS Code: keyword, number and a comment holding markup each get the theme colour', async () => {
    const { html } = await highlightCode('const a: number = 1; // <b>hi</b>', { lang: 'typescript', theme: 'github-light' });
    // github-light's colours: keyword.storage #D73A49, constant.numeric #005CC5, comment #6A737D.
    expect(html).toContain('<span style="color:#D73A49">const</span>');
    expect(html).toContain('<span style="color:#005CC5"> 1</span>');
    expect(html).toContain('<span style="color:#6A737D">// &#x3C;b>hi&#x3C;/b></span>');
  });

  it('never lets code become markup: it is escaped', async () => {
    const code = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const { html } = await highlightCode(code, { lang: 'html' });
    expect(html).not.toMatch(/<script|<img/i);
    expect(textOf(html)).toBe(code);
  });

  it('keeps the text of any input in every language', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 80, unit: 'grapheme' }),
        fc.constantFrom(...HIGHLIGHT_LANGUAGE_IDS.slice(0, 12)),
        async (code, lang) => {
          const { html } = await highlightCode(code, { lang, lineNumbers: true });
          expect(textOf(html)).toBe(code.replace(/\r\n?/g, '\n'));
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('numbers lines from the first line given, and marks the chosen lines', async () => {
    const code = 'a\nb\nc\nd';
    const { html } = await highlightCode(code, { lang: 'text', lineNumbers: true, startLine: 40, highlightLines: '41-42' });
    expect(gutter(html)).toEqual([40, 41, 42, 43]);
    expect(html.match(/min-width:100%;background-color/g)?.length).toBe(2);
    expect((await highlightCode(code, { lang: 'text' })).html).not.toContain('aria-hidden');
    await expect(highlightCode(code, { startLine: 40, highlightLines: '2' })).rejects.toThrow('Line 2 is before the first line (40).');
    await expect(highlightCode(code, { highlightLines: '5' })).rejects.toThrow('Line 5 is past the last line (4).');
  });

  it('drops the background when asked', async () => {
    expect((await highlightCode('x', { theme: 'dracula' })).html).toMatch(/<pre style="background-color:/);
    expect((await highlightCode('x', { theme: 'dracula', transparentBackground: true })).html).not.toContain('background-color');
  });

  it('refuses unknown languages and themes, and code too long to show', async () => {
    await expect(highlightCode('x', { lang: 'cobol' as 'c' })).rejects.toThrow(ToolInputError);
    await expect(highlightCode('x', { theme: 'toString' as 'nord' })).rejects.toThrow('Unknown theme "toString".');
    await expect(highlightCode('x'.repeat(MAX_HIGHLIGHT_CHARS + 1))).rejects.toThrow(/too long to highlight/);
  });

  it('has examples that are valid states and highlight without an error', async () => {
    expectExamplesMatchState(codeHighlighterTool, codeHighlighterState);
    for (const example of codeHighlighterTool.examples ?? []) {
      const { code, ...options } = example.state as { code: string };
      expect(textOf((await highlightCode(code, options)).html)).toBe(code);
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s) => highlightCode(s, { lang: 'typescript' }), 30);
    await fuzzAsyncToolFunction((s) => highlightCode('a\nb', { highlightLines: s }), 30);
  });
});

describe('parseLineRanges', () => {
  it('reads numbers and ranges', () => {
    expect([...parseLineRanges('3, 7-9 12')]).toEqual([3, 7, 8, 9, 12]);
    expect(parseLineRanges('  ').size).toBe(0);
  });

  it('says which part is wrong', () => {
    expect(() => parseLineRanges('1, x')).toThrow('"x" is not a line number or a range like 7-9.');
    expect(() => parseLineRanges('9-7')).toThrow(/smaller number first/);
    expect(() => parseLineRanges('0')).toThrow(ToolInputError);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseLineRanges(s, 1000));
  });
});
