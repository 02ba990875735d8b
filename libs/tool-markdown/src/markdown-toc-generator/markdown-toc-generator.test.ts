import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownHeadings } from '../shared/headings.js';
import { generateToc, insertToc, tocFromHeadings } from './markdown-toc-generator.js';
import { markdownTocGeneratorTool } from './meta.js';
import { markdownTocGeneratorState } from './state.js';

describe('anchors — GitHub rules', () => {
  it('GitHub Docs, "Section links": the anchors of its example headings', () => {
    // https://docs.github.com/en/get-started/writing-on-github/getting-started-with-writing-and-formatting-on-github/basic-writing-and-formatting-syntax#section-links
    const headings = markdownHeadings("# Sample Section\n\n## This'll be a _Helpful_ Section About the Greek Letter Θ!\n");
    expect(headings.map((h) => h.slug)).toEqual(['sample-section', 'thisll-be-a-helpful-section-about-the-greek-letter-θ']);
  });

  it('GitHub Docs: a repeated heading gets -1, -2…', () => {
    expect(markdownHeadings('# Example\n## Example\n### Example').map((h) => h.slug)).toEqual(['example', 'example-1', 'example-2']);
  });

  it('github-slugger fixtures: code spans, links, emoji and HTML keep only their text', () => {
    // https://github.com/Flet/github-slugger/blob/main/test/fixtures.json ("emoji", "links", "html")
    expect(markdownHeadings('# Title with `code`\n## [Link](http://example.com) text\n## :smile: I ♥ unicode\n## <b>Bold</b> html').map((h) => h.slug)).toEqual([
      'title-with-code',
      'link-text',
      'smile-i--unicode',
      'bold-html',
    ]);
  });
});

describe('markdownHeadings — marked lexer, not a regex', () => {
  it('ignores lines in fenced and indented code; reads setext headings (GFM spec 80, 119)', () => {
    const md = '# One\n\n```\n# not a heading\n```\n\n    # indented code\n\nTwo\n===\n\nThree\n---\n\n> ## Quoted\n\n- ### In a list\n';
    expect(markdownHeadings(md).map((h) => [h.level, h.text])).toEqual([
      [1, 'One'],
      [1, 'Two'],
      [2, 'Three'],
      [2, 'Quoted'],
      [3, 'In a list'],
    ]);
  });

  it('GFM spec 62: "#5 bolt" and "#hashtag" are not headings', () => {
    expect(markdownHeadings('#5 bolt\n\n#hashtag')).toEqual([]);
  });
});

describe('generateToc', () => {
  const doc = '# Title\n## A\n### A.1\n## B\n#### Deep\n## A\n';

  it('nests by level with 2-space indents and GitHub anchors', () => {
    expect(generateToc(doc)).toBe('- [Title](#title)\n  - [A](#a)\n    - [A.1](#a1)\n  - [B](#b)\n    - [Deep](#deep)\n  - [A](#a-1)');
  });

  it('limits the levels; a skipped level does not over-indent', () => {
    expect(generateToc(doc, { minLevel: 2, maxLevel: 3 })).toBe('- [A](#a)\n  - [A.1](#a1)\n- [B](#b)\n- [A](#a-1)');
  });

  it('numbers ordered lists per sub-list, indented at least 3', () => {
    expect(generateToc(doc, { minLevel: 2, listStyle: '1.', indent: 2 })).toBe('1. [A](#a)\n   1. [A.1](#a1)\n2. [B](#b)\n   1. [Deep](#deep)\n3. [A](#a-1)');
  });

  it('plain text entries, other markers, indents and an anchor prefix', () => {
    expect(generateToc('# A [b]\n## C', { links: false, listStyle: '*', indent: 4 })).toBe('* A \\[b\\]\n    * C');
    expect(generateToc('# A', { anchorPrefix: 'user-content-' })).toBe('- [A](#user-content-a)');
    expect(generateToc('# a \\[x\\]')).toBe('- [a \\[x\\]](#a-x)');
  });

  it('is empty for a document without headings', () => {
    expect(generateToc('just text')).toBe('');
  });

  it('rejects levels out of 1–6 or in the wrong order, and bad indents', () => {
    expect(expectToolInputError(() => generateToc(doc, { minLevel: 0 })).message).toMatch(/1 to 6/);
    expect(expectToolInputError(() => generateToc(doc, { minLevel: 4, maxLevel: 2 })).message).toMatch(/swap/);
    expect(expectToolInputError(() => generateToc(doc, { indent: 1 })).message).toMatch(/2 to 8/);
  });

  it('every TOC is a list whose links, rendered by the same lexer, name each heading once in order', () => {
    const title = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.!?'-]{0,15}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), title), { minLength: 1, maxLength: 10 }), (items) => {
        const md = items.map(([level, text]) => `${'#'.repeat(level)} ${text}`).join('\n\n');
        const toc = generateToc(md);
        const headings = markdownHeadings(md);
        expect(toc.split('\n')).toHaveLength(headings.length);
        expect([...toc.matchAll(/\]\(#([^)]*)\)/g)].map((m) => m[1])).toEqual(headings.map((h) => h.slug));
        // GitHub anchors are unique in a document.
        expect(new Set(headings.map((h) => h.slug)).size).toBe(headings.length);
      }),
    );
  });
});

describe('insertToc', () => {
  it('fills the <!-- toc --> markers, and updates an earlier TOC', () => {
    const once = insertToc('# T\n\n<!-- toc -->\n\n## A\n', '- [A](#a)');
    expect(once).toBe('# T\n\n<!-- toc -->\n\n- [A](#a)\n\n<!-- tocstop -->\n\n## A\n');
    expect(insertToc(once, '- [B](#b)')).toBe('# T\n\n<!-- toc -->\n\n- [B](#b)\n\n<!-- tocstop -->\n\n## A\n');
  });

  it('replaces a [TOC] line; ignores markers in code', () => {
    expect(insertToc('```\n<!-- toc -->\n```\n\n[TOC]\n', 'x')).toBe('```\n<!-- toc -->\n```\n\n<!-- toc -->\n\nx\n\n<!-- tocstop -->\n');
  });

  it('asks for a marker when there is none', () => {
    expect(expectToolInputError(() => insertToc('# A\n```\n[TOC]\n```', 'x')).message).toMatch(/add a line <!-- toc -->/);
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(markdownTocGeneratorTool, markdownTocGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => generateToc(s));
    fuzzToolFunction((s: string) => insertToc(s, '- x'));
    fuzzToolFunction((s: string) => tocFromHeadings(markdownHeadings(s), { listStyle: '1.' }));
  });
});
