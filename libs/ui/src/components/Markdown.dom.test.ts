// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify's sanitising needs a complete DOM (happy-dom lets scripts through).
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './Markdown.js';

describe('renderMarkdown', () => {
  it('opens links in a new tab safely and strips scripts', () => {
    const html = renderMarkdown('Made with [uuid](https://www.npmjs.com/package/uuid) <script>alert(1)</script> [x](javascript:alert(1))');
    expect(html).toContain('href="https://www.npmjs.com/package/uuid"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
  });
});
