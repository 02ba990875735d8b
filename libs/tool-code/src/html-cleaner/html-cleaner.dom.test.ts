// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { fuzzToolFunction } from '@handy-tools/ui/testing';
import { cleanHtml, MAX_HTML_CHARS } from './html-cleaner.js';
import { htmlCleanerTool } from './meta.js';
import { htmlCleanerState } from './state.js';

// samples/README.md: clipboard HTML as Word 365 and Google Docs write it.
const WORD = readFileSync(join(import.meta.dirname, 'samples/word.html'), 'utf8');
const GOOGLE_DOCS = readFileSync(join(import.meta.dirname, 'samples/google-docs.html'), 'utf8');

describe('cleanHtml', () => {
  it('cleans HTML pasted from Word: Office markup, classes, styles, empty paragraphs and handlers gone', () => {
    const { html, before, after } = cleanHtml(WORD);
    expect(html).toBe(
      [
        '<p><b>Meeting notes</b></p>',
        '<p>Attendees: Ana, Bo and <i>Chen</i>.</p>',
        '<ul>',
        '  <li>Budget approved</li>',
        '  <li>See <a href="https://example.com/plan">the plan</a></li>',
        '</ul>',
        '',
      ].join('\n'),
    );
    expect(after.elements).toBeLessThan(before.elements);
    expect(after.attributes).toBe(1);
  });

  it('cleans HTML pasted from Google Docs: bold, italic and underline spans become elements', () => {
    const { html } = cleanHtml(GOOGLE_DOCS);
    expect(html).toBe(
      [
        '<h2>Release plan</h2>',
        '<p><strong>Ship</strong> on <em><u>Friday</u></em></p>',
        '<br>',
        '<table>',
        '  <colgroup>',
        '    <col width="200">',
        '  </colgroup>',
        '  <tbody>',
        '    <tr>',
        '      <td>',
        '        <p>Owner</p>',
        '      </td>',
        '    </tr>',
        '  </tbody>',
        '</table>',
        '',
      ].join('\n'),
    );
  });

  it('always removes scripts, <style>, event handlers and javascript: URLs, whatever the options', () => {
    const hostile =
      '<p onclick="x()" style="color:red">a<script>alert(1)</script></p><style>p{}</style><a href="javascript:alert(1)" class="c">b</a><img src=x onerror="alert(1)">';
    const { html } = cleanHtml(hostile, {
      attributes: 'all',
      removeStyles: false,
      removeClassesAndIds: false,
      removeComments: false,
      removeEmpty: false,
      unwrapSpans: false,
      officeCleanup: false,
    });
    expect(html).toBe('<p style="color:red">a</p>\n<a class="c">b</a><img src="x">\n');
  });

  it('keeps the attributes of the list, or all of them, minus the kinds chosen', () => {
    const input = '<p id="i" class="c" data-x="1" style="color:red" title="t" lang="en">x</p>';
    expect(cleanHtml(input).html).toBe('<p title="t">x</p>\n');
    expect(cleanHtml(input, { keepAttributes: 'lang, title' }).html).toBe('<p title="t" lang="en">x</p>\n');
    expect(cleanHtml(input, { attributes: 'all' }).html).toBe('<p title="t" lang="en">x</p>\n');
    expect(cleanHtml(input, { attributes: 'all', removeClassesAndIds: false, removeDataAttributes: false, removeStyles: false }).html).toBe(
      '<p id="i" class="c" data-x="1" style="color:red" title="t" lang="en">x</p>\n',
    );
  });

  it('keeps or removes comments, empty elements and spans as chosen', () => {
    const input = '<div><!-- note --><p></p><span>a</span><font color="red">b</font></div>';
    expect(cleanHtml(input).html).toBe('<div>ab</div>\n');
    expect(cleanHtml(input, { removeComments: false, removeEmpty: false, unwrapSpans: false, attributes: 'all' }).html).toBe(
      '<div>\n  <!-- note -->\n  <p></p>\n  <span>a</span><font color="red">b</font>\n</div>\n',
    );
  });

  it('keeps <pre> as written and empty table cells and images', () => {
    expect(cleanHtml('<div><pre>  a\n    b</pre></div>').html).toBe('<div>\n  <pre>  a\n    b</pre>\n</div>\n');
    expect(cleanHtml('<table><tr><td></td><td><img src="a.png" alt=""></td></tr></table>').html).toBe(
      '<table>\n  <tbody>\n    <tr>\n      <td></td>\n      <td><img src="a.png" alt></td>\n    </tr>\n  </tbody>\n</table>\n',
    );
  });

  it('indents with tabs, N spaces, or writes one line', () => {
    const input = '<ul><li>a</li><li>b</li></ul>';
    expect(cleanHtml(input, { indent: 'tab' }).html).toBe('<ul>\n\t<li>a</li>\n\t<li>b</li>\n</ul>\n');
    expect(cleanHtml(input, { indent: 4 }).html).toBe('<ul>\n    <li>a</li>\n    <li>b</li>\n</ul>\n');
    expect(cleanHtml(input, { indent: 0 }).html).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('is idempotent on the samples and on generated fragments (property)', () => {
    for (const sample of [WORD, GOOGLE_DOCS]) {
      const once = cleanHtml(sample).html;
      expect(cleanHtml(once).html).toBe(once);
    }
    const text = fc.stringMatching(/^[a-z &<>]{0,6}$/);
    const tags = ['p', 'div', 'b', 'i', 'span', 'ul', 'li', 'a', 'em'];
    const node: fc.Arbitrary<string> = fc.letrec<{ n: string }>((tie) => ({
      n: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text.map((t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;')),
        fc.tuple(fc.constantFrom(...tags), fc.array(tie('n'), { maxLength: 3 })).map(([tag, kids]) => `<${tag}>${kids.join('')}</${tag}>`),
      ),
    })).n;
    fc.assert(
      fc.property(fc.array(node, { maxLength: 4 }), fc.constantFrom(0, 2, 'tab' as const), (parts, indent) => {
        const once = cleanHtml(parts.join(''), { indent }).html;
        return cleanHtml(once, { indent }).html === once;
      }),
    );
  });

  it('keeps the text of the input (whitespace aside)', () => {
    const text = (html: string) => {
      const t = document.createElement('template');
      t.innerHTML = html;
      return (t.content.textContent ?? '').replace(/[\s\u00a0]+/g, '');
    };
    for (const sample of [WORD, GOOGLE_DOCS])
      expect(text(cleanHtml(sample).html)).toBe(text(sample.replace(/<style>[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '')));
  });

  it('gives empty output for blank input, refuses oversize input and a bad indent', () => {
    expect(cleanHtml(' \n').html).toBe('');
    expect(() => cleanHtml('a'.repeat(MAX_HTML_CHARS + 1))).toThrow(ToolInputError);
    expect(() => cleanHtml('<p>a</p>', { indent: 9 })).toThrow(ToolInputError);
  });

  it('has examples that clean to something', () => {
    for (const { state } of htmlCleanerTool.examples ?? []) {
      const { input, ...options } = htmlCleanerState.schema.parse(state);
      expect(cleanHtml(input, options).html).not.toBe('');
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => cleanHtml(s));
  });
});
