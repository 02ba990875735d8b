import { renderMarkdown, sanitizeHtml } from '@handy-tools/ui/markdown';
import GithubSlugger from 'github-slugger';
import { Marked } from 'marked';

/** Options of {@link renderMarkdownDocument}. */
export interface RenderMarkdownOptions {
  /** Raw HTML written in the Markdown: `keep` it (sanitised, the GFM default) or `escape` it so it shows as text. Default `keep`. */
  rawHtml?: 'keep' | 'escape';
  /** Give each heading the `id` GitHub gives it (github-slugger), so `#anchor` links work. Default false. */
  headingIds?: boolean;
  /** Turn single line breaks into `<br>` (as GitHub does in comments, not in files). Default false. */
  breaks?: boolean;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let escaping: Marked | undefined;
let breaking: Marked | undefined;
let both: Marked | undefined;

function parserFor(rawHtml: 'keep' | 'escape', breaks: boolean): Marked {
  const escapeRenderer = { renderer: { html: ({ text }: { text: string }) => escapeHtml(text) } };
  if (rawHtml === 'escape' && breaks) return (both ??= new Marked({ gfm: true, breaks: true }, escapeRenderer));
  if (rawHtml === 'escape') return (escaping ??= new Marked({ gfm: true }, escapeRenderer));
  return (breaking ??= new Marked({ gfm: true, breaks: true }));
}

/**
 * Adds GitHub's heading anchors to sanitised HTML: every `h1`–`h6` without an id gets the
 * github-slugger slug of its text (duplicates `-1`, `-2`…). Runs after sanitising, since DOMPurify
 * drops ids that match document properties (`title`, `images`…), which are ordinary headings here.
 *
 * @param html - sanitised HTML (a fragment).
 * @returns the same HTML with ids on its headings.
 * @throws Error when there is no DOM.
 */
export function addHeadingIds(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const slugger = new GithubSlugger();
  for (const heading of template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const slug = slugger.slug((heading.textContent ?? '').trim());
    if (!heading.id && slug) heading.id = slug;
  }
  return template.innerHTML;
}

/**
 * Renders GitHub-flavoured Markdown (tables, task lists, strikethrough, autolinks) to sanitised
 * HTML: with the defaults, exactly `renderMarkdown` of `@handy-tools/ui/markdown` (marked GFM +
 * DOMPurify); other options parse with marked and sanitise with `sanitizeHtml`, the same rules.
 *
 * @param markdown - GFM source, possibly hostile.
 * @param options - raw HTML handling, heading ids, line breaks; see {@link RenderMarkdownOptions}.
 * @returns HTML safe to insert in the page (no script, handler, `<style>`, dangerous URL).
 * @throws Error when there is no DOM (DOMPurify needs one) — never unsanitised HTML.
 * @see https://github.github.com/gfm/
 */
export function renderMarkdownDocument(markdown: string, options: RenderMarkdownOptions = {}): string {
  const { rawHtml = 'keep', headingIds = false, breaks = false } = options;
  let html: string;
  if (rawHtml === 'keep' && !breaks) html = renderMarkdown(markdown);
  else html = sanitizeHtml(parserFor(rawHtml, breaks).parse(markdown, { async: false }), { styleAttributes: rawHtml === 'keep' }).html;
  return headingIds ? addHeadingIds(html) : html;
}
