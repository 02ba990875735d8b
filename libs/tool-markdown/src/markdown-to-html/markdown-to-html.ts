import { renderMarkdownDocument, type RenderMarkdownOptions } from '../shared/render.js';

export type { RenderMarkdownOptions as MarkdownToHtmlOptions } from '../shared/render.js';

/**
 * Converts GitHub-flavoured Markdown (tables, task lists, strikethrough, autolinks, fenced code) to
 * sanitised HTML: marked's GFM parser, then DOMPurify with the UI kit's hardened rules (no script,
 * event handler, `<style>`, iframe, or javascript:/data: URL survives; links open in a new tab).
 * Imports in plain Node; calling it needs a DOM (a browser, or jsdom in Node).
 *
 * @param markdown - GFM source (any text is valid Markdown).
 * @param options - `rawHtml` (`keep` | `escape`), `headingIds` (GitHub anchors), `breaks` (single line breaks → `<br>`).
 * @returns the HTML fragment; '' for an empty document.
 * @throws Error when there is no DOM to sanitise with (never returns unsanitised HTML).
 * @see https://github.github.com/gfm/
 * @example markdownToHtml('~~old~~ **new**') // '<p><del>old</del> <strong>new</strong></p>\n'
 */
export function markdownToHtml(markdown: string, options: RenderMarkdownOptions = {}): string {
  return renderMarkdownDocument(markdown, options);
}

/**
 * Wraps an HTML fragment in a complete HTML5 document (doctype, UTF-8, viewport, title), to save
 * as an `.html` file.
 *
 * @param fragment - sanitised HTML.
 * @param title - the document's title (escaped); default "Document".
 * @returns the document's source.
 * @see https://html.spec.whatwg.org/multipage/syntax.html#writing
 */
export function htmlDocument(fragment: string, title = 'Document'): string {
  const safeTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${safeTitle}</title>\n</head>\n<body>\n${fragment}</body>\n</html>\n`;
}
