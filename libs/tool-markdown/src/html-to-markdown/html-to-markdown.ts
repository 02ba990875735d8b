import { convertHtmlToMarkdown, type HtmlToMarkdownOptions } from '../shared/html-markdown.js';

export type { HtmlToMarkdownOptions } from '../shared/html-markdown.js';

/**
 * Converts HTML to GitHub-flavoured Markdown (turndown + the GFM plugin): headings, emphasis,
 * links, images, lists, code blocks, block quotes, tables (alignment kept; tables Markdown cannot
 * hold stay HTML), strikethrough and task lists. The HTML is parsed inertly (DOMParser in the
 * browser, domino in Node): no script runs and no image loads. Works in plain Node.
 *
 * @param html - an HTML fragment or a whole document (its `<head>`, scripts and styles are dropped).
 * @param options - heading style, bullet marker, code block style and fence, emphasis and link
 *   styles; see {@link HtmlToMarkdownOptions}. Defaults: ATX headings, `-`, fenced ```` ``` ````, `*`, `**`, inline links.
 * @returns the Markdown; '' for empty or blank input.
 * @see https://github.com/mixmark-io/turndown
 * @see https://github.github.com/gfm/
 * @example htmlToMarkdown('<h2>Hi</h2><p><del>old</del></p>') // '## Hi\n\n~~old~~'
 */
export function htmlToMarkdown(html: string, options: HtmlToMarkdownOptions = {}): string {
  return convertHtmlToMarkdown(html, options);
}
