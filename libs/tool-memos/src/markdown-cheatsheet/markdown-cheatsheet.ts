import { msg } from '@lingui/core/macro';
import type { Memo } from '../shared/memo/memo.js';

/**
 * The Markdown cheat sheet: CommonMark 0.31 (https://spec.commonmark.org/) and the GitHub
 * Flavored Markdown extensions (https://github.github.com/gfm/: tables, task lists,
 * strikethrough, autolinks). Each snippet is shown with its rendering (marked + DOMPurify).
 * Written for this project; the tests render every snippet and check the HTML it gives.
 */
export const markdownCheatsheet: Memo = {
  id: 'markdown',
  sections: [
    {
      id: 'text',
      title: msg`Text`,
      entries: [
        { code: '*italic* or _italic_', description: msg`Emphasis.` },
        { code: '**bold** or __bold__', description: msg`Strong emphasis.` },
        { code: '***bold italic***', description: msg`Both at once.` },
        { code: '~~deleted~~', description: msg`Strikethrough (GFM).` },
        { code: 'Use `npm install` here.', description: msg`Inline code.` },
        { code: 'First line\\\nSecond line', description: msg`Line break: a backslash (or two spaces) at the end of the line.` },
        { code: 'One paragraph.\n\nAnother paragraph.', description: msg`A blank line starts a new paragraph.` },
      ],
    },
    {
      id: 'headings',
      title: msg`Headings`,
      entries: [
        { code: '# Title', description: msg`Level 1 heading; up to six \`#\` for level 6.` },
        { code: '## Section', description: msg`Level 2 heading.` },
        { code: 'Title\n=====', description: msg`Setext style: \`=\` underline for level 1, \`-\` for level 2.` },
      ],
    },
    {
      id: 'lists',
      title: msg`Lists`,
      entries: [
        { code: '- Apples\n- Pears', description: msg`Bullet list; \`*\` or \`+\` work too.` },
        { code: '1. First\n2. Second', description: msg`Numbered list; the first number sets the start.` },
        { code: '- Fruit\n  - Apple\n  - Pear', description: msg`Nested list: indent under the item’s text.` },
        { code: '- [x] Done\n- [ ] To do', description: msg`Task list (GFM).` },
      ],
    },
    {
      id: 'links',
      title: msg`Links and images`,
      entries: [
        { code: '[Handy Tools](https://example.com "Title")', description: msg`Link, with an optional title.` },
        { code: '<https://example.com>', description: msg`Autolink.` },
        { code: 'Visit https://example.com today.', description: msg`Bare URLs become links (GFM).` },
        { code: '[Docs][docs]\n\n[docs]: https://example.com/docs', description: msg`Reference link: the URL is defined elsewhere.` },
        {
          code: '![Logo](favicon.svg "Handy Tools")',
          description: msg`Image: like a link, with \`!\` before it; the text is the alt text.`,
        },
        { code: '[![Logo](favicon.svg)](https://example.com)', description: msg`Image that is a link.` },
      ],
    },
    {
      id: 'code',
      title: msg`Code`,
      entries: [
        { code: '```js\nconsole.log("hi");\n```', description: msg`Fenced code block; the word after the fence names the language.` },
        { code: '    indented code', description: msg`Indented by four spaces: a code block too.` },
        { code: '`` a `tick` inside ``', description: msg`More backticks around code that holds a backtick.` },
      ],
    },
    {
      id: 'blocks',
      title: msg`Quotes, rules and tables`,
      entries: [
        { code: '> A quote.\n>\n> > Nested.', description: msg`Block quote; \`>>\` nests.` },
        { code: '---', description: msg`Horizontal rule; \`***\` and \`___\` too.` },
        { code: '| Name | Qty |\n| :--- | --: |\n| Pear | 2 |', description: msg`Table (GFM); \`:\` in the separator aligns the column.` },
      ],
    },
    {
      id: 'escapes',
      title: msg`Escapes and HTML`,
      entries: [
        { code: '\\*not italic\\*', description: msg`A backslash shows a special character as is.` },
        { code: 'H<sub>2</sub>O and x<sup>2</sup>', description: msg`Inline HTML is allowed (sanitized here).` },
        { code: '<details><summary>More</summary>\n\nHidden text.\n\n</details>', description: msg`A collapsible block, in HTML.` },
        { code: '<!-- a comment -->', description: msg`HTML comment: not shown.` },
      ],
    },
  ],
};
