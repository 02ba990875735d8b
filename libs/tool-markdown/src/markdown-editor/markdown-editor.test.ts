import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { Lexer, Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { applyMarkdownEdit, MARKDOWN_ACTIONS, markdownEdit, type MarkdownAction } from './markdown-editor.js';
import { markdownEditorTool } from './meta.js';
import { markdownEditorState } from './state.js';

const marked = new Marked({ gfm: true });
const run = (doc: string, from: number, to: number, action: MarkdownAction) => {
  const edit = markdownEdit(doc, from, to, action);
  return { doc: applyMarkdownEdit(doc, edit), edit };
};

describe('markdownEdit — what each button writes renders as GFM says (https://github.github.com/gfm/)', () => {
  it('bold, italic, strikethrough and code wrap the selection and keep it selected', () => {
    const doc = 'say hello now';
    const cases: [MarkdownAction, string][] = [
      ['bold', '<strong>hello</strong>'],
      ['italic', '<em>hello</em>'],
      ['strikethrough', '<del>hello</del>'],
      ['code', '<code>hello</code>'],
    ];
    for (const [action, html] of cases) {
      const { doc: out, edit } = run(doc, 4, 9, action);
      expect(marked.parse(out, { async: false })).toContain(html);
      expect(out.slice(edit.anchor, edit.head)).toBe('hello');
    }
  });

  it('lists, task lists and quotes prefix every selected line (a second press removes it)', () => {
    const doc = 'one\ntwo\nthree';
    expect(run(doc, 0, doc.length, 'bulletList').doc).toBe('- one\n- two\n- three');
    expect(run(doc, 0, doc.length, 'orderedList').doc).toBe('1. one\n2. two\n3. three');
    expect(run(doc, 0, 5, 'taskList').doc).toBe('- [ ] one\n- [ ] two\nthree');
    expect(run(doc, 5, 5, 'quote').doc).toBe('one\n> two\nthree');
    expect(run('- one\n- two', 0, 11, 'bulletList').doc).toBe('one\ntwo');
    expect(run('- one', 0, 0, 'orderedList').doc).toBe('1. one');
  });

  it('heading cycles # → ## → ### → none', () => {
    let doc = 'Title';
    const seen = [];
    for (let i = 0; i < 4; i++) {
      doc = run(doc, 2, 2, 'heading').doc;
      seen.push(doc);
    }
    expect(seen).toEqual(['# Title', '## Title', '### Title', 'Title']);
  });

  it('link wraps the text and selects "url"; a selected URL becomes the target', () => {
    const { doc, edit } = run('see docs', 4, 8, 'link');
    expect(doc).toBe('see [docs](url)');
    expect(doc.slice(edit.anchor, edit.head)).toBe('url');
    expect(run('https://example.com', 0, 19, 'link').doc).toBe('[](https://example.com)');
  });

  it('a multi-line selection becomes a fenced code block', () => {
    expect(run('a\nb', 0, 3, 'code').doc).toBe('```\na\nb\n```');
  });

  it('table and rule are blocks on their own lines, parsed as a table and an hr', () => {
    const table = run('Intro', 5, 5, 'table').doc;
    expect(new Lexer({ gfm: true }).lex(table).map((t) => t.type)).toEqual(['paragraph', 'space', 'table']);
    expect(marked.parse(run('Intro\nEnd', 5, 5, 'rule').doc, { async: false })).toContain('<hr>');
  });
});

describe('markdownEdit — properties', () => {
  it('inline markers toggle back: pressing twice restores the document', () => {
    const text = fc.stringMatching(/^[a-z ]{0,12}$/);
    fc.assert(
      fc.property(text, text, fc.stringMatching(/^[a-z]{1,6}$/), fc.constantFrom<MarkdownAction>('bold', 'italic', 'strikethrough', 'code'), (pre, post, word, action) => {
        const doc = `${pre} ${word} ${post}`;
        const start = pre.length + 1;
        const once = run(doc, start, start + word.length, action);
        const twice = run(once.doc, once.edit.anchor, once.edit.head, action);
        expect(twice.doc).toBe(doc);
      }),
    );
  });

  it('line prefixes toggle back', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z][a-z ]{0,8}$/), { minLength: 1, maxLength: 4 }), fc.constantFrom<MarkdownAction>('bulletList', 'orderedList', 'taskList', 'quote'), (lines, action) => {
        const doc = lines.join('\n');
        const once = run(doc, 0, doc.length, action);
        expect(run(once.doc, 0, once.doc.length, action).doc).toBe(doc);
      }),
    );
  });

  it('every action, anywhere, gives a selection inside the new document', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.nat(40), fc.nat(40), fc.constantFrom(...MARKDOWN_ACTIONS), (doc, from, to, action) => {
        const { doc: out, edit } = run(doc, from, to, action);
        expect(edit.anchor).toBeGreaterThanOrEqual(0);
        expect(edit.head).toBeLessThanOrEqual(out.length);
      }),
    );
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(markdownEditorTool, markdownEditorState);
  });

  it('never throws, whatever the input', () => {
    for (const action of MARKDOWN_ACTIONS) fuzzToolFunction((s: string) => markdownEdit(s, 1, s.length - 1, action));
  });
});
