// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@handy-tools/ui/markdown';
import { markdownCheatsheet } from './markdown-cheatsheet.js';

// What each snippet renders to, per CommonMark 0.31 (https://spec.commonmark.org/0.31.2/) and GFM
// (https://github.github.com/gfm/), with the app's renderer (marked GFM + DOMPurify). Each check
// is a selector that must be found, and the text of what it finds.
const EXPECTED: Record<string, [selector: string, text: string][]> = {
  '*italic* or _italic_': [
    ['em', 'italic'],
    ['em + em', 'italic'],
  ], // CommonMark §6.2
  '**bold** or __bold__': [
    ['strong', 'bold'],
    ['strong + strong', 'bold'],
  ],
  '***bold italic***': [['em > strong, strong > em', 'bold italic']],
  '~~deleted~~': [['del', 'deleted']], // GFM §6.5
  'Use `npm install` here.': [['p > code', 'npm install']], // CommonMark §6.1
  'First line\\\nSecond line': [['p > br', '']], // CommonMark §6.7
  'One paragraph.\n\nAnother paragraph.': [['p + p', 'Another paragraph.']],
  '# Title': [['h1', 'Title']], // CommonMark §4.2
  '## Section': [['h2', 'Section']],
  'Title\n=====': [['h1', 'Title']], // CommonMark §4.3
  '- Apples\n- Pears': [['ul > li + li', 'Pears']], // CommonMark §5.2
  '1. First\n2. Second': [['ol > li + li', 'Second']],
  '- Fruit\n  - Apple\n  - Pear': [['ul > li > ul > li', 'Apple']],
  '- [x] Done\n- [ ] To do': [
    ['li input[type="checkbox"][checked]', ''],
    ['li + li input[type="checkbox"]:not([checked])', ''],
  ], // GFM §5.3
  '[Handy Tools](https://example.com "Title")': [
    ['a[href="https://example.com"][title="Title"][rel="noopener noreferrer"]', 'Handy Tools'],
  ],
  '<https://example.com>': [['a[href="https://example.com"]', 'https://example.com']], // CommonMark §6.5
  'Visit https://example.com today.': [['a[href="https://example.com"]', 'https://example.com']], // GFM §6.9
  '[Docs][docs]\n\n[docs]: https://example.com/docs': [['a[href="https://example.com/docs"]', 'Docs']], // CommonMark §4.7
  '![Logo](favicon.svg "Handy Tools")': [['img[src="favicon.svg"][alt="Logo"][title="Handy Tools"]', '']], // CommonMark §6.4
  '[![Logo](favicon.svg)](https://example.com)': [['a[href="https://example.com"] > img[alt="Logo"]', '']],
  '```js\nconsole.log("hi");\n```': [['pre > code.language-js', 'console.log("hi");']], // CommonMark §4.5
  '    indented code': [['pre > code', 'indented code']], // CommonMark §4.4
  '`` a `tick` inside ``': [['code', 'a `tick` inside']],
  '> A quote.\n>\n> > Nested.': [['blockquote > blockquote > p', 'Nested.']], // CommonMark §5.1
  '---': [['hr', '']], // CommonMark §4.1
  '| Name | Qty |\n| :--- | --: |\n| Pear | 2 |': [
    ['table th', 'Name'],
    ['td[align="right"]', '2'],
  ], // GFM §4.10
  '\\*not italic\\*': [['p', '*not italic*']], // CommonMark §2.4
  'H<sub>2</sub>O and x<sup>2</sup>': [
    ['sub', '2'],
    ['sup', '2'],
  ],
  '<details><summary>More</summary>\n\nHidden text.\n\n</details>': [
    ['details > summary', 'More'],
    ['details > p', 'Hidden text.'],
  ],
  '<!-- a comment -->': [],
};

describe('markdownCheatsheet renders as the specs say', () => {
  const entries = markdownCheatsheet.sections.flatMap((s) => s.entries);

  it('has an expectation for every snippet', () => {
    expect(entries.map((e) => e.code).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%j', (markdown, checks) => {
    const box = document.createElement('div');
    box.innerHTML = renderMarkdown(markdown);
    for (const [selector, text] of checks) {
      const found = box.querySelector(selector);
      expect(found, selector).not.toBeNull();
      expect(found!.textContent!.trim(), selector).toBe(text);
    }
    if (checks.length === 0) expect(box.textContent!.trim()).toBe(''); // a comment shows nothing
  });
});
