// @vitest-environment happy-dom
// The prerender's DOM is happy-dom, in which DOMPurify drops headings and keeps event handlers.
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizeHtml, setSanitizerWindow } from './Markdown.js';

const SOURCE = '# Title\n\n<img src=x onerror="alert(1)"> [link](https://example.org)';

describe('sanitising in a DOM that cannot be trusted (happy-dom, as in the prerender)', () => {
  afterEach(() => setSanitizerWindow(undefined));

  it('never returns unsanitised HTML: it throws, or the result is right', () => {
    let html: string | undefined;
    try {
      html = renderMarkdown(SOURCE);
    } catch (error) {
      expect(String(error)).toMatch(/does not sanitise HTML correctly/);
    }
    if (html !== undefined) {
      expect(html).not.toMatch(/onerror/);
      expect(html).toContain('<h1>Title</h1>');
    }
  });

  it('sanitises correctly in the complete DOM it is given (jsdom)', () => {
    setSanitizerWindow(new JSDOM('').window);
    const html = renderMarkdown(SOURCE);
    expect(html).toContain('<h1>Title</h1>');
    expect(html).not.toMatch(/onerror/);
    expect(html).toContain('rel="noopener noreferrer"');
    expect(sanitizeHtml('<p onclick="x()">a</p>').html).toBe('<p>a</p>');
  });
});
