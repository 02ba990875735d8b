import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanEditorHtml, formatHtml } from './html-wysiwyg-editor.js';
import { htmlWysiwygEditorTool } from './meta.js';
import { htmlWysiwygEditorState } from './state.js';

describe('formatHtml (Prettier HTML printer, https://prettier.io/docs/options)', () => {
  it('puts block elements on their own lines, indented by 2 or 4', async () => {
    const html = '<ul><li><p>one</p></li><li><p>two</p></li></ul>';
    expect(await formatHtml(html)).toBe('<ul>\n  <li><p>one</p></li>\n  <li><p>two</p></li>\n</ul>\n');
    expect(await formatHtml(html, { indent: 4 })).toBe('<ul>\n    <li><p>one</p></li>\n    <li><p>two</p></li>\n</ul>\n');
  });

  it('is idempotent: formatting formatted HTML changes nothing', async () => {
    const text = fc.stringMatching(/^[A-Za-z ]{1,20}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom('p', 'h2', 'blockquote', 'li'), text), { minLength: 1, maxLength: 6 }), async (blocks) => {
        const html = blocks.map(([tag, t]) => (tag === 'li' ? `<ul><li>${t}</li></ul>` : `<${tag}>${t}</${tag}>`)).join('');
        const once = await formatHtml(html);
        expect(await formatHtml(once)).toBe(once);
        // The text is kept, word for word.
        expect(once.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean)).toEqual(html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean));
      }),
      { numRuns: 25 },
    );
  });

  it('blank input is empty output; unparsable HTML is a ToolInputError with its line', async () => {
    expect(await formatHtml('  ')).toBe('');
    await expect(formatHtml('<p>\n<div</p>')).rejects.toBeInstanceOf(ToolInputError);
  });
});

describe('cleanEditorHtml', () => {
  it('drops empty styles and bare spans; an empty editor is ""', () => {
    expect(cleanEditorHtml('<p>a <span>b</span> <span style="color: red">c</span><em style="">d</em></p>')).toBe('<p>a b <span style="color: red">c</span><em>d</em></p>');
    expect(cleanEditorHtml('<p></p>')).toBe('');
    expect(cleanEditorHtml('<h2>T</h2><p></p><p>x</p><table></table><p></p>')).toBe('<h2>T</h2><p></p><p>x</p><table></table>');
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof cleanEditorHtml(s) === 'string'));
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(htmlWysiwygEditorTool, htmlWysiwygEditorState);
  });

  it('formatHtml only ever rejects with ToolInputError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (s) => {
        try {
          await formatHtml(s);
        } catch (e) {
          expect(e).toBeInstanceOf(ToolInputError);
        }
      }),
      { numRuns: 60 },
    );
  });
});
